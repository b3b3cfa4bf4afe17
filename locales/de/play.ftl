# Playing a move: pieces named in sentences, a capture's arithmetic, the move's sentences
# ("alice played c3-c5. alice takes ..."), its announcement, a piece's legal moves, the
# question which game a command means, and the refusals of a move.

# A piece where it stands, as the subject of a sentence and as an object ("cannot take
# the black circle 9 on c6"); the coloured forms name the side.
play-piece = { $shape ->
    [circle] der Kreis
    [triangle] das Dreieck
    [square] das Viereck
   *[pyramid] die Pyramide
  } { $value } ({ $token }) auf { $square }
play-piece-object = { $shape ->
    [circle] den Kreis
    [triangle] das Dreieck
    [square] das Viereck
   *[pyramid] die Pyramide
  } { $value } ({ $token }) auf { $square }
play-coloured-piece = { $shape ->
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
  } { $value } ({ $token }) auf { $square }
play-coloured-piece-object = { $shape ->
    [circle] den { $colour ->
        [white] weißen
       *[black] schwarzen
      } Kreis
    [triangle] das { $colour ->
        [white] weiße
       *[black] schwarze
      } Dreieck
    [square] das { $colour ->
        [white] weiße
       *[black] schwarze
      } Viereck
   *[pyramid] die { $colour ->
        [white] weiße
       *[black] schwarze
      } Pyramide
  } { $value } ({ $token }) auf { $square }

# A capture's arithmetic, in brackets after it; $sum is already written (16/8=2).
play-how = { $kind ->
    [gcd] ggT{ $sum }
    [meeting] Begegnung { $sum }
    [simple-meeting] Aufeinandertreffen { $sum }
    [simple-assault] Überfall { $sum }
    [ambush] Hinterhalt { $sum }
    [assault] Angriff { $sum }
    [enclosure] Belagerung
    [siege] Belagerung
   *[sum] { $sum }
  }
# Die Rechnung eines Schlags im Zugbericht, mit der Zählweise der Variante.
play-how-counted = { $how }, { $count ->
    [both] beide Felder mitgezählt
    [between] die leeren Felder dazwischen gezählt
   *[moved] die gezogenen Felder gezählt
  }
play-how-stepped = { $how } (der Stein auf { $square } rückt ein)

# The last two items of a list ("a, b and c").
play-and = { $first } und { $last }

# The sentences a move's reply opens with.
play-played = { $name } zieht { $move }.
# A capturing piece where it stood ($piece in notation, C·4), or a piece gone since.
play-captor = { $piece } auf { $square }
play-captor-gone = dem Stein auf { $square }
# One capture: who takes what, where (on the board or from a pyramid there), with which
# pieces ($captors: how many; $with: their list), the arithmetic, a heligon captor stepping
# onto the square, and a rescue (a piece given up to save a pyramid's component).
play-takes = { $taker } schlägt { $piece } { $from_pyramid ->
    [yes] aus der Pyramide auf
   *[no] auf
  } { $square }{ $captors ->
    [0] {""}
   *[other] {" "}mit { $with }
  } ({ $how }){ $stepped ->
    [yes] {" "}und rückt auf { $square } vor
   *[no] {""}
  }{ $rescued ->
    [yes] : { $owner } gibt diesen Stein her, um den Bestandteil { $component } der Pyramide auf { $pyramid } zu retten.
   *[no] .
  }

# A move's announcement: its number as the record gives it, then who is to move by when.
play-moved = Partie #{ $game }, Zug { $number }: { $line }
play-moved-next = Partie #{ $game }, Zug { $number }: { $line } { $next } ist am Zug, spätestens bis { $due }.

# Refusals of a move.
play-over = Partie #{ $game } ist vorbei: { $result }
play-aborted = Partie #{ $game } wurde abgebrochen, bevor beide gezogen hatten
play-still-challenge = Partie #{ $game } hat nicht begonnen: sie ist noch eine Herausforderung
play-never-started = Partie #{ $game } hat nie begonnen: { $status }
play-not-playing = du spielst nicht in Partie #{ $game } mit
play-not-your-turn = in Partie #{ $game } ist { $name } am Zug
play-chosen-ahead = { $text } wurde für Zug { $chosen } gewählt, aber Partie #{ $game } ist erst bei Zug { $now }; es wurde nichts gespielt
play-moved-on = { $text } wurde für Zug { $chosen } der Partie #{ $game } gewählt, aber die Partie ist inzwischen weiter ({ $since }); es wurde nichts gespielt: schau aufs Brett und wähle neu

# A square typed alone: what the piece there can do.
play-square-empty = { $square } ist leer: nenne ein Feld mit einem deiner Steine, oder schreib einen Zug wie { $square }-{ $next }
# Ein Steinzeichen (C·4), das mehrere Steine tragen: die Felder, auf denen sie stehen.
play-several-carry = { $count } Steine sind { $token }, auf { $squares }: nenne den, den du meinst, über sein Feld, etwa /{ command-move-name } { $first }
play-opponents-piece = { $piece } gehört deinem Gegner ({ $side ->
    [white] Weiß
   *[black] Schwarz
  })
play-not-your-turn-piece = { $piece } gehört dir, aber du bist nicht am Zug: frag noch einmal, wenn du dran bist
play-piece-moves = { $count ->
    [0] { START($piece) } hat gerade keinen legalen Zug.
    [one] { START($piece) } hat einen legalen Zug: { $moves }.
   *[other] { START($piece) } hat { $count } legale Züge: { $moves }.
  }

# Which game a command means, when several could be meant.
play-which = { $kind ->
    [mine] Du spielst hier mehrere Partien
    [any] Hier laufen mehrere Partien
    [challenges-for-me] Hier gibt es mehrere Herausforderungen an dich
    [my-challenges] Du hast hier mehrere offene Herausforderungen
    [move-fits-none] { $text } ist in keiner deiner Partien hier ein Zug, den du machen kannst
   *[move-fits-several] { $text } ist in mehreren deiner Partien hier ein legaler Zug
  }; sag mit { command-game-name }:N, welche du meinst:
# One game in such a list (and in /games): number, variant, players, whose turn by when.
play-line-my-challenge = #{ $game } { $variant }: deine Herausforderung an { $opponent }, offen bis { $due }
play-line-challenge-from = #{ $game } { $variant }: Herausforderung von { $challenger }, offen bis { $due }
# An open challenge's opponent.
play-anyone = alle
play-turn = { $whose ->
    [over] vorbei
    [mine] du bist am Zug, spätestens bis { $due }
   *[other] { $name } ist am Zug, spätestens bis { $due }
  }
play-line-against = #{ $game } { $variant } gegen { $opponent }: { $turn }
play-line-between = #{ $game } { $variant }: { $white } (Weiß) gegen { $black } (Schwarz), { $turn }

# The service's own refusals.
play-too-long = diese Eingabe ist { $length } Zeichen lang; erlaubt sind { $limit }
play-db-failed = die Datenbank der Partien hat versagt ({ $error }); es wurde nichts geändert, bitte versuch es noch einmal
play-not-my-button = dieser Knopf ist nicht mehr aktiv

# A piece in prose, so that its token cannot be read as a square: "circle 4 (C·4)".
piece-named = { $shape ->
    [circle] Kreis
    [triangle] Dreieck
    [square] Viereck
   *[pyramid] Pyramide
  } { $value } ({ $token })
