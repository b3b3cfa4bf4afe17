# What a listed move leads to, in the /move choices, a piece's moves and hints:
# "e7-e4 (takes C·36 on e3: enclosure; gives up t·100 on c7)". Pieces in notation.

listed-move = { $move } ({ $what })
# Two parts of $what, the first possibly joined already.
listed-parts = { $first }; { $next }
listed-wins = vince: { listed-reason }
listed-loses = fa vincere l'avversario: { listed-reason }
listed-takes = cattura { $pieces }
listed-gives = cede { $pieces }
# One piece taken, with its arithmetic ($how, play-how) or, to keep a choice short, without.
listed-taken = { $piece } in { $square }: { $how }
listed-piece = { $piece } in { $square }
# A piece given up, with the pieces that take it ($with, notation) and the arithmetic ($how).
listed-given = { $piece } in { $square } (catturato da { $with }: { $how })
listed-reason = { $reason ->
    [triumph] trionfo
    [both-pyramids-taken] entrambe le piramidi catturate
    [threefold-repetition] triplice ripetizione
    [hundred-plies] cento semimosse
    [no-legal-action] nessuna mossa possibile
    [points] punti
    [limit] limite di semimosse
    [rows] fila
    [harmony] armonia
    [small-victory] vittoria piccola
    [great-victory] vittoria grande
    [excellent-victory] vittoria eccellente
   *[common-victory] vittoria comune
  }

# A hint with the exchange the engine expects after it: $answer is hint-answer(-back).
hint-line = Suggerimento per la partita #{ $game }: { $move }: { $answer }.
hint-answered = Suggerimento per la partita #{ $game }: { $move }, perché { $why }; { $answer }.
hint-answer = { $likely ->
    [yes] { $name } probabilmente catturerà { $taken }
   *[no] { $name } può catturare { $taken }
  }
hint-answer-back = { $likely ->
    [yes] { $name } probabilmente catturerà { $taken }, e tu riprenderai { $back }
   *[no] { $name } può catturare { $taken }, e tu puoi riprendere { $back }
  }
# One piece taken in the exchange and the pieces that take it ($with), named as in prose.
hint-taken = { $piece } in { $square } con { $with }
