# /puzzle: positions the engine mined where one move wins.

puzzle-task = Puzzle ({ $variant }, rated { $rating }): { $side ->
        [white] White
       *[black] Black
    } to move. Find the move that { $theme } ({ $left ->
        [one] one move of yours left
       *[other] { $left } moves of yours left
    }). Answer with /{ command-puzzle-name } { command-puzzle-move-name }:…, with /{ command-move-name } where you play no game, or pick a move below.
puzzle-go-on = Right: { $did } The opponent answers { $reply }.
puzzle-wrong = Not the winning move: { $did }
puzzle-given-up = Here is the solution.
puzzle-solved-move = Solved: { $did }
puzzle-solved = Your puzzle rating: { $rating } ({ $change }); streak { $streak }.
puzzle-failed = Your puzzle rating: { $rating } ({ $change }); the streak starts again.
puzzle-daily = Puzzle of the day, { $date }: { $count ->
        [0] nobody has solved it yet.
       *[other] solved by { $names }.
    }
    { $puzzle }
puzzle-daily-done = You tried today's puzzle ({ $date }) already. { $count ->
        [0] Nobody has solved it yet.
       *[other] Solved by { $names }.
    }
puzzle-daily-servers-only = the puzzle of the day is a server's: ask in one of its channels
puzzle-all-tried = you have tried every puzzle of { $variant }
puzzle-none-open = you have no puzzle open: /{ command-puzzle-name } gives you one
puzzle-step-gone = that puzzle move is over; /{ command-puzzle-name } gives you a new one
button-puzzle-solution = Show the solution
button-puzzle-next = Next puzzle
puzzle-none-shipped = there are no puzzles of this variant yet
puzzle-daily-post = Puzzle of the day, { $date } ({ $variant }, rated { $rating }): find the move that { $theme }. /{ command-puzzle-name } { command-puzzle-daily-name }:true to try it; it is the same for everyone here.

# A puzzle's theme, read from what its solution does, ending "Find the move that ..." and
# "The solution was ..., which ...". win-how: "by harmony".
puzzle-theme-win = wins the game { win-how }
puzzle-theme-pyramid = takes the enemy pyramid
puzzle-theme-material = wins { $gain ->
        [one] a piece
       *[other] { $gain } pieces
    }
puzzle-theme-points = wins { $gain } points
puzzle-theme-more = wins more than any other move
# A missed puzzle: the solution ($moves: its plies), then one line per ply.
puzzle-solution = The solution was the { $moves ->
        [one] move
       *[other] line
    } { $solution }, which { $theme }:
puzzle-line-ply = { $n }. { $said }
puzzle-line-wins = { $side } wins { win-how }.
# Why the opponent's reply is the one played, from what every reply leads to at once.
puzzle-reply-only = It is the only legal reply.
puzzle-reply-saves-game = It is the only reply that keeps { $solver ->
        [white] White
       *[black] Black
    } from winning at once { win-how }.
puzzle-reply-lost = Every reply lets { $solver ->
        [white] White
       *[black] Black
    } win at once { win-how }.
puzzle-reply-best = { $nothing ->
        [yes] It is the only reply that loses nothing at once.
       *[no] It is the reply that loses least at once.
    }
puzzle-reply-tied = It is one of { $count } replies that { $nothing ->
        [yes] lose nothing
       *[no] lose least
    } at once; the engine's deeper search prefers it.
puzzle-reply-deeper = It is the engine's choice after a deeper search; at first sight { $other } looks better.
puzzle-reply-else-wins = After { $move } instead, { $solver ->
        [white] White
       *[black] Black
    } would win at once { win-how }.
puzzle-reply-else-takes = After { $move } instead, { $solver ->
        [white] White
       *[black] Black
    } would take { $pieces }.
# A wrong move that took the same piece as the solution's first move, and its refutation
# ($answer: the opponent's answer in the capture reports' words).
puzzle-refuted = { $move } takes the same piece as the solution's { $solution }, but the opponent has an answer: { $answer }
puzzle-refuted-quiet = { $move } takes the same piece as the solution's { $solution }, but leaves the opponent better placed: the solution's line wins more.
