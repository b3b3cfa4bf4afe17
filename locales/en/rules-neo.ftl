# The rules of `neo` as /rules neo gives them.

rules-neo = **{ command-choice-neo }** (NeoRithmoMachia, by Cesco Reale): 8 files, 9 ranks; White (the even numbers) moves first.
    - Moving: a circle makes 1 king step, a triangle up to 2, a square up to 3, turning as it likes, only through empty squares. The pyramid never moves.
    - Taking: land on an enemy piece whose number shares a prime factor with yours (12 takes 9, since both are multiples of 3, but not 25). The piece you take turns to your colour and becomes your prisoner.
    - The halves: White's is ranks 1-4 and e5-h5, Black's ranks 6-9 and a5-d5 (the fifth rank is split in the middle).
    - Prisoners: instead of moving, drop one on any empty square of your opponent's half (write T25@e6). A piece that came from your opponent can then move only inside their half.
    - Winning: first take the enemy pyramid (White's 91 = 7 x 13 falls to multiples of 7 or 13; Black's 190 = 2 x 5 x 19 to multiples of 2, 5 or 19). Then, still holding your own, line up three of your pieces on neighbouring squares of a row, column or diagonal in the opponent's half, their numbers in arithmetic (2 4 6), geometric (4 8 16) or harmonic (3 4 6) progression, in any order: a triumph. If both pyramids fall, it is a draw.
    - Also: a side with no move loses; the same position three times, or 100 plies without a capture or drop, is a draw.
    - Option balanced=true: Black's pyramid cannot be taken by an even number.
