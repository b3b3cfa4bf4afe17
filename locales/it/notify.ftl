# /notify: how a player is told it is their turn.
notify-saved = Salvato.
notify-state = Come scopri che tocca a te: { $mode ->
        [move] un messaggio diretto a ogni mossa dopo la quale tocca a te.
        [digest] un messaggio diretto al giorno alle { $time } ({ $zone }) con le tue partite in attesa; il prossimo: { $next }.
       *[none] solo la menzione nel canale della partita.
    } { $second ->
        [yes] Un secondo promemoria arriva quando è passato il 95% del tempo di una mossa, dopo quello all'80%.
       *[no] Il promemoria all'80% del tempo di una mossa arriva come sempre; { command-notify-second-reminder-name }:true ne aggiunge uno al 95%.
    }
notify-digest-needs-time = un riepilogo giornaliero ha bisogno della sua ora: /{ command-notify-name } { command-notify-digest-name }:08:00 { command-notify-zone-name }:Europe/Rome
notify-digest-needs-mode = { command-notify-digest-name } fissa l'ora del riepilogo giornaliero: ometti { command-notify-mode-name } oppure scegli { command-choice-digest }
notify-digest = Le tue partite in cui tocca a te ({ $count }), la scadenza più vicina per prima:
    { $games }
notify-your-move = Partita #{ $game }, mossa { $number }: { $line } Tocca a te (scadenza: { $due }): { $link }
notify-signed-out-pages = { $count ->
    [0] Non avevi effettuato l'accesso alle pagine del tavoliere da nessuna parte.
    [one] Disconnesso dalle pagine del tavoliere nell'unico browser in cui avevi effettuato l'accesso.
   *[other] Disconnesso dalle pagine del tavoliere nei { $count } browser in cui avevi effettuato l'accesso.
  }

# Partite a squadre: un messaggio diretto quando tocca alla squadra a cui ci si è uniti o per cui si è votato.
command-notify-team-moves-name = mosse-squadra
command-notify-team-moves-description = true: un messaggio diretto quando tocca alla tua squadra (unito o votato)
notify-team-moves = Partite a squadre: un messaggio diretto quando tocca alla tua squadra.
