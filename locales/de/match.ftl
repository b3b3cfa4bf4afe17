# Matches between servers (/match): one server's team challenges another server by a code
# that server's managers enter; the game is posted in both servers.

## /match
command-match-name = vergleichskampf
command-match-description = Ein Vergleichskampf gegen einen anderen Server: euer Team gegen ihres (Server-Verwaltung)
command-match-create-name = erstellen
command-match-create-description = Einen anderen Server herausfordern: du bekommst einen Code für dessen Verwaltung
command-match-accept-name = annehmen
command-match-accept-description = Den Vergleichskampf eines anderen Servers mit dem Code annehmen, den dessen Verwaltung dir gab
command-match-code-name = code
command-match-code-description = Der Code, den dir die Verwaltung des anderen Servers gegeben hat
command-match-team-name = team
command-match-team-description = Die Rolle, deren Mitglieder die Seite dieses Servers spielen
command-match-mode-name = modus
command-match-mode-description = Wie das Team entscheidet: Abstimmung (Standard), reihum oder mit Kapitän
command-match-quorum-name = quorum
command-match-quorum-description = Abstimmung: so viele gleiche Stimmen spielen einen Zug sofort (Standard 3)
command-match-close-name = schluss
command-match-close-description = Abstimmung: der letzte Anteil der Zugzeit (Prozent), in dem die Abstimmung schließt (Standard 25)
command-match-options-name = optionen
command-match-options-description = Optionen, z. B. balanced=true (neo), victory=shape:20 limit=200 (einfach), ambush=all (heligon)
command-match-colour-name = farbe
command-match-colour-description = Die Farbe deines Teams (Standard: ausgelost)
command-match-days-name = tage
command-match-days-description = Tage pro Zug

help-match = /{ command-match-name } { command-match-create-name } { command-match-team-name }:<Rolle> | { command-match-accept-name } { command-match-code-name }:… { command-match-team-name }:<Rolle> - ein Vergleichskampf gegen einen anderen Server, auf dem der Bot auch ist: das Team jedes Servers spielt eine Seite, jeder Zug erscheint auf beiden Servern (Server-Verwaltung)

## Made and begun
match-created = Vergleichskampf #{ $id } steht bereit: { $team } gegen einen anderen Server, { $variant }, { $clock }, { $colour ->
    [white] { $team } spielt Weiß
    [black] { $team } spielt Schwarz
   *[random] die Farben werden ausgelost
  }.
    Gib diesen Code der Verwaltung des anderen Servers: **{ $code }**
    Sie nimmt auf ihrem Server mit /{ command-match-name } { command-match-accept-name } { command-match-code-name }:{ $code } { command-match-team-name }:@ihre-rolle an, bis { $until }. Die Partie erscheint dann hier und dort.
match-begins = Vergleichskampf zweier Server: Partie #{ $id } wird auf beiden gespielt, jeder Zug erscheint auf jedem.

## A server that removed the bot
match-left-aborted = Der Server von { $team } hat den Bot entfernt: Partie #{ $id } wird abgebrochen (vor dem 10. Zug), ohne Ergebnis.
match-left-forfeit = Der Server von { $team } hat den Bot entfernt: { $team } verliert Partie #{ $id } kampflos.

## Refusals
match-not-allowed = nur wer den Server verwalten darf, kann für ihn einen Vergleichskampf erstellen oder annehmen
match-in-dms = ein Vergleichskampf findet zwischen Servern statt: nutze /{ command-match-name } in einem Kanal deines Servers
match-code-unknown = kein Vergleichskampf hat den Code { $code }: prüfe ihn mit der Verwaltung des anderen Servers
match-code-expired = der Vergleichskampf mit dem Code { $code } ist abgelaufen oder wurde zurückgezogen: bitte den anderen Server um einen neuen
match-same-server = der Code { $code } wurde auf diesem Server erstellt: angenommen wird ein Vergleichskampf auf einem anderen Server
match-taken = der Vergleichskampf mit dem Code { $code } wurde schon angenommen
match-by-code = Partie #{ $game } ist ein Vergleichskampf für einen anderen Server: dessen Verwaltung nimmt ihn mit /{ command-match-name } { command-match-accept-name } und dem Code an
