# /rules without a variant (the list, each variant in short), the note on starred pieces
# that neo and heligon add, and /rules's refusals.

rules-variants = Variants (ask /{ command-rules-name } <variant> for the rules of one):
rules-in-short-neo = 8 x 9, White first; king-like moves, capture by a shared prime factor, prisoners dropped back in, a triumph after taking the enemy pyramid
rules-in-short-simple = 8 x 16, White first; moves of 2, 3 or 4 squares with one turn, meeting, assault, ambush, enclosure, a win on points or by a row
rules-in-short-classic = 8 x 16, Black first; straight moves of exact length, arithmetic captures (equal, times or divided by distance, sums, differences, siege), pyramids with rescue, harmony wins
rules-in-short-heligon = 8 x 16, Black first; pieces and moves as in { command-choice-classic }, meeting, ambush, assault, siege, prisoners entered again, small, great and excellent victories
# Added to the rules of neo and heligon, where taken pieces change sides.
rules-starred = - A piece written with a star (t·9*) or drawn with a dashed ring in its first colour has been taken and turned: it now plays for the side that took it (t·9* is White's 9 playing for Black).
rules-not-offered = { $variant } is not offered yet: its rules are still being built
