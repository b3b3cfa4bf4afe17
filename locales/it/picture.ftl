# The words on the pictures: the players' strips of the board (whose turn, the time left,
# prisoners or pieces taken, scores) and the rating chart.

picture-to-move = al tratto
picture-to-move-left = al tratto · { $left }
picture-time-up = tempo scaduto
picture-left-minutes = { $minutes ->
    [one] resta { $minutes } min
   *[other] restano { $minutes } min
}
picture-left-hours = restano { $hours } h { $minutes } min
picture-left-days = restano { $days } g { $hours } h
picture-prisoners = prigionieri
picture-taken = catturati
picture-pyramid-taken = piramide catturata
# A reduced pyramid's remaining components follow it.
picture-pyramid = piramide
# The scores a variant keeps: simple's points by value and by shape; heligon's tallies
# (the victories "di corpo, di beni, di lite").
picture-score-value = valore
picture-score-shape = forma
picture-score-body = corpo
picture-score-goods = beni
picture-score-lawsuit = lite
picture-no-rated-game = ancora nessuna partita valida per il punteggio
# The rating chart's axes: up the left, the rating; along the bottom, the date.
picture-chart-rating = punteggio
picture-chart-date = data
# Where a side's half is, at the end of its strip (neo, whose fifth rank is split).
picture-half = metà campo: { $squares }
