# /puzzle: Stellungen, die die Engine gefunden hat und in denen ein Zug gewinnt.

puzzle-task = Aufgabe ({ $variant }, Wertung { $rating }): { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug. Finde den Zug, der gewinnt ({ $left ->
        [one] noch ein Zug von dir
       *[other] noch { $left } Züge von dir
    }). Antworte mit /{ command-puzzle-name } { command-puzzle-move-name }:…, mit /{ command-move-name }, wo du keine Partie spielst, oder wähle unten einen Zug.
puzzle-go-on = Richtig: { $did } Der Gegner antwortet { $reply }.
puzzle-wrong = Nicht der gewinnende Zug: { $did }
puzzle-given-up = Hier ist die Lösung.
puzzle-solved-move = Gelöst: { $did }
puzzle-solved = Deine Aufgabenwertung: { $rating } ({ $change }); Serie { $streak }.
puzzle-failed = Die Lösung war { $solution }. Deine Aufgabenwertung: { $rating } ({ $change }); die Serie beginnt von vorn.
puzzle-daily = Aufgabe des Tages, { $date }: { $count ->
        [0] noch hat sie niemand gelöst.
       *[other] gelöst von { $names }.
    }
    { $puzzle }
puzzle-daily-done = Du hast die heutige Aufgabe ({ $date }) schon versucht. { $count ->
        [0] Noch hat sie niemand gelöst.
       *[other] Gelöst von { $names }.
    }
puzzle-daily-servers-only = die Aufgabe des Tages gehört zu einem Server: frag in einem seiner Kanäle
puzzle-all-tried = du hast jede Aufgabe von { $variant } versucht
puzzle-none-open = du hast keine Aufgabe offen: /{ command-puzzle-name } gibt dir eine
puzzle-step-gone = dieser Zug der Aufgabe ist vorbei; /{ command-puzzle-name } gibt dir eine neue
button-puzzle-solution = Lösung zeigen
button-puzzle-next = Nächste Aufgabe
puzzle-none-shipped = für diese Variante gibt es noch keine Aufgaben
puzzle-daily-post = Aufgabe des Tages, { $date } ({ $variant }, Wertung { $rating }): finde den Zug, der gewinnt. /{ command-puzzle-name } { command-puzzle-daily-name }:true, um sie zu versuchen; sie ist für alle hier dieselbe.
