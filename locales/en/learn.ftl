# /learn: the lessons' own frame (each lesson's texts are in lessons-<variant>.ftl).

learn-step =
    Lesson { $number } of { $count } ({ $variant }): { $title }, step { $step } of { $steps }. You play { $side ->
        [white] White
       *[black] Black
    }.
    { $task }
    Answer with /{ command-learn-name } { command-learn-move-name }:… or /{ command-move-name } (where you play no game), or pick a move below.
learn-not-yet =
    Not yet: { $did } But { $why }. Try again.

    { $task }
learn-done = Well done: { $did } { $why }
learn-shown = Here is one way: { $did } { $why }
# Another move than the step's own solution also did the task: the step's words tell the
# solution, so they come after it.
learn-done-another = Well done: { $did } That does the task too. The lesson's own move is { $solution }: { $why }
learn-lesson-finished =
    { $head }
    Lesson finished: { $title }. Next: { $next }.
learn-variant-finished =
    { $head }
    That was the last lesson of { $variant }. /{ command-learn-name } { command-learn-variant-name }:… takes you to another variant's, /{ command-challenge-name } { command-challenge-bot-name }:1 to a game against the bot.
learn-menu = Choose a move
learn-none-open = you have no lesson open: /{ command-learn-name } starts one
learn-step-gone = that lesson step is over; /{ command-learn-name } shows where you are
learn-no-such-lesson = { $variant } has { $count } lessons, not { $number }
button-lesson-hint = Hint
button-lesson-show = Show me
button-next-lesson = Next lesson
verdict-done = it does the task
verdict-other-piece = the task is about another piece
verdict-other-square = it does not end on the square the task names
verdict-not-a-drop = the task asks you to enter a prisoner
verdict-took-nothing = it takes nothing
verdict-not-that-piece = it does not take the piece the task names
verdict-not-that-way = it does not take it the way the task asks
verdict-too-few = it takes { $taken }, and the task asks for { $wanted }
verdict-no-win = it does not win the game yet
verdict-lost = the opponent answers { $answer } and takes your piece
verdict-gone = your piece the task asks you to keep is taken at once
# A move with both a lesson and a puzzle open goes to the newer one; this says which.
exercise-move-went = Your move answers your { $to ->
    [learn] lesson
   *[puzzle] puzzle
  }, the newer one (your { $other ->
    [learn] lesson, /{ command-learn-name }
   *[puzzle] puzzle, /{ command-puzzle-name }
  }, waits).
