# /learn: der Rahmen der Lektionen (die Texte jeder Lektion stehen in lessons-<variante>.ftl).

learn-step =
    Lektion { $number } von { $count } ({ $variant }): { $title }, Schritt { $step } von { $steps }. Du spielst { $side ->
        [white] Weiß
       *[black] Schwarz
    }.
    { $task }
    Antworte mit /{ command-learn-name } { command-learn-move-name }:… oder /{ command-move-name } (wo du keine Partie spielst), oder wähle unten einen Zug.
learn-not-yet =
    Noch nicht: { $did } Aber { $why }. Versuch es noch einmal.

    { $task }
learn-done = Gut gemacht: { $did } { $why }
learn-shown = So geht es zum Beispiel: { $did } { $why }
# Another move than the step's own solution also did the task: the step's words tell the
# solution, so they come after it.
learn-done-another = Gut gemacht: { $did } Auch das erfüllt die Aufgabe. Der Zug der Lektion ist { $solution }: { $why }
learn-lesson-finished =
    { $head }
    Lektion geschafft: { $title }. Als Nächstes: { $next }.
learn-variant-finished =
    { $head }
    Das war die letzte Lektion der Variante { $variant }. /{ command-learn-name } { command-learn-variant-name }:… führt dich zu den Lektionen einer anderen Variante, /{ command-challenge-name } { command-challenge-bot-name }:1 zu einer Partie gegen den Bot.
learn-menu = Wähle einen Zug
learn-none-open = du hast keine Lektion offen: /{ command-learn-name } beginnt eine
learn-step-gone = dieser Schritt der Lektion ist vorbei; /{ command-learn-name } zeigt, wo du stehst
learn-no-such-lesson = die Variante { $variant } hat { $count } Lektionen, nicht { $number }
button-lesson-hint = Tipp
button-lesson-show = Zeig es mir
button-next-lesson = Nächste Lektion
verdict-done = dieser Zug erfüllt die Aufgabe
verdict-other-piece = die Aufgabe meint einen anderen Stein
verdict-other-square = dieser Zug endet nicht auf dem Feld, das die Aufgabe nennt
verdict-not-a-drop = die Aufgabe verlangt, einen Gefangenen einzusetzen
verdict-took-nothing = dieser Zug schlägt nichts
verdict-not-that-piece = dieser Zug schlägt nicht den Stein, den die Aufgabe nennt
verdict-not-that-way = dieser Zug schlägt den genannten Stein nicht auf die Art, die die Aufgabe verlangt
verdict-too-few = dieser Zug schlägt { $taken ->
    [one] einen Stein
   *[other] { $taken } Steine
  }, die Aufgabe verlangt { $wanted }
verdict-no-win = dieser Zug gewinnt die Partie noch nicht
verdict-lost = der Gegner antwortet { $answer } und schlägt deinen Stein
verdict-gone = der Stein, den du laut Aufgabe behalten sollst, wird sofort geschlagen
# A move with both a lesson and a puzzle open goes to the newer one; this says which.
exercise-move-went = Dein Zug beantwortet { $to ->
    [learn] deine Lektion, die neuere
   *[puzzle] dein Rätsel, das neuere
  } ({ $other ->
    [learn] deine Lektion, /{ command-learn-name }, wartet
   *[puzzle] dein Rätsel, /{ command-puzzle-name }, wartet
  }).
