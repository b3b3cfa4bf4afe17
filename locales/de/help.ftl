# The help: what /help answers. Its first line, then one line (or two) per command in the order
# each command's declaration gives it (help-<command>), then how play works.

help-intro = Rithmomachie im Fernspiel. Die Befehle:
help-challenge =
    /{ command-challenge-name } [{ command-challenge-opponent-name }] [{ command-variant-name }] [{ command-challenge-options-name }] [{ command-challenge-colour-name }] [{ command-challenge-days-name }] [{ command-challenge-rated-name }] - fordere jemanden heraus oder alle hier ({ command-challenge-rated-name }:false für eine ungewertete Partie)
    /{ command-challenge-name } { command-challenge-bot-name }:N - spiele sofort gegen den Bot, Stufe 1 (Anfänger) bis 5 (am stärksten)
    /{ command-challenge-name } [{ command-challenge-days-name }] [{ command-challenge-increment-name }] [{ command-challenge-cap-name }] [{ command-challenge-weekends-off-name }] - ein Zeitkonto: { command-challenge-days-name } als Startguthaben, nach jedem Zug { command-challenge-increment-name } Tage dazu, höchstens { command-challenge-cap-name }; mit { command-challenge-weekends-off-name }:true zählen Samstage und Sonntage nicht
help-hint = /{ command-hint-name } - in einer Partie gegen den Bot: der Zug, den dir die Engine rät, und warum
help-accept = /{ command-accept-name }, /{ command-decline-name }, /{ command-cancel-name } - eine Herausforderung annehmen, ablehnen oder zurückziehen
help-move = /{ command-move-name } <Zug> - ziehen: c3-c5, c3xc5 (ein Schlag), T25@e6 (einen Gefangenen einsetzen); /{ command-move-name } c3 zeigt die Züge des Steins auf c3, /{ command-move-name } C·4 (oder C4) die deines Kreises 4
help-board = /{ command-board-name } - das Brett zeigen;  /{ command-games-name } - deine Partien und die, die du beobachtest, die eines Spielers oder die dieses Kanals (in einer Direktnachricht an den Bot: deine Partien auf allen Servern, die, in denen du am Zug bist, zuerst)
help-resign = /{ command-resign-name } - fragt vorher nach Bestätigung;  /{ command-draw-name } { command-choice-offer }|{ command-choice-accept }|{ command-choice-decline } - Remis anbieten, annehmen, ablehnen
help-abort = /{ command-abort-name } - eine Partie absagen, bevor beide gezogen haben: kein Ergebnis, zählt für niemanden
help-watch = /{ command-watch-name }, /{ command-unwatch-name } - nach jedem Zug eine Direktnachricht mit dem Brett bekommen (oder nicht mehr)
help-history = /{ command-history-name } - die Partieaufzeichnung;  /{ command-rules-name } [{ command-rules-variant-name }] - wie jede Variante gespielt wird
help-stats = /{ command-stats-name } [{ command-stats-player-name }] - Siege, Niederlagen und Remis hier, Wertungszahlen und ihr Verlauf als Diagramm
help-leaderboard = /{ command-leaderboard-name } [{ command-variant-name }] - die Spieler dieses Servers nach Wertung
help-vacation = /{ command-vacation-name } { command-vacation-days-name }:N - halte deine Uhren 1 bis 14 Tage an (höchstens 30 Tage im Jahr)
help-learn = /{ command-learn-name } [{ command-learn-variant-name }] - Lektionen, Schritt für Schritt mit dem Brett: wie jede Form zieht, jedes Schlagen, jede Art zu gewinnen; ein erneutes /{ command-learn-name } macht dort weiter, wo du aufgehört hast
help-puzzle = /{ command-puzzle-name } [{ command-puzzle-variant-name }] - ein Rätsel, von der Engine gefunden: finde den Zug, der tut, was es verlangt (die Partie durch eine Harmonie gewinnen, die Pyramide schlagen, Material gewinnen); deine Rätselwertung und Serie; /{ command-puzzle-name } { command-puzzle-daily-name }:true das Rätsel des Tages des Servers; /{ command-puzzle-name } { command-puzzle-mine-name }:true deine eigenen Rätsel aus den Fehlern deiner analysierten Partien
help-analyse = /{ command-analyse-name } { command-game-name }:N - die Analyse einer beendeten Partie durch die Engine: die Genauigkeit jedes Spielers, die Fehler und die besseren Züge
help-settings = /{ command-settings-name } - die Sprache dieses Servers, wie viele Tage ein Zug dauern darf, wenn eine Herausforderung nichts sagt, die Kanäle für neue Partien, ob Partien gegen den Bot gewertet werden, wohin Ankündigungen gehen (ändern dürfen Mitglieder, die den Server verwalten)
help-premove = /{ command-premove-name } { command-premove-line-name }:… - bedingte Züge, während dein Gegner am Zug ist: „f6-f5 d4-d5 g6-g5 c3-c4“ beantwortet f6-f5 sofort mit d4-d5, dann g6-g5 mit c3-c4 (nur du siehst sie); /{ command-premove-name } allein zeigt deine, { command-premove-clear-name }:true verwirft sie
help-note = /{ command-note-name } { command-note-text-name }:… - eine private Notiz zu einer Partie, nur dir gezeigt bei /{ command-board-name } und neben /{ command-history-name }
help-tournament = /{ command-tournament-name } { command-tournament-create-name }|{ command-tournament-join-name }|{ command-tournament-leave-name }|{ command-tournament-start-name }|{ command-tournament-standings-name }|{ command-tournament-list-name }|{ command-tournament-withdraw-name }|{ command-tournament-cancel-name }|{ command-tournament-export-name } [{ command-tournament-id-name }:N] - Turniere hier: Rundenturnier oder Schweizer System, die Partien beginnt der Bot, Ergebnisse und Tabelle werden angekündigt
help-play = Jeder Zug hat eine Bedenkzeit von 1 bis 14 Tagen oder zehrt von einem Zeitkonto mit bis zu 30 Tagen; bei 80 % davon kommt eine Erinnerung, und wer die Zeit überschreitet, verliert (eine Partie, deren erster Zug nicht rechtzeitig kommt, wird stattdessen abgebrochen). Eine Herausforderung, die niemand annimmt, verfällt nach { $challenge_days ->
        [one] einem Tag
       *[other] { $challenge_days } Tagen
    }.
    Wertung: Glicko-2, je Variante und Server, ab 1500; eine Wertungszahl mit ? ist vorläufig (noch unsicher: wenige Partien oder lange keine). Fairness: Zwischen denselben zwei Spielern { $rated_pair_limit ->
        [one] zählt in 24 Stunden nur die erste gewertete Partie
       *[other] zählen in 24 Stunden nur die ersten { $rated_pair_limit } gewerteten Partien
    }; spätere lassen die Wertung unberührt. Abgebrochene und ungewertete Partien ändern keine Wertung.
    Ist eine Partie zu Ende, fordert ihr Revanche-Knopf denselben Gegner noch einmal heraus, mit getauschten Farben (gewertet oder ungewertet wie zuvor).
    Befehle finden deine Partie über den Thread oder Kanal; spielst du hier mehrere, nimmt /{ command-move-name } die, in der du am Zug bist und der Zug erlaubt ist, sonst wirst du nach { command-game-name }:N gefragt.
help-notify = /{ command-notify-name } - wie du erfährst, dass du am Zug bist: eine Direktnachricht bei jedem Zug (so ist es eingestellt), eine Übersicht am Tag zu deiner Uhrzeit ({ command-notify-digest-name } und { command-notify-zone-name }, etwa 08:00 und Europe/Rome) oder nur die Erwähnung im Kanal; { command-notify-second-reminder-name }:true fügt eine Erinnerung bei 95 % der Bedenkzeit hinzu; { command-notify-sign-out-pages-name }:true meldet dich überall von den Webseiten des Bretts ab
