# Names a sentence builds in code: the bot as a player, and a piece with the article and
# case its place in the sentence needs (English names a taken piece and its captor bare:
# "alice takes circle 2 (C·2) on c4 with triangle 16 (t·16) on c5").

# The bot at one of its levels, as the players' lists and the moves name it.
bot-name = Rithmo Stufe { $level }

# A piece a capture takes ("schlägt den Kreis 2 (C·2)"): the accusative.
piece-taken = { $shape ->
    [circle] den Kreis
    [triangle] das Dreieck
    [square] das Viereck
   *[pyramid] die Pyramide
  } { $value } ({ $token })
# A piece that takes, after "mit" ("mit dem Dreieck 16 (t·16)"): the dative.
piece-taker = { $shape ->
    [circle] dem Kreis
    [triangle] dem Dreieck
    [square] dem Viereck
   *[pyramid] der Pyramide
  } { $value } ({ $token })
