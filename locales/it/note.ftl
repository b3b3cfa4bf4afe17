# /note: note private su una partita, solo per chi le scrive.
note-empty = la nota è vuota: scrivi qualcosa da conservare
note-too-long = una nota ha al massimo { $max } caratteri, non { $count }
note-saved = Annotato sulla partita #{ $game } { $number ->
        [0] prima della prima mossa
       *[other] dopo la mossa { $number }
    }; lo vedi solo tu. { $count ->
        [one] Lì hai 1 nota.
       *[other] Lì hai { $count } note.
    }
note-list = Le tue note sulla partita #{ $game } (le vedi solo tu):
    { $notes }
note-line = • { $number ->
        [0] prima della prima mossa
       *[other] dopo la mossa { $number }
    }: { $text }
