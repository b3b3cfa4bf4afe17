# The game record (/history's text file): the values and comments a person reads. The tag
# names ([Event ...], [Result ...]) and the moves are the format and stay as they are.

record-event = Rithmomachia-Partie { $id }
# How the game ended, by the reason stored with it.
record-termination = { $reason ->
    [triumph] Triumph
    [harmony] Harmonie
    [rows] Reihe in Proportion
    [points] Punkte
    [limit] Zuggrenze
    [small-victory] kleiner Sieg
    [great-victory] großer Sieg
    [excellent-victory] gewaltiger Sieg
    [common-victory] gewöhnlicher Sieg
    [no-legal-action] kein Zug mehr
    [resignation] Aufgabe
    [time] Zeitüberschreitung
    [threefold-repetition] dreifache Wiederholung
    [hundred-plies] 100 Halbzüge ohne Schlag
    [both-pyramids-taken] beide Pyramiden geschlagen
    [agreement] Einigung
    [aborted] abgebrochen
    [expired] abgelaufen
    [unterminated] nicht beendet
   *[other] { $reason }
  }
# A capture, as a comment after its move: "takes c3 on f5: gcd(6,3)=3".
record-capture = schlägt { $piece } auf { $square }: { $how }
# Time given back after an outage, as a comment after the move before it ($span: clock-outage-span).
record-outage = der Bot konnte { $span } lang keine Züge annehmen; diese Zeit wurde zurückgegeben, der Zug fällig bis { $deadline }
