# The clock: reminders, games aborted for a first move not made, challenges expired, and
# vacations (the losses on time are worded in ending.ftl).

# $first is yes while the game can still be aborted (a first move is due).
clock-reminder = Erinnerung: dein Zug in Partie #{ $id } ist bis { $deadline } fällig; { $first ->
    [yes] danach wird die Partie abgebrochen
   *[no] danach ist die Partie auf Zeit verloren
  }.
clock-second-reminder = Letzte Erinnerung: dein Zug in Partie #{ $id } ist bis { $deadline } fällig; { $first ->
    [yes] danach wird die Partie abgebrochen
   *[no] danach ist die Partie auf Zeit verloren
  }.
clock-aborted = Partie #{ $id } ist abgebrochen: { $name } hat bis { $deadline } keinen ersten Zug gemacht. Sie hat kein Ergebnis und zählt für niemanden.

clock-challenge-expired-refusal = Herausforderung #{ $id } ist abgelaufen (niemand hat sie bis { $deadline } angenommen); mit /{ command-challenge-name } fängst du von vorn an
# $open is yes for a challenge to anyone in the channel.
clock-challenge-expired = Herausforderung #{ $id } von { $from } an { $open ->
    [yes] alle
   *[no] { $to }
  } ({ $variant }) ist abgelaufen: niemand hat sie in { $days ->
    [one] { $days } Tag
   *[other] { $days } Tagen
  } angenommen.
clock-challenge-expired-notice = Deine Herausforderung #{ $id } an { $open ->
    [yes] alle
   *[no] { $to }
  } ({ $variant }) ist nach { $days ->
    [one] { $days } Tag
   *[other] { $days } Tagen
  } unbeantwortet abgelaufen; fordere mit /{ command-challenge-name } neu heraus, wenn du die Partie noch willst.

clock-vacation-length = ein Urlaub dauert 1 bis { $max } Tage, nicht { $days }
clock-vacation-running = du bist schon bis { $until } im Urlaub
# $left is a count of days (count-days).
clock-vacation-used-up = du hast noch { $left } Urlaub übrig: { $per_year } in jeweils 365 Tagen
clock-vacation = { $name } ist bis { $until } im Urlaub: bis dahin steht die Zeit für { $name } still; Züge in dieser Zeit zählen wie gewohnt.
# $games lists the games, like "#3, #5".
clock-vacation-postponed = Fällige Züge in { $games } verschieben sich um { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
  }.
clock-vacation-notice = { $name } ist bis { $until } im Urlaub: der Zug in Partie #{ $id } ist jetzt erst bis { $deadline } fällig.

# An outage given back: the bot (or Discord) could not take moves for $span (clock-outage-span)
# from $from, and that time does not count: $name's move is now due by $deadline.
clock-outage = Partie #{ $id }: Der Bot konnte { $span } lang (ab { $from }) keine Züge annehmen. Diese Zeit wird zurückgegeben: der Zug von { $name } ist jetzt bis { $deadline } fällig.
clock-outage-span = { $hours ->
    [one] { $hours } Stunde
   *[other] { $hours } Stunden
  } und { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
  }
