# /analyse: l'analisi di una partita conclusa da parte del motore.

review-working = Analisi della partita #{ $game }: mossa { $done } di { $total }…
review-going-on = la partita #{ $game } è ancora in corso: il motore analizza una partita solo quando è finita (nessun aiuto durante il gioco)
review-not-played = la partita #{ $game } non è mai stata giocata fino in fondo (annullata, rifiutata o ritirata): non c'è nulla da analizzare
review-head = Analisi della partita #{ $game } ({ $variant }), { $white } (Bianco) contro { $black } (Nero). Precisione: { $white } { $white_accuracy }%, { $black } { $black_accuracy }%.
review-counts = { $name }: { $inaccuracies } { $inaccuracies ->
        [one] imprecisione
       *[other] imprecisioni
    }, { $mistakes } { $mistakes ->
        [one] errore
       *[other] errori
    }, { $blunders } { $blunders ->
        [one] svista grave
       *[other] sviste gravi
    }
review-moments = I momenti più costosi (i tavolieri sono allegati):
review-moment = - Mossa { $number }, { $name }: { $played }, { $class ->
        [inaccuracy] un'imprecisione
        [mistake] un errore
       *[blunder] una svista grave
    } ({ $unit ->
        [points] { $amount ->
            [0] meno di un punto
            [one] circa 1 punto
           *[other] circa { $amount } punti
        }
       *[pieces] { $amount ->
            [0] meno di un pezzo
            [one] circa 1 pezzo
           *[other] circa { $amount } pezzi
        }
    }); meglio { $best }.
review-graph-title = Partita #{ $game }: la valutazione del motore
review-graph-moves = mossa
