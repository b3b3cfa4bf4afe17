# A player's own puzzles (/puzzle mine): the mistakes of their reviewed games that hold a
# puzzle, brought back by spaced repetition (FSRS).

command-puzzle-mine-name = mine
command-puzzle-mine-description = true: your own puzzles, from the mistakes of your reviewed games, the one due longest ago

# A review's line and button when the asker's mistakes became puzzles.
review-practise = { $count ->
    [one] One of your mistakes in this game became a puzzle of your own: practise it with the button or /{ command-puzzle-name } { command-puzzle-mine-name }:true.
   *[other] { $count } of your mistakes in this game became puzzles of your own: practise them with the button or /{ command-puzzle-name } { command-puzzle-mine-name }:true.
  }
button-puzzle-practise = Practise your mistakes

# Above the puzzle's task: where it comes from ($ply: the move's number in the record).
puzzle-mine-head = From your game #{ $game }, move { $ply }: you played { $played } here. Find the better move.
# After an answer: when the puzzle comes back ($days, $date), and how many are due now.
puzzle-mine-again = { $solved ->
    [yes] It comes back in { $days ->
        [one] a day
       *[other] { $days } days
      }, on { $date }, to be sure it stays.
   *[no] It comes back { $days ->
        [one] tomorrow
       *[other] in { $days } days
      }, on { $date }, to try again.
  } { $due ->
    [0] None of your puzzles is due now.
    [one] One more of your puzzles is due now.
   *[other] { $due } more of your puzzles are due now.
  }
puzzle-mine-none-due = none of your own puzzles is due now: the next comes back on { $date }
puzzle-mine-none = you have no puzzles of your own yet: /{ command-analyse-name } a finished game of yours, and each mistake the engine can show as a puzzle becomes one
# /stats, on the caller's own record.
puzzle-mine-stats = Your own puzzles: { $due } due now, { $solved } solved of { $all } (/{ command-puzzle-name } { command-puzzle-mine-name }:true).
