# /analyse: die Analyse einer beendeten Partie durch die Engine.

review-working = Analysiere Partie #{ $game }: Zug { $done } von { $total }…
review-going-on = Partie #{ $game } läuft noch: die Engine analysiert eine Partie erst, wenn sie vorbei ist (keine Hilfe während des Spiels)
review-not-played = Partie #{ $game } wurde nie zu Ende gespielt (abgebrochen, abgelehnt oder zurückgezogen): es gibt nichts zu analysieren
review-head = Analyse von Partie #{ $game } ({ $variant }), { $white } (Weiß) gegen { $black } (Schwarz). Genauigkeit: { $white } { $white_accuracy } %, { $black } { $black_accuracy } %.
review-counts = { $name }: { $inaccuracies } { $inaccuracies ->
        [one] Ungenauigkeit
       *[other] Ungenauigkeiten
    }, { $mistakes } { $mistakes ->
        [one] Fehler
       *[other] Fehler
    }, { $blunders } { $blunders ->
        [one] grober Fehler
       *[other] grobe Fehler
    }
review-moments = Die teuersten Momente (die Bretter sind angehängt):
review-moment = - Zug { $number }, { $name }: { $played }, { $class ->
        [inaccuracy] eine Ungenauigkeit
        [mistake] ein Fehler
       *[blunder] ein grober Fehler
    } ({ $unit ->
        [points] { $amount ->
            [0] weniger als ein Punkt
            [one] etwa 1 Punkt
           *[other] etwa { $amount } Punkte
        }
       *[pieces] { $amount ->
            [0] weniger als ein Stein
            [one] etwa 1 Stein
           *[other] etwa { $amount } Steine
        }
    }); besser { $best }.
review-graph-title = Partie #{ $game }: die Bewertung der Engine
review-graph-moves = Zug
