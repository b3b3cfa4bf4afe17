# Words shared by many messages: the sides, counts, how a game ended, statuses, buttons,
# and the refusals when a command finds no game.

side = { $side ->
    [white] White
   *[black] Black
  }

count-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
  }
count-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
  }

# The words after "White wins" (and after "won", "lost"); $words is the reason's own name
# with spaces for one the bot has no words for.
win-how = { $reason ->
    [triumph] by triumph
    [harmony] by harmony
    [rows] by a row in proportion
    [points] on points
    [limit] on points at the ply limit
    [small-victory] by a small victory
    [great-victory] by a great victory
    [excellent-victory] by an excellent victory
    [common-victory] by a common victory
    [no-legal-action] as the opponent has no move
    [resignation] by resignation
    [time] on time
   *[other] by { $words }
  }
# The words after "Draw".
draw-how = { $reason ->
    [threefold-repetition] by threefold repetition
    [hundred-plies] by 100 plies without a capture
    [both-pyramids-taken] as both pyramids are taken
    [limit] at the ply limit, on equal scores
    [agreement] by agreement
   *[other] by { $words }
  }
# A finished game's headline, on the picture and in messages.
headline-win = { $side ->
    [white] White
   *[black] Black
  } wins { $how }
headline-draw = Draw { $how }
# How a stored game ended: "White won by harmony", "a draw by agreement".
stored-win = { $side ->
    [white] White
   *[black] Black
  } won { $how }
stored-draw = a draw { $how }
# How a stored game ended for one player: "won on time", "lost by harmony".
result-won = won { $how }
result-lost = lost { $how }
result-drew = drew { $how }
# The words after "lost": where the winner's words (win-how) would speak of the loser as the
# opponent, the loser's own.
lose-how = { $reason ->
    [no-legal-action] with no move left
   *[other] { win-how }
  }

# What a game that is no challenge any more has become, as a clause.
status-clause = { $status ->
    [challenge] it is still a challenge
    [active] it has begun
    [finished] it is over
    [declined] it was declined
    [cancelled] it was withdrawn
   *[other] its status is '{ $status }'
  }

button-accept = Accept
button-decline = Decline
button-accept-draw = Accept draw
button-decline-draw = Decline draw
button-rematch = Rematch
button-resign = Resign
button-keep-playing = Keep playing
button-previous = Previous (page { $page })
button-next = Next (page { $page })
settled-accepted = Accepted by { $name }.
settled-declined = Declined by { $name }.
settled-draw-accepted = Draw accepted by { $name }.
settled-draw-declined = Draw declined by { $name }.
settled-rematch-accepted = Rematch accepted by { $name }.
settled-rematch-asked = Rematch asked for by { $name }.

find-none-in-dms = you have no game #{ $id } in direct messages
find-none-on-server = there is no game #{ $id } on this server
find-none-here = { $kind ->
    [my-active] you have no game going on in this channel (name one with { command-game-name }:N)
    [challenge-for-me] there is no challenge for you in this channel
    [my-challenge] you have no open challenge in this channel
    [any] there is no game going on in this channel (name one with { command-game-name }:N)
   *[my-latest] you have no game in this channel (name one with { command-game-name }:N)
  }
settled-resigned = Resigned by { $name }.
