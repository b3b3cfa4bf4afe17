# /puzzle: Stellungen, die die Engine gefunden hat und in denen ein Zug gewinnt.

puzzle-task = Rätsel ({ $variant }, Wertung { $rating }): { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug. Finde den Zug, der { $theme } ({ $left ->
        [one] noch ein Zug von dir
       *[other] noch { $left } Züge von dir
    }). Antworte mit /{ command-puzzle-name } { command-puzzle-move-name }:…, mit /{ command-move-name }, wo du keine Partie spielst, oder wähle unten einen Zug.
puzzle-go-on = Richtig: { $did } Der Gegner antwortet { $reply }.
puzzle-wrong = Nicht der gewinnende Zug: { $did }
puzzle-given-up = Hier ist die Lösung.
puzzle-solved-move = Gelöst: { $did }
puzzle-solved = Deine Rätselwertung: { $rating } ({ $change }); Serie { $streak }.
puzzle-failed = Deine Rätselwertung: { $rating } ({ $change }); die Serie beginnt von vorn.
puzzle-daily = Rätsel des Tages, { $date }: { $count ->
        [0] noch hat es niemand gelöst.
       *[other] gelöst von { $names }.
    }
    { $puzzle }
puzzle-daily-done = Du hast das heutige Rätsel ({ $date }) schon versucht. { $count ->
        [0] Noch hat es niemand gelöst.
       *[other] Gelöst von { $names }.
    }
puzzle-daily-servers-only = das Rätsel des Tages gehört zu einem Server: frag in einem seiner Kanäle
puzzle-all-tried = du hast jedes Rätsel von { $variant } versucht
puzzle-none-open = du hast kein Rätsel offen: /{ command-puzzle-name } gibt dir eines
puzzle-step-gone = dieser Zug des Rätsels ist vorbei; /{ command-puzzle-name } gibt dir ein neues
button-puzzle-solution = Lösung zeigen
button-puzzle-next = Nächstes Rätsel
puzzle-none-shipped = für diese Variante gibt es noch keine Rätsel
puzzle-daily-post = Rätsel des Tages, { $date } ({ $variant }, Wertung { $rating }): Finde den Zug, der { $theme }. /{ command-puzzle-name } { command-puzzle-daily-name }:true, um es zu versuchen; es ist für alle hier dasselbe.

# Das Thema eines Rätsels, aus dem gelesen, was ihre Lösung tut; Nebensatz, Verb am Ende:
# "Finde den Zug, der ..." und "Die Lösung war ..., der Zug, der ...". win-how: "durch Harmonie".
puzzle-theme-win = die Partie { win-how } gewinnt
puzzle-theme-pyramid = die gegnerische Pyramide schlägt
puzzle-theme-material = { $gain ->
        [one] einen Stein
       *[other] { $gain } Steine
    } gewinnt
puzzle-theme-points = { $gain } Punkte gewinnt
puzzle-theme-more = mehr gewinnt als jeder andere Zug
puzzle-solution = Die Lösung war { $solution }, { $moves ->
        [one] der Zug, der
       *[other] die Zugfolge, die
    } { $theme }:
puzzle-line-ply = { $n }. { $said }
puzzle-line-wins = { $side } gewinnt { win-how }.
puzzle-reply-only = Es ist der einzige legale Zug.
puzzle-reply-saves-game = Nur dieser Zug verhindert, dass { $solver ->
        [white] Weiß
       *[black] Schwarz
    } sofort { win-how } gewinnt.
puzzle-reply-lost = Nach jedem Zug gewinnt { $solver ->
        [white] Weiß
       *[black] Schwarz
    } sofort { win-how }.
puzzle-reply-best = { $nothing ->
        [yes] Nur dieser Zug verliert sofort nichts.
       *[no] Dieser Zug verliert sofort am wenigsten.
    }
puzzle-reply-tied = { $count } Züge verlieren sofort { $nothing ->
        [yes] nichts
       *[no] am wenigsten
    }; die tiefere Suche der Engine zieht diesen vor.
puzzle-reply-deeper = Diesen Zug wählt die Engine nach tieferer Suche; auf den ersten Blick sieht { $other } besser aus.
puzzle-reply-else-wins = Nach { $move } dagegen gewänne { $solver ->
        [white] Weiß
       *[black] Schwarz
    } sofort { win-how }.
puzzle-reply-else-takes = Nach { $move } dagegen schlüge { $solver ->
        [white] Weiß
       *[black] Schwarz
    } { $pieces }.
puzzle-refuted = { $move } schlägt denselben Stein wie { $solution } aus der Lösung, aber der Gegner hat eine Antwort: { $answer }
puzzle-refuted-quiet = { $move } schlägt denselben Stein wie { $solution } aus der Lösung, lässt dem Gegner danach aber die bessere Stellung: Die Lösung gewinnt mehr.
