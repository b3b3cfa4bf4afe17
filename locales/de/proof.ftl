# Was einen Sieg ausgemacht hat, nach der Schlagzeile der Schlussnachricht, und die
# Beschriftung an einer umrahmten Pyramide.

proof-arrangement = Die siegreichen Steine: { $members }; { $proportions }.
proof-tallies = Gegen das Ziel: { $tallies }.
proof-part = { $piece } (zählt als ihr Bestandteil { $part })
proof-proportion = { $a }, { $b }, { $c }: { $kind ->
    [arithmetic] arithmetisch, { $a } + { $c } = 2 x { $b }
    [geometric] geometrisch, { $a } x { $c } = { $b } x { $b }
   *[musical] musikalisch, { $c } x ({ $b } - { $a }) = { $a } x ({ $c } - { $b })
  }
proof-tally = { $count ->
    [body] Körper (Steine)
    [goods] Besitz (Werte)
    [lawsuit] Einnahmen (Ziffern)
    [value] Wertpunkte
   *[shape] Formpunkte
  } { $have }/{ $goal }
proof-part-label = als { $part }
