# Offers and answers during a game: resigning (asked, then confirmed), draws, aborting
# before both players have moved, rematches, and watching a game.

offer-resign-ask = Resign game #{ $id } ({ $variant }) against { $opponent }? { $opponent } wins; this cannot be undone.
offer-resign-moved-on = game #{ $id } has moved on since you asked; nothing was resigned (use /{ command-resign-name } again if you still mean it)
offer-keep-playing = You keep playing game #{ $id }; nothing was resigned.
offer-keep-playing-over = Nothing was resigned; game #{ $id } is not going on any more.

offer-draw-not-going-on = game #{ $id } is not going on
offer-draw-not-player = you are not playing in game #{ $id }
offer-draw-gone = this draw offer in game #{ $id } is no longer standing
# $action: offer when the caller offers again, answer when they answer their own offer.
offer-draw-own = { $action ->
    [offer] you have already offered a draw in game #{ $id }; your opponent answers it
   *[answer] you offered this draw yourself in game #{ $id }; your opponent answers it
  }
offer-draw-none = there is no draw offer standing in game #{ $id }
offer-draw-made = { $name } offers a draw in game #{ $id }. { $opponent }, do you accept?
offer-draw-declined = { $name } declined the draw in game #{ $id }.

offer-abort-too-late = game #{ $id } can no longer be aborted: both players have moved (use /{ command-resign-name } or /{ command-draw-name } { command-choice-offer })
offer-abort-refused = game #{ $id } can no longer be aborted
offer-aborted = Game #{ $id } is aborted by { $name } before both players had moved: it has no result and counts for nobody.

offer-rematch-not-over = game #{ $id } is not over; a rematch is offered when it ends
offer-rematch-not-player = only the two players of game #{ $id } can ask for its rematch
# Before the new challenge (or the new game against the bot), as it is posted.
offer-rematch-of = Rematch of game #{ $id }. { $text }

offer-watch-not-going-on = game #{ $id } is not going on, so there is nothing to watch
offer-watch-own-game = you play in game #{ $id }; you hear of its moves anyway
offer-watch-already = you are already watching game #{ $id }
offer-watching = You are watching game #{ $id }: you will get a direct message with the board after every move.
offer-unwatch-not-watching = you were not watching game #{ $id }
offer-unwatched = You no longer watch game #{ $id }.
offer-resigned-aborted = Game #{ $id }: { $name } resigned before both players had moved, so the game is aborted: it has no result and counts for nobody.
offer-draw-aborted = Game #{ $id }: a draw agreed before both players had moved aborts the game: it has no result and counts for nobody.
offer-resign-ask-abort = Resign game #{ $id } ({ $variant })? Not both of you have moved yet, so resigning now aborts the game: no result, it counts for nobody.
