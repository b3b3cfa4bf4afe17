# /premove: mosse condizionali. Solo chi le dà le vede.
premove-not-bot = la partita #{ $game } è contro il bot: le mosse condizionali sono per le partite tra giocatori
premove-your-turn = nella partita #{ $game } tocca a te: gioca prima la tua mossa, poi dai le risposte alle mosse che ti aspetti
premove-empty = la linea è vuota: scrivi la mossa dell'avversario, la tua risposta e così via, es. f6-f5 d4-d5
premove-too-long = una linea ha al massimo { $max } mosse, non { $count }
premove-ends-with-theirs = la linea finisce con la mossa dell'avversario { $text }: chiudila con la tua risposta
premove-after-end = la mossa { $number } della linea, { $text }, verrebbe dopo la fine della partita
premove-illegal = mossa { $number } della linea: { $why }
premove-disagrees = a { $theirs } rispondi già con { $before }, non con { $now }: una risposta per ogni mossa (/{ command-premove-name } { command-premove-clear-name }:true ricomincia)
premove-too-many-lines = al massimo { $max } linee per partita: /{ command-premove-name } { command-premove-clear-name }:true ricomincia
premove-saved = Salvato per la partita #{ $game }, lo vedi solo tu: { $line } (ogni mossa di { $opponent } con la tua risposta). { $count ->
        [one] Lì hai 1 linea.
       *[other] Lì hai { $count } linee.
    }
premove-none = Non hai mosse condizionali nella partita #{ $game }.
premove-list = Le tue mosse condizionali nella partita #{ $game } (le vedi solo tu):
    { $lines }
premove-cleared = { $count ->
        [0] Non avevi mosse condizionali nella partita #{ $game }.
        [one] La tua linea condizionale nella partita #{ $game } è eliminata.
       *[other] Le tue { $count } linee condizionali nella partita #{ $game } sono eliminate.
    }
premove-marker = (mossa condizionale)
premove-played = Partita #{ $game }: l'avversario ha giocato { $theirs } e la tua mossa condizionale { $answer } è stata giocata subito. { $left ->
        [0] Nessuna tua linea prosegue da qui.
        [one] 1 tua linea prosegue da qui.
       *[other] { $left } tue linee proseguono da qui.
    }
premove-ran-out = Partita #{ $game }: l'avversario ha giocato { $theirs }, che nessuna tua linea condizionale prevedeva; sono eliminate. Tocca a te.
