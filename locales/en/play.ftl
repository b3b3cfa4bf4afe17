# Playing a move: pieces named in sentences, a capture's arithmetic, the move's sentences
# ("alice played c3-c5. alice takes ..."), its announcement, a piece's legal moves, the
# question which game a command means, and the refusals of a move.

# A piece where it stands, as the subject of a sentence and as an object ("cannot take
# the black circle 9 on c6"); the coloured forms name the side.
play-piece = the { $shape ->
    [circle] circle
    [triangle] triangle
    [square] square
   *[pyramid] pyramid
  } { $value } ({ $token }) on { $square }
play-piece-object = the { $shape ->
    [circle] circle
    [triangle] triangle
    [square] square
   *[pyramid] pyramid
  } { $value } ({ $token }) on { $square }
play-coloured-piece = the { $colour ->
    [white] white
   *[black] black
  } { $shape ->
    [circle] circle
    [triangle] triangle
    [square] square
   *[pyramid] pyramid
  } { $value } ({ $token }) on { $square }
play-coloured-piece-object = the { $colour ->
    [white] white
   *[black] black
  } { $shape ->
    [circle] circle
    [triangle] triangle
    [square] square
   *[pyramid] pyramid
  } { $value } ({ $token }) on { $square }

# A capture's arithmetic, in brackets after it; $sum is already written (16/8=2). simple's
# meeting and assault are its own kinds: its source (seed 002) has its own words for them.
play-how = { $kind ->
    [gcd] gcd{ $sum }
    [meeting] meeting { $sum }
    [simple-meeting] meeting { $sum }
    [simple-assault] { $sum }
    [ambush] ambush { $sum }
    [assault] assault { $sum }
    [enclosure] enclosure
    [siege] siege
   *[sum] { $sum }
  }
# A capture's arithmetic in a move's report, with how its variant counts distance: classic
# both squares, heligon the empty ones between, simple the squares moved.
play-how-counted = { $how }, { $count ->
    [both] counting both squares
    [between] counting the empty squares between
   *[moved] counting the squares moved
  }
play-how-stepped = { $how } ({ $square } steps in)

# The last two items of a list ("a, b and c").
play-and = { $first } and { $last }

# The sentences a move's reply opens with.
play-played = { $name } played { $move }.
# A capturing piece where it stood ($piece in notation, C·4), or a piece gone since.
play-captor = { $piece } on { $square }
play-captor-gone = the piece on { $square }
# One capture: who takes what, where (on the board or from a pyramid there), with which
# pieces ($captors: how many; $with: their list), the arithmetic, a heligon captor stepping
# onto the square, and a rescue (a piece given up to save a pyramid's component).
play-takes = { $taker } takes { $piece } { $from_pyramid ->
    [yes] from the pyramid on
   *[no] on
  } { $square }{ $captors ->
    [0] {""}
   *[other] {" "}with { $with }
  } ({ $how }){ $stepped ->
    [yes] {" "}and steps onto { $square }
   *[no] {""}
  }{ $rescued ->
    [yes] : { $owner } gave it up to save the { $component } of the pyramid on { $pyramid }.
   *[no] .
  }

# A move's announcement: its number as the record gives it, then who is to move by when.
play-moved = Game #{ $game }, move { $number }: { $line }
play-moved-next = Game #{ $game }, move { $number }: { $line } { $next } to move, by { $due }.

# Refusals of a move.
play-over = game #{ $game } is over: { $result }
play-aborted = game #{ $game } was aborted before both players had moved
play-still-challenge = game #{ $game } has not started: it is still a challenge
play-never-started = game #{ $game } never started: { $status }
play-not-playing = you are not playing in game #{ $game }
play-not-your-turn = it is { $name }'s turn in game #{ $game }
play-chosen-ahead = { $text } was chosen for move { $chosen }, but game #{ $game } is only at move { $now }; nothing was played
play-moved-on = { $text } was chosen for move { $chosen } of game #{ $game }, but the game has moved on ({ $since }); nothing was played: look at the board and choose again

# A square typed alone: what the piece there can do.
play-square-empty = { $square } is empty: name a square that holds one of your pieces, or write a move like { $square }-{ $next }
# A piece's token (C·4) that several pieces carry: the squares they stand on.
play-several-carry = { $count } pieces are { $token }, on { $squares }: name the one you mean by its square, as in /{ command-move-name } { $first }
play-opponents-piece = { $piece } is your opponent's piece ({ $side ->
    [white] White
   *[black] Black
  })
play-not-your-turn-piece = { $piece } is yours, but it is not your turn: ask again when it is
play-piece-moves = { $count ->
    [0] { START($piece) } has no legal move now.
    [one] { START($piece) } has one legal move: { $moves }.
   *[other] { START($piece) } has { $count } legal moves: { $moves }.
  }

# Which game a command means, when several could be meant.
play-which = { $kind ->
    [mine] You play several games here
    [any] Several games are going on here
    [challenges-for-me] There are several challenges for you here
    [my-challenges] You have several open challenges here
    [move-fits-none] { $text } is not a move you can make in any of your games here
   *[move-fits-several] { $text } is a legal move in several of your games here
  }; add { command-game-name }:N to say which:
# One game in such a list (and in /games): number, variant, players, whose turn by when.
play-line-my-challenge = #{ $game } { $variant }: your challenge to { $opponent }, open until { $due }
play-line-challenge-from = #{ $game } { $variant }: challenge from { $challenger }, open until { $due }
# An open challenge's opponent.
play-anyone = anyone
play-turn = { $whose ->
    [over] over
    [mine] your turn, due { $due }
   *[other] { $name }'s turn, due { $due }
  }
play-line-against = #{ $game } { $variant } against { $opponent }: { $turn }
play-line-between = #{ $game } { $variant }: { $white } (White) vs { $black } (Black), { $turn }

# The service's own refusals.
play-too-long = that input is { $length } characters long; the limit is { $limit }
play-db-failed = the game database failed ({ $error }); nothing was changed, please try again
play-not-my-button = this button is no longer active

# A piece in prose, so that its token cannot be read as a square: "circle 4 (C·4)".
piece-named = { $shape ->
    [circle] circle
    [triangle] triangle
    [square] square
   *[pyramid] pyramid
  } { $value } ({ $token })
