# Why a move is refused: its notation, the position, the way a piece moves, the capture it
# cannot make. $piece, $target and $first/$second are phrases from play.ftl (play-piece...).

why-refused = { $text }: { $why }
why-empty = empty move: write a move like c3-c5, c3xc5 or T25@e6
why-bare-square = { $square } is a square, not a move: write a move like c3-c5, c3xc5 or T25@e6 (from { $square } to the square it goes to)
why-unreadable = cannot read '{ $text }': write a move like c3-c5, c3xc5 or T25@e6
why-off-board = '{ $text }': { $square } is not on the board (files a-h, ranks 1-{ $ranks })
why-not-a-square = '{ $text }': '{ $square }' is not a square name like c3
why-empty-square = '{ $text }': an empty square name
why-bad-prisoner = cannot read the prisoner '{ $piece }' in '{ $text }': write a move like c3-c5, c3xc5 or T25@e6
why-game-over = the game is over ({ $winner ->
    [white] White wins
    [black] Black wins
   *[none] draw
  }: { $reason })
# How the rules ended a game, as a clause.
why-reason = { $reason ->
    [triumph] a triumph after taking the enemy pyramid
    [both-pyramids-taken] both pyramids have been taken
    [threefold-repetition] the same position came up three times
    [hundred-plies] 100 plies passed without a capture or a drop
    [no-legal-action] the side to move has no legal action
    [points] the points goal was reached
    [limit] the ply limit was reached (the higher score wins; equal scores draw)
    [rows] three pieces in a row in the opponent's half form a proportion
    [harmony] a harmony: three pieces in the opponent's half, in a line or around a corner, form a proportion
    [small-victory] a small victory: three pieces in the opponent's half, in a line or around a corner, form a proportion
    [great-victory] a great victory: four pieces in the opponent's half show two kinds of proportion
    [excellent-victory] an excellent victory: four pieces in the opponent's half show all three kinds of proportion
   *[common-victory] a common victory: the captures reached the goal
  }
why-no-piece = no piece on { $square }
why-not-yours = { $piece } is { $owner ->
    [white] White
   *[black] Black
  }'s; it is { $side ->
    [white] White
   *[black] Black
  }'s turn
why-same-square = { $piece } must move to another square
why-immobile = { $piece } cannot move
why-own-piece = { $square } holds your own { $shape ->
    [circle] circle
    [triangle] triangle
    [square] square
   *[pyramid] pyramid
  } { $value }
why-outside-half = { $piece } came from the opponent and moves only inside { $half ->
    [white] White
   *[black] Black
  }'s half; { $square } is outside it
why-unreachable = { $piece } cannot reach { $square }
why-unreachable-because = { $piece } cannot reach { $square }: { $why }
why-empty-target = { $to } is empty, so nothing is taken: write { $from }-{ $to }
why-cannot-take = { $piece } cannot take { $target }: { $why }
why-no-drops = there are no drops in { $variant }: captured pieces leave the board
why-no-prisoner = { $side ->
    [white] White
   *[black] Black
  } holds no prisoner { $named }
why-ambiguous-drop = { $named } is ambiguous: write { $forms }
# Two of the drops an ambiguous one could mean.
why-or = { $first } or { $second }
why-occupied = { $square } is occupied by the { $colour ->
    [white] white
   *[black] black
  } { $shape ->
    [circle] circle
    [triangle] triangle
    [square] square
   *[pyramid] pyramid
  } { $value }
why-drop-half = { $square } is not in { $own ->
    [yes] your own half
   *[no] the opponent's half
  } for a drop

# Why a piece does not reach a square (after "cannot reach c5:").
why-blocked = { $piece } is in the way, and no piece jumps
why-both-blocked = both ways are blocked, by { $first } and by { $second }; no piece jumps
why-pyramid-ways = this pyramid moves like any shape it still holds
# How a shape moves on straight lines, the first of a list (with its verb) and the next.
why-way-first = { $shape ->
    [circle] a circle moves exactly 1 square along a rank or file
    [triangle] a triangle moves exactly 2 squares diagonally
   *[square] a square moves exactly 3 squares in any of the 8 directions
  }
why-way-next = { $shape ->
    [circle] a circle moves exactly 1 square along a rank or file
    [triangle] a triangle exactly 2 squares diagonally
   *[square] a square exactly 3 squares in any of the 8 directions
  }
why-distance = a { $shape ->
    [circle] circle
    [triangle] triangle
    [square] square
   *[pyramid] pyramid
  } moves exactly { $length } squares, orthogonally, turning at most once, and { $square } is { $distance } away
why-out-of-reach = { $square } is out of reach

# Why a piece may not take another by landing on it (after "cannot take ...:").
why-no-shared-factor = { $attacker } and { $target } share no prime factor
why-shielded = with balanced=true the black pyramid cannot be taken by a multiple of 2 ({ $attacker })
why-not-reached = { $target } is not { $attacker } (a meeting), nor { $attacker }+{ $length }, { $attacker }-{ $length }, { $attacker }*{ $length } or { $attacker }/{ $length } (an assault over { $length } squares)
why-automatic-only = in { $variant } a move ends on an empty square; captures follow by themselves after it
