# /puzzle: posizioni trovate dal motore in cui una mossa vince.

puzzle-task = Problema ({ $variant }, punteggio { $rating }): muove il { $side ->
        [white] Bianco
       *[black] Nero
    }. Trova la mossa che vince ({ $left ->
        [one] ti resta una mossa
       *[other] ti restano { $left } mosse
    }). Rispondi con /{ command-puzzle-name } { command-puzzle-move-name }:…, con /{ command-move-name } dove non giochi una partita, oppure scegli una mossa qui sotto.
puzzle-go-on = Giusto: { $did } L'avversario risponde { $reply }.
puzzle-wrong = Non è la mossa vincente: { $did }
puzzle-given-up = Ecco la soluzione.
puzzle-solved-move = Risolto: { $did }
puzzle-solved = Il tuo punteggio nei problemi: { $rating } ({ $change }); serie { $streak }.
puzzle-failed = La soluzione era { $solution }. Il tuo punteggio nei problemi: { $rating } ({ $change }); la serie ricomincia.
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
puzzle-step-gone = quella mossa del problema è passata; /{ command-puzzle-name } te ne dà uno nuovo
button-puzzle-solution = Mostra la soluzione
button-puzzle-next = Problema successivo
puzzle-none-shipped = per questa variante non ci sono ancora problemi
puzzle-daily-post = Problema del giorno, { $date } ({ $variant }, punteggio { $rating }): trova la mossa che vince. /{ command-puzzle-name } { command-puzzle-daily-name }:true per provarlo; è lo stesso per tutti qui.
