# Playing a move: pieces named in sentences, a capture's arithmetic, the move's sentences
# ("alice played c3-c5. alice takes ..."), its announcement, a piece's legal moves, the
# question which game a command means, and the refusals of a move.

# A piece where it stands, as the subject of a sentence and as an object ("cannot take
# the black circle 9 on c6"); the coloured forms name the side.
play-piece = { $shape ->
    [circle] il cerchio
    [triangle] il triangolo
    [square] il quadrato
   *[pyramid] la piramide
  } { $value } ({ $token }) in { $square }
play-piece-object = { $shape ->
    [circle] il cerchio
    [triangle] il triangolo
    [square] il quadrato
   *[pyramid] la piramide
  } { $value } ({ $token }) in { $square }
play-coloured-piece = { $shape ->
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
  } { $value } ({ $token }) in { $square }
play-coloured-piece-object = { $shape ->
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
  } { $value } ({ $token }) in { $square }

# A capture's arithmetic, in brackets after it; $sum is already written (16/8=2).
play-how = { $kind ->
    [gcd] MCD{ $sum }
    [meeting] incontro { $sum }
    [simple-meeting] incontro { $sum }
    [simple-assault] assalto { $sum }
    [ambush] imboscata { $sum }
    [assault] assalto { $sum }
    [enclosure] accerchiamento
    [siege] assedio
   *[sum] { $sum }
  }
# Il calcolo di una cattura nel resoconto della mossa, con il modo di contare della variante.
play-how-counted = { $how }, { $count ->
    [both] contando entrambe le caselle
    [between] contando le caselle vuote in mezzo
   *[moved] contando le caselle percorse
  }
play-how-stepped = { $how } (il pezzo in { $square } ne prende il posto)

# The last two items of a list ("a, b and c").
play-and = { $first } e { $last }

# The sentences a move's reply opens with.
play-played = { $name } gioca { $move }.
# A capturing piece where it stood ($piece in notation, C·4), or a piece gone since.
play-captor = { $piece } in { $square }
play-captor-gone = il pezzo in { $square }
# One capture: who takes what, where (on the board or from a pyramid there), with which
# pieces ($captors: how many; $with: their list), the arithmetic, a heligon captor stepping
# onto the square, and a rescue (a piece given up to save a pyramid's component).
play-takes = { $taker } cattura { $piece } { $from_pyramid ->
    [yes] dalla piramide in
   *[no] in
  } { $square }{ $captors ->
    [0] {""}
   *[other] {" "}con { $with }
  } ({ $how }){ $stepped ->
    [yes] {" "}e si sposta in { $square }
   *[no] {""}
  }{ $rescued ->
    [yes] : { $owner } sacrifica questo pezzo per salvare la parte { $component } della piramide in { $pyramid }.
   *[no] .
  }

# A move's announcement: its number as the record gives it, then who is to move by when.
play-moved = Partita #{ $game }, mossa { $number }: { $line }
play-moved-next = Partita #{ $game }, mossa { $number }: { $line } Tocca { AD($next) } { $next }; scadenza: { $due }.

# Refusals of a move.
play-over = la partita #{ $game } è finita: { $result }
play-aborted = la partita #{ $game } è stata annullata prima che entrambi i giocatori muovessero
play-still-challenge = la partita #{ $game } non è iniziata: è ancora una sfida
play-never-started = la partita #{ $game } non è mai iniziata: { $status }
play-not-playing = non giochi nella partita #{ $game }
play-not-your-turn = nella partita #{ $game } tocca { AD($name) } { $name }
play-chosen-ahead = { $text } era stata scelta per la mossa { $chosen }, ma la partita #{ $game } è solo alla mossa { $now }; non è stato giocato nulla
play-moved-on = { $text } era stata scelta per la mossa { $chosen } della partita #{ $game }, ma nel frattempo la partita è andata avanti ({ $since }); non è stato giocato nulla: guarda il tavoliere e scegli di nuovo

# A square typed alone: what the piece there can do.
play-square-empty = { $square } è vuota: indica una casella con un tuo pezzo, o scrivi una mossa come { $square }-{ $next }
# Il segno di un pezzo (C·4) che più pezzi portano: le caselle dove stanno.
play-several-carry = { $count } pezzi sono { $token }, in { $squares }: indica quello che intendi con la sua casella, per esempio /{ command-move-name } { $first }
play-opponents-piece = { $piece } è un pezzo del tuo avversario ({ $side ->
    [white] Bianco
   *[black] Nero
  })
play-not-your-turn-piece = { $piece } è fra i tuoi pezzi, ma non è il tuo turno: chiedi di nuovo quando toccherà a te
play-piece-moves = { $count ->
    [0] { START($piece) } ora non ha mosse legali.
    [one] { START($piece) } ha una mossa legale: { $moves }.
   *[other] { START($piece) } ha { $count } mosse legali: { $moves }.
  }

# Which game a command means, when several could be meant.
play-which = { $kind ->
    [mine] Qui giochi più partite
    [any] Qui sono in corso più partite
    [challenges-for-me] Qui ci sono più sfide per te
    [my-challenges] Qui hai più sfide aperte
    [move-fits-none] { $text } non è una mossa che puoi fare in nessuna delle tue partite qui
   *[move-fits-several] { $text } è una mossa legale in più di una delle tue partite qui
  }; aggiungi { command-game-name }:N per dire quale:
# One game in such a list (and in /games): number, variant, players, whose turn by when.
play-line-my-challenge = #{ $game } { $variant }: la tua sfida { AD($opponent) } { $opponent }, scadenza: { $due }
play-line-challenge-from = #{ $game } { $variant }: sfida di { $challenger }, scadenza: { $due }
# An open challenge's opponent.
play-anyone = chiunque
play-turn = { $whose ->
    [over] finita
    [mine] tocca a te, scadenza: { $due }
   *[other] tocca { AD($name) } { $name }, scadenza: { $due }
  }
play-line-against = #{ $game } { $variant } contro { $opponent }: { $turn }
play-line-between = #{ $game } { $variant }: { $white } (Bianco) contro { $black } (Nero), { $turn }

# The service's own refusals.
play-too-long = questo testo è lungo { $length } caratteri; il limite è { $limit }
play-db-failed = il database delle partite ha dato un errore ({ $error }); non è cambiato nulla, riprova
play-not-my-button = questo pulsante non è più attivo

# A piece in prose, so that its token cannot be read as a square: "circle 4 (C·4)".
piece-named = { $shape ->
    [circle] cerchio
    [triangle] triangolo
    [square] quadrato
   *[pyramid] piramide
  } { $value } ({ $token })
