# Matches between servers (/match): one server's team challenges another server by a code
# that server's managers enter; the game is posted in both servers.

## /match
command-match-name = match
command-match-description = A match against another server: your team against theirs (server managers)
command-match-create-name = create
command-match-create-description = Challenge another server: you get a code for its managers
command-match-accept-name = accept
command-match-accept-description = Take up another server's match with the code its managers gave you
command-match-code-name = code
command-match-code-description = The code the other server's managers gave you
command-match-team-name = team
command-match-team-description = The role whose members play this server's side
command-match-mode-name = mode
command-match-mode-description = How the team decides: vote (default), rotate (members take turns) or captain
command-match-quorum-name = quorum
command-match-quorum-description = Vote: agreeing votes that play a move at once (default 3)
command-match-close-name = close
command-match-close-description = Vote: the last share of each move's time (percent) when the vote closes (default 25)
command-match-options-name = options
command-match-options-description = Options, e.g. balanced=true (neo), victory=shape:20 limit=200 (simple), ambush=all (heligon)
command-match-colour-name = colour
command-match-colour-description = Your team's colour (default random)
command-match-days-name = days
command-match-days-description = Days per move

help-match = /{ command-match-name } { command-match-create-name } { command-match-team-name }:<role> | { command-match-accept-name } { command-match-code-name }:… { command-match-team-name }:<role> - a match against another server where the bot is too: each server's team plays one side, every move is posted in both servers (server managers)

## Made and begun
match-created = Match #{ $id } is ready: { $team } against another server, { $variant }, { $clock }, { $colour ->
    [white] { $team } playing White
    [black] { $team } playing Black
   *[random] colours drawn by lot
  }.
    Give this code to the other server's managers: **{ $code }**
    They accept in their server with /{ command-match-name } { command-match-accept-name } { command-match-code-name }:{ $code } { command-match-team-name }:@their-role, until { $until }. The game is then posted here and there.
match-begins = Match between two servers: game #{ $id } is played in both, each move posted in each.

## A server that removed the bot
match-left-aborted = The server of { $team } removed the bot: game #{ $id } is aborted (before move 10), with no result.
match-left-forfeit = The server of { $team } removed the bot: { $team } forfeits game #{ $id }.

## Refusals
match-not-allowed = only members who may manage the server can make or accept a match for it
match-in-dms = a match is between servers: use /{ command-match-name } in a channel of your server
match-code-unknown = no match has the code { $code }: check it with the other server's managers
match-code-expired = the match with the code { $code } has expired or was withdrawn: ask the other server for a new one
match-same-server = the code { $code } was made in this server: a match is accepted in another server
match-taken = the match with the code { $code } was already accepted
match-by-code = game #{ $game } is a match for another server: its managers accept it with /{ command-match-name } { command-match-accept-name } and the code
