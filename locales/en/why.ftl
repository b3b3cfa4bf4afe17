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

# How the rules ended a game; the victories say their name first, the headline being
# elsewhere (ending.ftl's end-why says the rest, for the end message).
why-reason = { $reason ->
    [harmony] a harmony: { end-why }
    [small-victory] a small victory: { end-why }
    [great-victory] a great victory: { end-why }
    [excellent-victory] an excellent victory: { end-why }
    [common-victory] a common victory: { end-why }
   *[other] { end-why }
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
  } for a drop ({ $half })

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
why-steps = a { $shape ->
    [circle] circle
    [triangle] triangle
    [square] square
   *[pyramid] pyramid
  } moves at most { $steps ->
    [one] 1 king step
   *[other] { $steps } king steps
  }, and { $square } is { $distance } away
why-hemmed = every way there is blocked, by { $pieces }; no piece jumps
# Joins the pieces of why-hemmed: "the white circle 4 on c5 and by the black ...".
why-hemmed-and = and by

# Why a piece may not take another by landing on it (after "cannot take ...:").
why-no-shared-factor = { $attacker } and { $target } share no prime factor
why-shielded = with balanced=true the black pyramid cannot be taken by a multiple of 2 ({ $attacker })
why-not-reached = { $target } is not { $attacker } (a meeting), nor { $attacker }+{ $length }, { $attacker }-{ $length }, { $attacker }*{ $length } or { $attacker }/{ $length } (an assault over { $length } squares)
why-automatic-only = in { $variant } a move ends on an empty square; captures follow by themselves after it

# A side's half of the board, with its squares: "Black's half: ranks 6-9 and a5-d5".
half-of = { $side ->
    [white] White's
   *[black] Black's
  } half: { $squares }
half-ranks = ranks { $from }-{ $to }
half-ranks-and = ranks { $from }-{ $to } and { $split }

# A hint or a review's better move that brings a victory within one move, named:
# $within is bot-why-within-one, $by the completing move, $members its pieces (play-piece
# phrases), $proportions proof-proportion phrases joined with "; ".
why-within-one-named = { $within }: { $by } would then complete it with { $members } ({ $proportions })
# Why a hint passes over the capture the move list offers ($capture, its move; $takes,
# listed-taken phrases); $but is one of the three after it.
why-passed-over = Not { $capture }: it would take { $takes }, but { $but }.
why-passed-loses = then lets the opponent win: { listed-reason }
why-passed-gives = gives up { $pieces }{ $more ->
    [yes] , more than it takes
   *[no] , and the engine's line finds more a few moves on
  }
why-passed-deeper = the engine's line gains more a few moves on
