# Die Slash-Befehle, wie Discord sie zeigt: Name und Beschreibung jedes Befehls, jeder
# Option und jeder Auswahl (`-name`, `-description`), als Discords Lokalisierungen
# registriert. Namen: klein geschrieben, ohne Leerzeichen, höchstens 32 Zeichen;
# Beschreibungen höchstens 100.

## Options several commands share
command-game-name = partie
command-game-description = Partienummer, wenn du hier mehrere spielst
command-variant-name = variante
command-variant-description = Regelwerk (Standard: neo)

## Choices
command-choice-white = weiß
command-choice-black = schwarz
command-choice-random = zufällig
command-choice-offer = anbieten
command-choice-accept = annehmen
command-choice-decline = ablehnen
# The variants: the value sent stays the variant's id (neo, simple, classic, heligon).
command-choice-neo = neo
command-choice-simple = einfach
command-choice-classic = klassisch
command-choice-heligon = heligon

## /challenge
command-challenge-name = herausfordern
command-challenge-description = Fordere jemanden (oder alle hier) zu einer Partie heraus
command-challenge-opponent-name = gegner
command-challenge-opponent-description = Gegen wen du spielst; weglassen für eine offene Herausforderung
command-challenge-options-name = optionen
command-challenge-options-description = Optionen, z. B. balanced=true (neo), victory=shape:20 limit=200 (einfach), ambush=all (heligon)
command-challenge-colour-name = farbe
command-challenge-colour-description = Deine Farbe (Standard: zufällig)
command-challenge-days-name = tage
command-challenge-days-description = Tage pro Zug
command-challenge-bot-name = bot
command-challenge-bot-description = Stattdessen gegen den Bot: Stufe 1 (Anfänger) bis 5 (am stärksten)
command-challenge-rated-name = gewertet
command-challenge-rated-description = Zählt für die Wertung (Standard: ja); nein: eine ungewertete Partie

## The commands about one game
command-accept-name = annehmen
command-accept-description = Eine Herausforderung annehmen
command-decline-name = ablehnen
command-decline-description = Eine Herausforderung an dich ablehnen
command-cancel-name = zurückziehen
command-cancel-description = Deine Herausforderung zurückziehen
command-move-name = ziehen
command-move-description = Einen Zug spielen: c3-c5, c3xc5, T25@e6
command-move-move-name = zug
command-move-move-description = Dein Zug
command-board-name = brett
command-board-description = Das Brett zeigen
command-resign-name = aufgeben
command-resign-description = Die Partie aufgeben (du wirst um Bestätigung gebeten)
command-abort-name = abbrechen
command-abort-description = Eine Partie absagen, bevor beide gezogen haben: kein Ergebnis
command-draw-name = remis
command-draw-description = Remis anbieten, annehmen oder ablehnen
command-draw-action-name = aktion
command-draw-action-description = anbieten, annehmen oder ablehnen
command-watch-name = beobachten
command-watch-description = Nach jedem Zug einer Partie eine Direktnachricht bekommen
command-unwatch-name = nicht-mehr-beobachten
command-unwatch-description = Eine Partie nicht mehr beobachten
command-history-name = verlauf
command-history-description = Die Partieaufzeichnung und eine animierte Wiedergabe
command-hint-name = tipp
command-hint-description = Der Vorschlag des Bots für deinen Zug, in einer Partie gegen den Bot

## Lists, players, rules
command-games-name = partien
command-games-description = Partien auflisten: deine, die eines Spielers oder die dieses Kanals
command-games-player-name = spieler
command-games-player-description = Wessen Partien
command-games-channel-name = kanal
command-games-channel-description = Die Partien dieses Kanals
command-vacation-name = urlaub
command-vacation-description = Deine Uhren 1 bis 14 Tage anhalten (30 Tage im Jahr)
command-vacation-days-name = tage
command-vacation-days-description = Wie viele Tage
command-leaderboard-name = rangliste
command-leaderboard-description = Die Spieler dieses Servers nach Wertung
command-stats-name = statistik
command-stats-description = Gewonnene, verlorene und remis gespielte Partien auf diesem Server
command-stats-player-name = spieler
command-stats-player-description = Wessen Bilanz (deine, wenn weggelassen)
command-rules-name = regeln
command-rules-description = Wie eine Variante gespielt wird
command-rules-variant-name = variante
command-rules-variant-description = Welche Variante
command-help-name = hilfe
command-help-description = Was der Bot kann

## /settings
command-settings-name = einstellungen
command-settings-description = Die Einstellungen dieses Servers: Sprache, Tage, Kanäle, Wertung, Ankündigungen
command-settings-language-name = sprache
command-settings-language-description = Die Sprache der Beiträge des Bots hier (auto: die Sprache des Servers in Discord)
command-settings-days-name = tage
command-settings-days-description = Tage pro Zug einer Herausforderung, die keine nennt
command-settings-challenge-days-name = herausforderungstage
command-settings-challenge-days-description = Tage, die eine Herausforderung offen bleibt (1 bis 90)
command-settings-add-channel-name = kanal-hinzufügen
command-settings-add-channel-description = Partien in diesem Kanal beginnen lassen (dann nur in den aufgeführten Kanälen)
command-settings-remove-channel-name = kanal-entfernen
command-settings-remove-channel-description = Einen Kanal von der Liste der Kanäle für neue Partien nehmen
command-settings-all-channels-name = alle-kanäle
command-settings-all-channels-description = Ja: Partien dürfen wieder in jedem Kanal beginnen
command-settings-bot-rated-name = bot-gewertet
command-settings-bot-rated-description = Ob Partien gegen den Bot für die Wertung zählen (Standard: nein)
command-settings-puzzle-channel-name = rätsel-kanal
command-settings-puzzle-channel-description = Wo das Rätsel des Tages angekündigt wird
command-settings-tournament-channel-name = turnier-kanal
command-settings-tournament-channel-description = Wo Turniere angekündigt werden
command-settings-game-puzzles-name = partie-rätsel
command-settings-game-puzzles-description = Ob aus den beendeten Partien dieses Servers Rätsel gewonnen werden dürfen (Standard: nein)
command-settings-web-name = web
command-settings-web-description = Die Partien dieses Servers auf einer Webseite zeigen, für jeden mit dem Link (Standard: aus)
command-choice-on = an
command-choice-off = aus
command-settings-reset-name = zurücksetzen
command-settings-reset-description = Eine Einstellung auf ihren Standard zurücksetzen
command-choice-auto = auto (die Sprache des Servers in Discord)
command-choice-en = English
command-choice-de = Deutsch
command-choice-it = Italiano
command-choice-language = Sprache
command-choice-days = Tage pro Zug
command-choice-challenge-days = Tage, die eine Herausforderung offen bleibt
command-choice-puzzle-channel = Rätsel-Kanal
command-choice-tournament-channel = Turnier-Kanal

## /learn
command-learn-name = lernen
command-learn-description = Lektionen: eine Variante Schritt für Schritt lernen, mit dem Brett (privat)
command-learn-variant-name = variante
command-learn-variant-description = Die Lektionen welcher Variante (Standard: wo du aufgehört hast, sonst neo)
command-learn-lesson-name = lektion
command-learn-lesson-description = Zu Lektion Nummer N der Variante gehen
command-learn-move-name = zug
command-learn-move-description = Deine Antwort auf die Aufgabe der Lektion: c3-c5, T25@e6

## /puzzle, /analyse
command-puzzle-name = rätsel
command-puzzle-description = Ein Rätsel: finde den Zug, der die Partie, die Pyramide oder Material gewinnt (privat)
command-puzzle-variant-name = variante
command-puzzle-variant-description = Die Rätsel welcher Variante (Standard: deine letzte, sonst neo)
command-puzzle-daily-name = täglich
command-puzzle-daily-description = Ja: das Rätsel des Tages dieses Servers, und wer es gelöst hat
command-puzzle-move-name = zug
command-puzzle-move-description = Deine Antwort auf das Rätsel: c3-c5, T25@e6
command-analyse-name = analysieren
command-analyse-description = Die Analyse einer beendeten Partie durch die Engine: Fehler, Genauigkeit, bessere Züge
command-premove-name = vorauszug
command-premove-description = Bedingte Züge: auf die Züge deines Gegners im Voraus antworten
command-premove-line-name = folge
command-premove-line-description = Zug des Gegners, deine Antwort, Zug des Gegners, deine Antwort ... z. B. f6-f5 d4-d5 g6-g5 c3-c4
command-premove-clear-name = löschen
command-premove-clear-description = Ja: alle deine bedingten Züge in dieser Partie verwerfen
command-note-name = notiz
command-note-description = Eine private Notiz zu einer Partie: nur du siehst sie, sonst niemand
command-note-text-name = text
command-note-text-description = Deine Notiz (bis zu 1.000 Zeichen)
command-notify-name = benachrichtigung
command-notify-description = Wie du erfährst, dass du am Zug bist: bei jedem Zug, einmal am Tag oder nur durch die Erwähnung
command-notify-mode-name = art
command-notify-mode-description = Eine Direktnachricht je Zug, eine Übersicht am Tag oder nur die Erwähnung im Kanal
command-notify-digest-name = übersicht
command-notify-digest-description = Die Uhrzeit deiner täglichen Übersicht in deiner Zeitzone, etwa 08:00
command-notify-zone-name = zeitzone
command-notify-zone-description = Deine Zeitzone, etwa Europe/Berlin (wird beim Tippen angeboten)
command-notify-second-reminder-name = zweite-erinnerung
command-notify-second-reminder-description = Ja: eine zweite Erinnerung, wenn 95 % der Bedenkzeit eines Zuges verstrichen sind
command-notify-sign-out-pages-name = von-seiten-abmelden
command-notify-sign-out-pages-description = Ja: dich in jedem Browser von den Webseiten des Bretts abmelden
command-choice-move = bei jedem Zug
command-choice-digest = tägliche Übersicht
command-choice-none = nur Erwähnung

## /tournament
command-tournament-name = turnier
command-tournament-description = Ein Turnier des Servers: Rundenturnier oder Schweizer System, von der Anmeldung bis zum Sieger
command-tournament-create-name = erstellen
command-tournament-create-description = Ein Turnier anlegen (nur Mitglieder, die den Server verwalten dürfen)
command-tournament-join-name = beitreten
command-tournament-join-description = Sich während der Anmeldung zu einem Turnier anmelden
command-tournament-leave-name = abmelden
command-tournament-leave-description = Sich vor dem Start von einem Turnier abmelden
command-tournament-start-name = starten
command-tournament-start-description = Ein Turnier jetzt starten (sein Veranstalter oder wer den Server verwalten darf)
command-tournament-standings-name = tabelle
command-tournament-standings-description = Die Tabelle eines Turniers (die Kreuztabelle eines Rundenturniers)
command-tournament-list-name = liste
command-tournament-list-description = Die Turniere dieses Servers, offene zuerst
command-tournament-withdraw-name = zurückziehen
command-tournament-withdraw-description = Sich aus einem laufenden Turnier zurückziehen: deine offenen Partien gehen kampflos verloren
command-tournament-cancel-name = absagen
command-tournament-cancel-description = Ein Turnier absagen, bevor eine seiner Partien zu Ende ist
command-tournament-export-name = exportieren
command-tournament-export-description = Ein Turnier als FIDE-TRF-Datei, das Format, das Turniersoftware liest
command-tournament-id-name = nummer
command-tournament-id-description = Die Nummer des Turniers, wenn es hier mehrere gibt
command-tournament-name-name = name
command-tournament-name-description = Der Name des Turniers
command-tournament-format-name = modus
command-tournament-format-description = Rundenturnier (jeder gegen jeden) oder Schweizer System (Standard: Rundenturnier)
command-tournament-variant-name = variante
command-tournament-variant-description = Regelwerk (Standard: neo)
command-tournament-options-name = optionen
command-tournament-options-description = Spieloptionen, Schlüssel=Wert, z. B. balanced=true
command-tournament-rounds-name = runden
command-tournament-rounds-description = Die Runden eines Turniers im Schweizer System
command-tournament-double-name = doppelt
command-tournament-double-description = Ja: ein Rundenturnier, in dem jedes Paar zweimal spielt, mit getauschten Farben
command-tournament-days-name = tage
command-tournament-days-description = Tage pro Zug
command-tournament-rated-name = gewertet
command-tournament-rated-description = Ob seine Partien für die Wertung zählen (Standard: ja)
command-tournament-max-players-name = max-spieler
command-tournament-max-players-description = Wie viele Spieler höchstens teilnehmen dürfen (Standard: 32)
command-tournament-signup-days-name = anmeldetage
command-tournament-signup-days-description = Tage, bis die Anmeldung schließt und das Turnier von selbst beginnt
command-choice-round-robin = Rundenturnier
command-choice-swiss = Schweizer System

command-settings-teams-rated-name = teams-gewertet
command-settings-teams-rated-description = Ob Partien Team gegen Team für die Wertung der Teams zählen (Standard: nein)
