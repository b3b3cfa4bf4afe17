# Analisi che nessuno chiede: /avvisi analizza-finite:true fa analizzare ogni tua partita
# finita, e i tuoi errori lì diventano problemi tuoi.

command-notify-review-finished-name = analizza-finite
command-notify-review-finished-description = Sì: ogni tua partita finita viene analizzata, i suoi errori diventano tuoi problemi
notify-review-finished = Partite finite: analizzate per te, i tuoi errori lì diventano tuoi problemi (/{ command-puzzle-name } { command-puzzle-mine-name }:true).
review-auto-done = La tua partita #{ $game } è stata analizzata (/{ command-analyse-name } per leggere l'analisi): { $count ->
    [0] nessuno dei tuoi errori lì contiene un problema.
    [one] uno dei tuoi errori è diventato un tuo problema; esercitati con /{ command-puzzle-name } { command-puzzle-mine-name }:true.
   *[other] { $count } dei tuoi errori sono diventati tuoi problemi; esercitati con /{ command-puzzle-name } { command-puzzle-mine-name }:true.
  }
