# Team sides: a side played by the members of a Discord role (/challenge and /accept with
# team:@Role), who vote on its moves (vote), take turns (rotate) or follow a captain
# (captain); /votes, /team join and /team leave.

## Options of /challenge and /accept
command-challenge-team-name = team
command-challenge-team-description = A role whose members play your side together (a team game, casual)
command-challenge-mode-name = mode
command-challenge-mode-description = How the team decides: vote (default), rotate (members take turns) or captain
command-challenge-quorum-name = quorum
command-challenge-quorum-description = Vote: agreeing votes that play a move at once (default 3)
command-challenge-close-name = close
command-challenge-close-description = Vote: the last share of each move's time (percent) when the vote closes (default 25)
command-accept-team-name = team
command-accept-team-description = A role whose members play your side together (a team game, casual)
command-accept-mode-name = mode
command-accept-mode-description = How the team decides: vote (default), rotate (members take turns) or captain
command-accept-quorum-name = quorum
command-accept-quorum-description = Vote: agreeing votes that play a move at once (default 3)
command-accept-close-name = close
command-accept-close-description = Vote: the last share of each move's time (percent) when the vote closes (default 25)
command-choice-vote = vote
command-choice-rotate = rotate
command-choice-captain = captain

## /votes and /team
command-votes-name = votes
command-votes-description = A team's proposals and votes for its move, its turn order or its suggestions
command-team-name = team
command-team-description = Take part in your team's game, or stop
command-team-join-name = join
command-team-join-description = Join your team's game: its turns, in the order members join (rotate)
command-team-leave-name = leave
command-team-leave-description = Leave your team's turns
help-votes = /{ command-votes-name } - in a team game, the moves proposed and who voted for each (vote), the turn order (rotate) or the suggestions (captain)
help-team = /{ command-team-name } { command-team-join-name }|{ command-team-leave-name } - take part in your team's turns; /{ command-move-name } votes for your team's move; /{ command-notify-name } { command-notify-team-moves-name }:true sends you a message at your team's move

given-team-options-without-team = mode, quorum and close are a team's: name the team too (team:@Role)

## The team's terms, under the challenge
team-terms = { $team } plays as a team, { $mode ->
    [vote] by vote: a move with { $quorum } agreeing votes is played at once, otherwise the most voted when the vote closes (the last { $close }% of each move's time); every member votes with /{ command-move-name } or the buttons
    [rotate] by turns: members who joined (/{ command-team-name } { command-team-join-name }) play one move each, in the order they joined
   *[captain] with a captain: { $captain } plays, the other members suggest with /{ command-move-name }
  }. Captain: { $captain } (resigning, draws and aborting are the captain's). A team game counts for ratings only between teams, where the server rates its teams.

## Votes
team-voted = { $name } votes { $text }.
team-vote-changed = { $name } changes their vote from { $old } to { $text }.
team-tally = The vote of { $team } for move { $number } of game #{ $game }:
team-tally-line = { $text }: { $votes ->
    [one] 1 vote
   *[other] { $votes } votes
  } ({ $voters })
team-tally-none = No move proposed yet.
team-tally-close = { $quorum } agreeing votes play a move at once; the vote closes { $close }, when the most voted move is played.
team-tally-closed = The vote has closed: the next vote plays its move.
team-vote-button = { $text } ({ $votes })
team-vote-played = { $team } plays { $text } with { $votes ->
    [one] 1 vote
   *[other] { $votes } votes
  } ({ $voters }).
team-vote-closed = The vote has closed.
team-suggests = { $name } suggests { $text } to { $captain }, captain of { $team }.
team-suggestions = Suggestions to { $captain }, captain of { $team }, in game #{ $game }:
team-captain-plays = { $name } plays for { $team }.
team-rotate-plays = { $name } plays for { $team }.
team-rotate-next = Next for { $team }: { $name }.
team-order = { $team } takes turns in game #{ $game }, in this order: { $order }. To move now: { $due }.

## /team join and leave
team-joined = { $name } joins { $team } in game #{ $game }. { $rotate ->
    [yes] Order: { $order }.
   *[no] With /{ command-notify-name } { command-notify-team-moves-name }:true, { $name } gets a direct message whenever it is { $team }'s move.
  }
team-joined-already = You are already in { $team }'s game #{ $game }.{ $rotate ->
    [yes] { " " }Order: { $order }.
   *[no] {""}
  }
team-left = { $name } leaves { $team }'s turns in game #{ $game }.{ $rotate ->
    [yes] { " " }Order: { $order }.
   *[no] {""}
  }
team-left-already = You had not joined { $team }'s game #{ $game }.

## Refusals (lower case: they follow "!" or stand alone)
team-in-dms = a team plays in a server's channel, not in direct messages
team-not-member = you are not a member of { $team }: only its members play for it; /{ command-watch-name } sends you its moves
team-empty = { $team } has no members: a team needs at least two
team-of-one = { $team } has one member: a team needs at least two (challenge them as a player)
team-quorum-above-members = a quorum of { $quorum } is more than { $team }'s { $members } members: no vote could reach it
team-not-joined = { $team } takes turns: join them first with /{ command-team-name } { command-team-join-name } game:{ $game }
team-turn-of = it is { $name }'s turn to move for { $team }
team-same-vote = you already voted for { $text }; to change your vote, vote for another move with /{ command-move-name }
team-captain-only = only { $team }'s captain, { $captain }, decides that for the team
team-none-here = you play in no team in game #{ $game }
team-no-vote-here = no team is to move in game #{ $game }

## The console's roles
console-role = Role { $role }: { $members }.
console-role-usage = /role NAME @member @member ... (a role of the server and its members)

## The record: a team's votes for a move, as a comment after it
record-votes = votes: { $votes }
