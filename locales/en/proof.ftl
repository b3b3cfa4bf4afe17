# What made a win, after the end message's headline, and the label on a framed pyramid.
# $members: the pieces (play-piece phrases, joined); $proportions: proof-proportion
# phrases joined with "; "; $tallies: proof-tally phrases joined with ", ".

proof-arrangement = The winning pieces: { $members }; { $proportions }.
proof-tallies = Against the goal: { $tallies }.
# A pyramid that counted as one of its parts, not its total.
proof-part = { $piece } (counted as its part { $part })
# Three values a < b < c and the proportion they form, written out.
proof-proportion = { $a }, { $b }, { $c }: { $kind ->
    [arithmetic] arithmetic, { $a } + { $c } = 2 x { $b }
    [geometric] geometric, { $a } x { $c } = { $b } x { $b }
   *[musical] musical, { $c } x ({ $b } - { $a }) = { $a } x ({ $c } - { $b })
  }
# A tally and its goal: "body 12/12".
proof-tally = { $count ->
    [body] body
    [goods] goods
    [lawsuit] lawsuit
    [value] value points
   *[shape] shape points
  } { $have }/{ $goal }
# On the picture, by a framed pyramid that counted as one of its parts.
proof-part-label = as { $part }
