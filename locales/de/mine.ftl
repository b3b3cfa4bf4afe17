# Die eigenen Rätsel eines Spielers (/rätsel meine): die Fehler seiner analysierten Partien,
# die ein Rätsel ergeben, wiedervorgelegt nach verteilter Wiederholung (FSRS).

command-puzzle-mine-name = meine
command-puzzle-mine-description = Ja: deine eigenen Rätsel aus den Fehlern deiner analysierten Partien, das am längsten fällige zuerst

review-practise = { $count ->
    [one] Einer deiner Fehler in dieser Partie ist ein eigenes Rätsel geworden: Übe ihn mit dem Knopf oder mit /{ command-puzzle-name } { command-puzzle-mine-name }:true.
   *[other] { $count } deiner Fehler in dieser Partie sind eigene Rätsel geworden: Übe sie mit dem Knopf oder mit /{ command-puzzle-name } { command-puzzle-mine-name }:true.
  }
button-puzzle-practise = Deine Fehler üben

puzzle-mine-head = Aus deiner Partie #{ $game }, Zug { $ply }: Hier hast du { $played } gespielt. Finde den besseren Zug.
puzzle-mine-again = { $solved ->
    [yes] Es kommt { $days ->
        [one] in einem Tag
       *[other] in { $days } Tagen
      } wieder, am { $date }, damit es sitzt.
   *[no] Es kommt { $days ->
        [one] morgen
       *[other] in { $days } Tagen
      } wieder, am { $date }, für einen neuen Versuch.
  } { $due ->
    [0] Gerade ist keines deiner Rätsel fällig.
    [one] Ein weiteres deiner Rätsel ist jetzt fällig.
   *[other] { $due } weitere deiner Rätsel sind jetzt fällig.
  }
puzzle-mine-none-due = keines deiner eigenen Rätsel ist jetzt fällig: Das nächste kommt am { $date } wieder
puzzle-mine-none = du hast noch keine eigenen Rätsel: Lass mit /{ command-analyse-name } eine deiner beendeten Partien analysieren, dann wird jeder Fehler, den die Engine als Rätsel zeigen kann, eines
puzzle-mine-stats = Deine eigenen Rätsel: { $due } jetzt fällig, { $solved } von { $all } gelöst (/{ command-puzzle-name } { command-puzzle-mine-name }:true).
