# Watching in a browser: a game's page, a server's board of games, and the links to them.

web-watch-link = Watch it in a browser: { $url }
web-game-title = Game #{ $id }
web-terms = { $variant }, { $rated ->
    [yes] rated
   *[no] casual
  }, { $clock }
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
# Playing on the board (signed in with Discord).
web-sign-in = Sign in with Discord to play
web-sign-out = Sign out
web-signed-in-as = Signed in as { $name }
web-your-move = Your move: tap one of your pieces, then a marked square.
web-their-move = Your opponent is to move; their move appears here when it is made.
web-choose-target = Tap a marked square, or choose a move from the list.
web-prisoners = Your prisoners: tap one, then a marked square to bring it back.
web-no-moves-here = This piece has no move.
web-resign = Resign
web-offer-draw = Offer a draw
web-hint = Hint
web-cancel = Cancel
web-sending = Sending…
web-network-failed = The move could not be sent (no connection). Nothing was played; try again.
web-sign-in-title = Signing in
web-sign-in-back = Back to the game
web-sign-in-off = Signing in is not set up on this bot: its pages are for watching only.
web-sign-in-failed = Discord did not confirm who you are. Nothing changed; please try again in a moment.
web-sign-in-stale = This sign-in was not started here or took longer than ten minutes. Please start it again from the game's page.
web-sign-in-refused = You did not let the bot know who you are, so you are not signed in.
web-signed-out = You are signed out on this browser.
web-sign-in-first = Please sign in with Discord first: only the players can move.
web-too-fast = Too many requests at once: please wait a few seconds.
web-denied-origin = This request did not come from the game's page, so it was refused.
web-denied-forged = This request lacked the page's safety token (reload the page), so it was refused.
web-bad-request = The page sent something the bot cannot read. Reload the page and try again.
web-other-server = This board was opened in another server's Activity: open it from this game's own server.
web-not-a-player = You are not a player in this game: you can watch it here.
web-team-on-discord = A team plays in this game: its members vote and play on Discord, with /{ command-move-name } or the buttons under its posts. Here you can watch it.
web-activity-title = Rithmomachia board
web-activity-connecting = Connecting to Discord…
web-activity-signing-in = Signing in…
web-activity-failed = Could not open the board: { $reason }
web-activity-not-in-it = Discord does not list you in this Activity. Close it and open the board again from the game's post.
web-activity-no-game = There is no game in this channel or thread to show. Open the board from a game's post or thread.
