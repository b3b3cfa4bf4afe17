# The end of a game, however it came (the rules, a resignation, an agreed draw, the
# clock), as the channel, the players and the watchers read it. $how is the reason's
# words from common.ftl (win-how, draw-how); $winner_side and $loser_side are the sides'
# names (side).

end-resigned = Game #{ $id } is over: { $winner } ({ $winner_side }) wins { $how }: { $loser } ({ $loser_side }) resigned.
end-out-of-time = Game #{ $id } is over: { $winner } ({ $winner_side }) wins { $how }: { $loser } ({ $loser_side }) ran out of time.
end-won = Game #{ $id } is over: { $winner } ({ $winner_side }) wins { $how }: { $why }.
end-drawn = Game #{ $id } is over: a draw { $how }: { $why }.
end-agreed = Game #{ $id } is over: a draw { $how }.

# What the rules saw, by the reason's name; $words: the rules' own English sentence, for a
# reason added later.
end-why = { $reason ->
    [triumph] a triumph after taking the enemy pyramid
    [both-pyramids-taken] both pyramids have been taken
    [threefold-repetition] the same position came up three times
    [hundred-plies] 100 plies passed without a capture or a drop
    [no-legal-action] the side to move has no legal action
    [points] the points goal was reached
    [limit] the ply limit was reached (the higher score wins; equal scores draw)
    [rows] three pieces in a row in the opponent's half form a proportion
    [harmony] three pieces in the opponent's half, in a line or around a corner, form a proportion
    [small-victory] three pieces in the opponent's half, in a line or around a corner, form a proportion
    [great-victory] four pieces in the opponent's half show two kinds of proportion
    [excellent-victory] four pieces in the opponent's half show all three kinds of proportion
    [common-victory] the captures reached the goal
   *[other] { $words }
  }
