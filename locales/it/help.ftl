# The help: what /help answers. Its first line, then one line (or two) per command in the order
# each command's declaration gives it (help-<command>), then how play works.

help-intro = Rithmomachia per corrispondenza. I comandi:
help-challenge =
    /{ command-challenge-name } [{ command-challenge-opponent-name }] [{ command-variant-name }] [{ command-challenge-options-name }] [{ command-challenge-colour-name }] [{ command-challenge-days-name }] [{ command-challenge-rated-name }] - sfida qualcuno, o chiunque qui ({ command-challenge-rated-name }:false per una partita amichevole)
    /{ command-challenge-name } { command-challenge-bot-name }:N - gioca subito contro il bot, dal livello 1 (principiante) al 5 (il più forte)
    /{ command-challenge-name } [{ command-challenge-days-name }] [{ command-challenge-increment-name }] [{ command-challenge-cap-name }] [{ command-challenge-weekends-off-name }] - una riserva di tempo: { command-challenge-days-name } all'inizio, { command-challenge-increment-name } giorni in più dopo ogni mossa, { command-challenge-cap-name } come limite; con { command-challenge-weekends-off-name }:true sabati e domeniche non contano
help-hint = /{ command-hint-name } - in una partita contro il bot: la mossa che il motore ti consiglia, e perché
help-accept = /{ command-accept-name }, /{ command-decline-name }, /{ command-cancel-name } - accetta, rifiuta o ritira una sfida
help-move = /{ command-move-name } <mossa> - gioca: c3-c5, c3xc5 (una cattura), T25@e6 (rimetti in gioco un prigioniero); /{ command-move-name } c3 elenca le mosse del pezzo in c3, /{ command-move-name } C·4 (o C4) quelle del tuo cerchio 4
help-board = /{ command-board-name } - mostra il tavoliere;  /{ command-games-name } - le tue partite e quelle che segui, quelle di un giocatore o di questo canale (in un messaggio diretto al bot: le tue partite su tutti i server, prima quelle in cui tocca a te)
help-resign = /{ command-resign-name } - ti chiede conferma;  /{ command-draw-name } { command-choice-offer }|{ command-choice-accept }|{ command-choice-decline } - proponi, accetta o rifiuta la patta
help-abort = /{ command-abort-name } - annulla una partita prima che entrambi abbiano mosso: nessun risultato, non conta per nessuno
help-watch = /{ command-watch-name }, /{ command-unwatch-name } - ricevi (o smetti di ricevere) un messaggio diretto con il tavoliere dopo ogni mossa
help-history = /{ command-history-name } - la registrazione della partita;  /{ command-rules-name } [{ command-rules-variant-name }] - come si gioca ogni variante
help-stats = /{ command-stats-name } [{ command-stats-player-name }] - partite vinte, perse e patte qui, i punteggi e il loro andamento in un grafico
help-leaderboard = /{ command-leaderboard-name } [{ command-variant-name }] - i giocatori di questo server per punteggio
help-vacation = /{ command-vacation-name } { command-vacation-days-name }:N - ferma i tuoi orologi da 1 a 14 giorni (al massimo 30 giorni in un anno)
help-learn = /{ command-learn-name } [{ command-learn-variant-name }] - lezioni passo per passo con il tavoliere: le mosse di ogni forma, ogni cattura, ogni modo di vincere; /{ command-learn-name } di nuovo riprende da dove ti sei fermato
help-puzzle = /{ command-puzzle-name } [{ command-puzzle-variant-name }] - un problema trovato dal motore: trova la mossa che fa quanto richiesto (vincere la partita con un'armonia, catturare la piramide, guadagnare materiale); il tuo punteggio nei problemi e la serie; /{ command-puzzle-name } { command-puzzle-daily-name }:true il problema del giorno del server; /{ command-puzzle-name } { command-puzzle-mine-name }:true i tuoi problemi, dagli errori delle tue partite analizzate
help-analyse = /{ command-analyse-name } { command-game-name }:N - l'analisi del motore di una partita conclusa: la precisione di ogni giocatore, gli errori e le mosse migliori
help-settings = /{ command-settings-name } - la lingua di questo server, i giorni predefiniti, i canali delle nuove partite, se le partite contro il bot contano per il punteggio, dove vanno gli annunci (le cambia chi può gestire il server)
help-premove = /{ command-premove-name } { command-premove-line-name }:… - mosse condizionali, mentre tocca all'avversario: «f6-f5 d4-d5 g6-g5 c3-c4» risponde subito a f6-f5 con d4-d5, poi a g6-g5 con c3-c4 (le vedi solo tu); /{ command-premove-name } da solo elenca le tue, { command-premove-clear-name }:true le elimina
help-note = /{ command-note-name } { command-note-text-name }:… - una nota privata su una partita, mostrata solo a te con /{ command-board-name } e accanto a /{ command-history-name }
help-tournament = /{ command-tournament-name } { command-tournament-create-name }|{ command-tournament-join-name }|{ command-tournament-leave-name }|{ command-tournament-start-name }|{ command-tournament-standings-name }|{ command-tournament-list-name }|{ command-tournament-withdraw-name }|{ command-tournament-cancel-name }|{ command-tournament-export-name } [{ command-tournament-id-name }:N] - i tornei di questo server: girone all'italiana o sistema svizzero, le partite le avvia il bot, risultati e classifica vengono annunciati
help-play = Ogni mossa ha un tempo massimo da 1 a 14 giorni, oppure attinge a una riserva di tempo fino a 30 giorni; all'80% arriva un promemoria, e chi esaurisce il tempo perde (una partita la cui prima mossa non arriva in tempo viene invece annullata). Una sfida che nessuno accetta scade dopo { $challenge_days ->
        [one] un giorno
       *[other] { $challenge_days } giorni
    }.
    Punteggio: Glicko-2, per variante e server, a partire da 1500; un punteggio con ? è provvisorio (ancora incerto: poche partite, o nessuna da molto tempo). Fair play: tra gli stessi due giocatori { $rated_pair_limit ->
        [one] conta solo la prima partita valida
       *[other] contano solo le prime { $rated_pair_limit } partite valide
    } per il punteggio nell'arco di 24 ore; le successive lasciano i punteggi come sono. Le partite annullate e quelle amichevoli non cambiano alcun punteggio.
    Quando una partita finisce, il suo pulsante Rivincita sfida di nuovo lo stesso avversario, con i colori scambiati (valida per il punteggio o amichevole come prima).
    I comandi trovano la tua partita dal thread o dal canale; se qui ne giochi più di una, /{ command-move-name } prende quella in cui tocca a te e la mossa è legale, altrimenti ti viene chiesto di indicare { command-game-name }:N.
help-notify = /{ command-notify-name } - come scopri che tocca a te: un messaggio diretto a ogni mossa (l'impostazione iniziale), un riepilogo al giorno alla tua ora ({ command-notify-digest-name } e { command-notify-zone-name }, per esempio 08:00 e Europe/Rome) o solo la menzione nel canale; { command-notify-second-reminder-name }:true aggiunge un promemoria al 95% del tempo di una mossa; { command-notify-sign-out-pages-name }:true ti disconnette ovunque dalle pagine web del tavoliere
