# /premove: conditional moves. Only their author ever sees the lines.
premove-not-bot = game #{ $game } is against the bot: conditional moves are for games between players
premove-your-turn = it is your move in game #{ $game }: make it first, then give your answers to the replies you expect
premove-empty = the line is empty: write your opponent's move, your answer, and so on, e.g. f6-f5 d4-d5
premove-too-long = a line holds at most { $max } moves, not { $count }
premove-ends-with-theirs = the line ends with your opponent's move { $text }: end it with your answer
premove-after-end = move { $number } of the line, { $text }, comes after the game would be over
premove-illegal = move { $number } of the line: { $why }
premove-disagrees = after { $theirs } you already answer { $before }, not { $now }: one answer to each reply (/{ command-premove-name } { command-premove-clear-name }:true starts again)
premove-too-many-lines = at most { $max } lines per game: /{ command-premove-name } { command-premove-clear-name }:true starts again
premove-saved = Saved for game #{ $game }, only you see it: { $line } (each of { $opponent }'s moves with your answer). { $count ->
        [one] You have 1 line there.
       *[other] You have { $count } lines there.
    }
premove-none = You have no conditional moves in game #{ $game }.
premove-list = Your conditional moves in game #{ $game } (only you see them):
    { $lines }
premove-cleared = { $count ->
        [0] You had no conditional moves in game #{ $game }.
        [one] Your conditional line in game #{ $game } is dropped.
       *[other] Your { $count } conditional lines in game #{ $game } are dropped.
    }
premove-marker = (conditional move)
premove-played = Game #{ $game }: your opponent played { $theirs }, and your conditional move { $answer } was played at once. { $left ->
        [0] No lines of yours go on from here.
        [one] 1 line of yours goes on from here.
       *[other] { $left } lines of yours go on from here.
    }
premove-ran-out = Game #{ $game }: your opponent played { $theirs }, which none of your conditional lines foresaw; they are dropped. It is your move.
