# /tournament: a server's round robins and Swiss events (src/service/tournaments/).
tournament-servers-only = tournaments belong to a server: use /{ command-tournament-name } in one of its channels
tournament-other-server = tournament #{ $id } belongs to another server
tournament-no-such = there is no tournament #{ $id }
tournament-none-here = no tournament here to { $sub }; /{ command-tournament-name } { command-tournament-list-name } shows this server's
tournament-choice = #{ $id } “{ $name }”
tournament-which = several tournaments here you could { $sub }: { $list }; name one with { command-tournament-id-name }:N
tournament-swiss-needs-rounds = a Swiss needs its rounds: { command-tournament-rounds-name }:N
tournament-create-not-allowed = only members who may manage the server create tournaments
tournament-too-many-rounds = { $rounds } rounds are more than { $players } players allow: at most { $most } without two players meeting twice
tournament-created = Tournament #{ $id } “{ $name }” by { $organiser }: { $format }, { $variant }, { $clock }, { $rated ->
        [yes] rated
       *[no] casual
    }, up to { $max } players. { $closes ->
        [none] { $organiser } starts it.
       *[other] Sign-up closes { $closes }.
    } Join with /{ command-tournament-name } { command-tournament-join-name } { command-tournament-id-name }:{ $id }
tournament-format = { $format ->
        [swiss] Swiss, { $rounds ->
            [one] { $rounds } round
           *[other] { $rounds } rounds
        }
        [double] double round robin
       *[round-robin] round robin
    }
tournament-stage = { $stage ->
        [open] open for sign-up
        [running] under way
        [finished] finished
       *[cancelled] cancelled
    }
tournament-list-none = this server has no tournaments yet
tournament-list-head = This server's tournaments:
tournament-list-line = #{ $id } “{ $name }”: { $stage }, { $format }, { $players }/{ $max } players
tournament-join-closed = sign-up for #{ $id } “{ $name }” has closed
tournament-join-twice = you have already joined #{ $id } “{ $name }”
tournament-join-full = #{ $id } “{ $name }” is full: { $max } players
tournament-joined = { $player } joined #{ $id } “{ $name }” ({ $players }/{ $max })
tournament-leave-started = #{ $id } has started: /{ command-tournament-name } { command-tournament-withdraw-name } to withdraw
tournament-not-entered = you are not playing in #{ $id }
tournament-left = { $player } left #{ $id } “{ $name }”
tournament-not-allowed = only the organiser of #{ $id }, or a member who may manage the server, may do that
tournament-cancel-too-late = #{ $id } can no longer be cancelled: one of its games has ended
tournament-cancelled = Tournament #{ $id } “{ $name }” was cancelled by { $by }; its games are called off.
tournament-start-not-open = #{ $id } is not open for sign-up: it has started or is over
tournament-start-too-few = #{ $id } cannot start with { $players ->
        [one] { $players } player
       *[other] { $players } players
    }: it needs at least { $fewest }
tournament-begins = Tournament #{ $id } “{ $name }” begins: { $format }, { $players } players. Pairings:
tournament-round = Tournament #{ $id } “{ $name }”, round { $round } of { $rounds }. Pairings:
tournament-pairing = round { $round }, game #{ $game }: { $white } (White) - { $black } (Black)
tournament-bye = round { $round }: { $player } has the bye (a win)
tournament-your-games = Your games in #{ $id } “{ $name }”:
    { $games }
tournament-score = { $result ->
        [white] 1-0
        [black] 0-1
        [draw] ½-½
        [white-forfeit] 1-0
        [black-forfeit] 0-1
        [double-forfeit] 0-0
       *[bye] bye
    }
tournament-result = “{ $name }”, round { $round }: { $white } { $score } { $black }{ $forfeit ->
        [yes] , by forfeit
       *[no] {""}
    } (game #{ $game })
tournament-withdraw-not-running = #{ $id } is not under way
tournament-withdrew = { $player } withdrew from #{ $id } “{ $name }”{ $count ->
        [0] .
        [one] ; game { $games } is lost by forfeit.
       *[other] ; games { $games } are lost by forfeit.
    }
tournament-closed-unplayed = Sign-up for #{ $id } “{ $name }” has closed, but it cannot be played: { $why }.
tournament-won = Tournament #{ $id } “{ $name }” is over: { $winner } wins with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
tournament-standings-head = Standings of #{ $id } “{ $name }” ({ $format }):
tournament-swiss-tie-breaks = Buchholz cut 1 { $cut }, Buchholz { $buchholz }, Sonneborn-Berger { $sb }
tournament-round-robin-tie-breaks = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, Sonneborn-Berger { $sb }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
tournament-struck = withdrawn: results struck out
tournament-entrants = #{ $id } “{ $name }” is open for sign-up; { $count ->
        [0] nobody has joined yet
        [one] { $count } player: { $names }
       *[other] { $count } players: { $names }
    }
tournament-export-not-begun = #{ $id } has not started: it has no pairings to export yet
tournament-exported = #{ $id } “{ $name }” in FIDE's TRF format:
tournament-columns-swiss = #|Player|Points|Bh-1|Bh|SB
tournament-columns-round-robin = #|Player|Points|SB|Wins
