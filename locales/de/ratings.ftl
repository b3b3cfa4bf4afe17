# /stats (a player's record and rating chart), /leaderboard, and what a game did to the
# ratings. A $rating is a label such as "1623" or "1500?" (provisional).

# /stats
rating-stats-none = { $name } hat auf diesem Server noch keine beendete Partie ({ $going_on } laufend).
rating-stats-summary = { $name }: { $total } beendete { $total ->
    [one] Partie
   *[other] Partien
  }: { $won } gewonnen, { $lost } verloren, { $drawn } remis; { $going_on } laufend.
# $list: "neo 3-1-0 · simple 0-1-1".
rating-stats-by-variant = Nach Variante (gewonnen-verloren-remis): { $list }
# $list: "classic 1500?, neo 1623".
rating-stats-ratings = Wertungen: { $list }
rating-stats-latest = Zuletzt:
# $how: "won on time", "drew by agreement".
rating-stats-recent = #{ $id } { $variant } gegen { $name }: { $how }
rating-chart-title = { $name }: Wertung

# /leaderboard
rating-leaderboard-in-dm = die Rangliste gehört zu einem Server: frag in einem seiner Kanäle
rating-all-variants = alle Varianten
rating-leaderboard-empty = Auf diesem Server ist noch keine gewertete Partie zu Ende gegangen ({ $scope }).
rating-leaderboard = Rangliste, { $scope }:
rating-leaderboard-unsettled = Noch keine gefestigte Wertung.
rating-leaderboard-provisional = Vorläufig (noch unsicher):
rating-entry = { $name } { $rating }, { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
  }
rating-entry-variant = { $name } { $rating } ({ $variant }), { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
  }

# The end of a game: what it did to the ratings.
rating-casual = Eine ungewertete Partie: die Wertungen bleiben, wie sie sind.
rating-pair-limit = Nicht gewertet: die beiden haben in den letzten 24 Stunden schon { $n } gewertete { $n ->
    [one] Partie
   *[other] Partien
  } gegeneinander gespielt (das Tageslimit).
rating-changes = Wertungen: { $white }, { $black }.
# $diff is signed: "+162", "-12".
rating-change = { $name } { $before } -> { $after } ({ $diff })
rating-leaderboard-bots = Die Stufen des Bots (nicht unter den Menschen eingereiht):

rating-leaderboard-teams = Teams (nicht unter den Menschen eingereiht):
