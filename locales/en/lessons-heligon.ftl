# Lessons of `heligon` (seed 001): texts for /learn heligon.

## moves: how the three shapes move

lesson-heligon-moves-title = How the pieces move
lesson-heligon-moves-1-task = A circle steps exactly one square along a rank or a file: forward, back or sideways, never diagonally. Move your circle 4 (C·4) from e4 forward to e5.
lesson-heligon-moves-1-hint = One square straight up the e-file.
lesson-heligon-moves-1-done = That is all a circle can do: one square, straight. Every move ends on an empty square.
lesson-heligon-moves-2-task = A triangle moves exactly two squares diagonally, no more and no less, and the square it passes must be empty. Move your triangle 25 (T·25) from c3 to e5.
lesson-heligon-moves-2-hint = Two squares up and to the right, passing d4.
lesson-heligon-moves-2-done = Right: c3 to e5 over d4. A triangle can never stop after one square, nor go straight.
lesson-heligon-moves-3-task = A square moves exactly three squares in any of the eight directions, and it never jumps. Bring your square 45 (S·45) from b2 onto rank 5. Mind your circle 8 (C·8) on c3.
lesson-heligon-moves-3-hint = The diagonal towards e5 is blocked by your own circle on c3. Which other line of three squares leads to rank 5?
lesson-heligon-moves-3-done = b2 to b5, three squares up the file. The circle on c3 closed the diagonal: no piece ever jumps over another.

## pyramid: the pyramid moves and takes with its parts

lesson-heligon-pyramid-title = The pyramid
lesson-heligon-pyramid-1-task = Your pyramid 91 (P·91) is made of six parts: circles 1 and 4, triangles 9 and 16, squares 25 and 36. It moves like any shape it still holds. Move it from d2 to d5 in one move. (The line under the board, body · goods · lawsuit, counts what each side has taken: the pieces, their numbers added up, their digits. Lessons 12 to 14 win with them.)
lesson-heligon-pyramid-1-hint = Three squares straight up: which of its parts moves three squares?
lesson-heligon-pyramid-1-done = The pyramid moved like a square (its squares 25 and 36 allow it). It could also step one square like a circle or go two squares diagonally like a triangle.
lesson-heligon-pyramid-2-task = A pyramid takes with the sum of its parts or with any single part, which then reaches as its own shape. Take the black triangle 16 (t·16) on g7 by meeting, with the triangle 16 inside your pyramid (pyramid 91 (P·91) on e2).
lesson-heligon-pyramid-2-hint = The triangle 16 reaches two squares diagonally. From which square is g7 two diagonal steps away? Then find the pyramid move that gets there.
lesson-heligon-pyramid-2-done = From e5 the pyramid's triangle 16 reaches g7 over f6: a meeting, 16 = 16. Your captor stays on e5; the taken piece just leaves the board.
lesson-heligon-pyramid-3-task = Pyramids are taken part by part, too. The black pyramid 190 (p·190) on d10 is 16 + 25 + 36 + 49 + 64. Take its square 64 with your circle 64 (C·64) on c11.
lesson-heligon-pyramid-3-hint = A circle reaches the four squares next to it along the rank and file. Step next to the pyramid.
lesson-heligon-pyramid-3-done = The square 64 falls by meeting; the pyramid stays, now worth 16 + 25 + 36 + 49 = 126. A part taken from a pyramid is no prisoner.

## meeting

lesson-heligon-meeting-title = Taking by meeting
lesson-heligon-meeting-1-task = A meeting: when one of your pieces could move onto an enemy of the same number next turn, that enemy is taken at once. Take the black triangle 36 (t·36) on d9 with your circle 36 (C·36) on c8.
lesson-heligon-meeting-1-hint = Put your circle on a square right next to d9, along a rank or file.
lesson-heligon-meeting-1-done = Your circle now reaches d9, and 36 = 36: the triangle is taken. Your circle does not move onto d9: after your own move the square simply stays empty.
lesson-heligon-meeting-2-task = A square meets too, three squares away. Take the black circle 25 (c·25) on e7 with your square 25 (S·25) on b1.
lesson-heligon-meeting-2-hint = Find a square three steps from e7 in a straight line that your square can reach from b1.
lesson-heligon-meeting-2-done = From there your square could move onto e7 over two empty squares: 25 meets 25. Only the reach counts, not which shape the enemy is.

## ambush

lesson-heligon-ambush-title = Taking by ambush
lesson-heligon-ambush-1-task = An ambush: two of your pieces that both reach an enemy take it when their sum or their difference is its number. Take the black circle 25 (c·25) on e6: your triangle 9 (T·9) on c4 already reaches it, and 9 + 16 = 25.
lesson-heligon-ambush-1-hint = Your circle 16 (C·16) on f5 must reach e6 as well: put it right next to e6.
lesson-heligon-ambush-1-done = The triangle reaches e6 over d5, the circle from next door: 16 + 9 = 25, an ambush. Neither piece moves onto e6.
lesson-heligon-ambush-2-task = The difference works as well. Take the black circle 5 (c·5) on e6: your circle 4 (C·4) on e5 reaches it, and 9 - 4 = 5.
lesson-heligon-ambush-2-hint = Bring your triangle 9 (T·9) from a2 to a square two diagonal steps from e6, and leave the circle where it is.
lesson-heligon-ambush-2-done = From c4 the triangle reaches e6 over d5; with the circle, 9 - 4 = 5. Both pieces must reach the target in the same position.

## assault

lesson-heligon-assault-title = Taking by assault
lesson-heligon-assault-1-task = An assault: your piece stands on the same rank, file or diagonal as an enemy with only empty squares between them, and the larger number is the smaller times the count of those empty squares. Take the black triangle 12 (t·12) on d9 with your circle 4 (C·4) on c5: 4 x 3 = 12. Heligon counts only the empty squares between; classic counts the two pieces' squares too, so there 4 x 3 means one empty square between.
lesson-heligon-assault-1-hint = You need exactly three empty squares between your 4 and the 12. Count them up the d-file.
lesson-heligon-assault-1-done = From d5 there are three empty squares (d6, d7, d8) up to the 12: 4 x 3 = 12, an assault.
lesson-heligon-assault-2-task = The larger piece can assault too: then the smaller number is the larger divided by the count of empty squares. Take the black circle 9 (c·9) on e9 with your circle 36 (C·36) on e3.
lesson-heligon-assault-2-hint = 36 / 9 = 4: you need four empty squares between them. Now there are five.
lesson-heligon-assault-2-done = Four empty squares, e5 to e8: 36 / 4 = 9. The 9 could assault your 36 in the same way, but your own captures always come first.
lesson-heligon-assault-3-task = An assault works along any line, whatever the piece's shape: a triangle assaults along a rank as well. Take the black circle 5 (c·5) on f4 with your triangle 20 (T·20) on c2: 20 = 5 x 4.
lesson-heligon-assault-3-hint = Move the triangle onto rank 4, so that four empty squares lie between it and f4.
lesson-heligon-assault-3-done = From a4 the squares b4, c4, d4 and e4 are empty: 5 x 4 = 20. The triangle only moves diagonally, but it assaults in all eight directions.

## siege

lesson-heligon-siege-title = Taking by siege
lesson-heligon-siege-1-task = A siege: an enemy piece whose every move is blocked by your pieces is taken. The black circle 5 (c·5) in the corner a16 can only go to a15 or b16; your circle 4 (C·4) already stands on a15. Besiege it.
lesson-heligon-siege-1-hint = Close its last free square with your circle 8 (C·8).
lesson-heligon-siege-1-done = Both of its moves now end on your pieces: siege, and the circle 5 is taken, whatever the numbers.
lesson-heligon-siege-2-task = A move is blocked when the first piece on its path is an enemy. The black triangle 56 (t·56) on h16 has only one move: over g15 to f14. Besiege it with your triangle 6 (T·6) on d12.
lesson-heligon-siege-2-hint = Your triangle can end on the square where the black triangle's only move would land.
lesson-heligon-siege-2-done = The triangle 6 (T·6) on f14 blocks the triangle's only move, so it is besieged and taken. Had its own pieces hemmed it in, even in part, it would not count as a siege.

## step-in: the captor steps onto the square

lesson-heligon-step-in-title = The captor steps in
lesson-heligon-step-in-1-task = Take the black triangle 16 (t·16) on g13, without losing your triangle 49 (T·49) on h13. The black square 49 (s·49) on h16 is waiting for the h-file to open.
lesson-heligon-step-in-1-hint = Your circle 16 (C·16) on h14 shields the triangle 49. Your circle 4 (C·4) on g7 can assault the 16 too: 4 x 4 = 16.
lesson-heligon-step-in-1-done = g7 to g8 leaves four empty squares up to g13: 4 x 4 = 16. Had the circle 16 taken instead, the black square 49 would have met your 49 at once and stepped onto h13: when your opponent takes a piece you left exposed, a single captor (meeting, assault) moves onto its square.
lesson-heligon-step-in-2-task = The step-in can help you, too. Your circles 2, 4 and 6 on c12, e12 and g12 would form 2 4 6 (4 - 2 = 6 - 4), but the black circle 9 (c·9) on d12 stands in between. Win with a small victory.
lesson-heligon-step-in-2-hint = Offer your triangle 9 (T·9) to the black circle 9, so that it leaves d12.
lesson-heligon-step-in-2-done = The black 9 met your triangle on d11 and stepped onto it, so d12 emptied and 2 4 6 stood with only empty squares between. A proper victory is checked again after your opponent's captures.

## prisoners

lesson-heligon-prisoners-title = Prisoners
lesson-heligon-prisoners-1-task = A piece you take turns to your colour and becomes your prisoner. Take the black circle 9 (c·9) on g8 with your triangle 9 (T·9) on c4, and watch your prisoners.
lesson-heligon-prisoners-1-hint = Put your triangle two diagonal steps from g8.
lesson-heligon-prisoners-1-done = Meeting 9 = 9 from e6. The circle 9 is now yours, written C·9* (the star: it began in the other army).
lesson-heligon-prisoners-2-task = Instead of moving, you may enter a prisoner on any empty square of your own half (ranks 1 to 8); captures then follow as after a move. Enter your prisoner circle 9 (C·9*) so that it takes the black circle 9 (c·9) on d9.
lesson-heligon-prisoners-2-hint = Write an entry as /{ command-move-name } C9@square. Which square of your half is right next to d9?
lesson-heligon-prisoners-2-done = On d8 your circle 9 reaches d9: meeting 9 = 9. A prisoner entered is an ordinary piece again and moves freely. (d7, b7 or f7 would also have worked: equal numbers with one empty square between are an assault, 9 x 1 = 9.)

## small victory

lesson-heligon-small-victory-title = The small victory
lesson-heligon-small-victory-1-task = The small victory (the default goal): three pieces in your opponent's half (ranks 9 to 16), at least two of them yours, in proportion, on one line with equal gaps and the middle number in the middle. Win: your circles 2 (C·2) on c10 and 6 (C·6) on e10 wait for the 4.
lesson-heligon-small-victory-1-hint = 2, 4, 6 is arithmetic: 4 - 2 = 6 - 4. Where must the 4 stand?
lesson-heligon-small-victory-1-done = 2 4 6 on c10, d10, e10: an arithmetic proportion, a small victory. Geometric (4 16 64) and musical (4 6 12) proportions count too.
lesson-heligon-small-victory-2-task = Three pieces may also stand around a corner: the middle number on the corner, the other two on its rank and its file at the same distance. An enemy piece may join. Win with your circle 6 (C·6) on e12, the black triangle 12 (t·12) on e14 and your circle 4 (C·4).
lesson-heligon-small-victory-2-hint = 4 6 12 is musical: 12 x (6 - 4) = 4 x (12 - 6). The 12 is two squares above the corner e12; the 4 must be two squares beside it.
lesson-heligon-small-victory-2-done = 4 on c12, 6 on the corner e12, 12 on e14, with d12 and e13 empty: a musical proportion around a corner.

## great victory

lesson-heligon-great-victory-title = The great victory
lesson-heligon-great-victory-1-task = This game is played for a great victory (victory=great): four pieces in your opponent's half, at least three yours, whose triples show at least two kinds of proportion. They stand on a line with equal gaps, the numbers rising or falling along it. Complete 2 4 6 8 with your circle 8 (C·8).
lesson-heligon-great-victory-1-hint = The 2, 4 and 6 stand on b11, c11, d11. The 8 goes right after the 6.
lesson-heligon-great-victory-1-done = 2 4 6 and 4 6 8 are arithmetic, 2 4 8 is geometric: two kinds, a great victory. The 2 4 6 alone was only a small one, which this game does not count.
lesson-heligon-great-victory-2-task = The four may also stand on the corners of a square (any size, the numbers in any order; the sides between the corners empty). Your circles 2, 4 and 6 stand on c10, f10 and c13. Win with your circle 8 (C·8) on f14.
lesson-heligon-great-victory-2-hint = Which square makes c10, f10, c13 the corners of a square?
lesson-heligon-great-victory-2-done = c10, f10, c13, f13: a square with sides of three, and again 2 4 6 8 shows two kinds of proportion.

## excellent victory

lesson-heligon-excellent-victory-title = The excellent victory
lesson-heligon-excellent-victory-1-task = This game is played for an excellent victory (victory=excellent): four pieces whose triples show all three kinds of proportion, like 3 4 6 9. The black circle 3 (c·3) may join you: it stands on c12, your circles 4 and 6 on d12 and e12. Win with your triangle 9 (T·9) on h10.
lesson-heligon-excellent-victory-1-hint = The values must rise along the line with equal gaps: the 9 comes right after the 6.
lesson-heligon-excellent-victory-1-done = 3 4 6 is musical, 3 6 9 arithmetic, 4 6 9 geometric: all three kinds, the excellent victory. One of the four may be an enemy piece.
lesson-heligon-excellent-victory-2-task = 4 6 9 12 shows all three kinds as well. Your circle 4 (C·4) is on c10, your circle 6 (C·6) on e12, the black triangle 12 (t·12) on c12. Complete the square with your triangle 9 (T·9) on g12.
lesson-heligon-excellent-victory-2-hint = The fourth corner of c10, c12, e12 is empty. Can your triangle get there?
lesson-heligon-excellent-victory-2-done = 4 6 9 geometric, 6 9 12 arithmetic, 4 6 12 musical, on the corners c10, e10, c12, e12: the excellent victory.

## body

lesson-heligon-body-title = The victory of the body
lesson-heligon-body-1-task = A common victory counts captures. Here the goal is body (victory=body): 12 pieces taken. You have taken 10. Take two at once with your circle 4 (C·4) on e3.
lesson-heligon-body-1-hint = The black 16 on e9 wants 4 x 4, the black 12 on a8 wants 4 x 3: one square of the circle can give both.
lesson-heligon-body-1-done = From e4 there are four empty squares up to e9 (4 x 4 = 16) and three along the diagonal to a8 (4 x 3 = 12): two assaults, 12 pieces, the body is reached.

## goods

lesson-heligon-goods-title = The victory of goods
lesson-heligon-goods-1-task = The goal is goods (victory=goods): the numbers you take, added up, must reach 300. You have 250. Take the piece that gets you there.
lesson-heligon-goods-1-hint = The black circle 49 would leave you at 299. The black triangle 56 (t·56) on e6: your circle 64 (C·64) reaches it, and 64 - 8 = 56.
lesson-heligon-goods-1-done = Your circles 64 and 8 ambush the 56: 250 + 56 = 306, the goods are reached. Only the sum counts, not the number of pieces.

## lawsuit

lesson-heligon-lawsuit-title = The victory of the lawsuit
lesson-heligon-lawsuit-1-task = The goal is lawsuit (victory=lawsuit): the digits of the numbers you take, counted together, must reach 24. You have 21. Take the right piece.
lesson-heligon-lawsuit-1-hint = You need three more digits in one capture: which black piece has a three-digit number? Your square 25 (S·25) can assault it: 25 x 4 = 100.
lesson-heligon-lawsuit-1-done = 100 has three digits: 21 + 3 = 24. The triangle 90 would only have brought two.

## combined

lesson-heligon-combined-title = Several goals at once
lesson-heligon-combined-1-task = Goals joined with + must all be reached: here body and goods (victory=body+goods), that is 12 pieces and 300 in numbers. You have 11 pieces and 280. Win with one capture.
lesson-heligon-combined-1-hint = Any capture gives the twelfth piece, but you also need 20 more in numbers: the black circle 9 is not enough.
lesson-heligon-combined-1-done = The circle 25 falls to your square 25 (meeting): 12 pieces and 305, both goals reached.

## pyramid first

lesson-heligon-pyramid-first-title = The pyramid first
lesson-heligon-pyramid-first-1-task = With the option pyramid_first=true, a proper victory counts only once the enemy pyramid is off the board. Your 2 4 6 already stands on c10, d10, e10, but the black pyramid, down to its square 64, still stands on h10. Win.
lesson-heligon-pyramid-first-1-hint = Your circle 64 (C·64) on g11 can meet the last part of the pyramid.
lesson-heligon-pyramid-first-1-done = The pyramid's last part is taken, so the pyramid is gone, and your 2 4 6 now wins.
