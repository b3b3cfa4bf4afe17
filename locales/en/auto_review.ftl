# Reviews nobody asked for: /notify review-finished:true has each game of yours that
# finishes reviewed, and your mistakes there become puzzles of your own.

command-notify-review-finished-name = review-finished
command-notify-review-finished-description = true: each of your games that finishes is reviewed, its mistakes made your own puzzles
# /notify's state, when it is on.
notify-review-finished = Finished games: reviewed for you, your mistakes there made puzzles of your own (/{ command-puzzle-name } { command-puzzle-mine-name }:true).
# The direct message when such a review is done.
review-auto-done = Your game #{ $game } was reviewed (/{ command-analyse-name } to read it): { $count ->
    [0] none of your mistakes there holds a puzzle.
    [one] one of your mistakes became a puzzle of your own; /{ command-puzzle-name } { command-puzzle-mine-name }:true to practise it.
   *[other] { $count } of your mistakes became puzzles of your own; /{ command-puzzle-name } { command-puzzle-mine-name }:true to practise them.
  }
