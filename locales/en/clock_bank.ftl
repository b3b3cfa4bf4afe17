# Clock kinds: days per move or a time bank (Fischer in days), and weekends off. $days,
# $start, $increment, $cap and $left come already worded ("3 days", "2 days 4 hours").

clock-bank-per-move = { $days } per move
clock-bank-bank = a time bank of { $start }, { $increment } added per move, at most { $cap }
clock-bank-weekends-off = { $clock }, weekends off
# Both players' banks after a move, at the start and in a reminder.
clock-bank-left = Time banks: { $white } { $white_left }, { $black } { $black_left }.
clock-bank-past-weekend = Saturday and Sunday are not counted, so the deadline moves past the weekend.
# In /games, after a game of a time bank: the caller's bank.
clock-bank-yours = your bank: { $left }
clock-bank-settings = Clock of a challenge that names none: { $clock }.
clock-bank-notify-weekends = Weekends off: Saturday and Sunday in your zone are not counted on your clocks (outside tournaments).

clock-bank-out-of-range = { $part ->
    [bank] The starting bank
    [increment] The increment
   *[cap] The cap
  } must be from { $min } to { $max } days, not { $value }.
clock-bank-increment-without-bank = An increment needs a starting bank: give the days as well (days:3 increment:1 cap:7).
clock-bank-cap-without-increment = A cap is for a time bank: give an increment as well (days:3 increment:1 cap:7).
clock-bank-weekends-without-clock = Games against the bot have no clock, so they cannot take weekends off.

command-challenge-increment-name = increment
command-challenge-increment-description = Time bank: days added after each move (days is then the starting bank)
command-challenge-cap-name = cap
command-challenge-cap-description = Time bank: the most days it may hold (default: twice the start)
command-challenge-weekends-off-name = weekends-off
command-challenge-weekends-off-description = true: Saturdays and Sundays are not counted, in each player's zone
command-tournament-increment-name = increment
command-tournament-increment-description = Time bank: days added after each move (days is then the starting bank)
command-tournament-cap-name = cap
command-tournament-cap-description = Time bank: the most days it may hold (default: twice the start)
command-tournament-weekends-off-name = weekends-off
command-tournament-weekends-off-description = true: Saturdays and Sundays are not counted in its games
command-settings-increment-name = increment
command-settings-increment-description = Time bank by default: days added after each move (with days, the starting bank)
command-settings-cap-name = cap
command-settings-cap-description = Time bank by default: the most days it may hold
command-settings-weekends-off-name = weekends-off
command-settings-weekends-off-description = true: this server's new games do not count Saturdays and Sundays
command-notify-weekends-off-name = weekends-off
command-notify-weekends-off-description = true: Saturdays and Sundays in your zone are not counted on your clocks
