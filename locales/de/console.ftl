# The local console's own words (rithmo console): its greeting, what it says about the
# user, the place and the clock, how it shows replies, direct messages and files, the text
# board, and what it says about a line it cannot read.

console-welcome = rithmo-Konsole. Du bist { $name }. /{ command-help-name } zeigt die Befehle; /as NAME wechselt den Benutzer.
console-you-are = (du bist jetzt { $name })
console-at-dm = (in deinen Direktnachrichten mit dem Bot)
console-at-channel = (auf Server { $server }, Kanal { $channel })
console-clock = (Uhr: { $time })
console-clock-too-far = /clock: das ginge über das Ende des Jahres 9999 hinaus
console-clock-range = die Uhr der Konsole beginnt zwischen 0 und { $latest } (dem Ende des Jahres 9999), nicht bei { $now }
console-cannot-create = { $path } lässt sich nicht anlegen: { $error }
console-bot-cannot-move = der Bot kann in Partie #{ $game } nicht ziehen: { $error }
# Before a reply only its caller sees (ephemeral on Discord).
console-only-you = (nur für dich)
console-buttons-gone = (die Knöpfe der gedrückten Nachricht sind weg: { $what })
console-no-replay = (keine Wiederholung: { $error })
console-file = (Datei: { $path })
# Before the first line of a direct message to another user.
console-dm = (Direktnachricht an { $name })
console-dm-with-board = (Direktnachricht an { $name }, mit dem Brett)
console-dm-with-file = (Direktnachricht an { $name }, mit { $file })
# The text board: its key (C, T, S, P are the notation's letters and stay), and its notes.
console-board-key = C Kreis, T Dreieck, S Viereck, P Pyramide, der Wert nach einem Punkt: C·4 ist der weiße Kreis 4, t·16 das schwarze Dreieck 16 (Großbuchstaben Weiß, Kleinbuchstaben Schwarz; der Punkt unterscheidet einen Stein von einem Feld wie c4); * ein geschlagener Stein, der jetzt für den Schlagenden spielt; [ ] der letzte Zug
console-pyramid-holds = Die Pyramide von { $side ->
    [white] Weiß
   *[black] Schwarz
} auf { $square } enthält noch { $pyramid }
console-prisoners = Gefangene von { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $list }
# A line the console cannot read.
console-not-a-command = Befehle beginnen mit /, zum Beispiel /{ command-help-name }
console-unknown-command = unbekannter Befehl /{ $command }; /{ command-help-name } zeigt alle
console-as-usage = /as NAME, mit dem Namen, als der du schreiben willst
console-lang-usage = /lang und eine Sprache: { $known }
console-press-usage = /press KNOPF_ID, wie eine Antwort sie zeigt (/press accept:4)
console-at-usage = /at dm, oder /at server:S channel:C
console-at-number = /at { $key }:N braucht eine Zahl
console-clock-usage = /clock +2d (oder +3h, +30m)
console-clock-unit = /clock: die Einheit von „{ $text }“ muss d, h oder m sein
console-clock-not-like = /clock: „{ $text }“ hat nicht die Form +2d
console-clock-at-most = /clock stellt höchstens { $days } Tage auf einmal vor, nicht „{ $text }“
# The console's own commands, after /help's list.
console-help = Die eigenen Befehle der Konsole:
    /as NAME - ein anderer Benutzer sein (die Konsole spielt alle Spieler)
    /at dm, /at server:S channel:C - in den Direktnachrichten mit dem Bot schreiben, oder in einem anderen Kanal oder Server
    /clock +2d (oder +3h, +30m) - die Uhr der Konsole vorstellen: Erinnerungen, Zeitverluste und abgelaufene Herausforderungen kommen sofort
    /press ID - einen Knopf einer Antwort drücken (jeder steht mit seiner ID da); die Knöpfe einer privaten Antwort nur, wem sie gezeigt wurde
    /lang de|it|en - die Sprache der Konsole und aller, die an ihr schreiben
    /quit - beenden (die Partien bleiben in der Datenbank)
console-not-your-button = dieser Knopf wurde nur { $name } gezeigt; mit /as { $name } kannst du ihn drücken
console-button-gone = dieser Knopf ist nicht mehr aktiv: die Frage, auf die er antwortete, ist erledigt oder ersetzt
console-subcommand = /{ $command } braucht eines von: { $subcommands } (nicht „{ $typed }“)
console-subcommand-none = /{ $command } braucht eines von: { $subcommands }
