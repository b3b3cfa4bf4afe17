# The rules of `simple` as /rules simple gives them.

rules-simple = **{ command-choice-simple }** (a modern German rule set): 8 files, 16 ranks; White (the even numbers) moves first. The pyramids (White 91, Black 190) are plain squares.
    - Moving: a circle moves exactly 2 squares, a triangle exactly 3, a square exactly 4, along ranks and files, turning a corner at most once, and only through empty squares.
    - Taking by landing (the move ends there): land on an enemy of your own number (meeting: 16 takes 16), or of your number plus, minus, times or divided by the squares you travelled (assault: a triangle 12, moving 3 squares, takes 15, 9, 36 or 4).
    - Taking without moving, after every move: an enemy next to two of your pieces whose numbers give its number by +, -, x or / is ambushed (White's 6 and 2 take Black's 12 = 6 x 2 and 3 = 6 / 2); an enemy whose four neighbouring squares are all taken or off the board, at least one by your piece, is enclosed. Your own such captures come first, then your opponent's against pieces you left exposed.
    - Winning: be the first to capture 200 in numbers (option victory=value:100|200|300), or victory=shape:10|20|30 counting circles 2, triangles 3, squares 4. Option limit=N ends the game after N plies: the higher score wins, equal scores draw.
    - Option rows=true: the only win is three of your pieces in the opponent's half on one rank or file, nothing but empty squares between them, the middle number in the middle, in arithmetic (3 5 7), geometric (2 4 8) or musical (9 15 45) proportion; a limit then ends in a draw.
    - Also: a side with no move loses; the same position three times, or 100 plies without a capture, is a draw.
