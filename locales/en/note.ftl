# /note: private notes on a game, for their author only.
note-empty = the note is empty: write something to keep
note-too-long = a note holds at most { $max } characters, not { $count }
note-saved = Noted on game #{ $game } { $number ->
        [0] before the first move
       *[other] after move { $number }
    }; only you see it. { $count ->
        [one] You have 1 note there.
       *[other] You have { $count } notes there.
    }
note-list = Your notes on game #{ $game } (only you see them):
    { $notes }
note-line = • { $number ->
        [0] before the first move
       *[other] after move { $number }
    }: { $text }
