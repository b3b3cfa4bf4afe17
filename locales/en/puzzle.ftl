# /puzzle: positions the engine mined where one move wins.

puzzle-task = Puzzle ({ $variant }, rated { $rating }): { $side ->
        [white] White
       *[black] Black
    } to move. Find the move that wins ({ $left ->
        [one] one move of yours left
       *[other] { $left } moves of yours left
    }). Answer with /{ command-puzzle-name } { command-puzzle-move-name }:…, with /{ command-move-name } where you play no game, or pick a move below.
puzzle-go-on = Right: { $did } The opponent answers { $reply }.
puzzle-wrong = Not the winning move: { $did }
puzzle-given-up = Here is the solution.
puzzle-solved-move = Solved: { $did }
puzzle-solved = Your puzzle rating: { $rating } ({ $change }); streak { $streak }.
puzzle-failed = The solution was { $solution }. Your puzzle rating: { $rating } ({ $change }); the streak starts again.
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
puzzle-daily-post = Puzzle of the day, { $date } ({ $variant }, rated { $rating }): find the move that wins. /{ command-puzzle-name } { command-puzzle-daily-name }:true to try it; it is the same for everyone here.
