# The words on the pictures: the players' strips of the board (whose turn, the time left,
# prisoners or pieces taken, scores) and the rating chart.

picture-to-move = to move
picture-to-move-left = to move · { $left }
picture-time-up = time is up
picture-left-minutes = { $minutes } min left
picture-left-hours = { $hours } h { $minutes } min left
picture-left-days = { $days } d { $hours } h left
picture-prisoners = prisoners
picture-taken = taken
picture-pyramid-taken = pyramid taken
# A reduced pyramid's remaining components follow it.
picture-pyramid = pyramid
# The scores a variant keeps: simple's points by value and by shape; heligon's tallies.
picture-score-value = value
picture-score-shape = shape
picture-score-body = body
picture-score-goods = goods
picture-score-lawsuit = lawsuit
picture-no-rated-game = no rated game yet
# The rating chart's axes: up the left, the rating; along the bottom, the date.
picture-chart-rating = rating
picture-chart-date = date
# Where a side's half is, at the end of its strip (neo, whose fifth rank is split).
picture-half = half: { $squares }
