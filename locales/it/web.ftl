# Guardare nel browser: la pagina di una partita, il tabellone delle partite di un server e i link.

web-watch-link = Guardala nel browser: { $url }
web-game-title = Partita #{ $id }
web-terms = { $variant }, { $rated ->
    [yes] valida per il punteggio
   *[no] amichevole
  }, { $clock }
web-to-move = Tocca { AD($name) } { $name }: restano { $left } (scadenza: { $deadline })
web-status = { $status ->
    [challenge] Non ancora iniziata: è ancora una sfida
    [declined] La sfida è stata rifiutata
   *[other] Annullata
  }
web-time-left = { $days ->
    [0] { $hours ->
        [one] 1 ora
       *[other] { $hours } ore
      }
    [one] 1 giorno { $hours ->
        [one] 1 ora
       *[other] { $hours } ore
      }
   *[other] { $days } giorni { $hours ->
        [one] 1 ora
       *[other] { $hours } ore
      }
  }
web-position = Bianco: { $white }. Nero: { $black }. (C cerchio, T triangolo, S quadrato, P piramide; * un pezzo passato dalla parte di chi l'ha catturato.)
web-move-n-of = Mossa { $n } di { $of }
web-board-alt = Il tavoliere dopo la mossa { $ply }. { $position }
web-board-alt-ply = Il tavoliere dopo la mossa { $ply }; la posizione a parole è sotto il tavoliere per l'ultima mossa.
web-board-in-words = La posizione a parole
web-moves = Mosse
web-white = Bianco
web-black = Nero
web-nobody = ancora nessuno
web-first = All'inizio
web-back = Una mossa indietro
web-forward = Una mossa avanti
web-latest = All'ultima mossa
web-no-moves = Ancora nessuna mossa.
web-not-found-title = Non trovata
web-not-found = A questo indirizzo non c'è nessuna pagina. La pagina di una partita ha l'indirizzo dato dal suo messaggio d'inizio.
web-server-title = Le partite di questo server
web-server-running = In corso
web-server-finished = Concluse, le più recenti prima
web-server-none-running = Nessuna partita in corso.
web-server-none-finished = Nessuna partita ancora conclusa.
web-server-plies = { $n ->
    [one] 1 mossa giocata
   *[other] { $n } mosse giocate
  }
web-server-game = Partita #{ $id }: { $white } (Bianco) contro { $black } (Nero)
# Giocare sul tavoliere (con l'accesso tramite Discord).
web-sign-in = Accedi con Discord per giocare
web-sign-out = Esci
web-signed-in-as = Accesso effettuato come { $name }
web-your-move = Tocca a te: tocca uno dei tuoi pezzi, poi una casella segnata.
web-their-move = Tocca all'avversario; la sua mossa apparirà qui appena giocata.
web-choose-target = Tocca una casella segnata, oppure scegli una mossa dall'elenco.
web-prisoners = I tuoi prigionieri: toccane uno, poi una casella segnata per rimetterlo in gioco.
web-no-moves-here = Questo pezzo non ha mosse.
web-resign = Abbandona
web-offer-draw = Proponi patta
web-hint = Suggerimento
web-cancel = Annulla
web-sending = Invio in corso…
web-network-failed = La mossa non è stata inviata (nessuna connessione). Non è stato giocato nulla; riprova.
web-sign-in-title = Accesso
web-sign-in-back = Torna alla partita
web-sign-in-off = L'accesso non è configurato su questo bot: le sue pagine servono solo a guardare.
web-sign-in-failed = Discord non ha confermato chi sei. Non è cambiato nulla; riprova tra poco.
web-sign-in-stale = Questo accesso non è iniziato qui o è durato più di dieci minuti. Ricomincialo dalla pagina della partita.
web-sign-in-refused = Non hai permesso al bot di sapere chi sei, quindi non hai effettuato l'accesso.
web-signed-out = Sei uscito dall'accesso in questo browser.
web-sign-in-first = Accedi prima con Discord: solo i giocatori possono muovere.
web-too-fast = Troppe richieste insieme: attendi qualche secondo.
web-denied-origin = Questa richiesta non veniva dalla pagina della partita ed è stata rifiutata.
web-denied-forged = A questa richiesta mancava il codice di sicurezza della pagina (ricarica la pagina); è stata rifiutata.
web-bad-request = La pagina ha inviato qualcosa che il bot non sa leggere. Ricarica la pagina e riprova.
web-other-server = Questo tavoliere è stato aperto nell'attività di un altro server: aprilo dal server di questa partita.
web-not-a-player = Non giochi in questa partita: qui puoi guardarla.
web-team-on-discord = In questa partita gioca una squadra: i suoi membri votano e giocano su Discord, con /{ command-move-name } o i pulsanti sotto i suoi messaggi. Qui puoi guardarla.
web-activity-title = Tavoliere di Rithmomachia
web-activity-connecting = Connessione a Discord…
web-activity-signing-in = Accesso in corso…
web-activity-failed = Impossibile aprire il tavoliere: { $reason }
web-activity-not-in-it = Discord non ti elenca in questa attività. Chiudila e riapri il tavoliere dal messaggio della partita.
web-activity-no-game = In questo canale o thread non c'è nessuna partita da mostrare. Apri il tavoliere dal messaggio o dal thread di una partita.
