# /stats (a player's record and rating chart), /leaderboard, and what a game did to the
# ratings. A $rating is a label such as "1623" or "1500?" (provisional).

# /stats
rating-stats-none = { $name } non ha ancora nessuna partita conclusa su questo server ({ $going_on } in corso).
rating-stats-summary = { $name }: { $total } { $total ->
    [one] partita conclusa
   *[other] partite concluse
  }: { $won } { $won ->
    [one] vinta
   *[other] vinte
  }, { $lost } { $lost ->
    [one] persa
   *[other] perse
  }, { $drawn } { $drawn ->
    [one] patta
   *[other] patte
  }; { $going_on } in corso.
# $list: "neo 3-1-0 · simple 0-1-1".
rating-stats-by-variant = Per variante (vinte-perse-patte): { $list }
# $list: "classic 1500?, neo 1623".
rating-stats-ratings = Punteggi: { $list }
rating-stats-latest = Ultime partite:
# $how: "won on time", "drew by agreement".
rating-stats-recent = #{ $id } { $variant } contro { $name }: { $how }
rating-chart-title = { $name }: punteggio

# /leaderboard
rating-leaderboard-in-dm = la classifica è di un server: chiedila in uno dei suoi canali
rating-all-variants = tutte le varianti
rating-leaderboard-empty = Su questo server non si è ancora conclusa nessuna partita valida per il punteggio ({ $scope }).
rating-leaderboard = Classifica, { $scope }:
rating-leaderboard-unsettled = Ancora nessun punteggio consolidato.
rating-leaderboard-provisional = Provvisori (ancora incerti):
rating-entry = { $name } { $rating }, { $games ->
    [one] { $games } partita
   *[other] { $games } partite
  }
rating-entry-variant = { $name } { $rating } ({ $variant }), { $games ->
    [one] { $games } partita
   *[other] { $games } partite
  }

# The end of a game: what it did to the ratings.
rating-casual = Una partita amichevole: i punteggi restano invariati.
rating-pair-limit = Non valida per il punteggio: questi due giocatori hanno già giocato tra loro { $n } { $n ->
    [one] partita valida
   *[other] partite valide
  } per il punteggio nelle ultime 24 ore (il limite giornaliero).
rating-changes = Punteggi: { $white }, { $black }.
# $diff is signed: "+162", "-12".
rating-change = { $name } { $before } -> { $after } ({ $diff })
rating-leaderboard-bots = I livelli del bot (non in classifica con le persone):

rating-leaderboard-teams = Squadre (non in classifica con le persone):
