# The bot as an opponent (/challenge bot:N) and hints (/hint): why the engine's move is good.

bot-not-a-level = { command-challenge-bot-name }:{ $level } is not a level: the bot plays at levels 1 (a beginner) to 5 (the strongest)
bot-challenges = { $name } challenges { $bot }. { $start }
bot-hint = Hint for game #{ $game }: { $move }, because { $why }.
bot-no-hint = no hint for game #{ $game }: { $why }
bot-not-going-on = game #{ $game } is not going on
bot-people-only = hints are given only in games against the bot (/{ command-challenge-name } { command-challenge-bot-name }:N); game #{ $game } is between people, where a hint would not be fair
bot-its-turn = it is the bot's turn in game #{ $game }; ask again when it is yours

# Why the hinted move is good ($pieces: play-piece-object phrases, joined).
bot-why-wins = it wins at once: { $reason }
bot-why-takes = it takes { $pieces }
# One piece it takes, with the arithmetic.
bot-taken = { $piece } ({ $how })
bot-why-stops = it stops the opponent's { $reason ->
    [triumph] triumph
    [both-pyramids-taken] both pyramids taken
    [threefold-repetition] threefold repetition
    [hundred-plies] hundred plies
    [no-legal-action] no legal action
    [points] points
    [limit] limit
    [rows] rows
    [harmony] harmony
    [small-victory] small victory
    [great-victory] great victory
    [excellent-victory] excellent victory
   *[common-victory] common victory
  }
bot-why-saves = it saves { $pieces } from being taken
bot-why-within-one = it brings a { $aim ->
    [harmony] harmony
    [triumph] triumph
    [row] row
   *[proper-victory] proper victory
  } within one move
bot-why-toward = it builds toward a { $aim ->
    [harmony] harmony
    [triumph] triumph
    [row] row
   *[proper-victory] proper victory
  } in the opponent's half
bot-why-improves = it improves the position without giving anything away
hint-ask-casual = Game #{ $game } is rated. A hint makes it casual from now on: it will not count for anyone's rating. Show the hint?
hint-moved-on = game #{ $game } has moved on since you asked; ask for a hint again
hint-declined = No hint: game #{ $game } stays as it was.
button-show-hint = Show the hint (casual from now on)
button-no-hint = No hint
