# /puzzle: posizioni trovate dal motore in cui una mossa vince.

puzzle-task = Problema ({ $variant }, punteggio { $rating }): muove il { $side ->
        [white] Bianco
       *[black] Nero
    }. Trova la mossa che { $theme } ({ $left ->
        [one] ti resta una mossa
       *[other] ti restano { $left } mosse
    }). Rispondi con /{ command-puzzle-name } { command-puzzle-move-name }:…, con /{ command-move-name } dove non hai partite in corso, oppure scegli una mossa qui sotto.
puzzle-go-on = Giusto: { $did } L'avversario risponde { $reply }.
puzzle-wrong = Non è la mossa vincente: { $did }
puzzle-given-up = Ecco la soluzione.
puzzle-solved-move = Risolto: { $did }
puzzle-solved = Il tuo punteggio nei problemi: { $rating } ({ $change }); serie { $streak }.
puzzle-failed = Il tuo punteggio nei problemi: { $rating } ({ $change }); la serie ricomincia.
puzzle-daily = Problema del giorno, { $date }: { $count ->
        [0] nessuno l'ha ancora risolto.
       *[other] risolto da { $names }.
    }
    { $puzzle }
puzzle-daily-done = Hai già provato il problema di oggi ({ $date }). { $count ->
        [0] Nessuno l'ha ancora risolto.
       *[other] Risolto da { $names }.
    }
puzzle-daily-servers-only = il problema del giorno è di un server: chiedilo in uno dei suoi canali
puzzle-all-tried = hai provato tutti i problemi di { $variant }
puzzle-none-open = non hai nessun problema aperto: /{ command-puzzle-name } te ne dà uno
puzzle-step-gone = quella mossa del problema non è più valida; /{ command-puzzle-name } ti dà un nuovo problema
button-puzzle-solution = Mostra la soluzione
button-puzzle-next = Problema successivo
puzzle-none-shipped = per questa variante non ci sono ancora problemi
puzzle-daily-post = Problema del giorno, { $date } ({ $variant }, punteggio { $rating }): trova la mossa che { $theme }. /{ command-puzzle-name } { command-puzzle-daily-name }:true per provarlo; è lo stesso per tutti qui.

# Il tema di un problema, letto da ciò che fa la soluzione: "Trova la mossa che ..." e
# "La soluzione era ..., che ...". win-how: "per armonia".
puzzle-theme-win = vince la partita { win-how }
puzzle-theme-pyramid = cattura la piramide avversaria
puzzle-theme-material = guadagna { $gain ->
        [one] un pezzo
       *[other] { $gain } pezzi
    }
puzzle-theme-points = guadagna { $gain } punti
puzzle-theme-more = guadagna più di ogni altra mossa
puzzle-solution = La soluzione era { $moves ->
        [one] la mossa
       *[other] la sequenza
    } { $solution }, che { $theme }:
puzzle-line-ply = { $n }. { $said }
puzzle-line-wins = Il { $side } vince { win-how }.
puzzle-reply-only = È l'unica risposta legale.
puzzle-reply-saves-game = È l'unica risposta che impedisce al { $solver ->
        [white] Bianco
       *[black] Nero
    } di vincere subito { win-how }.
puzzle-reply-lost = Dopo qualsiasi risposta il { $solver ->
        [white] Bianco
       *[black] Nero
    } vince subito { win-how }.
puzzle-reply-best = { $nothing ->
        [yes] È l'unica risposta che non perde nulla nell'immediato.
       *[no] È la risposta che perde meno nell'immediato.
    }
puzzle-reply-tied = È una delle { $count } risposte che nell'immediato { $nothing ->
        [yes] non perdono nulla
       *[no] perdono meno
    }; la ricerca più profonda del motore la preferisce.
puzzle-reply-deeper = È la scelta del motore dopo una ricerca più profonda; a prima vista { $other } sembra migliore.
puzzle-reply-else-wins = Dopo { $move }, invece, il { $solver ->
        [white] Bianco
       *[black] Nero
    } vincerebbe subito { win-how }.
puzzle-reply-else-takes = Dopo { $move }, invece, il { $solver ->
        [white] Bianco
       *[black] Nero
    } catturerebbe { $pieces }.
puzzle-refuted = { $move } cattura lo stesso pezzo di { $solution } della soluzione, ma l'avversario ha una risposta: { $answer }
puzzle-refuted-quiet = { $move } cattura lo stesso pezzo di { $solution } della soluzione, ma lascia l'avversario in posizione migliore: la sequenza della soluzione guadagna di più.
