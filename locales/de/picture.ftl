# The words on the pictures: the players' strips of the board (whose turn, the time left,
# prisoners or pieces taken, scores) and the rating chart.

picture-to-move = am Zug
picture-to-move-left = am Zug · { $left }
picture-time-up = Zeit abgelaufen
picture-left-minutes = noch { $minutes } Min.
picture-left-hours = noch { $hours } Std. { $minutes } Min.
picture-left-days = noch { $days } Tg. { $hours } Std.
picture-prisoners = Gefangene
picture-taken = geschlagen
picture-pyramid-taken = Pyramide geschlagen
# A reduced pyramid's remaining components follow it.
picture-pyramid = Pyramide
# The scores a variant keeps: simple's points by value and by shape; heligon's tallies
# (the seed's "Sieg des Körpers, des Besitzes, der Einnahmen").
picture-score-value = Wert
picture-score-shape = Form
picture-score-body = Körper
picture-score-goods = Besitz
picture-score-lawsuit = Einnahmen
picture-no-rated-game = noch keine gewertete Partie
# The rating chart's axes: up the left, the rating; along the bottom, the date.
picture-chart-rating = Wertung
picture-chart-date = Datum
# Where a side's half is, at the end of its strip (neo, whose fifth rank is split).
picture-half = Hälfte: { $squares }
