# Names a sentence builds in code: the bot as a player, and a piece with the article and
# case its place in the sentence needs (English names a taken piece and its captor bare:
# "alice takes circle 2 (C·2) on c4 with triangle 16 (t·16) on c5").

# The bot at one of its levels, as the players' lists and the moves name it.
bot-name = Rithmo livello { $level }

# A piece a capture takes ("cattura il cerchio 2 (C·2)"), with its article.
piece-taken = { $shape ->
    [circle] il cerchio
    [triangle] il triangolo
    [square] il quadrato
   *[pyramid] la piramide
  } { $value } ({ $token })
# A piece that takes, after "con" ("con il triangolo 16 (t·16)"), with its article.
piece-taker = { $shape ->
    [circle] il cerchio
    [triangle] il triangolo
    [square] il quadrato
   *[pyramid] la piramide
  } { $value } ({ $token })
