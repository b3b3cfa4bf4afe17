# What a listed move leads to, in the /move choices, a piece's moves and hints:
# "e7-e4 (takes C·36 on e3: enclosure; gives up t·100 on c7)". Pieces in notation.

listed-move = { $move } ({ $what })
# Two parts of $what, the first possibly joined already.
listed-parts = { $first }; { $next }
listed-wins = gewinnt: { listed-reason }
listed-loses = lässt den Gegner gewinnen: { listed-reason }
listed-takes = schlägt { $pieces }
listed-gives = gibt { $pieces } preis
# One piece taken, with its arithmetic ($how, play-how) or, to keep a choice short, without.
listed-taken = { $piece } auf { $square }: { $how }
listed-piece = { $piece } auf { $square }
# A piece given up, with the pieces that take it ($with, notation) and the arithmetic ($how).
listed-given = { $piece } auf { $square } (von { $with } geschlagen: { $how })
listed-reason = { $reason ->
    [triumph] Triumph
    [both-pyramids-taken] beide Pyramiden geschlagen
    [threefold-repetition] dreifache Wiederholung
    [hundred-plies] hundert Halbzüge
    [no-legal-action] kein Zug mehr
    [points] Punkte
    [limit] Zuggrenze
    [rows] Reihe
    [harmony] Harmonie
    [small-victory] kleiner Sieg
    [great-victory] großer Sieg
    [excellent-victory] gewaltiger Sieg
   *[common-victory] gewöhnlicher Sieg
  }

# A hint with the exchange the engine expects after it: $answer is hint-answer(-back).
hint-line = Tipp für Partie #{ $game }: { $move }: { $answer }.
hint-answered = Tipp für Partie #{ $game }: { $move }, denn { $why }; { $answer }.
hint-answer = { $likely ->
    [yes] { $name } schlägt wahrscheinlich { $taken }
   *[no] { $name } kann { $taken } schlagen
  }
hint-answer-back = { $likely ->
    [yes] { $name } schlägt wahrscheinlich { $taken }, und du schlägst { $back } zurück
   *[no] { $name } kann { $taken } schlagen, und du schlägst { $back } zurück
  }
# One piece taken in the exchange and the pieces that take it ($with), named as in prose.
hint-taken = { $piece } auf { $square } mit { $with }
