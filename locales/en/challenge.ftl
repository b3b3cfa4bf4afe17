# Challenges: made, accepted (the game begins), declined, withdrawn, and the refusals on
# the way there.

challenge-colour-invalid = { command-challenge-colour-name } must be { command-choice-white }, { command-choice-black } or { command-choice-random }, not '{ $typed }'
challenge-not-offered = { $variant } is not offered yet: its rules are still being built
challenge-days-invalid = days per move must be one of 1, 2, 3, 5, 7 or 14, not { $days }
challenge-self = you cannot challenge yourself
challenge-did-you-mean = '{ $word }' is not a game option; did you mean { $fix }?
challenge-name-as-option = '{ $word }' is not an option (options are key=value, like balanced=true); to challenge someone, name them as the opponent with a mention: @{ $name }
challenge-duplicate-to = you already have an open challenge to { $name } (game #{ $id }); cancel it first
challenge-duplicate-here = you already have an open challenge in this channel (game #{ $id }); cancel it first

# The challenge as posted. $open is yes for a challenge anyone here may accept; $colour
# is the challenger's choice.
challenge-made = Game #{ $id }: { $challenger } challenges { $open ->
    [yes] anyone in this channel
   *[no] { $opponent }
  } to { $variant }, { $rated ->
    [yes] rated
   *[no] casual
  }, { $clock }, { $colour ->
    [white] { $challenger } playing White
    [black] { $challenger } playing Black
   *[random] colours drawn at random
  }. Open until { $until }.

# What became of a challenge that is no challenge any more.
challenge-no-longer = game #{ $id } is no longer a challenge ({ $state ->
    [active] it has begun
    [finished] it was played and is over
    [declined] it was declined
    [aborted] it was played and aborted
    [cancelled] it was withdrawn
   *[other] its status is '{ $state }'
  })
challenge-accept-own = you cannot accept your own challenge (game #{ $id })
challenge-for-another = challenge #{ $id } is for { $name }, not you

# The game begins: the players with their ratings, the terms, who moves first by when.
challenge-begins = Game #{ $id } begins: { $white } (White) against { $black } (Black), { $variant }, { $rated ->
    [yes] rated
   *[no] casual
  }, { $clock }. { $first } to move, by { $deadline }.
challenge-accepted-notice = { $name } accepted your challenge: game #{ $id } has begun.

challenge-decline-own = that is your own challenge: use /{ command-cancel-name } to withdraw game #{ $id }
challenge-decline-open = challenge #{ $id } is not addressed to you; an open challenge is simply left for others
challenge-declined = { $name } declined challenge #{ $id }.
challenge-cancel-not-yours = only the challenger can cancel challenge #{ $id }
challenge-withdrawn = { $name } withdrew challenge #{ $id }.
