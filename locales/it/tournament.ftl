# /tournament: i gironi all'italiana e i tornei a sistema svizzero di un server.
tournament-servers-only = i tornei appartengono a un server: usa /{ command-tournament-name } in uno dei suoi canali
tournament-other-server = il torneo #{ $id } appartiene a un altro server
tournament-no-such = non esiste il torneo #{ $id }
tournament-none-here = qui non c'è nessun torneo per «{ $sub }»; /{ command-tournament-name } { command-tournament-list-name } mostra quelli di questo server
tournament-choice = #{ $id } «{ $name }»
tournament-which = qui ci sono diversi tornei per «{ $sub }»: { $list }; indicane uno con { command-tournament-id-name }:N
tournament-swiss-needs-rounds = un torneo a sistema svizzero richiede il numero di turni: { command-tournament-rounds-name }:N
tournament-create-not-allowed = solo chi può gestire il server crea i tornei
tournament-too-many-rounds = { $rounds } turni sono più di quanti ne consentano { $players } giocatori: al massimo { $most } senza che due giocatori si incontrino due volte
tournament-created = Torneo #{ $id } «{ $name }» di { $organiser }: { $format }, { $variant }, { $clock }, { $rated ->
        [yes] valido per il punteggio
       *[no] amichevole
    }, fino a { $max } giocatori. { $closes ->
        [none] Lo avvia { $organiser }.
       *[other] Chiusura delle iscrizioni: { $closes }.
    } Iscriviti con /{ command-tournament-name } { command-tournament-join-name } { command-tournament-id-name }:{ $id }
tournament-format = { $format ->
        [swiss] sistema svizzero, { $rounds ->
            [one] { $rounds } turno
           *[other] { $rounds } turni
        }
        [double] girone all'italiana doppio
       *[round-robin] girone all'italiana
    }
tournament-stage = { $stage ->
        [open] iscrizioni aperte
        [running] in corso
        [finished] concluso
       *[cancelled] annullato
    }
tournament-list-none = questo server non ha ancora tornei
tournament-list-head = I tornei di questo server:
tournament-list-line = #{ $id } «{ $name }»: { $stage }, { $format }, { $players }/{ $max } giocatori
tournament-join-closed = le iscrizioni a #{ $id } «{ $name }» sono chiuse
tournament-join-twice = sei già iscritto a #{ $id } «{ $name }»
tournament-join-full = #{ $id } «{ $name }» è al completo: { $max } giocatori
tournament-joined = { $player } si è iscritto a #{ $id } «{ $name }» ({ $players }/{ $max })
tournament-leave-started = #{ $id } è già cominciato: con /{ command-tournament-name } { command-tournament-withdraw-name } ti ritiri
tournament-not-entered = non giochi in #{ $id }
tournament-left = { $player } ha lasciato #{ $id } «{ $name }»
tournament-not-allowed = può farlo solo chi organizza #{ $id }, o chi può gestire il server
tournament-cancel-too-late = #{ $id } non si può più annullare: una delle sue partite è finita
tournament-cancelled = Il torneo #{ $id } «{ $name }» è stato annullato da { $by }; le sue partite vengono annullate.
tournament-start-not-open = #{ $id } non ha le iscrizioni aperte: è cominciato o è finito
tournament-start-too-few = #{ $id } non può cominciare con { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }: ne servono almeno { $fewest }
tournament-begins = Comincia il torneo #{ $id } «{ $name }»: { $format }, { $players } giocatori. Abbinamenti:
tournament-round = Torneo #{ $id } «{ $name }», turno { $round } di { $rounds }. Abbinamenti:
tournament-pairing = turno { $round }, partita #{ $game }: { $white } (Bianco) - { $black } (Nero)
tournament-bye = turno { $round }: { $player } riposa (vale una vittoria)
tournament-your-games = Le tue partite in #{ $id } «{ $name }»:
    { $games }
tournament-score = { $result ->
        [white] 1-0
        [black] 0-1
        [draw] ½-½
        [white-forfeit] 1-0
        [black-forfeit] 0-1
        [double-forfeit] 0-0
       *[bye] riposo
    }
tournament-result = «{ $name }», turno { $round }: { $white } { $score } { $black }{ $forfeit ->
        [yes] , a forfait
       *[no] {""}
    } (partita #{ $game })
tournament-withdraw-not-running = #{ $id } non è in corso
tournament-withdrew = { $player } si è ritirato da #{ $id } «{ $name }»{ $count ->
        [0] .
        [one] ; la partita { $games } è persa a forfait.
       *[other] ; le partite { $games } sono perse a forfait.
    }
tournament-closed-unplayed = Le iscrizioni a #{ $id } «{ $name }» sono chiuse, ma non si può giocare: { $why }.
tournament-won = Il torneo #{ $id } «{ $name }» è finito: vince { $winner } con { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }.
tournament-standings-head = Classifica di #{ $id } «{ $name }» ({ $format }):
tournament-swiss-tie-breaks = Buchholz senza il risultato peggiore { $cut }, Buchholz { $buchholz }, Sonneborn-Berger { $sb }
tournament-round-robin-tie-breaks = { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }, Sonneborn-Berger { $sb }, { $wins ->
        [one] { $wins } vittoria
       *[other] { $wins } vittorie
    }
tournament-struck = ritirato: risultati annullati
tournament-entrants = #{ $id } «{ $name }» ha le iscrizioni aperte; { $count ->
        [0] non si è ancora iscritto nessuno
        [one] { $count } giocatore: { $names }
       *[other] { $count } giocatori: { $names }
    }
tournament-export-not-begun = #{ $id } non è ancora cominciato: non ci sono abbinamenti da esportare
tournament-exported = #{ $id } «{ $name }» nel formato TRF della FIDE:
tournament-columns-swiss = #|Giocatore|Punti|Bh-1|Bh|SB
tournament-columns-round-robin = #|Giocatore|Punti|SB|Vittorie
