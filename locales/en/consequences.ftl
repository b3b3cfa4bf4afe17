# What a listed move leads to, in the /move choices, a piece's moves and hints:
# "e7-e4 (takes C·36 on e3: enclosure; gives up t·100 on c7)". Pieces in notation.

listed-move = { $move } ({ $what })
# Two parts of $what, the first possibly joined already.
listed-parts = { $first }; { $next }
listed-wins = wins: { listed-reason }
listed-loses = lets the opponent win: { listed-reason }
listed-takes = takes { $pieces }
listed-gives = gives up { $pieces }
# One piece taken, with its arithmetic ($how, play-how) or, to keep a choice short, without.
listed-taken = { $piece } on { $square }: { $how }
listed-piece = { $piece } on { $square }
# A piece given up, with the pieces that take it ($with, notation) and the arithmetic ($how).
listed-given = { $piece } on { $square } to { $with }: { $how }
listed-reason = { $reason ->
    [triumph] triumph
    [both-pyramids-taken] both pyramids taken
    [threefold-repetition] threefold repetition
    [hundred-plies] hundred plies
    [no-legal-action] no legal action
    [points] points
    [limit] limit
    [rows] row
    [harmony] harmony
    [small-victory] small victory
    [great-victory] great victory
    [excellent-victory] excellent victory
   *[common-victory] common victory
  }

# A hint with the exchange the engine expects after it: $answer is hint-answer(-back).
hint-line = Hint for game #{ $game }: { $move }: { $answer }.
hint-answered = Hint for game #{ $game }: { $move }, because { $why }; { $answer }.
hint-answer = { $likely ->
    [yes] { $name } will probably take { $taken }
   *[no] { $name } can take { $taken }
  }
hint-answer-back = { $likely ->
    [yes] { $name } will probably take { $taken }, and you take back { $back }
   *[no] { $name } can take { $taken }, and you take back { $back }
  }
# One piece taken in the exchange and the pieces that take it ($with), named as in prose.
hint-taken = { $piece } on { $square } with { $with }
