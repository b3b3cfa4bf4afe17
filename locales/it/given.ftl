# What is wrong with a command's options as given, said the same way whichever way they came
# (Discord's options, the console's words): a number out of range or unreadable, a
# required option left out, options that exclude each other.

given-malformed-game = { command-game-name }:{ $typed } non è un numero di partita
given-malformed-days = { command-challenge-days-name }:{ $typed } non è un numero
given-malformed-rated = { command-challenge-rated-name }:{ $typed }: scrivi { command-challenge-rated-name }:true o { command-challenge-rated-name }:false
given-malformed-bot = { command-challenge-bot-name }:{ $typed } non è un livello da 1 a 5
given-malformed-ply = ply:{ $typed } non è un numero di mossa
given-malformed-vacation-days = /{ command-vacation-name } { command-vacation-days-name }:N vuole un numero intero di giorni
given-malformed-draw-action = /{ command-draw-name } { command-choice-offer }, { command-choice-accept } o { command-choice-decline }, non «{ $typed }»
given-missing-move-move = /{ command-move-name } vuole una mossa, come /{ command-move-name } c3-c5
given-missing-vacation-days = /{ command-vacation-name } vuole un numero di giorni, come /{ command-vacation-name } { command-vacation-days-name }:3
given-number-out-of-range = { $option } deve andare da { $min } a { $max }, non { $value }
given-number-not-whole = { $option } deve essere un numero intero
given-opponent-or-bot = scegli un avversario o un livello del bot, non entrambi
given-malformed = { $option }:{ $typed } non si può leggere
given-missing = /{ $command } vuole { $option }:
given-not-a-choice = { $option }:{ $typed } non è tra le possibilità: { $choices }
given-not-a-text-channel = { $channel } non è un canale di testo: scegline uno in cui si possono pubblicare messaggi
given-no-such-channel = { $option }: quel canale non è di questo server
given-malformed-notify-digest = { command-notify-digest-name }:{ $typed } non è un'ora del giorno: scrivila come 08:00 (da 00:00 a 23:59)
given-malformed-notify-zone = { command-notify-zone-name }:{ $typed } non è un fuso orario: scrivilo come Regione/Città, per esempio Europe/Rome o America/New_York (l'elenco li propone mentre scrivi)
