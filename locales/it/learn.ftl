# /learn: la cornice delle lezioni (i testi di ogni lezione sono in lessons-<variante>.ftl).

learn-step =
    Lezione { $number } di { $count } ({ $variant }): { $title }, passo { $step } di { $steps }. Giochi con { $side ->
        [white] il Bianco
       *[black] il Nero
    }.
    { $task }
    Rispondi con /{ command-learn-name } { command-learn-move-name }:… o /{ command-move-name } (dove non hai partite in corso), oppure scegli una mossa qui sotto.
learn-not-yet =
    Non ancora: { $did } Però { $why }. Riprova.

    { $task }
learn-done = Ben fatto: { $did } { $why }
learn-shown = Ecco un modo: { $did } { $why }
# Another move than the step's own solution also did the task: the step's words tell the
# solution, so they come after it.
learn-done-another = Ben fatto: { $did } Anche così il compito è svolto. La mossa della lezione è { $solution }: { $why }
learn-lesson-finished =
    { $head }
    Lezione completata: { $title }. Prossima: { $next }.
learn-variant-finished =
    { $head }
    Era l'ultima lezione della variante { $variant }. /{ command-learn-name } { command-learn-variant-name }:… ti porta alle lezioni di un'altra variante, /{ command-challenge-name } { command-challenge-bot-name }:1 a una partita contro il bot.
learn-menu = Scegli una mossa
learn-none-open = non hai nessuna lezione aperta: /{ command-learn-name } ne comincia una
learn-step-gone = quel passo della lezione è finito; /{ command-learn-name } mostra dove sei
learn-no-such-lesson = la variante { $variant } ha { $count } lezioni, non { $number }
button-lesson-hint = Suggerimento
button-lesson-show = Mostramelo
button-next-lesson = Lezione successiva
verdict-done = svolge il compito
verdict-other-piece = il compito riguarda un altro pezzo
verdict-other-square = non finisce sulla casella indicata dal compito
verdict-not-a-drop = il compito chiede di piazzare un prigioniero
verdict-took-nothing = non cattura nulla
verdict-not-that-piece = non cattura il pezzo indicato dal compito
verdict-not-that-way = non lo cattura nel modo chiesto dal compito
verdict-too-few = { $taken ->
    [one] cattura un solo pezzo
   *[other] cattura { $taken } pezzi
  }, e il compito ne chiede { $wanted }
verdict-no-win = non vince ancora la partita
verdict-lost = l'avversario risponde { $answer } e cattura il tuo pezzo
verdict-gone = il pezzo che il compito ti chiede di tenere viene catturato subito
# A move with both a lesson and a puzzle open goes to the newer one; this says which.
exercise-move-went = La tua mossa risponde { $to ->
    [learn] alla tua lezione, la più recente
   *[puzzle] al tuo problema, il più recente
  } ({ $other ->
    [learn] la tua lezione, /{ command-learn-name }, resta in attesa
   *[puzzle] il tuo problema, /{ command-puzzle-name }, resta in attesa
  }).
