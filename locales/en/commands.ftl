# The slash commands as Discord shows them: each command's, option's and choice's name and
# description (`-name`, `-description`). English is what the bot registers; German and
# Italian are sent as Discord's localizations. Names: lower case, no spaces, at most 32
# characters; descriptions at most 100. An option's English name is what the bot reads.

## Options several commands share
command-game-name = game
command-game-description = Game number, when you play several here
command-variant-name = variant
command-variant-description = Rule set (default neo)

## Choices
command-choice-white = white
command-choice-black = black
command-choice-random = random
command-choice-offer = offer
command-choice-accept = accept
command-choice-decline = decline
# The variants: the value sent stays the variant's id (neo, simple, classic, heligon).
command-choice-neo = neo
command-choice-simple = simple
command-choice-classic = classic
command-choice-heligon = heligon

## /challenge
command-challenge-name = challenge
command-challenge-description = Challenge someone (or anyone here) to a game
command-challenge-opponent-name = opponent
command-challenge-opponent-description = Who to play; leave out for an open challenge
command-challenge-options-name = options
command-challenge-options-description = Options, e.g. balanced=true (neo), victory=shape:20 limit=200 (simple), ambush=all (heligon)
command-challenge-colour-name = colour
command-challenge-colour-description = Your colour (default random)
command-challenge-days-name = days
command-challenge-days-description = Days per move
command-challenge-bot-name = bot
command-challenge-bot-description = Play the bot instead: level 1 (beginner) to 5 (strongest)
command-challenge-rated-name = rated
command-challenge-rated-description = Counts for rating (default true); false: a casual game

## The commands about one game
command-accept-name = accept
command-accept-description = Accept a challenge
command-decline-name = decline
command-decline-description = Decline a challenge to you
command-cancel-name = cancel
command-cancel-description = Withdraw your challenge
command-move-name = move
command-move-description = Play a move: c3-c5, c3xc5, T25@e6
command-move-move-name = move
command-move-move-description = Your move
command-board-name = board
command-board-description = Show the board
command-resign-name = resign
command-resign-description = Resign the game (you are asked to confirm)
command-abort-name = abort
command-abort-description = Call off a game before both players have moved: no result
command-draw-name = draw
command-draw-description = Offer, accept or decline a draw
command-draw-action-name = action
command-draw-action-description = offer, accept or decline
command-watch-name = watch
command-watch-description = Get a direct message after every move of a game
command-unwatch-name = unwatch
command-unwatch-description = Stop watching a game
command-history-name = history
command-history-description = The game record, and an animated replay
command-hint-name = hint
command-hint-description = The bot's suggestion for your move, in a game against the bot

## Lists, players, rules
command-games-name = games
command-games-description = List games: yours, a player's, or this channel's
command-games-player-name = player
command-games-player-description = Whose games
command-games-channel-name = channel
command-games-channel-description = This channel's games
command-vacation-name = vacation
command-vacation-description = Stop your clocks for 1 to 14 days (30 days a year)
command-vacation-days-name = days
command-vacation-days-description = How many days
command-leaderboard-name = leaderboard
command-leaderboard-description = This server's players by rating
command-stats-name = stats
command-stats-description = Games won, lost and drawn on this server
command-stats-player-name = player
command-stats-player-description = Whose record (yours if left out)
command-rules-name = rules
command-rules-description = How a variant is played
command-rules-variant-name = variant
command-rules-variant-description = Which variant
command-help-name = help
command-help-description = What the bot can do

## /settings
command-settings-name = settings
command-settings-description = This server's settings: language, days, channels, ratings, announcements
command-settings-language-name = language
command-settings-language-description = The language of the bot's posts here (auto: the server's language in Discord)
command-settings-days-name = days
command-settings-days-description = Days per move of a challenge that names none
command-settings-challenge-days-name = challenge-days
command-settings-challenge-days-description = Days a challenge stays open (1 to 90)
command-settings-add-channel-name = add-channel
command-settings-add-channel-description = Let games begin in this channel (then only in the channels listed)
command-settings-remove-channel-name = remove-channel
command-settings-remove-channel-description = Take a channel off the list of channels games begin in
command-settings-all-channels-name = all-channels
command-settings-all-channels-description = true: games may begin in every channel again
command-settings-bot-rated-name = bot-rated
command-settings-bot-rated-description = Whether games against the bot count for ratings (default: false)
command-settings-puzzle-channel-name = puzzle-channel
command-settings-puzzle-channel-description = Where the puzzle of the day is announced
command-settings-tournament-channel-name = tournament-channel
command-settings-tournament-channel-description = Where tournaments are announced
command-settings-game-puzzles-name = game-puzzles
command-settings-game-puzzles-description = Whether puzzles may be mined from this server's finished games (default: false)
command-settings-web-name = web
command-settings-web-description = Show this server's games on a web page anyone with its link can open (default: off)
command-choice-on = on
command-choice-off = off
command-settings-reset-name = reset
command-settings-reset-description = Put one setting back to its default
command-choice-auto = auto (the server's language in Discord)
command-choice-en = English
command-choice-de = Deutsch
command-choice-it = Italiano
command-choice-language = language
command-choice-days = days per move
command-choice-challenge-days = days a challenge stays open
command-choice-puzzle-channel = puzzle channel
command-choice-tournament-channel = tournament channel

## /learn
command-learn-name = learn
command-learn-description = Lessons: learn a variant step by step, with the board (private)
command-learn-variant-name = variant
command-learn-variant-description = Which variant's lessons (default: where you stopped, or neo)
command-learn-lesson-name = lesson
command-learn-lesson-description = Go to lesson number N of the variant
command-learn-move-name = move
command-learn-move-description = Your answer to the lesson's task: c3-c5, T25@e6

## /puzzle, /analyse
command-puzzle-name = puzzle
command-puzzle-description = A puzzle: find the move that wins the game, the pyramid or material (private)
command-puzzle-variant-name = variant
command-puzzle-variant-description = Which variant's puzzles (default: your last, or neo)
command-puzzle-daily-name = daily
command-puzzle-daily-description = true: this server's puzzle of the day, and who solved it
command-puzzle-move-name = move
command-puzzle-move-description = Your answer to the puzzle: c3-c5, T25@e6
command-analyse-name = analyse
command-analyse-description = The engine's review of a finished game: mistakes, accuracy, better moves
command-premove-name = premove
command-premove-description = Conditional moves: answer your opponent's replies in advance
command-premove-line-name = line
command-premove-line-description = Their move, your answer, their move, your answer ... e.g. f6-f5 d4-d5 g6-g5 c3-c4
command-premove-clear-name = clear
command-premove-clear-description = true: drop all your conditional moves in this game
command-note-name = note
command-note-description = A private note on a game: only you ever see it
command-note-text-name = text
command-note-text-description = Your note (up to 1,000 characters)
command-notify-name = notify
command-notify-description = How you hear it is your turn: at every move, in a daily digest, or by the channel mention only
command-notify-mode-name = mode
command-notify-mode-description = A direct message at each move, one digest a day, or nothing beyond the channel mention
command-notify-digest-name = digest
command-notify-digest-description = The time of your daily digest in your time zone, such as 08:00
command-notify-zone-name = zone
command-notify-zone-description = Your time zone, such as Europe/Rome (offered as you type)
command-notify-second-reminder-name = second-reminder
command-notify-second-reminder-description = true: a second reminder when 95% of a move's time has passed
command-notify-sign-out-pages-name = sign-out-pages
command-notify-sign-out-pages-description = true: sign out of the board's web pages on every browser
command-choice-move = at every move
command-choice-digest = daily digest
command-choice-none = mention only

## /tournament
command-tournament-name = tournament
command-tournament-description = A server tournament: round robin or Swiss, from sign-up to the winner
command-tournament-create-name = create
command-tournament-create-description = Create a tournament (members who may manage the server)
command-tournament-join-name = join
command-tournament-join-description = Join a tournament during sign-up
command-tournament-leave-name = leave
command-tournament-leave-description = Leave a tournament before it starts
command-tournament-start-name = start
command-tournament-start-description = Start a tournament now (its organiser, or a member who may manage the server)
command-tournament-standings-name = standings
command-tournament-standings-description = A tournament's standings (the crosstable of a round robin)
command-tournament-list-name = list
command-tournament-list-description = This server's tournaments, open ones first
command-tournament-withdraw-name = withdraw
command-tournament-withdraw-description = Withdraw from a tournament under way: your open games are lost by forfeit
command-tournament-cancel-name = cancel
command-tournament-cancel-description = Cancel a tournament before any of its games has ended
command-tournament-export-name = export
command-tournament-export-description = A tournament as a FIDE TRF file, the format tournament software reads
command-tournament-id-name = id
command-tournament-id-description = The tournament's number, when there are several here
command-tournament-name-name = name
command-tournament-name-description = The tournament's name
command-tournament-format-name = format
command-tournament-format-description = Round robin (everyone plays everyone) or Swiss (default round robin)
command-tournament-variant-name = variant
command-tournament-variant-description = Rule set (default neo)
command-tournament-options-name = options
command-tournament-options-description = Game options, key=value, e.g. balanced=true
command-tournament-rounds-name = rounds
command-tournament-rounds-description = A Swiss's rounds
command-tournament-double-name = double
command-tournament-double-description = true: a round robin where each pair plays twice, colours swapped
command-tournament-days-name = days
command-tournament-days-description = Days per move
command-tournament-rated-name = rated
command-tournament-rated-description = Whether its games count for ratings (default: true)
command-tournament-max-players-name = max-players
command-tournament-max-players-description = The most players who may join (default 32)
command-tournament-signup-days-name = signup-days
command-tournament-signup-days-description = Days until sign-up closes and the tournament starts by itself
command-choice-round-robin = round robin
command-choice-swiss = Swiss

command-settings-teams-rated-name = teams-rated
command-settings-teams-rated-description = Whether team-against-team games count for the teams' ratings (default: false)
