# Why a variant name or a game option was refused (/challenge, /rules, /leaderboard).
option-unknown-variant = variante sconosciuta «{ $name }» (quelle note: { $known })
option-not-key-value = l'opzione «{ $text }» non ha la forma chiave=valore (key=value)
option-unknown = opzione sconosciuta «{ $key }» ({ $variant }; quelle note: { $known })
option-not-bool = l'opzione { $key } vuole true o false, non «{ $value }»
option-limit = limit={ $value }: il limite è un numero di semimosse, almeno 1
option-ambush = ambush={ $value }: scrivi ambush=all (somma, differenza, prodotto o quoziente) o ambush=sum (somma o differenza, il valore predefinito)
# victory=...: $text is the value typed, $why one of the victory-* reasons below.
option-victory = victory={ $text }: { $why }
option-victory-not-a-number = «{ $n }» non è un numero intero
option-victory-out-of-range = «{ $n }» non è un numero intero da 1 a 100000
option-victory-value-goal = l'obiettivo di valore è 100, 200 o 300
option-victory-shape-goal = l'obiettivo di forma è 10, 20 o 30
option-victory-goal-form = scrivi victory=value:N (N = 100, 200, 300) o victory=shape:N (N = 10, 20, 30)
option-victory-takes-no-number = { $kind } non vuole un numero
option-victory-one-proper = indica una sola vittoria propria: small (vittoria piccola), great (vittoria grande) o excellent (vittoria eccellente)
option-victory-not-a-kind = «{ $part }» non è una delle vittorie che victory= conosce: small (vittoria piccola), great (vittoria grande), excellent (vittoria eccellente), body:N (vittoria del corpo: N pezzi catturati), goods:N (vittoria dei beni: numeri catturati che sommano N) o lawsuit:N (vittoria della lite: N cifre); uniscine più d'una con +
option-victory-twice = { $kind } è indicato due volte
