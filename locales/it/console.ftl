# The local console's own words (rithmo console): its greeting, what it says about the
# user, the place and the clock, how it shows replies, direct messages and files, the text
# board, and what it says about a line it cannot read.

console-welcome = Console di rithmo. Sei { $name }. /{ command-help-name } elenca i comandi; /as NOME cambia utente.
console-you-are = (ora sei { $name })
console-at-dm = (nei tuoi messaggi diretti con il bot)
console-at-channel = (nel server { $server }, canale { $channel })
console-clock = (orologio: { $time })
console-clock-too-far = /clock: così si andrebbe oltre la fine dell'anno 9999
console-clock-range = l'orologio della console parte tra 0 e { $latest } (la fine dell'anno 9999), non da { $now }
console-cannot-create = impossibile creare { $path }: { $error }
console-bot-cannot-move = il bot non riesce a muovere nella partita #{ $game }: { $error }
# Before a reply only its caller sees (ephemeral on Discord).
console-only-you = (solo per te)
console-buttons-gone = (i pulsanti del messaggio premuto non ci sono più: { $what })
console-no-replay = (nessuna animazione: { $error })
console-file = (file: { $path })
# Before the first line of a direct message to another user.
console-dm = (messaggio diretto { AD($name) } { $name })
console-dm-with-board = (messaggio diretto { AD($name) } { $name }, con il tavoliere)
console-dm-with-file = (messaggio diretto { AD($name) } { $name }, con { $file })
# The text board: its key (C, T, S, P are the notation's letters and stay), and its notes.
console-board-key = C cerchio, T triangolo, S quadrato, P piramide, il valore dopo un punto: C·4 è il cerchio 4 bianco, t·16 il triangolo 16 nero (maiuscole il Bianco, minuscole il Nero; il punto distingue un pezzo da una casella come c4); * un pezzo passato dalla parte di chi l'ha catturato; [ ] l'ultima mossa
console-pyramid-holds = La piramide del { $side ->
    [white] Bianco
   *[black] Nero
} in { $square } contiene ancora { $pyramid }
console-prisoners = Prigionieri del { $side ->
    [white] Bianco
   *[black] Nero
}: { $list }
# A line the console cannot read.
console-not-a-command = i comandi iniziano con /, per esempio /{ command-help-name }
console-unknown-command = comando sconosciuto /{ $command }; /{ command-help-name } li elenca
console-as-usage = /as NOME, con il nome con cui vuoi scrivere
console-lang-usage = /lang e una lingua: { $known }
console-press-usage = /press ID_PULSANTE, come lo mostra una risposta (/press accept:4)
console-at-usage = /at dm, oppure /at server:S channel:C
console-at-number = /at { $key }:N vuole un numero
console-clock-usage = /clock +2d (o +3h, +30m)
console-clock-unit = /clock: l'unità di «{ $text }» dev'essere d, h o m
console-clock-not-like = /clock: «{ $text }» non ha la forma +2d
console-clock-at-most = /clock va avanti al massimo di { $days } giorni alla volta, non «{ $text }»
# The console's own commands, after /help's list.
console-help = I comandi propri della console:
    /as NOME - essere un altro utente (la console gioca per tutti i giocatori)
    /at dm, /at server:S channel:C - scrivere nei messaggi diretti con il bot, o in un altro canale o server
    /clock +2d (o +3h, +30m) - mandare avanti l'orologio finto: promemoria, sconfitte a tempo e scadenze arrivano subito
    /press ID - premere un pulsante di una risposta (ognuno è stampato con il suo id); quelli di una risposta privata solo chi l'ha ricevuta
    /lang de|it|en - la lingua della console e di chiunque scriva in essa
    /quit - uscire (le partite restano nel database)
console-not-your-button = quel pulsante è stato mostrato solo { AD($name) } { $name }; con /as { $name } puoi premerlo
console-button-gone = quel pulsante non è più attivo: la domanda a cui rispondeva è stata chiusa o sostituita
console-subcommand = /{ $command } richiede uno tra: { $subcommands } (non «{ $typed }»)
console-subcommand-none = /{ $command } richiede uno tra: { $subcommands }
