# /stats (a player's record and rating chart), /leaderboard, and what a game did to the
# ratings. A $rating is a label such as "1623" or "1500?" (provisional).

# /stats
rating-stats-none = { $name } has no finished game on this server yet ({ $going_on } going on).
rating-stats-summary = { $name }: { $total } finished { $total ->
    [one] game
   *[other] games
  }: { $won } won, { $lost } lost, { $drawn } drawn; { $going_on } going on.
# $list: "neo 3-1-0 · simple 0-1-1".
rating-stats-by-variant = By variant (won-lost-drawn): { $list }
# $list: "classic 1500?, neo 1623".
rating-stats-ratings = Ratings: { $list }
rating-stats-latest = Latest:
# $how: "won on time", "drew by agreement".
rating-stats-recent = #{ $id } { $variant } against { $name }: { $how }
rating-chart-title = { $name }: rating

# /leaderboard
rating-leaderboard-in-dm = the leaderboard is a server's: ask in one
rating-all-variants = all variants
rating-leaderboard-empty = No rated game has ended on this server yet ({ $scope }).
rating-leaderboard = Leaderboard, { $scope }:
rating-leaderboard-unsettled = No established rating yet.
rating-leaderboard-provisional = Provisional (still uncertain):
rating-entry = { $name } { $rating }, { $games ->
    [one] { $games } game
   *[other] { $games } games
  }
rating-entry-variant = { $name } { $rating } ({ $variant }), { $games ->
    [one] { $games } game
   *[other] { $games } games
  }

# The end of a game: what it did to the ratings.
rating-casual = A casual game: ratings are unchanged.
rating-pair-limit = Not rated: these two have already played { $n } rated { $n ->
    [one] game
   *[other] games
  } with each other in the last 24 hours (the daily limit).
rating-changes = Ratings: { $white }, { $black }.
# $diff is signed: "+162", "-12".
rating-change = { $name } { $before } -> { $after } ({ $diff })
rating-leaderboard-bots = The bot's levels (not ranked among the people):

rating-leaderboard-teams = Teams (not ranked among the people):
