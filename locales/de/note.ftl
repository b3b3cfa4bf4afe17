# /note: private Notizen zu einer Partie, nur für ihren Verfasser.
note-empty = die Notiz ist leer: schreib etwas, das du behalten willst
note-too-long = eine Notiz hat höchstens { $max } Zeichen, nicht { $count }
note-saved = Notiert zu Partie #{ $game } { $number ->
        [0] vor dem ersten Zug
       *[other] nach Zug { $number }
    }; nur du siehst es. { $count ->
        [one] Du hast dort 1 Notiz.
       *[other] Du hast dort { $count } Notizen.
    }
note-list = Deine Notizen zu Partie #{ $game } (nur du siehst sie):
    { $notes }
note-line = • { $number ->
        [0] vor dem ersten Zug
       *[other] nach Zug { $number }
    }: { $text }
