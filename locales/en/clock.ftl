# The clock: reminders, games aborted for a first move not made, challenges expired, and
# vacations (the losses on time are worded in ending.ftl).

# $first is yes while the game can still be aborted (a first move is due).
clock-reminder = Reminder: your move in game #{ $id } is due by { $deadline }; { $first ->
    [yes] after that the game is aborted
   *[no] after that the game is lost on time
  }.
clock-second-reminder = Last reminder: your move in game #{ $id } is due by { $deadline }; { $first ->
    [yes] after that the game is aborted
   *[no] after that the game is lost on time
  }.
clock-aborted = Game #{ $id } is aborted: { $name } made no first move by { $deadline }. It has no result and counts for nobody.

clock-challenge-expired-refusal = challenge #{ $id } has expired (nobody accepted it by { $deadline }); a new /{ command-challenge-name } starts over
# $open is yes for a challenge to anyone in the channel.
clock-challenge-expired = Challenge #{ $id } from { $from } to { $open ->
    [yes] anyone
   *[no] { $to }
  } ({ $variant }) has expired: nobody accepted it in { $days ->
    [one] { $days } day
   *[other] { $days } days
  }.
clock-challenge-expired-notice = Your challenge #{ $id } to { $open ->
    [yes] anyone
   *[no] { $to }
  } ({ $variant }) has expired unanswered after { $days ->
    [one] { $days } day
   *[other] { $days } days
  }; /{ command-challenge-name } again if you still want the game.

clock-vacation-length = a vacation lasts 1 to { $max } days, not { $days }
clock-vacation-running = you are on vacation until { $until } already
# $left is a count of days (count-days).
clock-vacation-used-up = you have { $left } of vacation left: { $per_year } in any 365 days
clock-vacation = { $name } is on vacation until { $until }: their clocks stand still until then; moves they make meanwhile count as usual.
# $games lists the games, like "#3, #5".
clock-vacation-postponed = The moves due from them in { $games } are due { $days ->
    [one] { $days } day
   *[other] { $days } days
  } later.
clock-vacation-notice = { $name } is on vacation until { $until }: their move in game #{ $id } is now due by { $deadline }.

# An outage given back: the bot (or Discord) could not take moves for $span (clock-outage-span)
# from $from, and that time does not count: $name's move is now due by $deadline.
clock-outage = Game #{ $id }: the bot could not take moves for { $span } (from { $from }). That time is given back: { $name }'s move is now due by { $deadline }.
clock-outage-span = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
  } and { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
  }
