# Looking without changing: /board's line on a game, the lists of /games, /history's reply.

# /board: where a game stands. $side is white or black; $due a date.
view-board-active = Partita #{ $id } ({ $variant }), mossa { $number }: tocca { AD($name) } { $name } ({ $side ->
    [white] Bianco
   *[black] Nero
  }); scadenza: { $due }.
# $moves is a number of moves, counted in the message (German declines the noun after
# "nach": "nach 12 Zügen"); $result is how it ended ("White won by harmony").
view-board-finished = La partita #{ $id } ({ $variant }) è finita dopo { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
  }: { $result }.
view-board-aborted = La partita #{ $id } ({ $variant }) è stata annullata prima che entrambi i giocatori muovessero: nessun risultato.
# $clause says what became of it ("it was declined").
view-board-status = Partita #{ $id } ({ $variant }): { $clause }.

# /games: the list's title, then its heading (with "none." when empty, with the page when
# there are several).
view-title = { $kind ->
    [mine] Le tue partite
    [everywhere] Le tue partite su tutti i server
    [channel] Partite in questo canale
   *[player] Partite di { $name }
  }
view-list = { $title }:
view-list-none = { $title }: nessuna.
view-list-page = { $title } (pagina { $page } di { $pages }, { $games } partite):
view-watching = Partite che segui:
# Who an open challenge is for.
view-anyone = tutti
view-line-challenge = #{ $id } { $variant }: sfida di { $from } { AD($to) } { $to }
view-line-game = #{ $id } { $variant }: { $white } (Bianco) contro { $black } (Nero), tocca { AD($name) } { $name }, scadenza: { $due }

# /history: the post that carries the record file and the replay.
view-history = La registrazione della partita #{ $id } ({ $moves }).
board-open-button = Apri il tavoliere
board-open-at = Il tavoliere si apre qui in Discord; è anche su { $url }
board-open-here = Il tavoliere della partita #{ $id } si apre qui in Discord.
