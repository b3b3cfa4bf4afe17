# Lektionen für `neo` (NeoRithmoMachia, Quellen 003/004; RULES.md 2.4) für /learn neo.

## circle

lesson-neo-circle-title = Der Kreis
lesson-neo-circle-1-task = Dein Kreis 4 (C·4) steht auf d4. Ein Kreis zieht wie der König im Schach: einen Schritt auf eines der acht Felder um ihn herum, auch diagonal. Zieh ihn schräg nach vorn auf e5.
lesson-neo-circle-1-hint = Ein Schritt schräg ist auch nur ein Schritt. Einen Zug schreibst du mit /{ command-move-name } als Startfeld und Zielfeld mit einem Strich dazwischen.
lesson-neo-circle-1-done = Ein Königsschritt in jede Richtung: Weiter als bis zu den acht Nachbarfeldern kommt ein Kreis nie.
lesson-neo-circle-2-task = Dein Kreis 2 (C·2) auf d3 ist von der eigenen Armee eingeschlossen: Nur eines der acht Felder um ihn herum ist frei. Zieh den Kreis.
lesson-neo-circle-2-hint = Kein Stein darf auf einen eigenen Stein ziehen oder über ihn hinweg. Geh die Nachbarfelder von d3 der Reihe nach durch.
lesson-neo-circle-2-done = Nur e4 war frei. Steine springen nie, deshalb kann die eigene Armee einen Stein ganz einsperren.

## triangle

lesson-neo-triangle-title = Das Dreieck
lesson-neo-triangle-1-task = Dein Dreieck 20 (T·20) auf d3 macht in einem Zug bis zu zwei Königsschritte und darf dazwischen die Richtung wechseln. Bring es nach f4.
lesson-neo-triangle-1-hint = f4 liegt zwei Linien weiter rechts und eine Reihe höher: ein Schritt gerade, einer schräg.
lesson-neo-triangle-1-done = Ein oder zwei Königsschritte, mit beliebigem Knick: Das Dreieck erreicht jedes Feld, das höchstens zwei Schritte entfernt ist, solange der Weg frei ist.
lesson-neo-triangle-2-task = Bring dein Dreieck 20 (T·20) von d3 nach d5. Dein Kreis 6 (C·6) auf d4 steht genau im Weg.
lesson-neo-triangle-2-hint = Über die 6 springen kann das Dreieck nicht, aber um sie herumgehen. Welches leere Feld grenzt an d3 und an d5?
lesson-neo-triangle-2-done = d3, e4, d5: um den Stein herum, nie darüber (c4 war von deinem Kreis 4 besetzt).

## square

lesson-neo-square-title = Das Viereck
lesson-neo-square-1-task = Dein Viereck 45 (S·45) auf b2 macht in einem Zug bis zu drei Königsschritte. Bring es nach e5.
lesson-neo-square-1-hint = Von b2 nach e5 sind es drei Linien und drei Reihen: drei Schritte schräg.
lesson-neo-square-1-done = Bis zu drei Königsschritte: Ein Viereck erreicht alles im Umkreis von drei Schritten, wenn ein Weg über leere Felder hinführt.
lesson-neo-square-2-task = Dein Viereck 289 (S·289) steht in der Ecke h1, hinter deiner Pyramide 91 (P·91) auf g2 und deinem Viereck 153 (S·153) auf h2. Bring es nach f3.
lesson-neo-square-2-hint = Der kurze Weg führt über g2, und die Pyramide geht nie aus dem Weg. Mit dem dritten Schritt klappt ein Umweg: Fang auf der ersten Reihe an.
lesson-neo-square-2-done = h1, g1, f2, f3: drei Schritte um die Pyramide herum. Kein Stein springt, aber je weiter ein Stein zieht, desto mehr Umwege hat er.

## shared-factor

lesson-neo-shared-factor-title = Schlagen durch einen gemeinsamen Faktor
lesson-neo-shared-factor-1-task = Schlag den schwarzen Kreis 9 (c·9) auf e5 mit deinem Kreis 6 (C·6) auf d4. In neo schlägst du, indem du auf einen gegnerischen Stein ziehst, dessen Zahl mit deiner einen Primfaktor gemeinsam hat: 6 = 2 × 3 und 9 = 3 × 3 teilen die 3, ggT(6,9) = 3.
lesson-neo-shared-factor-1-hint = Der schwarze Kreis 25 (c·25) auf c5 steht auch neben deiner 6, aber 6 und 25 haben nichts gemeinsam: ggT(6,25) = 1. Zieh auf die 9.
lesson-neo-shared-factor-1-done = ggT(6,9) = 3, also größer als 1: Die 6 hat die 9 geschlagen, indem sie auf ihr Feld gezogen ist. Mit dem Schlag endet der Zug.
lesson-neo-shared-factor-2-task = Schlag den schwarzen Kreis 25 (c·25) auf e6. Dein Kreis 16 (C·16) steht direkt daneben, aber schau dir zuerst die Zahlen an.
lesson-neo-shared-factor-2-hint = 16 = 2 × 2 × 2 × 2 und 25 = 5 × 5: ggT(16,25) = 1, die 16 kann ihn also nicht schlagen. Welche deiner Zahlen enthält eine 5, und kommt dieser Stein bis e6?
lesson-neo-shared-factor-2-done = 45 = 3 × 3 × 5 teilt die 5 mit der 25: ggT(45,25) = 5. Der nächste Stein ist nicht immer der, der schlagen kann.
lesson-neo-shared-factor-3-task = Dein Viereck 153 (S·153) auf d2 erreicht vier schwarze Steine: den Kreis 49 (c·49), das Dreieck 64 (t·64), den Kreis 81 (c·81) und das Viereck 121 (s·121). Schlagen kann es nur einen davon. Schlag ihn.
lesson-neo-shared-factor-3-hint = 153 = 3 × 3 × 17. Zerleg jetzt die anderen: 49 = 7 × 7, 64 = 2 × 2 × 2 × 2 × 2 × 2, 81 = 3 × 3 × 3 × 3, 121 = 11 × 11.
lesson-neo-shared-factor-3-done = ggT(153,81) = 9: Nur die 81 hat mit 153 einen Primfaktor gemeinsam, die 3. Es kommt auf gemeinsame Primzahlen an, nicht auf die Größe der Zahlen.

## pyramid

lesson-neo-pyramid-title = Die Pyramide
lesson-neo-pyramid-1-task = Die schwarze Pyramide 190 (p·190) auf a8 zieht nie, und sie zu schlagen ist das erste Ziel in neo. 190 = 2 × 5 × 19. Schlag sie.
lesson-neo-pyramid-1-hint = Dein Dreieck 9 (T·9) auf b8 steht direkt daneben, aber 9 = 3 × 3 hat mit 190 nichts gemeinsam. Welcher deiner Steine enthält eine 2, eine 5 oder eine 19?
lesson-neo-pyramid-1-done = ggT(15,190) = 5: Dein Viereck 15 hat die Pyramide geschlagen. Eine geschlagene Pyramide verlässt das Spiel, sie wird nie ein Gefangener.
lesson-neo-pyramid-2-task = Jetzt spielst du Schwarz. Die weiße Pyramide 91 (P·91) auf g2 ist 7 × 13. Schlag sie.
lesson-neo-pyramid-2-hint = Dein Kreis 9 (c·9) auf g3 steht daneben, aber ggT(9,91) = 1. Welche deiner Zahlen ist ein Vielfaches von 7?
lesson-neo-pyramid-2-done = 56 = 2 × 2 × 2 × 7, also ggT(56,91) = 7: Dein Dreieck 56 (t·56) hat zwei Schritte gemacht und die Pyramide geschlagen.

## balanced

lesson-neo-balanced-title = Die ausgeglichene Partie
lesson-neo-balanced-1-task = Diese Partie wird mit der Option balanced=true gespielt: Die schwarze Pyramide 190 (p·190) auf a8 kann nicht von einer geraden Zahl geschlagen werden. Schlag sie trotzdem.
lesson-neo-balanced-1-hint = Dein Dreieck 20 (T·20) auf b8 teilt die 10 mit 190, aber 20 ist gerade. Welche ungerade Zahl von dir enthält eine 5?
lesson-neo-balanced-1-done = ggT(25,190) = 5, und 25 ist ungerade: Die Pyramide ist gefallen. Mit balanced=true braucht Weiß ein ungerades Vielfaches von 5 (15, 25, 45), ähnlich wie Schwarz gegen die 91 ein Vielfaches von 7 braucht.

## prisoner

lesson-neo-prisoner-title = Gefangene
lesson-neo-prisoner-1-task = Schlag das schwarze Dreieck 12 (t·12) auf e5 mit deinem Kreis 6 (C·6) auf d4.
lesson-neo-prisoner-1-hint = 6 = 2 × 3 und 12 = 2 × 2 × 3: ggT(6,12) = 6.
lesson-neo-prisoner-1-done = Der geschlagene Stein wird umgedreht: Die 12 ist jetzt weiß und wartet neben dem Brett als dein Gefangener.
lesson-neo-prisoner-2-task = Schwarz hat gezogen. Statt einen Stein zu ziehen, setz deinen Gefangenen, das Dreieck 12 (T·12), auf ein beliebiges leeres Feld in der Hälfte von Schwarz ein.
lesson-neo-prisoner-2-hint = Ein Einsetzen schreibst du mit /{ command-move-name } als Formbuchstabe, Zahl, @ und Feld, zum Beispiel T12@c7. Die Hälfte von Schwarz sind die Reihen 6 bis 9 und a5 bis d5.
lesson-neo-prisoner-2-done = Das Einsetzen ist dein ganzer Zug. Ein Gefangener landet auf einem leeren Feld in der Hälfte des Gegners, nie in deiner eigenen: Einsetzen ist zum Angreifen da.

## drop-where

lesson-neo-drop-where-title = Wo ein Gefangener landen darf
lesson-neo-drop-where-1-task = Du hast das Dreieck 30 (T·30) von Schwarz erbeutet. Ein Gefangener darf nur in der Hälfte von Schwarz landen: auf den Reihen 6 bis 9 und, auf der mittleren Reihe, auf a5 bis d5. Setz es auf d5 ein.
lesson-neo-drop-where-1-hint = Die fünfte Reihe ist in der Mitte geteilt: a5 bis d5 gehören Schwarz, e5 bis h5 Weiß. Auf d5 darfst du einsetzen, auf e5 nicht.
lesson-neo-drop-where-1-done = d5 ist das letzte Feld der schwarzen Hälfte auf der mittleren Reihe, auf der Seite der schwarzen Pyramide.
lesson-neo-drop-where-2-task = Dein Dreieck 30 (T·30) auf d5 stammt von Schwarz, deshalb darf es nur innerhalb der schwarzen Hälfte ziehen. Schlag damit einen schwarzen Stein.
lesson-neo-drop-where-2-hint = Der Kreis 3 (c·3) auf e4 teilt die 3 mit der 30, aber e4 liegt in der Hälfte von Weiß. Such einen schwarzen Stein in der schwarzen Hälfte, der mit 30 = 2 × 3 × 5 einen Faktor teilt.
lesson-neo-drop-where-2-done = ggT(30,5) = 5. Ein Stein, der die Seite gewechselt hat, bleibt in der Hälfte des Gegners: Jedes Feld seines Weges und das Zielfeld müssen dort liegen.

## drop-attack

lesson-neo-drop-attack-title = Einsetzen, dann schlagen
lesson-neo-drop-attack-1-task = Beim Einsetzen wird nie geschlagen: Ein Gefangener landet nur auf einem leeren Feld. Drohen kann er aber. Setz deinen Kreis 25 (C·25) neben die schwarze Pyramide 190 (p·190) auf a8 ein, und zwar auf das einzige Feld, auf dem ihn kein schwarzer Stein schlagen kann.
lesson-neo-drop-attack-1-hint = Die schwarzen Kreise 5 (c·5) auf b9 und 25 (c·25) auf c8 teilen beide die 5 mit deiner 25. Stell ihn auf kein Feld, das sie mit einem Schritt erreichen.
lesson-neo-drop-attack-1-done = Auf a7 bedroht deine 25 die Pyramide (ggT(25,190) = 5), und keiner der schwarzen Kreise erreicht sie. Die Pyramide kann nicht fliehen.
lesson-neo-drop-attack-2-task = Schwarz konnte die Pyramide nicht retten. Schlag sie mit deinem Kreis 25 (C·25) auf a7.
lesson-neo-drop-attack-2-hint = Die Pyramide ist einen Schritt entfernt, und 25 und 190 teilen die 5.
lesson-neo-drop-attack-2-done = Erst einsetzen, im nächsten Zug schlagen: So greift ein Gefangener in neo an.

## keep

lesson-neo-keep-title = Einen Stein in Sicherheit halten
lesson-neo-keep-1-task = Der schwarze Kreis 49 (c·49) auf f3 bedroht deine Pyramide 91 (P·91) auf g2: ggT(49,91) = 7. Deine Pyramide kann nicht ziehen. Bring sie in Sicherheit.
lesson-neo-keep-1-hint = Einen Stein, der direkt daneben steht, kann man nicht aussperren. Kann einer deiner Steine die 49 schlagen? Such eine 7 in deinen Zahlen.
lesson-neo-keep-1-done = ggT(42,49) = 7: Dein Dreieck 42 (T·42) hat den Angreifer geschlagen, und kein schwarzer Stein erreicht g2 mehr.
lesson-neo-keep-2-task = Jetzt bedroht das schwarze Dreieck 56 (t·56) auf g4 deine Pyramide 91 (P·91) auf g2 aus zwei Schritten Entfernung (ggT(56,91) = 7), und keiner deiner Steine kann es schlagen. Bring die Pyramide in Sicherheit.
lesson-neo-keep-2-hint = Das Dreieck muss über f3, g3 oder h3, um g2 zu erreichen. Zwei davon sind schon deine. Versperr das letzte mit einem Stein, den die 56 nicht schlagen kann: eine ungerade Zahl ohne 7.
lesson-neo-keep-2-done = Alle drei Wege sind zu, und 56 teilt keinen Faktor mit 9, 25 oder 45: Das Dreieck kann sich auch nicht durchschlagen.

## triumph

lesson-neo-triumph-title = Der Triumph
lesson-neo-triumph-1-task = Deine Kreise 2 (C·2) auf c6 und 4 (C·4) auf d6 warten darauf, dass der Kreis 6 (C·6) auf e5 die Folge 2-4-6 vollendet. Aber ein Triumph zählt erst, wenn du die schwarze Pyramide 190 (p·190) auf a8 geschlagen hast. Eins nach dem anderen.
lesson-neo-triumph-1-hint = Die Folge kann warten. Welcher deiner Steine teilt einen Faktor mit 190 = 2 × 5 × 19 und erreicht a8?
lesson-neo-triumph-1-done = ggT(15,190) = 5: Die Pyramide ist weg, und deine steht noch. Jetzt gewinnt ein Triumph.
lesson-neo-triumph-2-task = Die schwarze Pyramide ist weg, deine steht. Gewinne mit einem Triumph: drei deiner Steine auf drei benachbarten Feldern einer Reihe, Linie oder Diagonale in der Hälfte von Schwarz, deren Zahlen eine Folge bilden.
lesson-neo-triumph-2-hint = 2, 4, 6 ist eine arithmetische Folge: 4 - 2 = 6 - 4. Die drei Felder müssen aneinandergrenzen, ohne Lücke.
lesson-neo-triumph-2-done = 2, 4, 6 auf c6, d6, e6 in der Hälfte von Schwarz: ein Triumph!
lesson-neo-triumph-3-task = Gewinne noch einmal mit einem Triumph. Deine Kreise 4 (C·4) auf b6 und 16 (C·16) auf c7 stehen bereit, dein Kreis 8 (C·8) auf e7 noch nicht. In welcher Reihenfolge die Zahlen stehen, ist egal.
lesson-neo-triumph-3-hint = 4, 8, 16 ist eine geometrische Folge: 8 × 8 = 4 × 16. b6 und c7 liegen auf einer Diagonale; wie geht sie weiter?
lesson-neo-triumph-3-done = 4, 16, 8 auf b6, c7, d8: Die Zahlen 4, 8, 16 ergeben in jeder Reihenfolge einen Triumph.

## triumph-drop

lesson-neo-triumph-drop-title = Triumph durch Einsetzen
lesson-neo-triumph-drop-1-task = Die schwarze Pyramide ist weg, deine steht. Deinen Kreisen 4 (C·4) auf f7 und 6 (C·6) auf g7 fehlt ein dritter Stein, und du hast den Kreis 3 (C·3) als Gefangenen. Gewinne durch Einsetzen.
lesson-neo-triumph-drop-1-hint = 3, 4, 6 ist eine harmonische Folge: 6 × (4 - 3) = 3 × (6 - 4). Die drei müssen direkt nebeneinander auf einer Geraden stehen.
lesson-neo-triumph-drop-1-done = 3, 4, 6 auf e7, f7, g7 (h7 hätte auch gewonnen). Ein eingesetzter Gefangener zählt im Triumph als dein eigener Stein.

## no-moves

lesson-neo-no-moves-title = Kein Zug mehr
lesson-neo-no-moves-1-task = Schwarz hat nur noch die Pyramide 190 (p·190), die nie zieht, und den Kreis 9 (c·9) auf e6. Wer nicht mehr ziehen kann, verliert. Gewinne die Partie.
lesson-neo-no-moves-1-hint = Dein Kreis 6 (C·6) auf d5 und die 9 teilen die 3.
lesson-neo-no-moves-1-done = ggT(6,9) = 3. Schwarz hat keinen Stein mehr, der ziehen kann, und keinen Gefangenen zum Einsetzen: Schwarz verliert sofort.
lesson-neo-no-moves-2-task = Der schwarze Kreis 49 (c·49) in der Ecke h9 ist der letzte Stein von Schwarz, der noch ziehen kann. Sperr ihn ein und gewinne.
lesson-neo-no-moves-2-hint = 49 = 7 × 7, deshalb kann die 49 deine 4, 9 und 16 nicht schlagen. Ein Feld neben h9 ist noch frei.
lesson-neo-no-moves-2-done = g9, g8 und h8 gehören dir, und 49 teilt keinen Faktor mit 4, 9 oder 16: Schwarz kann nicht ziehen und verliert.

## draw

lesson-neo-draw-title = Beide Pyramiden: remis
lesson-neo-draw-1-task = Du spielst Schwarz. Weiß hat deine Pyramide geschlagen und droht einen Triumph: Der Kreis 6 (C·6) von e5 nach e6 ergibt 2-4-6. Ohne deine Pyramide kannst du nicht mehr gewinnen, aber ein Remis kannst du noch retten: Schlag die weiße Pyramide 91 (P·91) auf g2.
lesson-neo-draw-1-hint = ggT(56,91) = 7. Dein Dreieck 56 (t·56) auf f4 braucht zwei Schritte.
lesson-neo-draw-1-done = Beide Pyramiden sind weg, und die Partie endet sofort remis.
