# What is wrong with a command's options as given, said the same way whichever way they came
# (Discord's options, the console's words): a number out of range or unreadable, a
# required option left out, options that exclude each other.

given-malformed-game = game:{ $typed } non è un numero di partita
given-malformed-days = days:{ $typed } non è un numero
given-malformed-rated = rated:{ $typed }: scrivi rated:true o rated:false
given-malformed-bot = bot:{ $typed } non è un livello da 1 a 5
given-malformed-ply = ply:{ $typed } non è un numero di mossa
given-malformed-vacation-days = /vacation days:N vuole un numero intero di giorni
given-malformed-draw-action = /draw offer, accept o decline, non «{ $typed }»
given-missing-move-move = /move vuole una mossa, come /move c3-c5
given-missing-vacation-days = /vacation vuole un numero di giorni, come /vacation days:3
given-number-out-of-range = { $option } deve andare da { $min } a { $max }, non { $value }
given-number-not-whole = { $option } deve essere un numero intero
given-opponent-or-bot = Scegli un avversario o un livello del bot, non entrambi.
given-malformed = { $option }:{ $typed } non si può leggere
given-missing = /{ $command } vuole { $option }:
given-not-a-choice = { $option }:{ $typed } non è tra le possibilità: { $choices }
given-not-a-text-channel = { $channel } non è un canale di testo: scegline uno in cui si possono pubblicare messaggi
given-no-such-channel = { $option }: quel canale non è di questo server
