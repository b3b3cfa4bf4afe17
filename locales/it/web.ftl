# Guardare nel browser: la pagina di una partita, il tabellone delle partite di un server e i link.

web-watch-link = Guardala nel browser: { $url }
web-game-title = Partita #{ $id }
web-terms = { $variant }, { $rated ->
    [yes] valutata
   *[no] amichevole
  }, { $days } per mossa
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
web-board-alt = La tavoliere dopo la mossa { $ply }. { $position }
web-board-alt-ply = La tavoliere dopo la mossa { $ply }; la posizione a parole è sotto la tavoliere per l'ultima mossa.
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
