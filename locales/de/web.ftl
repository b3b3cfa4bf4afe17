# Zuschauen im Browser: die Seite einer Partie, die Partienübersicht eines Servers und die Links dorthin.

web-watch-link = Im Browser zuschauen: { $url }
web-game-title = Partie #{ $id }
web-terms = { $variant }, { $rated ->
    [yes] gewertet
   *[no] ungewertet
  }, { $days } pro Zug
web-to-move = { $name } ist am Zug: noch { $left } (bis { $deadline })
web-status = { $status ->
    [challenge] Noch nicht begonnen: noch eine Herausforderung
    [declined] Die Herausforderung wurde abgelehnt
   *[other] Abgebrochen
  }
web-time-left = { $days ->
    [0] { $hours ->
        [one] 1 Stunde
       *[other] { $hours } Stunden
      }
    [one] 1 Tag { $hours ->
        [one] 1 Stunde
       *[other] { $hours } Stunden
      }
   *[other] { $days } Tage { $hours ->
        [one] 1 Stunde
       *[other] { $hours } Stunden
      }
  }
web-position = Weiß: { $white }. Schwarz: { $black }. (C Kreis, T Dreieck, S Viereck, P Pyramide; * ein Stein, der auf die Seite seines Schlägers gewechselt ist.)
web-move-n-of = Zug { $n } von { $of }
web-board-alt = Das Brett nach Zug { $ply }. { $position }
web-board-alt-ply = Das Brett nach Zug { $ply }; die Stellung in Worten steht für den letzten Zug unter dem Brett.
web-board-in-words = Die Stellung in Worten
web-moves = Züge
web-white = Weiß
web-black = Schwarz
web-nobody = noch niemand
web-first = Zum Anfang
web-back = Einen Zug zurück
web-forward = Einen Zug vor
web-latest = Zum letzten Zug
web-no-moves = Noch keine Züge.
web-not-found-title = Nicht gefunden
web-not-found = Unter dieser Adresse gibt es keine Seite. Die Seite einer Partie hat die Adresse, die ihre Startnachricht nennt.
web-server-title = Die Partien dieses Servers
web-server-running = Laufend
web-server-finished = Beendet, die neuesten zuerst
web-server-none-running = Keine Partie läuft.
web-server-none-finished = Noch keine Partie ist beendet.
web-server-plies = { $n ->
    [one] 1 Zug gespielt
   *[other] { $n } Züge gespielt
  }
web-server-game = Partie #{ $id }: { $white } (Weiß) gegen { $black } (Schwarz)
