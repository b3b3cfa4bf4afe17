# The lessons of `simple` (/learn simple): titles, tasks, hints and what each step shows.

lesson-simple-circle-title = The circle
lesson-simple-circle-1-task = Your circle 4 (C·4) stands on d4. A circle always moves exactly 2 squares. Move it two squares straight up, to d6. (A move is written as the square it leaves and the square it reaches, with a dash: /{ command-move-name } a1-a3.)
lesson-simple-circle-1-hint = Count upwards from d4: d5 is one square, d6 is two.
lesson-simple-circle-1-done = A circle always travels exactly 2 squares: never 1, never 3.
lesson-simple-circle-2-task = Your circle 4 (C·4) is on d4 again, but your circle 2 (C·2) stands right in front of it on d5. Bring the circle 4 to e5, diagonally up and to the right.
lesson-simple-circle-2-hint = A move may turn a corner once. The way over d5 is blocked; is the way over e4 free?
lesson-simple-circle-2-done = In simple a move may change direction by 90 degrees once: d4-e4-e5 is 2 squares with one turn. Nothing may be jumped over, but one open path is enough.

lesson-simple-triangle-title = The triangle
lesson-simple-triangle-1-task = Your triangle 9 (T·9) on c3 moves exactly 3 squares. Move it straight up to c6.
lesson-simple-triangle-1-hint = Three squares upwards: c4, c5, c6.
lesson-simple-triangle-1-done = A triangle always travels exactly 3 squares.
lesson-simple-triangle-2-task = Now your circle 4 (C·4) stands on c4, right above the triangle. Bring your triangle 9 (T·9) from c3 to d5: one file to the right and two ranks up.
lesson-simple-triangle-2-hint = With one turn there are two ways to d5: first up and then right, or first right and then up. Which one is free?
lesson-simple-triangle-2-done = c3-d3-d4-d5: one square right, then two up, 3 squares with one turn. Only one turn is allowed, so a zigzag does not count.

lesson-simple-square-title = The square and the pyramid
lesson-simple-square-1-task = Your square 45 (S·45) on b2 moves exactly 4 squares. Move it straight up to b6.
lesson-simple-square-1-hint = Four squares upwards: b3, b4, b5, b6.
lesson-simple-square-1-done = A square always travels exactly 4 squares.
lesson-simple-square-2-task = In simple the pyramid 91 is a plain square: S·91. Yours on g2 is boxed in by your circle 4 (C·4) on g3 and your triangle 9 (T·9) on f2. Get it out to h5.
lesson-simple-square-2-hint = Up and to the left the way is blocked. Which first step still heads for h5?
lesson-simple-square-2-done = g2-h2-h3-h4-h5: one square right, three up, 4 squares with one turn. The pyramids (White 91, Black 190) move, take and are taken like any other square.

lesson-simple-meeting-title = Meeting
lesson-simple-meeting-1-task = Your circle 16 (C·16) on d5 faces Black's triangle 16 (t·16) on e6. Take it by meeting: land on it, 16 against 16.
lesson-simple-meeting-1-hint = e6 is one file to the right and one rank up: 2 squares with a turn.
lesson-simple-meeting-1-done = Meeting: a piece that ends its move on an enemy piece of the same value takes it and stays on its square. A capture ends the move.
lesson-simple-meeting-2-task = Take Black's circle 25 (c·25) on d6 with your triangle 25 (T·25) on c4. (You cannot land on the circle 9 (c·9) on e5: 25 and 9 do not match.)
lesson-simple-meeting-2-hint = A triangle moves 3 squares: here one file to the right and two ranks up.
lesson-simple-meeting-2-done = Only the values count for a meeting, not the shapes: a triangle 25 takes a circle 25.

lesson-simple-assault-title = Assault
lesson-simple-assault-1-task = Take Black's triangle 12 (t·12) on e6 with your triangle 9 (T·9) on c5. A triangle travels 3 squares, and 9 + 3 = 12.
lesson-simple-assault-1-hint = e6 is two files to the right and one rank up: 3 squares.
lesson-simple-assault-1-done = Assault: land on an enemy piece whose value is your value plus, minus, times or divided by the length of your move (2, 3 or 4 squares, counting the square you land on). Here 9 + 3 = 12.
lesson-simple-assault-2-task = Take Black's triangle 100 (t·100) on d5 with your square 25 (S·25) on b3: a square travels 4 squares, and 25 × 4 = 100.
lesson-simple-assault-2-hint = Two files to the right and two ranks up make 4 squares with one turn.
lesson-simple-assault-2-done = 25 × 4 = 100: with multiplication a small piece can take a big one.
lesson-simple-assault-3-task = Take Black's circle 3 (c·3) on g6 with your triangle 9 (T·9) on f4: 9 ÷ 3 = 3.
lesson-simple-assault-3-hint = g6 is one file to the right and two ranks up.
lesson-simple-assault-3-done = Division works as well: 9 ÷ 3 = 3. So does subtraction: a triangle 6 (T·6) travelling 3 squares would take the 3 too, as 6 − 3 = 3.

lesson-simple-ambush-title = Ambush
lesson-simple-ambush-1-task = Black's triangle 12 (t·12) on e7 already has your circle 8 (C·8) below it on e6. Put your circle 4 (C·4) from g8 next to it as well: 8 + 4 = 12 takes it by ambush.
lesson-simple-ambush-1-hint = Which square beside the triangle is 2 squares from g8?
lesson-simple-ambush-1-done = Ambush: after your move, an enemy piece next to two of your pieces (left, right, above or below) whose sum, difference, product or quotient is its value is taken. Your two pieces stay where they are.
lesson-simple-ambush-2-task = Take Black's triangle 36 (t·36) on d10 by ambush: your triangle 9 (T·9) is below it on d9, and your circle 4 (C·4) waits on b11. 9 × 4 = 36.
lesson-simple-ambush-2-hint = Your circle needs a square next to the 36; more than one of them is 2 squares from b11.
lesson-simple-ambush-2-done = 9 × 4 = 36: a product works too, just like a difference or a quotient.
lesson-simple-ambush-3-task = Two at once: Black's circle 5 (c·5) on d10 and triangle 36 (t·36) on f10 each have one of your circles 4 (C·4) beside them, on d9 and f11. Find the square where your triangle 9 (T·9) from e7 touches both: 9 − 4 = 5 and 9 × 4 = 36.
lesson-simple-ambush-3-hint = Look at the square between the two black pieces.
lesson-simple-ambush-3-done = Every ambush your move sets up is taken at once: 9 − 4 = 5 and 9 × 4 = 36, two pieces with one move.

lesson-simple-enclosure-title = Enclosure
lesson-simple-enclosure-1-task = Black's circle 9 (c·9) sits in the corner a16, next to its own triangle 12 (t·12) on b16. Close its last open side with your circle 4 (C·4) from b14.
lesson-simple-enclosure-1-hint = The corner has only two neighbours, and one of them is still empty.
lesson-simple-enclosure-1-done = Enclosure: an enemy piece whose four neighbouring squares (left, right, above, below) are all occupied or off the board is taken, if at least one of them holds your piece. The edge and the enemy's own pieces help you, and the numbers do not matter.
lesson-simple-enclosure-2-task = Black's circle 25 (c·25) on e12 is hemmed in by Black's own triangle 16 (t·16) on d12 and circle 9 (c·9) on e13, and by your circle 4 (C·4) on f12. Only e11 is open. Close it with your triangle 9 (T·9) from g10.
lesson-simple-enclosure-2-hint = From g10 to e11 is two files to the left and one rank up: 3 squares.
lesson-simple-enclosure-2-done = All four sides occupied, two of them by you: the 25 is taken, whatever the numbers. Only the enclosed piece falls; its neighbours still have a free side.

lesson-simple-safe-capture-title = Take without being taken
lesson-simple-safe-capture-1-task = Black's triangle 12 (t·12) on e8 can be taken two ways: by your triangle 9 (T·9) on c7 (9 + 3 = 12) or by your circle 6 (C·6) on e6 (6 × 2 = 12). But Black's circle 9 (c·9) waits on e10. Take the 12 so that Black cannot take your piece back.
lesson-simple-safe-capture-1-hint = What could the circle 9 take by landing on e8? A 9 by meeting, or 9 + 2, 9 − 2, 9 × 2, 9 ÷ 2 by assault.
lesson-simple-safe-capture-1-done = The circle 9 could land on e8 and take a 9 by meeting, but it cannot take a 6: 11, 7, 18 and 4.5 are no 6. Before you take, look at what the enemy can take back.

lesson-simple-value-victory-title = Victory by value
lesson-simple-value-victory-1-task = This game is played to 100 in values (victory=value:100), and the pieces you have taken are worth 70. Win with one capture: your circle 36 (C·36) can take Black's triangle 36 (t·36) on e6, your triangle 9 (T·9) the circle 9 (c·9) on c9. Which one takes you to 100?
lesson-simple-value-victory-1-hint = 70 + 9 = 79, 70 + 36 = 106.
lesson-simple-value-victory-1-done = The values of the pieces you take are added up; the first side to reach the goal (100, 200 or 300; 200 if the game does not say) wins at once.

lesson-simple-shape-victory-title = Victory by shapes
lesson-simple-shape-victory-1-task = This game counts shape points (victory=shape:10): a circle is worth 2, a triangle 3, a square 4. You have 7. Your square 81 (S·81) on b4 can take Black's big circle 81 (c·81) on d6 by meeting, your triangle 9 (T·9) on f5 the small triangle 12 (t·12) on h6 by assault (9 + 3). Which capture wins?
lesson-simple-shape-victory-1-hint = Only the shape counts here, not the number: 7 + 2 = 9, 7 + 3 = 10.
lesson-simple-shape-victory-1-done = With victory=shape the first side to reach 10, 20 or 30 shape points wins; a circle brings 2 points however big its number.

lesson-simple-rows-title = Rows
lesson-simple-rows-1-task = With rows=true points do not win, only a row does. Your circle 2 (C·2) on b10 and circle 4 (C·4) on d10 already stand in Black's half. Add your circle 8 (C·8) from g8 to rank 10: 2, 4, 8 is a geometric row.
lesson-simple-rows-1-hint = The row counts only in Black's half (ranks 9 to 16): rank 10, to the right of the 4.
lesson-simple-rows-1-done = A row: three of your pieces in the opponent's half on one rank or file, only empty squares between them (the gaps may differ), the middle value in the middle, in proportion. 2 4 8 is geometric: 2 × 2 = 4, 4 × 2 = 8.
lesson-simple-rows-2-task = Your circle 4 (C·4) on e11 and circle 6 (C·6) on e13 stand on the e-file. Complete the arithmetic row 4, 6, 8 with your circle 8 (C·8) from d14.
lesson-simple-rows-2-hint = The 6 must be in the middle, so the 8 goes above it on the e-file.
lesson-simple-rows-2-done = 4 6 8 is arithmetic: 6 − 4 = 8 − 6. A file counts just like a rank.
lesson-simple-rows-3-task = The third kind is musical. Your triangle 9 (T·9) on a12 and square 15 (S·15) on d12 want your square 45 (S·45) on rank 12 as well, to the right of the 15: 9, 15, 45. Bring the square 45 up from h8.
lesson-simple-rows-3-hint = A square travels 4 squares, and h12 is 4 squares above h8.
lesson-simple-rows-3-done = 9 15 45 is musical: 45 × (15 − 9) = 9 × (45 − 15) = 270. Arithmetic, geometric or musical, each one wins.

lesson-simple-limit-title = The ply limit
lesson-simple-limit-1-task = This game ends after 59 plies (limit=59), and 58 have been played: your move is the last one. Then the higher score in values wins; you have 30, Black has 36. Your circle 16 (C·16) can take the triangle 16 (t·16) on e6, your triangle 9 (T·9) the circle 3 (c·3) on c9. Take the one that puts you ahead.
lesson-simple-limit-1-hint = 30 + 3 is still less than 36.
lesson-simple-limit-1-done = When the limit is reached the game ends: the higher score wins (values, or shape points with victory=shape), equal scores are a draw. With rows=true the limit is always a draw.

lesson-simple-last-piece-title = The last piece
lesson-simple-last-piece-1-task = Black has only one piece left, the circle 9 (c·9) on e7. Take it with your triangle 9 (T·9) on d5, and Black cannot move any more.
lesson-simple-last-piece-1-hint = A meeting: 9 takes 9. e7 is one file to the right and two ranks up.
lesson-simple-last-piece-1-done = A side that has no legal move loses, whatever the score: Black has no piece left, so White wins.
