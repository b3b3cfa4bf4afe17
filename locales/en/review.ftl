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
review-moments = The costliest moments (the boards are attached):
review-moment = - Move { $number }, { $name }: { $played }, { $class ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    } ({ $unit ->
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
    }); better { $best }.
review-graph-title = Game #{ $game }: the engine's evaluation
review-graph-moves = move
