# Lessons of `classic` (/learn classic): titles, and per step the task, a hint and why it worked.

lesson-classic-circle-title = The circle
lesson-classic-circle-1-task = Move your circle 4 (C·4) from d4 one square forward, to d5. A circle steps exactly one square along a rank or a file, never diagonally.
lesson-classic-circle-1-hint = Forward for White means towards the higher ranks. A move is written from-to, as with /{ command-move-name } in a game: d4-…
lesson-classic-circle-1-done = A circle always moves exactly one square: forward, back or sideways, and only onto an empty square.
lesson-classic-circle-2-task = Your triangle 9 (T·9) on d9 stands right in front of your circle 6 (C·6) on d8, and pieces never jump. Step the circle sideways to the right, onto e8, so that its way forward is open again.
lesson-classic-circle-2-hint = To the right means towards the h-file.
lesson-classic-circle-2-done = Nothing jumps in this game: a piece in the way, your own or the enemy's, blocks the move.

lesson-classic-triangle-title = The triangle
lesson-classic-triangle-1-task = Move your triangle 9 (T·9) from c3 to e5. A triangle moves exactly two squares diagonally, no more and no less.
lesson-classic-triangle-1-hint = Count along the diagonal: d4 is the first square, e5 the second.
lesson-classic-triangle-1-done = The triangle always lands two squares away on a diagonal, and the square it passes must be empty.
lesson-classic-triangle-2-task = Your triangle 25 (T·25) on d4 wants to go up the board. f6 is out of reach: your circle 4 (C·4) on e5 is in the way, and a triangle cannot jump over it. Go up the other diagonal instead, to b6.
lesson-classic-triangle-2-hint = Up and to the left: c5 in between, b6 to land on.
lesson-classic-triangle-2-done = Of a triangle's four diagonal moves, only those with an empty square in between are possible.

lesson-classic-square-title = The square
lesson-classic-square-1-task = Move your square 15 (S·15) from a2 three squares straight up, to a5. A square moves exactly three squares, in any of the eight directions: along ranks, files and diagonals.
lesson-classic-square-1-hint = Count a3, a4, a5: the square lands on the third one.
lesson-classic-square-1-done = A square always goes exactly three squares, never fewer; the two squares it passes must be empty.
lesson-classic-square-2-task = Your circle 4 (C·4) on b4 blocks the b-file. Move your square 45 (S·45) from b2 three squares diagonally instead, to e5.
lesson-classic-square-2-hint = Up and to the right: c3, d4, e5.
lesson-classic-square-2-done = Straight or diagonal, a square always goes exactly three squares, over empty squares only.

lesson-classic-pyramid-title = The pyramid
lesson-classic-pyramid-1-task = Your pyramid 91 (P·91) on g2 is built from six pieces: the circles 1 and 4, the triangles 9 and 16, the squares 25 and 36. It may move like any of them. Move it like a triangle, two squares diagonally, to e4.
lesson-classic-pyramid-1-hint = A triangle's move: f3 in between, e4 to land on.
lesson-classic-pyramid-1-done = Each turn the pyramid chooses: one step like a circle, two squares diagonally like a triangle, or three squares in any direction like a square.
lesson-classic-pyramid-2-task = Black's pyramid 190 (p·190) on e10 holds the circle 16, the triangles 25 and 36 and the squares 49 and 64, and each part can be taken on its own. Take its triangle 36 with your circle 36 (C·36) on e8.
lesson-classic-pyramid-2-hint = Equal values: your 36 takes their 36 when it could step onto the pyramid's square next turn.
lesson-classic-pyramid-2-done = Only the triangle 36 leaves the pyramid. The rest, p(c·16,t·25,s·49,s·64), stays on e10 and plays on with its other parts.
lesson-classic-pyramid-3-task = You play Black now. While a pyramid is complete it can also fall whole, to an attack on its total. Your square 121 (s·121) on d8 already reaches White's pyramid 91 (P·91) on d5; bring your triangle 30 (t·30) from h9 into play too, since 121 − 30 = 91.
lesson-classic-pyramid-3-hint = The triangle must be able to land on d5 next turn: two squares diagonally away from it.
lesson-classic-pyramid-3-done = 121 − 30 = 91: the whole pyramid leaves the board at once. Once a pyramid has lost a part, its total no longer counts.

lesson-classic-equality-title = Taking an equal value
lesson-classic-equality-1-task = Take Black's triangle 36 (t·36) on d7 with your circle 36 (C·36) on d5. Equal values take each other: it is enough that your piece could move onto the enemy's square next turn.
lesson-classic-equality-1-hint = A circle reaches the squares right next to it along its rank and file.
lesson-classic-equality-1-done = Your circle stays on d6 and the t·36 leaves the board: nobody moves onto the square of a piece it takes. Only values both armies have can meet like this: 9, 16, 25, 36, 49, 64 and 81.
lesson-classic-equality-2-task = Take Black's circle 25 (c·25) on g8 with your triangle 25 (T·25) on c4. Put the triangle where its own next move could land on g8.
lesson-classic-equality-2-hint = A triangle reaches two squares away on a diagonal: from which square is g8 such a jump?
lesson-classic-equality-2-done = Only the attacker's way of moving counts. The black circle could not have taken your triangle like this: circles do not move diagonally.

lesson-classic-times-title = Taking by multiplication
lesson-classic-times-1-task = Take Black's triangle 16 (t·16) on d8 with your circle 4 (C·4) on d4, by multiplication: your value times the number of squares from your piece to the enemy, both of them counted, must give 16. (Heligon counts the other way: only the empty squares between.)
lesson-classic-times-1-hint = 4 × 4 = 16: you need four squares from your circle to d8, both ends included.
lesson-classic-times-1-done = From d5 to d8 there are four squares counting both ends (d5, d6, d7, d8): 4 × 4 = 16. How far the piece moves does not matter here, only its direction, and the squares between must be empty.
lesson-classic-times-2-task = Take Black's triangle 36 (t·36) on f8 with your triangle 9 (T·9) on a3. A triangle attacks only along its diagonals.
lesson-classic-times-2-hint = 36 = 9 × 4: put the triangle on a diagonal through f8, four squares from it counting both ends.
lesson-classic-times-2-done = c5, d6, e7, f8: four squares, and 9 × 4 = 36.

lesson-classic-divided-title = Taking by division
lesson-classic-divided-1-task = Take Black's triangle 12 (t·12) on d6 with your circle 36 (C·36) on d3, by division: your value divided by the number of squares from your piece to the enemy, both counted, must give 12.
lesson-classic-divided-1-hint = 36 ÷ 3 = 12: three squares, yours and d6 included.
lesson-classic-divided-1-done = d4, d5, d6: 36 ÷ 3 = 12. Division works just like multiplication: the direction and the empty squares between matter, the length of the move does not.
lesson-classic-divided-2-task = Take Black's circle 9 (c·9) on b9 with your square 45 (S·45) on b2. A square attacks along all eight of its lines, as far as they are open.
lesson-classic-divided-2-hint = 45 ÷ 5 = 9: from which square of the b-file are there five squares to b9?
lesson-classic-divided-2-done = b5, b6, b7, b8, b9: 45 ÷ 5 = 9. From b2 the count would have been 8, and 45 is not divisible by 8.

lesson-classic-sum-title = Taking by addition
lesson-classic-sum-1-task = Take Black's circle 25 (c·25) on e8 by addition. Your circle 16 (C·16) on e7 already reaches it; bring your triangle 9 (T·9) from a4 so that it reaches e8 too: 16 + 9 = 25.
lesson-classic-sum-1-hint = In an addition each attacker must be able to move onto the target next turn. Where can the triangle land so that its following jump would end on e8?
lesson-classic-sum-1-done = 16 + 9 = 25. Two or more of your pieces may add up; each one must reach the target, and only pieces of your own colour count.
lesson-classic-sum-2-task = Mixing is allowed: one term may come from a multiplication. Your circle 6 (C·6) on d6 sees Black's triangle 56 (t·56) on d11 at a count of six squares, both ends counted: 6 × 6 = 36. Add your triangle 20 (T·20) from h7 and take the t·56.
lesson-classic-sum-2-hint = 36 + 20 = 56. The triangle has to reach d11: a diagonal jump of two squares.
lesson-classic-sum-2-done = 6 × 6 + 20 = 56. Each attacker gives one term: its value if it reaches the target, or its value times or divided by the count of squares if it sees it.

lesson-classic-difference-title = Taking by subtraction
lesson-classic-difference-1-task = Take Black's triangle 56 (t·56) on e10 by subtraction. Your circle 64 (C·64) on e9 already reaches it; move your circle 8 (C·8) so that it reaches e10 as well.
lesson-classic-difference-1-hint = 64 − 8 = 56. Mind the direction: from d9 the circle does not count, because circles do not move diagonally.
lesson-classic-difference-1-done = 64 − 8 = 56: two of your attackers whose values differ by the target's value take it, just as in an addition.

lesson-classic-siege-title = Taking by siege
lesson-classic-siege-1-task = Besiege Black's circle 9 (c·9) in the corner a16: a piece is taken when every move it has is blocked by your pieces. Your triangle 20 (T·20) already blocks a15. Close its last way out with your triangle 42 (T·42) on d14.
lesson-classic-siege-1-hint = The circle could still step to b16.
lesson-classic-siege-1-done = The circle has no move left, and every one of its ways is blocked by White: it is besieged and leaves the board.
lesson-classic-siege-2-task = Black's square 28 (s·28) on a16 has three moves: down the file, along the rank and along the diagonal. Your circle 4 (C·4) on a13 blocks the file and your triangle 20 (T·20) on c14 the diagonal. Block the rank with your triangle 42 (T·42) and take the s·28 by siege.
lesson-classic-siege-2-hint = A way is blocked when the first piece on it is yours, on any of its three squares.
lesson-classic-siege-2-done = b16 is empty, but c16 is yours: that way is blocked too. A piece hemmed in by its own army, even only in part, is not besieged.

lesson-classic-rescue-title = Saving a pyramid's part
lesson-classic-rescue-1-task = Attack the triangle 36 inside Black's pyramid 190 (p·190) on e10 with your circle 36 (C·36) on e8. Black still has an ordinary triangle 36 (t·36) on g13: watch what happens.
lesson-classic-rescue-1-hint = Equal values: your circle must reach the pyramid's square. Black will pay with the triangle 36 (t·36) on g13.
lesson-classic-rescue-1-done = Black gives up its triangle 36 (t·36) on g13 and the pyramid stays complete. A hit part is saved this way whenever its owner has an ordinary piece of the same value on the board.
lesson-classic-rescue-2-task = You play Black. Your triangle 16 (t·16) on d10 can attack the circle 4 inside White's pyramid 91 (P·91) on e5 by division: 16 ÷ 4 = 4. White still has a circle 4 (C·4) on c3. Make the attack.
lesson-classic-rescue-2-hint = Put the triangle on a diagonal through e5, four squares from it counting both ends.
lesson-classic-rescue-2-done = White keeps its pyramid complete and gives up the circle 4 (C·4) on c3 instead, so the pyramid's total 91 still counts.

lesson-classic-reduced-title = The reduced pyramid
lesson-classic-reduced-1-task = Your pyramid has lost its squares: P(C·1,C·4,T·9,T·16) on d4 holds only circles and triangles now, so it can no longer move three squares. Move it like a triangle, to f6.
lesson-classic-reduced-1-hint = Two squares diagonally, up and to the right.
lesson-classic-reduced-1-done = A pyramid moves only with the shapes it still holds. Without its squares, the three-square moves are gone.
lesson-classic-reduced-2-task = Black's pyramid has only its circle 16 and triangle 25 left: p(c·16,t·25) on a16. Its total, 41, no longer counts: a reduced pyramid falls as a whole only to a siege. Your triangles block a15 and b16; close the triangle's way out with your triangle 20 (T·20) on d13.
lesson-classic-reduced-2-hint = The pyramid's triangle could still jump from a16 over b15 to c14.
lesson-classic-reduced-2-done = The circle's moves and the triangle's move are all blocked by White: the whole pyramid is besieged and leaves the board.

lesson-classic-arithmetic-title = Arithmetic harmony
lesson-classic-arithmetic-1-task = You win with a harmony: three pieces in Black's half (ranks 9 to 16) whose values form a proportion. Your circles 2 (C·2) on b10 and 4 (C·4) on d10 stand on rank 10. Complete the arithmetic proportion 2, 4, 6 with your circle 6 (C·6) on f9.
lesson-classic-arithmetic-1-hint = Arithmetic: 4 − 2 = 6 − 4. In a line the gaps must be equal and the middle value must stand in the middle.
lesson-classic-arithmetic-1-done = b10, d10, f10: equal gaps, the 4 in the middle, only empty squares between. 2, 4, 6 is an arithmetic harmony, and you win at once.
lesson-classic-arithmetic-2-task = A harmony may also stand around a corner: the middle value on the corner square, the other two on its rank and on its file, at the same distance. Complete 4, 6, 8 around your circle 6 (C·6) on c11 with your circle 8 (C·8).
lesson-classic-arithmetic-2-hint = The circle 4 stands two squares up the file from c11; the 8 must stand two squares along the rank.
lesson-classic-arithmetic-2-done = c13, c11, e11: the 6 on the corner, the 4 and the 8 each two squares away. 6 − 4 = 8 − 6.

lesson-classic-geometric-title = Geometric harmony
lesson-classic-geometric-1-task = Win with a geometric harmony: 4, 8, 16, where 4 : 8 = 8 : 16. Your circles 4 (C·4) on c10 and 8 (C·8) on d11 stand on a diagonal; put your circle 16 (C·16) where it completes the line.
lesson-classic-geometric-1-hint = A diagonal is a line too: c10, d11, and then?
lesson-classic-geometric-1-done = 8 × 8 = 4 × 16: a geometric proportion, on a diagonal without gaps.
lesson-classic-geometric-2-task = A complete pyramid joins a harmony with its total. 49, 91, 169 is geometric: 91 × 91 = 49 × 169. Your triangle 49 (T·49) on b12 and your pyramid 91 (P·91) on d12 are in place; bring your square 169 (S·169).
lesson-classic-geometric-2-hint = Equal gaps: b12, d12, and one more square two files further on.
lesson-classic-geometric-2-done = b12, d12, f12, one empty square between each: the pyramid counts as 91, and you win. A pyramid that has lost a part could only join with one of its parts.

lesson-classic-musical-title = Musical harmony
lesson-classic-musical-1-task = Win with a musical harmony: 9, 15, 45. Your triangle 9 (T·9) on c13 and square 15 (S·15) on e13 stand on rank 13; complete the row with your square 45 (S·45) on g10.
lesson-classic-musical-1-hint = Musical: the largest is to the smallest as the upper difference is to the lower one, 45 : 9 = 5 and (45 − 15) : (15 − 9) = 30 : 6 = 5. Equal gaps: c13, e13, …
lesson-classic-musical-1-done = c13, e13, g13, equal gaps, the 15 in the middle. From its own values White can form only two musical harmonies: 9, 15, 45 and 9, 16, 72.
lesson-classic-musical-2-task = One enemy piece may be part of your harmony. Black's circle 3 (c·3) on c12 and your circle 4 (C·4) on d12 stand side by side; with your circle 6 (C·6) they make 3, 4, 6, a musical proportion. Complete it.
lesson-classic-musical-2-hint = 6 : 3 = (6 − 4) : (4 − 3). The 6 must follow the 4 on the same rank, with the same gap as between the 3 and the 4.
lesson-classic-musical-2-done = c12, d12, e12: 3, 4, 6, and only one member is Black's. Black cannot form a musical harmony from its own values at all: it always needs one of yours.

lesson-classic-no-move-title = No move left
lesson-classic-no-move-1-task = There is one more way to win: a player who cannot move loses. Black has only the triangle 36 (t·36) on d12 left; take it with your circle 36 (C·36) on d10.
lesson-classic-no-move-1-hint = Equal values: your circle must reach d12.
lesson-classic-no-move-1-done = Black has no piece left and therefore no move: Black loses.
lesson-classic-no-move-2-task = Black's circles 3 (c·3) and 5 (c·5) on a16 and b16 are boxed in. They block each other, so neither can be besieged, but the circle 5 still has one move. Take that last move away with your triangle 72 (T·72) on e14.
lesson-classic-no-move-2-hint = Which square next to b16 is still empty? Your triangle can land there.
lesson-classic-no-move-2-done = Nothing is taken, since each circle is hemmed in partly by its own army; but Black has no legal move left and loses.
