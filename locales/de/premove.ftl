# /premove: bedingte Züge. Nur wer sie gibt, sieht sie je.
premove-not-bot = Partie #{ $game } wird gegen den Bot gespielt: bedingte Züge gibt es nur in Partien zwischen Spielern
premove-your-turn = in Partie #{ $game } bist du am Zug: zieh zuerst, dann gib deine Antworten auf die erwarteten Züge
premove-empty = die Folge ist leer: schreib den Zug deines Gegners, deine Antwort und so weiter, z. B. f6-f5 d4-d5
premove-too-long = eine Folge hat höchstens { $max } Züge, nicht { $count }
premove-ends-with-theirs = die Folge endet mit dem Zug deines Gegners { $text }: schließ sie mit deiner Antwort ab
premove-after-end = Zug { $number } der Folge, { $text }, käme nach dem Ende der Partie
premove-illegal = Zug { $number } der Folge: { $why }
premove-disagrees = auf { $theirs } antwortest du schon mit { $before }, nicht mit { $now }: eine Antwort auf jeden Zug (/{ command-premove-name } { command-premove-clear-name }:true fängt neu an)
premove-too-many-lines = höchstens { $max } Folgen pro Partie: /{ command-premove-name } { command-premove-clear-name }:true fängt neu an
premove-saved = Für Partie #{ $game } gespeichert, nur du siehst es: { $line } (jeder Zug von { $opponent } mit deiner Antwort). { $count ->
        [one] Du hast dort 1 Folge.
       *[other] Du hast dort { $count } Folgen.
    }
premove-none = Du hast in Partie #{ $game } keine bedingten Züge.
premove-list = Deine bedingten Züge in Partie #{ $game } (nur du siehst sie):
    { $lines }
premove-cleared = { $count ->
        [0] Du hattest in Partie #{ $game } keine bedingten Züge.
        [one] Deine bedingte Folge in Partie #{ $game } ist verworfen.
       *[other] Deine { $count } bedingten Folgen in Partie #{ $game } sind verworfen.
    }
premove-marker = (bedingter Zug)
premove-played = Partie #{ $game }: dein Gegner zog { $theirs }, und dein bedingter Zug { $answer } wurde sofort gespielt. { $left ->
        [0] Keine deiner Folgen geht von hier weiter.
        [one] 1 deiner Folgen geht von hier weiter.
       *[other] { $left } deiner Folgen gehen von hier weiter.
    }
premove-ran-out = Partie #{ $game }: dein Gegner zog { $theirs }, was keine deiner bedingten Folgen vorsah; sie sind verworfen. Du bist am Zug.
