# /analyse: the engine's review of a finished game.

review-working = Analysing game #{ $game }: move { $done } of { $total }…
review-going-on = game #{ $game } is still going on: the engine reviews a game once it is over (no help during play)
review-not-played = game #{ $game } was never played to an end (aborted, declined or cancelled): there is nothing to review
review-head = Review of game #{ $game } ({ $variant }), { $white } (White) against { $black } (Black). Accuracy: { $white } { $white_accuracy }%, { $black } { $black_accuracy }%.
review-counts = { $name }: { $inaccuracies } { $inaccuracies ->
        [one] inaccuracy
       *[other] inaccuracies
    }, { $mistakes } { $mistakes ->
        [one] mistake
       *[other] mistakes
    }, { $blunders } { $blunders ->
        [one] blunder
       *[other] blunders
    }
# The moments, grouped: the asking player's own first, then the opponent's ($name, whose).
review-moments-of = { $name }'s costliest moments (the boards before them are attached: the move played in orange, the better one in green):
review-moments-then = { $name }'s costliest moments:
# One moment: $cost is one of review-cost*, $why a reason for the better move (bot-why-*).
review-moment = - Move { $number }, { $name }: { $played }, { $class ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    } ({ $cost }); better { $best }: { $why }.
review-cost = { $unit ->
        [points] { $amount ->
            [0] less than a point
            [one] about 1 point
           *[other] about { $amount } points
        }
       *[pieces] { $amount ->
            [0] less than a piece
            [one] about 1 piece
           *[other] about { $amount } pieces
        }
    }
# Where the engine sees a forced result, the cost is the game, not pieces.
review-cost-allows = it allows { $reason ->
        [harmony] a harmony
        [triumph] a triumph
        [rows] a row
        [small-victory] a small victory
        [great-victory] a great victory
        [excellent-victory] an excellent victory
        [common-victory] a common victory
        [points] the win on points
       *[other] the opponent's win: { listed-reason }
    }
review-cost-loses = it loses the game
review-cost-misses = it misses { $reason ->
        [harmony] a harmony
        [triumph] a triumph
        [rows] a row
        [small-victory] a small victory
        [great-victory] a great victory
        [excellent-victory] an excellent victory
        [common-victory] a common victory
        [points] the win on points
       *[other] a win
    }
review-graph-title = Game #{ $game }: the engine's evaluation
review-graph-moves = move
