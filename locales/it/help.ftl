# The help: what /help answers. Its first line, then one line (or two) per command in the order
# each command's declaration gives it (help-<command>), then how play works.

help-intro = Rithmomachia per corrispondenza. I comandi:
help-challenge =
    /challenge [opponent] [variant] [options] [colour] [days] [rated] - sfida qualcuno, o chiunque qui (rated:false per una partita amichevole)
    /challenge bot:N - gioca subito contro il bot, dal livello 1 (principiante) al 5 (il più forte)
help-hint = /hint - in una partita contro il bot: la mossa che il motore ti consiglia, e perché
help-accept = /accept, /decline, /cancel - accetta, rifiuta o ritira una sfida
help-move = /move <mossa> - gioca: c3-c5, c3xc5 (una cattura), T25@e6 (piazza un prigioniero); /move c3 elenca le mosse di quella pedina
help-board = /board - mostra la scacchiera;  /games - le tue partite e quelle che segui, quelle di un giocatore o di questo canale (in un messaggio diretto al bot: le tue partite su tutti i server, prima quelle in cui tocca a te)
help-resign = /resign - ti chiede conferma;  /draw offer|accept|decline - proponi, accetta o rifiuta la patta
help-abort = /abort - annulla una partita prima che entrambi abbiano mosso: nessun risultato, non conta per nessuno
help-watch = /watch, /unwatch - ricevi (o smetti di ricevere) un messaggio diretto con la scacchiera dopo ogni mossa
help-history = /history - la registrazione della partita;  /rules [variant] - come si gioca ogni variante
help-stats = /stats [player] - partite vinte, perse e patte qui, i punteggi e il loro andamento in un grafico
help-leaderboard = /leaderboard [variant] - i giocatori di questo server per punteggio
help-vacation = /vacation days:N - ferma i tuoi orologi da 1 a 14 giorni (al massimo 30 giorni in un anno)
help-settings = /{ command-settings-name } - la lingua di questo server, i giorni predefiniti, i canali delle nuove partite, se le partite contro il bot contano per il punteggio, dove vanno gli annunci (le cambia chi può gestire il server)
help-play = Ogni mossa ha un tempo massimo da 1 a 14 giorni; all'80% arriva un promemoria, e chi esaurisce il tempo perde (una partita la cui prima mossa non arriva in tempo viene invece annullata). Una sfida che nessuno accetta scade dopo { $challenge_days ->
        [one] un giorno
       *[other] { $challenge_days } giorni
    }.
    Punteggio: Glicko-2, per variante e server, a partire da 1500; un punteggio con ? è provvisorio (ancora incerto: poche partite, o nessuna da molto tempo). Fair play: tra gli stessi due giocatori { $rated_pair_limit ->
        [one] conta solo la prima partita valida
       *[other] contano solo le prime { $rated_pair_limit } partite valide
    } per il punteggio nell'arco di 24 ore; le successive lasciano i punteggi come sono. Le partite annullate e quelle amichevoli non cambiano alcun punteggio.
    Quando una partita finisce, il suo pulsante Rivincita sfida di nuovo lo stesso avversario, con i colori scambiati (valida per il punteggio o amichevole come prima).
    I comandi trovano la tua partita dal thread o dal canale; se qui ne giochi più di una, /move prende quella in cui tocca a te e la mossa è legale, altrimenti ti viene chiesto game:N.
