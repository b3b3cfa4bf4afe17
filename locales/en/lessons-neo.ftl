# Lessons of `neo` (NeoRithmoMachia, seeds 003/004; RULES.md 2.4) for /learn neo.

## circle

lesson-neo-circle-title = The circle
lesson-neo-circle-1-task = Your circle 4 (C·4) stands on d4. A circle moves like a chess king: one step to any of the eight squares around it, diagonals included. Move it diagonally forward to e5.
lesson-neo-circle-1-hint = A diagonal step is still just one step. Write a move as the square it leaves and the square it reaches, joined by a dash, with /{ command-move-name }.
lesson-neo-circle-1-done = One king step in any direction: a circle never gets further than the eight squares around it.
lesson-neo-circle-2-task = Your circle 2 (C·2) on d3 is boxed in by its own army: only one of the eight squares around it is free. Move the circle.
lesson-neo-circle-2-hint = No piece can land on or pass over a piece of its own side. Check the squares touching d3 one by one.
lesson-neo-circle-2-done = Only e4 was free. Pieces never jump, so your own army can block a piece completely.

## triangle

lesson-neo-triangle-title = The triangle
lesson-neo-triangle-1-task = Your triangle 20 (T·20) on d3 makes up to two king steps in one move, and it may turn between them. Bring it to f4.
lesson-neo-triangle-1-hint = f4 is two files to the right and one rank up: one step straight and one diagonally.
lesson-neo-triangle-1-done = One or two king steps, turning as you like: the triangle reaches every square up to two steps away, as long as the way is empty.
lesson-neo-triangle-2-task = Bring your triangle 20 (T·20) from d3 to d5. Your circle 6 (C·6) on d4 stands right in the way.
lesson-neo-triangle-2-hint = The triangle cannot jump over the 6, but it can walk around it. Which empty square touches both d3 and d5?
lesson-neo-triangle-2-done = d3, e4, d5: around the blocker, never over it (c4 was taken by your circle 4).

## square

lesson-neo-square-title = The square
lesson-neo-square-1-task = Your square 45 (S·45) on b2 makes up to three king steps in one move. Bring it to e5.
lesson-neo-square-1-hint = From b2 to e5 is three files and three ranks: three diagonal steps.
lesson-neo-square-1-done = Up to three king steps: a square reaches anything within three steps, if a way through empty squares leads there.
lesson-neo-square-2-task = Your square 289 (S·289) sits in the corner h1, behind your pyramid 91 (P·91) on g2 and your square 153 (S·153) on h2. Bring it to f3.
lesson-neo-square-2-hint = The short way runs through g2, and the pyramid never moves. The third step allows a detour: start along rank 1.
lesson-neo-square-2-done = h1, g1, f2, f3: three steps around the pyramid. No piece jumps, but the longer a piece's move, the more detours it has.

## shared-factor

lesson-neo-shared-factor-title = Taking by a shared factor
lesson-neo-shared-factor-1-task = Take the black circle 9 (c·9) on e5 with your circle 6 (C·6) on d4. In neo you take by moving onto an enemy piece whose number shares a prime factor with yours: 6 = 2 × 3 and 9 = 3 × 3 share the 3, gcd(6,9) = 3.
lesson-neo-shared-factor-1-hint = The black circle 25 (c·25) on c5 touches your 6 as well, but 6 and 25 share nothing: gcd(6,25) = 1. Move onto the 9.
lesson-neo-shared-factor-1-done = gcd(6,9) = 3, bigger than 1, so the 6 took the 9 by landing on its square. The capture ends the move.
lesson-neo-shared-factor-2-task = Take the black circle 25 (c·25) on e6. Your circle 16 (C·16) stands right next to it, but check the numbers first.
lesson-neo-shared-factor-2-hint = 16 = 2 × 2 × 2 × 2 and 25 = 5 × 5: gcd(16,25) = 1, so the 16 cannot take it. Which of your numbers holds a 5, and can that piece reach e6?
lesson-neo-shared-factor-2-done = 45 = 3 × 3 × 5 shares the 5 with 25: gcd(45,25) = 5. The nearest piece is not always the one that can take.
lesson-neo-shared-factor-3-task = Your square 153 (S·153) on d2 reaches four black pieces: the circle 49 (c·49), the triangle 64 (t·64), the circle 81 (c·81) and the square 121 (s·121). It can take only one of them. Take it.
lesson-neo-shared-factor-3-hint = 153 = 3 × 3 × 17. Now split the others: 49 = 7 × 7, 64 = 2 × 2 × 2 × 2 × 2 × 2, 81 = 3 × 3 × 3 × 3, 121 = 11 × 11.
lesson-neo-shared-factor-3-done = gcd(153,81) = 9: only the 81 shares a prime (the 3) with 153. What counts is a shared prime, not the size of the numbers.

## pyramid

lesson-neo-pyramid-title = The pyramid
lesson-neo-pyramid-1-task = The black pyramid 190 (p·190) on a8 never moves, and taking it is the first aim of neo. 190 = 2 × 5 × 19. Take it.
lesson-neo-pyramid-1-hint = Your triangle 9 (T·9) on b8 touches it, but 9 = 3 × 3 shares nothing with 190. Which of your pieces holds a 2, a 5 or a 19?
lesson-neo-pyramid-1-done = gcd(15,190) = 5: your square 15 took the pyramid. A taken pyramid leaves the game; it never becomes a prisoner.
lesson-neo-pyramid-2-task = Now you play Black. White's pyramid 91 (P·91) on g2 is 7 × 13. Take it.
lesson-neo-pyramid-2-hint = Your circle 9 (c·9) on g3 touches it, but gcd(9,91) = 1. Which of your numbers is a multiple of 7?
lesson-neo-pyramid-2-done = 56 = 2 × 2 × 2 × 7, so gcd(56,91) = 7: your triangle 56 (t·56) made two steps and took the pyramid.

## balanced

lesson-neo-balanced-title = The balanced game
lesson-neo-balanced-1-task = This game is played with the option balanced=true: the black pyramid 190 (p·190) on a8 cannot be taken by an even number. Take it all the same.
lesson-neo-balanced-1-hint = Your triangle 20 (T·20) on b8 shares 10 with 190, but 20 is even. Which odd number of yours holds a 5?
lesson-neo-balanced-1-done = gcd(25,190) = 5, and 25 is odd, so the pyramid fell. With balanced=true White needs an odd multiple of 5 (15, 25, 45), much as Black needs a multiple of 7 against the 91.

## prisoner

lesson-neo-prisoner-title = Prisoners
lesson-neo-prisoner-1-task = Take the black triangle 12 (t·12) on e5 with your circle 6 (C·6) on d4.
lesson-neo-prisoner-1-hint = 6 = 2 × 3 and 12 = 2 × 2 × 3: gcd(6,12) = 6.
lesson-neo-prisoner-1-done = The taken piece is turned over: the 12 is now white and waits beside the board as your prisoner.
lesson-neo-prisoner-2-task = Black has moved. Instead of moving a piece, parachute your prisoner, the triangle 12 (T·12), onto any empty square of Black's half.
lesson-neo-prisoner-2-hint = A drop is written as shape letter, number, @ and the square, for example T12@c7, with /{ command-move-name }. Black's half is ranks 6 to 9 and a5 to d5.
lesson-neo-prisoner-2-done = A drop takes your whole turn. A prisoner lands on an empty square of the opponent's half, never in your own: drops are for attacking.

## drop-where

lesson-neo-drop-where-title = Where a prisoner may land
lesson-neo-drop-where-1-task = You hold the triangle 30 (T·30), taken from Black. A prisoner may land only in Black's half: ranks 6 to 9 and, on the middle rank, a5 to d5. Parachute it onto d5.
lesson-neo-drop-where-1-hint = Rank 5 is split in the middle: a5 to d5 belong to Black, e5 to h5 to White. A drop on d5 is allowed, one on e5 is not.
lesson-neo-drop-where-1-done = d5 is the last square of Black's half on the middle rank, on the side of the black pyramid.
lesson-neo-drop-where-2-task = Your triangle 30 (T·30) on d5 came from Black, so it may move only inside Black's half. Take a black piece with it.
lesson-neo-drop-where-2-hint = The circle 3 (c·3) on e4 shares the 3 with 30, but e4 lies in White's half. Look for a black piece in Black's half that shares a factor with 30 = 2 × 3 × 5.
lesson-neo-drop-where-2-done = gcd(30,5) = 5. A piece that changed sides stays in the opponent's half: every square of its way, and the square it lands on, must be there.

## drop-attack

lesson-neo-drop-attack-title = Drop, then take
lesson-neo-drop-attack-1-task = A drop never takes anything: a prisoner lands only on an empty square. But it can threaten. Parachute your circle 25 (C·25) next to the black pyramid 190 (p·190) on a8, on the one square where no black piece can take it.
lesson-neo-drop-attack-1-hint = The black circles 5 (c·5) on b9 and 25 (c·25) on c8 both share the 5 with your 25. Stay out of their one-step reach.
lesson-neo-drop-attack-1-done = On a7 your 25 threatens the pyramid (gcd(25,190) = 5), and neither black circle can reach it. The pyramid cannot run away.
lesson-neo-drop-attack-2-task = Black could not save the pyramid. Take it with your circle 25 (C·25) on a7.
lesson-neo-drop-attack-2-hint = The pyramid is one step away, and 25 and 190 share the 5.
lesson-neo-drop-attack-2-done = Drop first, take on the next turn: that is how a prisoner attacks in neo.

## keep

lesson-neo-keep-title = Keeping a piece safe
lesson-neo-keep-1-task = The black circle 49 (c·49) on f3 threatens your pyramid 91 (P·91) on g2: gcd(49,91) = 7. Your pyramid cannot move. Keep it safe.
lesson-neo-keep-1-hint = A piece standing right next to yours cannot be blocked. Can one of your pieces take the 49? Look for a 7 in your numbers.
lesson-neo-keep-1-done = gcd(42,49) = 7: your triangle 42 (T·42) took the attacker, and no black piece reaches g2 any more.
lesson-neo-keep-2-task = Now the black triangle 56 (t·56) on g4 threatens your pyramid 91 (P·91) on g2 from two steps away (gcd(56,91) = 7), and none of your pieces can take it. Keep the pyramid safe.
lesson-neo-keep-2-hint = The triangle has to pass f3, g3 or h3 to reach g2. Two of them are yours already. Close the last one with a piece the 56 cannot take: an odd number without a 7.
lesson-neo-keep-2-done = All three ways are shut, and 56 shares no factor with 9, 25 or 45, so the triangle cannot take its way through either.

## triumph

lesson-neo-triumph-title = The triumph
lesson-neo-triumph-1-task = Your circles 2 (C·2) on c6 and 4 (C·4) on d6 are waiting for the circle 6 (C·6) on e5 to make 2-4-6. But a triumph counts only once you have taken Black's pyramid 190 (p·190) on a8. First things first.
lesson-neo-triumph-1-hint = The line can wait. Which of your pieces shares a factor with 190 = 2 × 5 × 19 and reaches a8?
lesson-neo-triumph-1-done = gcd(15,190) = 5: the pyramid is gone and yours still stands. Now a triumph wins.
lesson-neo-triumph-2-task = Black's pyramid is gone and yours stands. Win with a triumph: three of your pieces on three neighbouring squares of a rank, file or diagonal in Black's half, their numbers in progression.
lesson-neo-triumph-2-hint = 2, 4, 6 is an arithmetic progression: 4 - 2 = 6 - 4. The three squares must touch, no gaps.
lesson-neo-triumph-2-done = 2, 4, 6 on c6, d6, e6, in Black's half: a triumph!
lesson-neo-triumph-3-task = Win with a triumph again. Your circles 4 (C·4) on b6 and 16 (C·16) on c7 are in place; your circle 8 (C·8) on e7 is not yet. The order along the line does not matter.
lesson-neo-triumph-3-hint = 4, 8, 16 is a geometric progression: 8 × 8 = 4 × 16. b6 and c7 lie on a diagonal; where does it go on?
lesson-neo-triumph-3-done = 4, 16, 8 along b6, c7, d8: the numbers 4, 8, 16 in any order make a triumph.

## triumph-drop

lesson-neo-triumph-drop-title = Triumph by parachute
lesson-neo-triumph-drop-1-task = Black's pyramid is gone, yours stands. Your circles 4 (C·4) on f7 and 6 (C·6) on g7 need a third piece, and you hold the circle 3 (C·3) as a prisoner. Win with a drop.
lesson-neo-triumph-drop-1-hint = 3, 4, 6 is a harmonic progression: 6 × (4 - 3) = 3 × (6 - 4). The three must stand side by side on one line.
lesson-neo-triumph-drop-1-done = 3, 4, 6 on e7, f7, g7 (h7 would have done too). A parachuted prisoner counts as your own piece in a triumph.

## no-moves

lesson-neo-no-moves-title = No move left
lesson-neo-no-moves-1-task = Black has only the pyramid 190 (p·190), which never moves, and the circle 9 (c·9) on e6. A player who cannot make a move loses. Win the game.
lesson-neo-no-moves-1-hint = Your circle 6 (C·6) on d5 and the 9 share the 3.
lesson-neo-no-moves-1-done = gcd(6,9) = 3. Black has no piece left that can move and no prisoner to drop, so Black loses at once.
lesson-neo-no-moves-2-task = Black's circle 49 (c·49) in the corner h9 is Black's last piece that can move. Shut it in and win.
lesson-neo-no-moves-2-hint = 49 = 7 × 7, so it cannot take your 4, 9 or 16. One square next to h9 is still free.
lesson-neo-no-moves-2-done = g9, g8 and h8 are yours, and 49 shares no factor with 4, 9 or 16: Black cannot move and loses.

## draw

lesson-neo-draw-title = Both pyramids: a draw
lesson-neo-draw-1-task = You play Black. White has taken your pyramid and threatens a triumph: the circle 6 (C·6) on e5 stepping to e6 makes 2-4-6. Without your pyramid you can no longer win, but you can still save a draw: take White's pyramid 91 (P·91) on g2.
lesson-neo-draw-1-hint = gcd(56,91) = 7. Your triangle 56 (t·56) on f4 needs two steps.
lesson-neo-draw-1-done = Both pyramids are gone, and the game ends in a draw at once.
