# /tournament: Rundenturniere und Turniere im Schweizer System eines Servers.
tournament-servers-only = Turniere gehören zu einem Server: nutze /{ command-tournament-name } in einem seiner Kanäle
tournament-other-server = Turnier #{ $id } gehört zu einem anderen Server
tournament-no-such = es gibt kein Turnier #{ $id }
tournament-none-here = hier gibt es kein Turnier für „{ $sub }“; /{ command-tournament-name } { command-tournament-list-name } zeigt die dieses Servers
tournament-choice = #{ $id } „{ $name }“
tournament-which = hier kommen mehrere Turniere für „{ $sub }“ in Frage: { $list }; nenne eines mit { command-tournament-id-name }:N
tournament-swiss-needs-rounds = ein Turnier im Schweizer System braucht seine Rundenzahl: { command-tournament-rounds-name }:N
tournament-create-not-allowed = nur Mitglieder, die den Server verwalten dürfen, legen Turniere an
tournament-too-many-rounds = { $rounds } Runden sind mehr, als { $players } Spieler erlauben: höchstens { $most }, ohne dass sich zwei Spieler zweimal begegnen
tournament-created = Turnier #{ $id } „{ $name }“ von { $organiser }: { $format }, { $variant }, { $clock }, { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }, bis zu { $max } Spieler. { $closes ->
        [none] { $organiser } startet es.
       *[other] Die Anmeldung schließt am { $closes }.
    } Anmelden mit /{ command-tournament-name } { command-tournament-join-name } { command-tournament-id-name }:{ $id }
tournament-format = { $format ->
        [swiss] Schweizer System, { $rounds ->
            [one] { $rounds } Runde
           *[other] { $rounds } Runden
        }
        [double] doppeltes Rundenturnier
       *[round-robin] Rundenturnier
    }
tournament-stage = { $stage ->
        [open] Anmeldung offen
        [running] läuft
        [finished] beendet
       *[cancelled] abgesagt
    }
tournament-list-none = dieser Server hat noch keine Turniere
tournament-list-head = Die Turniere dieses Servers:
tournament-list-line = #{ $id } „{ $name }“: { $stage }, { $format }, { $players }/{ $max } Spieler
tournament-join-closed = die Anmeldung für #{ $id } „{ $name }“ ist geschlossen
tournament-join-twice = du bist bei #{ $id } „{ $name }“ schon angemeldet
tournament-join-full = #{ $id } „{ $name }“ ist voll: { $max } Spieler
tournament-joined = { $player } ist bei #{ $id } „{ $name }“ dabei ({ $players }/{ $max })
tournament-leave-started = #{ $id } hat schon begonnen: mit /{ command-tournament-name } { command-tournament-withdraw-name } ziehst du dich zurück
tournament-not-entered = du spielst nicht bei #{ $id } mit
tournament-left = { $player } hat sich von #{ $id } „{ $name }“ abgemeldet
tournament-not-allowed = das darf nur der Veranstalter von #{ $id } oder wer den Server verwalten darf
tournament-cancel-too-late = #{ $id } kann nicht mehr abgesagt werden: eine seiner Partien ist schon zu Ende
tournament-cancelled = Turnier #{ $id } „{ $name }“ wurde von { $by } abgesagt; seine Partien werden abgebrochen.
tournament-start-not-open = #{ $id } ist nicht mehr zur Anmeldung offen: es hat schon begonnen oder ist vorbei
tournament-start-too-few = #{ $id } kann mit { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spielern
    } nicht beginnen: es braucht mindestens { $fewest }
tournament-begins = Turnier #{ $id } „{ $name }“ beginnt: { $format }, { $players } Spieler. Paarungen:
tournament-round = Turnier #{ $id } „{ $name }“, Runde { $round } von { $rounds }. Paarungen:
tournament-pairing = Runde { $round }, Partie #{ $game }: { $white } (Weiß) - { $black } (Schwarz)
tournament-bye = Runde { $round }: { $player } ist spielfrei (zählt als Sieg)
tournament-your-games = Deine Partien bei #{ $id } „{ $name }“:
    { $games }
tournament-score = { $result ->
        [white] 1-0
        [black] 0-1
        [draw] ½-½
        [white-forfeit] 1-0
        [black-forfeit] 0-1
        [double-forfeit] 0-0
       *[bye] spielfrei
    }
tournament-result = „{ $name }“, Runde { $round }: { $white } { $score } { $black }{ $forfeit ->
        [yes] , kampflos
       *[no] {""}
    } (Partie #{ $game })
tournament-withdraw-not-running = #{ $id } läuft nicht
tournament-withdrew = { $player } hat sich von #{ $id } „{ $name }“ zurückgezogen{ $count ->
        [0] .
        [one] ; Partie { $games } ist kampflos verloren.
       *[other] ; die Partien { $games } sind kampflos verloren.
    }
tournament-closed-unplayed = Die Anmeldung für #{ $id } „{ $name }“ ist geschlossen, aber es kann nicht gespielt werden: { $why }.
tournament-won = Turnier #{ $id } „{ $name }“ ist vorbei: { $winner } gewinnt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }.
tournament-standings-head = Tabelle von #{ $id } „{ $name }“ ({ $format }):
tournament-swiss-tie-breaks = Buchholz ohne schlechtestes Ergebnis { $cut }, Buchholz { $buchholz }, Sonneborn-Berger { $sb }
tournament-round-robin-tie-breaks = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, Sonneborn-Berger { $sb }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
tournament-struck = zurückgezogen: Ergebnisse gestrichen
tournament-entrants = #{ $id } „{ $name }“ ist zur Anmeldung offen; { $count ->
        [0] noch niemand ist dabei
        [one] { $count } Spieler: { $names }
       *[other] { $count } Spieler: { $names }
    }
tournament-export-not-begun = #{ $id } hat noch nicht begonnen: es gibt noch keine Paarungen zu exportieren
tournament-exported = #{ $id } „{ $name }“ im TRF-Format der FIDE:
tournament-columns-swiss = #|Spieler|Punkte|Bh-1|Bh|SB
tournament-columns-round-robin = #|Spieler|Punkte|SB|Siege
