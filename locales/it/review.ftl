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
# The moments, grouped: the asking player's own first, then the opponent's ($name, whose).
review-moments-of = I momenti più costosi di { $name } (sono allegati i tavolieri di prima: la mossa giocata in arancione, quella migliore in verde):
review-moments-then = I momenti più costosi di { $name }:
# One moment: $cost is one of review-cost*, $why a reason for the better move (bot-why-*).
review-moment = - Mossa { $number }, { $name }: { $played }, { $class ->
        [inaccuracy] un'imprecisione
        [mistake] un errore
       *[blunder] una svista grave
    } ({ $cost }); meglio { $best }: { $why }.
review-cost = { $unit ->
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
    }
# Where the engine sees a forced result, the cost is the game, not pieces.
review-cost-allows = concede { $reason ->
        [harmony] un'armonia
        [triumph] un trionfo
        [rows] una fila
        [small-victory] una vittoria piccola
        [great-victory] una vittoria grande
        [excellent-victory] una vittoria eccellente
        [common-victory] una vittoria comune
        [points] la vittoria ai punti
       *[other] la vittoria all'avversario ({ listed-reason })
    }
review-cost-loses = perde la partita
review-cost-misses = si lascia sfuggire { $reason ->
        [harmony] un'armonia
        [triumph] un trionfo
        [rows] una fila
        [small-victory] una vittoria piccola
        [great-victory] una vittoria grande
        [excellent-victory] una vittoria eccellente
        [common-victory] una vittoria comune
        [points] la vittoria ai punti
       *[other] una vittoria
    }
review-graph-title = Partita #{ $game }: la valutazione del motore
review-graph-moves = mossa
