# Che cosa ha fatto vincere, dopo il titolo del messaggio finale, e l'etichetta su una
# piramide incorniciata.

proof-arrangement = I pezzi vincenti: { $members }; { $proportions }.
proof-tallies = Rispetto all'obiettivo: { $tallies }.
proof-part = { $piece } (contata come la sua parte { $part })
proof-proportion = { $a }, { $b }, { $c }: { $kind ->
    [arithmetic] aritmetica, { $a } + { $c } = 2 x { $b }
    [geometric] geometrica, { $a } x { $c } = { $b } x { $b }
   *[musical] armonica, { $c } x ({ $b } - { $a }) = { $a } x ({ $c } - { $b })
  }
proof-tally = { $count ->
    [body] corpo (pezzi)
    [goods] beni (valori)
    [lawsuit] lite (cifre)
    [value] punti valore
   *[shape] punti forma
  } { $have }/{ $goal }
proof-part-label = come { $part }
