# Why a move is refused: its notation, the position, the way a piece moves, the capture it
# cannot make. $piece, $target and $first/$second are phrases from play.ftl (play-piece...).

why-refused = { $text }: { $why }
why-empty = mossa vuota: scrivi una mossa come c3-c5, c3xc5 o T25@e6
why-bare-square = { $square } è una casella, non una mossa: scrivi una mossa come c3-c5, c3xc5 o T25@e6 (da { $square } alla casella di arrivo)
why-unreadable = non riesco a leggere «{ $text }»: scrivi una mossa come c3-c5, c3xc5 o T25@e6
why-off-board = «{ $text }»: { $square } non è sul tavoliere (colonne a-h, traverse 1-{ $ranks })
why-not-a-square = «{ $text }»: «{ $square }» non è un nome di casella come c3
why-empty-square = «{ $text }»: un nome di casella vuoto
why-bad-prisoner = non riesco a leggere il prigioniero «{ $piece }» in «{ $text }»: scrivi una mossa come c3-c5, c3xc5 o T25@e6
why-game-over = la partita è finita ({ $winner ->
    [white] vince il Bianco
    [black] vince il Nero
   *[none] patta
  }: { $reason })

# How the rules ended a game; the victories say their name first, the headline being
# elsewhere (ending.ftl's end-why says the rest, for the end message).
why-reason = { $reason ->
    [harmony] un'armonia: { end-why }
    [small-victory] una vittoria piccola: { end-why }
    [great-victory] una vittoria grande: { end-why }
    [excellent-victory] una vittoria eccellente: { end-why }
    [common-victory] una vittoria comune: { end-why }
   *[other] { end-why }
  }
why-no-piece = nessun pezzo in { $square }
why-not-yours = { $piece } è del { $owner ->
    [white] Bianco
   *[black] Nero
  }; tocca al { $side ->
    [white] Bianco
   *[black] Nero
  }
why-same-square = { $piece } deve spostarsi su un'altra casella
why-immobile = { $piece } non può muoversi
why-own-piece = in { $square } c'è già { $shape ->
    [circle] un tuo cerchio
    [triangle] un tuo triangolo
    [square] un tuo quadrato
   *[pyramid] una tua piramide
  } { $value }
why-outside-half = { $piece } viene dall'avversario e si muove solo nella metà del { $half ->
    [white] Bianco
   *[black] Nero
  }; { $square } è fuori
why-unreachable = { $piece } non può raggiungere { $square }
why-unreachable-because = { $piece } non può raggiungere { $square }: { $why }
why-empty-target = la casella { $to } è vuota, quindi non si cattura nulla: scrivi { $from }-{ $to }
why-cannot-take = { $piece } non può catturare { $target }: { $why }
why-no-drops = in questa variante ({ $variant }) non si piazzano prigionieri: i pezzi catturati lasciano il tavoliere
why-no-prisoner = il { $side ->
    [white] Bianco
   *[black] Nero
  } non ha il prigioniero { $named }
why-ambiguous-drop = { $named } è ambiguo: scrivi { $forms }
# Two of the drops an ambiguous one could mean.
why-or = { $first } o { $second }
why-occupied = in { $square } c'è già { $shape ->
    [circle] il cerchio { $colour ->
        [white] bianco
       *[black] nero
      }
    [triangle] il triangolo { $colour ->
        [white] bianco
       *[black] nero
      }
    [square] il quadrato { $colour ->
        [white] bianco
       *[black] nero
      }
   *[pyramid] la piramide { $colour ->
        [white] bianca
       *[black] nera
      }
  } { $value }
why-drop-half = { $own ->
    [yes] non puoi piazzare in { $square }: si piazza solo nella tua metà
   *[no] non puoi paracadutare in { $square }: si paracaduta solo nella metà avversaria
  } ({ $half })

# Why a piece does not reach a square (after "cannot reach c5:").
why-blocked = { $piece } è d'intralcio, e nessun pezzo salta
why-both-blocked = entrambe le strade sono bloccate, da una parte { $first } e dall'altra { $second }; nessun pezzo salta
why-pyramid-ways = questa piramide si muove come ogni forma che contiene ancora
# How a shape moves on straight lines, the first of a list (with its verb) and the next.
why-way-first = { $shape ->
    [circle] un cerchio si muove di esattamente 1 casella lungo una traversa o una colonna
    [triangle] un triangolo si muove di esattamente 2 caselle in diagonale
   *[square] un quadrato si muove di esattamente 3 caselle in una delle 8 direzioni
  }
why-way-next = { $shape ->
    [circle] un cerchio si muove di esattamente 1 casella lungo una traversa o una colonna
    [triangle] un triangolo di esattamente 2 caselle in diagonale
   *[square] un quadrato di esattamente 3 caselle in una delle 8 direzioni
  }
why-distance = { $shape ->
    [circle] un cerchio
    [triangle] un triangolo
    [square] un quadrato
   *[pyramid] una piramide
  } si muove di esattamente { $length } caselle, in orizzontale o in verticale, svoltando al massimo una volta, e { $square } dista { $distance ->
    [one] 1 casella
   *[other] { $distance } caselle
  }
why-out-of-reach = { $square } è fuori portata
why-steps = { $shape ->
    [circle] un cerchio
    [triangle] un triangolo
    [square] un quadrato
   *[pyramid] una piramide
  } si muove al massimo di { $steps ->
    [one] 1 passo di re
   *[other] { $steps } passi di re
  }, e { $square } dista { $distance ->
    [one] 1 passo
   *[other] { $distance } passi
  }
why-hemmed = ogni strada è bloccata (in mezzo: { $pieces }); nessun pezzo salta
# Joins the pieces of why-hemmed: "the white circle 4 on c5 and by the black ...".
why-hemmed-and = e

# Why a piece may not take another by landing on it (after "cannot take ...:").
why-no-shared-factor = { $attacker } e { $target } non hanno fattori primi in comune
why-shielded = con balanced=true la piramide nera non può essere catturata da un multiplo di 2 ({ $attacker })
why-not-reached = { $target } non è { $attacker } (un incontro), né { $attacker }+{ $length }, { $attacker }-{ $length }, { $attacker }*{ $length } o { $attacker }/{ $length } (un assalto su { $length } caselle)
why-automatic-only = in questa variante ({ $variant }) una mossa finisce su una casella vuota; le catture seguono da sole

# A side's half of the board, with its squares: "Black's half: ranks 6-9 and a5-d5".
half-of = metà { $side ->
    [white] del Bianco
   *[black] del Nero
  }: { $squares }
half-ranks = traverse { $from }-{ $to }
half-ranks-and = traverse { $from }-{ $to } e { $split }

# A hint or a review's better move that brings a victory within one move, named:
# $within is bot-why-within-one, $by the completing move, $members its pieces (play-piece
# phrases), $proportions proof-proportion phrases joined with "; ".
why-within-one-named = { $within }: poi { $by } completerebbe la disposizione con { $members } ({ $proportions })
# Why a hint passes over the capture the move list offers ($capture, its move; $takes,
# listed-taken phrases); $but is one of the three after it.
why-passed-over = Non { $capture }: catturerebbe { $takes }, ma { $but }.
why-passed-loses = poi l'avversario vincerebbe: { listed-reason }
why-passed-gives = cederebbe { $pieces }{ $more ->
    [yes] , più di quanto cattura
   *[no] , e la sequenza del motore guadagna di più qualche mossa dopo
  }
why-passed-deeper = la sequenza del motore guadagna di più qualche mossa dopo
