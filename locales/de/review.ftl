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
# The moments, grouped: the asking player's own first, then the opponent's ($name, whose).
review-moments-of = Die teuersten Momente von { $name } (die Bretter davor sind angehängt: der gespielte Zug in Orange, der bessere in Grün):
review-moments-then = Die teuersten Momente von { $name }:
# One moment: $cost is one of review-cost*, $why a reason for the better move (bot-why-*).
review-moment = - Zug { $number }, { $name }: { $played }, { $class ->
        [inaccuracy] eine Ungenauigkeit
        [mistake] ein Fehler
       *[blunder] ein grober Fehler
    } ({ $cost }); besser { $best }: { $why }.
review-cost = { $unit ->
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
    }
# Where the engine sees a forced result, the cost is the game, not pieces.
review-cost-allows = der Zug lässt { $reason ->
        [harmony] eine Harmonie
        [triumph] einen Triumph
        [rows] eine Reihe
        [small-victory] einen kleinen Sieg
        [great-victory] einen großen Sieg
        [excellent-victory] einen gewaltigen Sieg
        [common-victory] einen gewöhnlichen Sieg
        [points] den Sieg nach Punkten
       *[other] den Sieg des Gegners ({ listed-reason })
    } zu
review-cost-loses = der Zug verliert die Partie
review-cost-misses = der Zug verpasst { $reason ->
        [harmony] eine Harmonie
        [triumph] einen Triumph
        [rows] eine Reihe
        [small-victory] einen kleinen Sieg
        [great-victory] einen großen Sieg
        [excellent-victory] einen gewaltigen Sieg
        [common-victory] einen gewöhnlichen Sieg
        [points] den Sieg nach Punkten
       *[other] einen Gewinn
    }
review-graph-title = Partie #{ $game }: die Bewertung der Engine
review-graph-moves = Zug
