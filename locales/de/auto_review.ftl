# Analysen, um die niemand bittet: /benachrichtigung beendete-analysieren:true lässt jede deiner
# beendeten Partien analysieren, und deine Fehler dort werden eigene Rätsel.

command-notify-review-finished-name = beendete-analysieren
command-notify-review-finished-description = Ja: jede deiner beendeten Partien wird analysiert, ihre Fehler werden deine eigenen Rätsel
notify-review-finished = Beendete Partien: werden für dich analysiert, deine Fehler dort werden eigene Rätsel (/{ command-puzzle-name } { command-puzzle-mine-name }:true).
review-auto-done = Deine Partie #{ $game } ist analysiert (/{ command-analyse-name } zeigt die Analyse): { $count ->
    [0] Keiner deiner Fehler dort ergibt ein Rätsel.
    [one] Einer deiner Fehler ist ein eigenes Rätsel geworden; übe ihn mit /{ command-puzzle-name } { command-puzzle-mine-name }:true.
   *[other] { $count } deiner Fehler sind eigene Rätsel geworden; übe sie mit /{ command-puzzle-name } { command-puzzle-mine-name }:true.
  }
