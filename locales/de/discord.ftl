# Was der Discord-Adapter selbst sagt: Antworten, bevor der Spieldienst gefragt wird
# (Neustart, Befehle am falschen Ort, fehlende Berechtigungen, ungültige Optionswerte),
# und der Name des Threads einer Partie.

discord-closing = Der Bot startet gerade neu; schick das bitte in einer Minute noch einmal.
discord-only-in-servers = /{ $command } funktioniert in den Kanälen eines Servers, wo Partien gespielt werden; in Direktnachrichten beantworte ich /{ command-help-name }, /{ command-rules-name } und /{ command-games-name }.
discord-missing-permissions = { $count ->
    [one] Ich kann in diesem Kanal keine Partien leiten: Mir fehlt die Berechtigung { $names }. Bitte einen Moderator, sie mir hier zu geben.
   *[other] Ich kann in diesem Kanal keine Partien leiten: Mir fehlen die Berechtigungen { $names }. Bitte einen Moderator, sie mir hier zu geben.
}
# Discords eigene Namen der Berechtigungen, wie seine Servereinstellungen sie zeigen.
discord-permission-view-channel = Kanäle ansehen
discord-permission-send-messages = Nachrichten senden
discord-permission-attach-files = Dateien anhängen
discord-hint-failed = der Tipp ist fehlgeschlagen; versuch es noch einmal
discord-thread-name = Rithmomachia-Partie #{ $game }
# Eine Zahl außerhalb des Bereichs oder von anderer Art (nur eine selbst gebaute Anfrage schickt so etwas).
discord-unknown-command = Den Befehl /{ $command } kenne ich nicht.
