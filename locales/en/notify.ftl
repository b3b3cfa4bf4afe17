# /notify: how a player is told it is their turn.
notify-saved = Saved.
notify-state = How you hear it is your turn: { $mode ->
        [move] a direct message at every move where it is your turn.
        [digest] one direct message a day at { $time } ({ $zone }) listing your games waiting; the next one: { $next }.
       *[none] only the mention in the game's channel.
    } { $second ->
        [yes] A second reminder comes when 95% of a move's time has passed, after the one at 80%.
       *[no] The reminder at 80% of a move's time comes as always; { command-notify-second-reminder-name }:true adds one at 95%.
    }
notify-digest-needs-time = a daily digest needs its time of day: /{ command-notify-name } { command-notify-digest-name }:08:00 { command-notify-zone-name }:Europe/Rome
notify-digest-needs-mode = { command-notify-digest-name } sets the time of the daily digest: leave out { command-notify-mode-name }, or choose { command-choice-digest }
notify-digest = Your games waiting for your move ({ $count }), the nearest deadline first:
    { $games }
notify-your-move = Game #{ $game }, move { $number }: { $line } Your move, by { $due }: { $link }
notify-signed-out-pages = { $count ->
    [0] You were not signed in on the board's pages anywhere.
    [one] Signed out of the board's pages on the one browser where you were signed in.
   *[other] Signed out of the board's pages on the { $count } browsers where you were signed in.
  }

# Team games: a direct message when it is the move of a team the player joined or voted for.
command-notify-team-moves-name = team-moves
command-notify-team-moves-description = true: a direct message when it is the move of a team you joined or voted for
notify-team-moves = Team games: a direct message when it is your team's move.
