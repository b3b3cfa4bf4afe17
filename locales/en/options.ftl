# Why a variant name or a game option was refused (/challenge, /rules, /leaderboard).
option-unknown-variant = unknown variant '{ $name }' (known: { $known })
option-not-key-value = option '{ $text }' is not of the form key=value
option-unknown = unknown option '{ $key }' for { $variant } (known: { $known })
option-not-bool = option { $key } takes true or false, not '{ $value }'
option-limit = limit={ $value }: the limit is a number of plies, at least 1
option-ambush = ambush={ $value }: write ambush=all (sum, difference, product or quotient) or ambush=sum (sum or difference, the default)
# victory=...: $text is the value typed, $why one of the victory-* reasons below.
option-victory = victory={ $text }: { $why }
option-victory-not-a-number = '{ $n }' is not a whole number
option-victory-out-of-range = '{ $n }' is not a whole number from 1 to 100000
option-victory-value-goal = the value goal is 100, 200 or 300
option-victory-shape-goal = the shape goal is 10, 20 or 30
option-victory-goal-form = write victory=value:N (N = 100, 200, 300) or victory=shape:N (N = 10, 20, 30)
option-victory-takes-no-number = { $kind } takes no number
option-victory-one-proper = name one proper victory (small, great or excellent)
option-victory-not-a-kind = '{ $part }' is not small, great, excellent, body:N, goods:N or lawsuit:N (join several with +)
option-victory-twice = { $kind } is named twice
