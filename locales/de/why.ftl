# Why a move is refused: its notation, the position, the way a piece moves, the capture it
# cannot make. $piece, $target and $first/$second are phrases from play.ftl (play-piece...).

why-refused = { $text }: { $why }
why-empty = leerer Zug: schreib einen Zug wie c3-c5, c3xc5 oder T25@e6
why-bare-square = { $square } ist ein Feld, kein Zug: schreib einen Zug wie c3-c5, c3xc5 oder T25@e6 (von { $square } auf das Zielfeld)
why-unreadable = „{ $text }“ kann ich nicht lesen: schreib einen Zug wie c3-c5, c3xc5 oder T25@e6
why-off-board = „{ $text }“: { $square } liegt nicht auf dem Brett (Linien a-h, Reihen 1-{ $ranks })
why-not-a-square = „{ $text }“: „{ $square }“ ist kein Feldname wie c3
why-empty-square = „{ $text }“: ein leerer Feldname
why-bad-prisoner = den Gefangenen „{ $piece }“ in „{ $text }“ kann ich nicht lesen: schreib einen Zug wie c3-c5, c3xc5 oder T25@e6
why-game-over = die Partie ist vorbei ({ $winner ->
    [white] Weiß gewinnt
    [black] Schwarz gewinnt
   *[none] Remis
  }: { $reason })

# How the rules ended a game; the victories say their name first, the headline being
# elsewhere (ending.ftl's end-why says the rest, for the end message).
why-reason = { $reason ->
    [harmony] eine Harmonie: { end-why }
    [small-victory] ein kleiner Sieg: { end-why }
    [great-victory] ein großer Sieg: { end-why }
    [excellent-victory] ein gewaltiger Sieg: { end-why }
    [common-victory] ein gewöhnlicher Sieg: { end-why }
   *[other] { end-why }
  }
why-no-piece = auf { $square } steht kein Stein
why-not-yours = { $piece } gehört { $owner ->
    [white] Weiß
   *[black] Schwarz
  }; { $side ->
    [white] Weiß
   *[black] Schwarz
  } ist am Zug
why-same-square = { $piece } muss auf ein anderes Feld ziehen
why-immobile = { $piece } kann nicht ziehen
why-own-piece = auf { $square } steht schon { $shape ->
    [circle] dein eigener Kreis
    [triangle] dein eigenes Dreieck
    [square] dein eigenes Viereck
   *[pyramid] deine eigene Pyramide
  } { $value }
why-outside-half = { $piece } stammt vom Gegner und zieht nur innerhalb der Hälfte von { $half ->
    [white] Weiß
   *[black] Schwarz
  }; { $square } liegt außerhalb
why-unreachable = { $piece } kann { $square } nicht erreichen
why-unreachable-because = { $piece } kann { $square } nicht erreichen: { $why }
why-empty-target = { $to } ist leer, also wird nichts geschlagen: schreib { $from }-{ $to }
why-cannot-take = { $piece } kann { $target } nicht schlagen: { $why }
why-no-drops = in dieser Variante ({ $variant }) wird nichts eingesetzt: geschlagene Steine verlassen das Brett
why-no-prisoner = { $side ->
    [white] Weiß
   *[black] Schwarz
  } hat keinen Gefangenen { $named }
why-ambiguous-drop = { $named } ist mehrdeutig: schreib { $forms }
# Two of the drops an ambiguous one could mean.
why-or = { $first } oder { $second }
why-occupied = auf { $square } steht schon { $shape ->
    [circle] der
    [triangle] das
    [square] das
   *[pyramid] die
  } { $colour ->
    [white] weiße
   *[black] schwarze
  } { $shape ->
    [circle] Kreis
    [triangle] Dreieck
    [square] Viereck
   *[pyramid] Pyramide
  } { $value }
why-drop-half = auf { $square } kannst du nicht einsetzen: eingesetzt wird nur in { $own ->
    [yes] deiner eigenen Hälfte
   *[no] der Hälfte des Gegners
  } ({ $half })

# Why a piece does not reach a square (after "cannot reach c5:").
why-blocked = { $piece } steht im Weg, und kein Stein springt
why-both-blocked = beide Wege sind versperrt, durch { $first } und durch { $second }; kein Stein springt
why-pyramid-ways = diese Pyramide zieht wie jede Form, die sie noch enthält
# How a shape moves on straight lines, the first of a list (with its verb) and the next.
why-way-first = { $shape ->
    [circle] ein Kreis zieht genau 1 Feld entlang einer Reihe oder Linie
    [triangle] ein Dreieck zieht genau 2 Felder diagonal
   *[square] ein Viereck zieht genau 3 Felder in eine der 8 Richtungen
  }
why-way-next = { $shape ->
    [circle] ein Kreis zieht genau 1 Feld entlang einer Reihe oder Linie
    [triangle] ein Dreieck genau 2 Felder diagonal
   *[square] ein Viereck genau 3 Felder in eine der 8 Richtungen
  }
why-distance = { $shape ->
    [circle] ein Kreis
    [triangle] ein Dreieck
    [square] ein Viereck
   *[pyramid] eine Pyramide
  } zieht genau { $length } Felder, waagrecht oder senkrecht, mit höchstens einer Abbiegung, und { $square } ist { $distance ->
    [one] 1 Feld
   *[other] { $distance } Felder
  } entfernt
why-out-of-reach = { $square } ist außer Reichweite
why-steps = { $shape ->
    [circle] ein Kreis
    [triangle] ein Dreieck
    [square] ein Viereck
   *[pyramid] eine Pyramide
  } zieht höchstens { $steps ->
    [one] 1 Königsschritt
   *[other] { $steps } Königsschritte
  }, und { $square } ist { $distance ->
    [one] 1 Schritt
   *[other] { $distance } Schritte
  } entfernt
why-hemmed = jeder Weg dorthin ist versperrt, durch { $pieces }; kein Stein springt
# Joins the pieces of why-hemmed: "the white circle 4 on c5 and by the black ...".
why-hemmed-and = und durch

# Why a piece may not take another by landing on it (after "cannot take ...:").
why-no-shared-factor = { $attacker } und { $target } haben keinen gemeinsamen Primfaktor
why-shielded = mit balanced=true kann die schwarze Pyramide nicht von einem Vielfachen von 2 geschlagen werden ({ $attacker })
why-not-reached = { $target } ist weder { $attacker } (ein Aufeinandertreffen) noch { $attacker }+{ $length }, { $attacker }-{ $length }, { $attacker }*{ $length } oder { $attacker }/{ $length } (ein Überfall über { $length } Felder)
why-automatic-only = in dieser Variante ({ $variant }) endet ein Zug auf einem leeren Feld; geschlagen wird danach von selbst

# A side's half of the board, with its squares: "Black's half: ranks 6-9 and a5-d5".
half-of = Hälfte von { $side ->
    [white] Weiß
   *[black] Schwarz
  }: { $squares }
half-ranks = Reihen { $from }-{ $to }
half-ranks-and = Reihen { $from }-{ $to } und { $split }

# A hint or a review's better move that brings a victory within one move, named:
# $within is bot-why-within-one, $by the completing move, $members its pieces (play-piece
# phrases), $proportions proof-proportion phrases joined with "; ".
why-within-one-named = { $within }: danach vollendet { $by } die Anordnung: { $members } ({ $proportions })
# Why a hint passes over the capture the move list offers ($capture, its move; $takes,
# listed-taken phrases); $but is one of the three after it.
why-passed-over = Nicht { $capture }: damit würdest du zwar { $takes } schlagen, aber { $but }.
why-passed-loses = danach würde der Gegner gewinnen: { listed-reason }
why-passed-gives = du würdest { $pieces } preisgeben{ $more ->
    [yes] , mehr als du schlägst
   *[no] , und die Zugfolge der Engine bringt ein paar Züge später mehr ein
  }
why-passed-deeper = die Zugfolge der Engine bringt ein paar Züge später mehr ein
