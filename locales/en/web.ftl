# Watching in a browser: a game's page, a server's board of games, and the links to them.

web-watch-link = Watch it in a browser: { $url }
web-game-title = Game #{ $id }
web-terms = { $variant }, { $rated ->
    [yes] rated
   *[no] casual
  }, { $days } per move
web-to-move = { $name } to move: { $left } left (by { $deadline })
web-status = { $status ->
    [challenge] Not begun yet: still a challenge
    [declined] The challenge was declined
   *[other] Called off
  }
web-time-left = { $days ->
    [0] { $hours ->
        [one] 1 hour
       *[other] { $hours } hours
      }
    [one] 1 day { $hours ->
        [one] 1 hour
       *[other] { $hours } hours
      }
   *[other] { $days } days { $hours ->
        [one] 1 hour
       *[other] { $hours } hours
      }
  }
web-position = White: { $white }. Black: { $black }. (C circle, T triangle, S square, P pyramid; * a piece turned to its captor's side.)
web-move-n-of = Move { $n } of { $of }
web-board-alt = The board after move { $ply }. { $position }
web-board-alt-ply = The board after move { $ply }; the position in words is under the board for the latest move.
web-board-in-words = The position in words
web-moves = Moves
web-white = White
web-black = Black
web-nobody = nobody yet
web-first = To the start
web-back = One move back
web-forward = One move forward
web-latest = To the latest move
web-no-moves = No moves yet.
web-not-found-title = Not found
web-not-found = There is no page at this address. A game's page has the address its start message gave.
web-server-title = This server's games
web-server-running = Going on
web-server-finished = Finished, newest first
web-server-none-running = No game is going on.
web-server-none-finished = No game has finished yet.
web-server-plies = { $n ->
    [one] 1 move played
   *[other] { $n } moves played
  }
web-server-game = Game #{ $id }: { $white } (White) against { $black } (Black)
