# Names a sentence builds in code: the bot as a player, and a piece with the article and
# case its place in the sentence needs (English names a taken piece and its captor bare:
# "alice takes circle 2 (C·2) on c4 with triangle 16 (t·16) on c5").

# The bot at one of its levels, as the players' lists and the moves name it.
bot-name = Rithmo level { $level }

# A piece a capture takes ("takes circle 2 (C·2)"): German's accusative, Italian's article.
piece-taken = { $shape ->
    [circle] circle
    [triangle] triangle
    [square] square
   *[pyramid] pyramid
  } { $value } ({ $token })
# A piece that takes, after "with" ("with triangle 16 (t·16)"): German's dative.
piece-taker = { $shape ->
    [circle] circle
    [triangle] triangle
    [square] square
   *[pyramid] pyramid
  } { $value } ({ $token })
