# Why a variant name or a game option was refused (/challenge, /rules, /leaderboard).
option-unknown-variant = unbekannte Variante „{ $name }“ (bekannt: { $known })
option-not-key-value = die Option „{ $text }“ hat nicht die Form Schlüssel=Wert (key=value)
option-unknown = unbekannte Option „{ $key }“ ({ $variant }; bekannt: { $known })
option-not-bool = die Option { $key } nimmt true oder false, nicht „{ $value }“
option-limit = limit={ $value }: die Grenze ist eine Zahl von Halbzügen, mindestens 1
option-ambush = ambush={ $value }: schreib ambush=all (Summe, Differenz, Produkt oder Quotient) oder ambush=sum (Summe oder Differenz, die Voreinstellung)
# victory=...: $text is the value typed, $why one of the victory-* reasons below.
option-victory = victory={ $text }: { $why }
option-victory-not-a-number = „{ $n }“ ist keine ganze Zahl
option-victory-out-of-range = „{ $n }“ ist keine ganze Zahl von 1 bis 100000
option-victory-value-goal = das Werteziel ist 100, 200 oder 300
option-victory-shape-goal = das Formziel ist 10, 20 oder 30
option-victory-goal-form = schreib victory=value:N (N = 100, 200, 300) oder victory=shape:N (N = 10, 20, 30)
option-victory-takes-no-number = { $kind } nimmt keine Zahl
option-victory-one-proper = nenne einen einzigen echten Sieg: small (kleiner Sieg), great (großer Sieg) oder excellent (gewaltiger Sieg)
option-victory-not-a-kind = „{ $part }“ ist keiner der Siege, die victory= kennt: small (kleiner Sieg), great (großer Sieg), excellent (gewaltiger Sieg), body:N (Sieg des Körpers: N Steine geschlagen), goods:N (Sieg des Besitzes: geschlagene Zahlen mit der Summe N) oder lawsuit:N (Sieg der Einnahmen: N Ziffern); mehrere mit + verbinden
option-victory-twice = { $kind } ist doppelt genannt
