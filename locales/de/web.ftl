# Zuschauen im Browser: die Seite einer Partie, die Partienübersicht eines Servers und die Links dorthin.

web-watch-link = Im Browser zuschauen: { $url }
web-game-title = Partie #{ $id }
web-terms = { $variant }, { $rated ->
    [yes] gewertet
   *[no] ungewertet
  }, { $clock }
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
web-position = Weiß: { $white }. Schwarz: { $black }. (C Kreis, T Dreieck, S Viereck, P Pyramide; * ein geschlagener Stein, der jetzt für den Schlagenden spielt.)
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
# Auf dem Brett spielen (mit Discord angemeldet).
web-sign-in = Mit Discord anmelden, um zu spielen
web-sign-out = Abmelden
web-signed-in-as = Angemeldet als { $name }
web-your-move = Du bist am Zug: Tippe auf einen deiner Steine, dann auf ein markiertes Feld.
web-their-move = Dein Gegner ist am Zug; sein Zug erscheint hier, sobald er gespielt ist.
web-choose-target = Tippe auf ein markiertes Feld oder wähle einen Zug aus der Liste.
web-prisoners = Deine Gefangenen: Tippe auf einen, dann auf ein markiertes Feld, um ihn einzusetzen.
web-no-moves-here = Dieser Stein kann nicht ziehen.
web-resign = Aufgeben
web-offer-draw = Remis anbieten
web-hint = Tipp
web-cancel = Abbrechen
web-sending = Wird gesendet …
web-network-failed = Der Zug konnte nicht gesendet werden (keine Verbindung). Es wurde nichts gespielt; versuche es noch einmal.
web-sign-in-title = Anmelden
web-sign-in-back = Zurück zur Partie
web-sign-in-off = Die Anmeldung ist bei diesem Bot nicht eingerichtet: Seine Seiten sind nur zum Zuschauen.
web-sign-in-failed = Discord hat nicht bestätigt, wer du bist. Nichts wurde geändert; versuche es gleich noch einmal.
web-sign-in-stale = Diese Anmeldung wurde nicht hier begonnen oder hat länger als zehn Minuten gedauert. Beginne sie bitte erneut auf der Seite der Partie.
web-sign-in-refused = Du hast dem Bot nicht erlaubt zu erfahren, wer du bist; du bist nicht angemeldet.
web-signed-out = Du bist in diesem Browser abgemeldet.
web-sign-in-first = Bitte melde dich zuerst mit Discord an: Nur die Spieler können ziehen.
web-too-fast = Zu viele Anfragen auf einmal: Bitte warte ein paar Sekunden.
web-denied-origin = Diese Anfrage kam nicht von der Seite der Partie und wurde abgelehnt.
web-denied-forged = Dieser Anfrage fehlte das Sicherheitszeichen der Seite (lade die Seite neu); sie wurde abgelehnt.
web-bad-request = Die Seite hat etwas geschickt, das der Bot nicht lesen kann. Lade die Seite neu und versuche es noch einmal.
web-other-server = Dieses Brett wurde in der Aktivität eines anderen Servers geöffnet: Öffne es auf dem Server dieser Partie.
web-not-a-player = Du spielst in dieser Partie nicht mit: Du kannst hier zuschauen.
web-team-on-discord = In dieser Partie spielt ein Team: Seine Mitglieder stimmen ab und ziehen auf Discord, mit /{ command-move-name } oder den Knöpfen unter seinen Beiträgen. Hier kannst du zuschauen.
web-activity-title = Rithmomachie-Brett
web-activity-connecting = Verbinde mit Discord …
web-activity-signing-in = Anmeldung …
web-activity-failed = Das Brett konnte nicht geöffnet werden: { $reason }
web-activity-not-in-it = Discord führt dich nicht in dieser Aktivität. Schließe sie und öffne das Brett erneut über den Beitrag der Partie.
web-activity-no-game = In diesem Kanal oder Thread gibt es keine Partie zu zeigen. Öffne das Brett über den Beitrag oder Thread einer Partie.
