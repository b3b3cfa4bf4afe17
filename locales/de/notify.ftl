# /notify: how a player is told it is their turn.
notify-saved = Gespeichert.
notify-state = So erfährst du, dass du am Zug bist: { $mode ->
        [move] eine Direktnachricht bei jedem Zug, nach dem du dran bist.
        [digest] einmal am Tag um { $time } ({ $zone }) eine Direktnachricht mit deinen wartenden Partien; die nächste: { $next }.
       *[none] nur durch die Erwähnung im Kanal der Partie.
    } { $second ->
        [yes] Eine zweite Erinnerung kommt, wenn 95 % der Bedenkzeit eines Zuges verstrichen sind, nach der bei 80 %.
       *[no] Die Erinnerung bei 80 % der Bedenkzeit eines Zuges kommt wie immer; { command-notify-second-reminder-name }:true fügt eine bei 95 % hinzu.
    }
notify-digest-needs-time = eine tägliche Übersicht braucht ihre Uhrzeit: /{ command-notify-name } { command-notify-digest-name }:08:00 { command-notify-zone-name }:Europe/Berlin
notify-digest-needs-mode = { command-notify-digest-name } legt die Uhrzeit der täglichen Übersicht fest: lass { command-notify-mode-name } weg oder wähle { command-choice-digest }
notify-digest = Deine Partien, in denen du am Zug bist ({ $count }), die dringendste zuerst:
    { $games }
notify-your-move = Partie #{ $game }, Zug { $number }: { $line } Du bist am Zug, spätestens bis { $due }: { $link }
notify-signed-out-pages = { $count ->
    [0] Du warst auf den Seiten des Bretts nirgends angemeldet.
    [one] Auf den Seiten des Bretts abgemeldet, in dem einen Browser, in dem du angemeldet warst.
   *[other] Auf den Seiten des Bretts abgemeldet, in den { $count } Browsern, in denen du angemeldet warst.
  }

# Teamspiele: eine Direktnachricht, wenn das Team am Zug ist, dem man beigetreten ist oder für das man abgestimmt hat.
command-notify-team-moves-name = team-züge
command-notify-team-moves-description = true: eine Direktnachricht, wenn dein Team am Zug ist (beigetreten oder mitgestimmt)
notify-team-moves = Teamspiele: eine Direktnachricht, wenn dein Team am Zug ist.
