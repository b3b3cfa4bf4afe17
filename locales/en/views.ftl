# Looking without changing: /board's line on a game, the lists of /games, /history's reply.

# /board: where a game stands. $side is white or black; $due a date.
view-board-active = Game #{ $id } ({ $variant }), move { $number }: { $name } ({ $side ->
    [white] White
   *[black] Black
  }) to move, by { $due }.
# $moves is a number of moves, counted in the message (German declines the noun after
# "nach": "nach 12 Zügen"); $result is how it ended ("White won by harmony").
view-board-finished = Game #{ $id } ({ $variant }) is over after { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }: { $result }.
view-board-aborted = Game #{ $id } ({ $variant }) was aborted before both players had moved: no result.
# $clause says what became of it ("it was declined").
view-board-status = Game #{ $id } ({ $variant }): { $clause }.

# /games: the list's title, then its heading (with "none." when empty, with the page when
# there are several).
view-title = { $kind ->
    [mine] Your games
    [everywhere] Your games on every server
    [channel] Games in this channel
   *[player] { $name }'s games
  }
view-list = { $title }:
view-list-none = { $title }: none.
view-list-page = { $title } (page { $page } of { $pages }, { $games } games):
view-watching = Games you watch:
# Who an open challenge is for.
view-anyone = anyone
view-line-challenge = #{ $id } { $variant }: challenge from { $from } to { $to }
view-line-game = #{ $id } { $variant }: { $white } (White) vs { $black } (Black), { $name } to move, due { $due }

# /history: the post that carries the record file and the replay.
view-history = The record of game #{ $id } ({ $moves }).
board-open-button = Open board
board-open-at = The board opens here in Discord; it is also at { $url }
board-open-here = The board of game #{ $id } opens here in Discord.
