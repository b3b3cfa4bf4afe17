# Looking without changing: /board's line on a game, the lists of /games, /history's reply.

# /board: where a game stands. $side is white or black; $due a date.
view-board-active = Partie #{ $id } ({ $variant }), Zug { $number }: { $name } ({ $side ->
    [white] Weiß
   *[black] Schwarz
  }) ist am Zug, spätestens bis { $due }.
# $moves is a number of moves, counted in the message (German declines the noun after
# "nach": "nach 12 Zügen"); $result is how it ended ("White won by harmony").
view-board-finished = Partie #{ $id } ({ $variant }) ist nach { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
  } vorbei: { $result }.
view-board-aborted = Partie #{ $id } ({ $variant }) wurde abgebrochen, bevor beide gezogen hatten: kein Ergebnis.
# $clause says what became of it ("it was declined").
view-board-status = Partie #{ $id } ({ $variant }): { $clause }.

# /games: the list's title, then its heading (with "none." when empty, with the page when
# there are several).
view-title = { $kind ->
    [mine] Deine Partien
    [everywhere] Deine Partien auf allen Servern
    [channel] Partien in diesem Kanal
   *[player] Partien von { $name }
  }
view-list = { $title }:
view-list-none = { $title }: keine.
view-list-page = { $title } (Seite { $page } von { $pages }, { $games } Partien):
view-watching = Partien, die du beobachtest:
# Who an open challenge is for.
view-anyone = alle
view-line-challenge = #{ $id } { $variant }: Herausforderung von { $from } an { $to }
view-line-game = #{ $id } { $variant }: { $white } (Weiß) gegen { $black } (Schwarz), { $name } ist am Zug, spätestens bis { $due }

# /history: the post that carries the record file and the replay.
view-history = Die Aufzeichnung der Partie #{ $id } ({ $moves }).
board-open-button = Brett öffnen
board-open-at = Das Brett öffnet sich hier in Discord; es ist auch unter { $url } zu finden.
board-open-here = Das Brett der Partie #{ $id } öffnet sich hier in Discord.
