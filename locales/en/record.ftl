# The game record (/history's text file): the values and comments a person reads. The tag
# names ([Event ...], [Result ...]) and the moves are the format and stay as they are.

record-event = Rithmomachia game { $id }
# How the game ended, by the reason stored with it.
record-termination = { $reason ->
    [triumph] triumph
    [harmony] harmony
    [rows] rows
    [points] points
    [limit] limit
    [small-victory] small-victory
    [great-victory] great-victory
    [excellent-victory] excellent-victory
    [common-victory] common-victory
    [no-legal-action] no-legal-action
    [resignation] resignation
    [time] time
    [threefold-repetition] threefold-repetition
    [hundred-plies] hundred-plies
    [both-pyramids-taken] both-pyramids-taken
    [agreement] agreement
    [aborted] aborted
    [expired] expired
    [unterminated] unterminated
   *[other] { $reason }
  }
# A capture, as a comment after its move: "takes c3 on f5: gcd(6,3)=3".
record-capture = takes { $piece } on { $square }: { $how }
# Time given back after an outage, as a comment after the move before it ($span: clock-outage-span).
record-outage = the bot could not take moves for { $span }; that time was given back, the move due by { $deadline }
