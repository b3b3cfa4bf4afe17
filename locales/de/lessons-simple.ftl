# Die Lektionen von `simple` (/learn simple): Titel, Aufgaben, Tipps und was jeder Schritt zeigt.

lesson-simple-circle-title = Der Kreis
lesson-simple-circle-1-task = Dein Kreis 4 (C·4) steht auf d4. Ein Kreis zieht immer genau 2 Felder weit. Zieh ihn zwei Felder geradeaus nach oben, auf d6. (Ein Zug wird als Start- und Zielfeld mit Bindestrich geschrieben: /{ command-move-name } a1-a3.)
lesson-simple-circle-1-hint = Zähl von d4 aus nach oben: d5 ist das erste Feld, d6 das zweite.
lesson-simple-circle-1-done = Ein Kreis zieht immer genau 2 Felder weit, nie 1 und nie 3.
lesson-simple-circle-2-task = Wieder steht dein Kreis 4 (C·4) auf d4, aber direkt vor ihm, auf d5, steht dein Kreis 2 (C·2). Bring den Kreis 4 nach e5, schräg rechts oben.
lesson-simple-circle-2-hint = Ein Zug darf einmal um die Ecke gehen. Der Weg über d5 ist versperrt; ist der Weg über e4 frei?
lesson-simple-circle-2-done = In der Variante „einfach“ darf ein Zug einmal um 90 Grad abbiegen: d4-e4-e5 sind 2 Felder mit einer Ecke. Überspringen darfst du nichts, aber ein freier Weg genügt.

lesson-simple-triangle-title = Das Dreieck
lesson-simple-triangle-1-task = Dein Dreieck 9 (T·9) auf c3 zieht genau 3 Felder weit. Zieh es geradeaus nach oben auf c6.
lesson-simple-triangle-1-hint = Drei Felder nach oben: c4, c5, c6.
lesson-simple-triangle-1-done = Ein Dreieck zieht immer genau 3 Felder weit.
lesson-simple-triangle-2-task = Jetzt steht dein Kreis 4 (C·4) auf c4, direkt über dem Dreieck. Bring dein Dreieck 9 (T·9) von c3 nach d5: eine Linie nach rechts und zwei Reihen nach oben.
lesson-simple-triangle-2-hint = Mit einer Ecke gibt es zwei Wege nach d5: erst hoch, dann rechts, oder erst rechts, dann hoch. Welcher ist frei?
lesson-simple-triangle-2-done = c3-d3-d4-d5: ein Feld nach rechts, dann zwei nach oben, 3 Felder mit einer Ecke. Abbiegen darfst du nur einmal, Zickzack zählt nicht.

lesson-simple-square-title = Das Viereck und die Pyramide
lesson-simple-square-1-task = Dein Viereck 45 (S·45) auf b2 zieht genau 4 Felder weit. Zieh es geradeaus nach oben auf b6.
lesson-simple-square-1-hint = Vier Felder nach oben: b3, b4, b5, b6.
lesson-simple-square-1-done = Ein Viereck zieht immer genau 4 Felder weit.
lesson-simple-square-2-task = In der Variante „einfach“ ist die Pyramide 91 ein gewöhnliches Viereck: S·91. Deine steht auf g2, eingeklemmt zwischen deinem Kreis 4 (C·4) auf g3 und deinem Dreieck 9 (T·9) auf f2. Hol sie heraus nach h5.
lesson-simple-square-2-hint = Nach oben und nach links ist der Weg versperrt. Welcher erste Schritt führt trotzdem in Richtung h5?
lesson-simple-square-2-done = g2-h2-h3-h4-h5: ein Feld nach rechts, drei nach oben, 4 Felder mit einer Ecke. Die Pyramiden (Weiß 91, Schwarz 190) ziehen, schlagen und werden geschlagen wie jedes andere Viereck.

lesson-simple-meeting-title = Aufeinandertreffen
lesson-simple-meeting-1-task = Dein Kreis 16 (C·16) auf d5 steht dem schwarzen Dreieck 16 (t·16) auf e6 gegenüber. Schlag es durch Aufeinandertreffen: Zieh auf sein Feld, 16 gegen 16.
lesson-simple-meeting-1-hint = e6 liegt eine Linie weiter rechts und eine Reihe höher: 2 Felder mit einer Ecke.
lesson-simple-meeting-1-done = Aufeinandertreffen: Endet dein Zug auf einem gegnerischen Stein mit demselben Wert, schlägst du diesen Stein, und deiner bleibt auf dessen Feld. Mit dem Schlagen endet der Zug.
lesson-simple-meeting-2-task = Schlag den schwarzen Kreis 25 (c·25) auf d6 mit deinem Dreieck 25 (T·25) auf c4. (Auf den Kreis 9 (c·9) auf e5 kannst du nicht ziehen: 25 und 9 passen nicht zusammen.)
lesson-simple-meeting-2-hint = Ein Dreieck zieht 3 Felder: hier eine Linie nach rechts und zwei Reihen nach oben.
lesson-simple-meeting-2-done = Beim Aufeinandertreffen zählt nur der Wert, nicht die Form: Ein Dreieck 25 schlägt einen Kreis 25.

lesson-simple-assault-title = Überfall
lesson-simple-assault-1-task = Schlag das schwarze Dreieck 12 (t·12) auf e6 mit deinem Dreieck 9 (T·9) auf c5. Ein Dreieck zieht 3 Felder, und 9 + 3 = 12.
lesson-simple-assault-1-hint = e6 liegt zwei Linien weiter rechts und eine Reihe höher: 3 Felder.
lesson-simple-assault-1-done = Überfall: Zieh auf einen gegnerischen Stein, dessen Wert dein Wert plus, minus, mal oder geteilt durch die Länge deines Zuges ist (2, 3 oder 4 Felder, das Zielfeld mitgezählt). Hier 9 + 3 = 12.
lesson-simple-assault-2-task = Schlag das schwarze Dreieck 100 (t·100) auf d5 mit deinem Viereck 25 (S·25) auf b3: Ein Viereck zieht 4 Felder, und 25 × 4 = 100.
lesson-simple-assault-2-hint = Zwei Linien nach rechts und zwei Reihen nach oben sind 4 Felder mit einer Ecke.
lesson-simple-assault-2-done = 25 × 4 = 100: Mit Malnehmen schlägt auch ein kleiner Stein einen großen.
lesson-simple-assault-3-task = Schlag den schwarzen Kreis 3 (c·3) auf g6 mit deinem Dreieck 9 (T·9) auf f4: 9 ÷ 3 = 3.
lesson-simple-assault-3-hint = g6 liegt eine Linie weiter rechts und zwei Reihen höher.
lesson-simple-assault-3-done = Auch Teilen gilt: 9 ÷ 3 = 3. Ebenso Abziehen: Ein Dreieck 6 (T·6), das 3 Felder zieht, schlüge die 3 auch, denn 6 − 3 = 3.

lesson-simple-ambush-title = Hinterhalt
lesson-simple-ambush-1-task = Unter dem schwarzen Dreieck 12 (t·12) auf e7 steht schon dein Kreis 8 (C·8) auf e6. Stell deinen Kreis 4 (C·4) von g8 auch daneben: 8 + 4 = 12 schlägt es aus dem Hinterhalt.
lesson-simple-ambush-1-hint = Welches Feld neben dem Dreieck ist 2 Felder von g8 entfernt?
lesson-simple-ambush-1-done = Hinterhalt: Steht nach deinem Zug ein gegnerischer Stein neben zwei deiner Steine (links, rechts, oben oder unten), deren Summe, Differenz, Produkt oder Quotient seinen Wert ergibt, ist er geschlagen. Deine beiden Steine bleiben dabei stehen.
lesson-simple-ambush-2-task = Schlag das schwarze Dreieck 36 (t·36) auf d10 aus dem Hinterhalt: Unter ihm steht dein Dreieck 9 (T·9) auf d9, und dein Kreis 4 (C·4) wartet auf b11. 9 × 4 = 36.
lesson-simple-ambush-2-hint = Dein Kreis braucht ein Feld neben der 36; mehr als eines davon ist 2 Felder von b11 entfernt.
lesson-simple-ambush-2-done = 9 × 4 = 36: Auch ein Produkt gilt, genau wie eine Differenz oder ein Quotient.
lesson-simple-ambush-3-task = Zwei auf einmal: Neben dem schwarzen Kreis 5 (c·5) auf d10 und dem schwarzen Dreieck 36 (t·36) auf f10 steht je einer deiner Kreise 4 (C·4), auf d9 und f11. Finde das Feld, auf dem dein Dreieck 9 (T·9) von e7 beide berührt: 9 − 4 = 5 und 9 × 4 = 36.
lesson-simple-ambush-3-hint = Schau dir das Feld zwischen den beiden schwarzen Steinen an.
lesson-simple-ambush-3-done = Jeder Hinterhalt, den dein Zug stellt, schlägt sofort zu: 9 − 4 = 5 und 9 × 4 = 36, zwei Steine mit einem Zug.

lesson-simple-enclosure-title = Belagerung
lesson-simple-enclosure-1-task = Der schwarze Kreis 9 (c·9) sitzt in der Ecke a16, neben seinem eigenen Dreieck 12 (t·12) auf b16. Schließ seine letzte offene Seite mit deinem Kreis 4 (C·4) von b14.
lesson-simple-enclosure-1-hint = Ein Eckfeld hat nur zwei Nachbarn, und einer davon ist noch frei.
lesson-simple-enclosure-1-done = Belagerung: Ein gegnerischer Stein, dessen vier Nachbarfelder (links, rechts, oben, unten) alle besetzt sind oder außerhalb des Bretts liegen, ist geschlagen, wenn mindestens einer davon dein Stein ist. Der Rand und die eigenen Steine des Gegners helfen dir, und die Zahlen spielen keine Rolle.
lesson-simple-enclosure-2-task = Der schwarze Kreis 25 (c·25) auf e12 ist eingeklemmt: vom eigenen Dreieck 16 (t·16) auf d12 und Kreis 9 (c·9) auf e13 und von deinem Kreis 4 (C·4) auf f12. Nur e11 ist noch offen. Schließ es mit deinem Dreieck 9 (T·9) von g10.
lesson-simple-enclosure-2-hint = Von g10 nach e11 sind es zwei Linien nach links und eine Reihe nach oben: 3 Felder.
lesson-simple-enclosure-2-done = Alle vier Seiten besetzt, zwei davon von dir: Die 25 ist geschlagen, ganz gleich, welche Zahlen drumherum stehen. Nur der eingeschlossene Stein fällt; seine Nachbarn haben noch eine freie Seite.

lesson-simple-safe-capture-title = Schlagen, ohne geschlagen zu werden
lesson-simple-safe-capture-1-task = Das schwarze Dreieck 12 (t·12) auf e8 kannst du auf zwei Arten schlagen: mit deinem Dreieck 9 (T·9) auf c7 (9 + 3 = 12) oder mit deinem Kreis 6 (C·6) auf e6 (6 × 2 = 12). Aber auf e10 lauert der schwarze Kreis 9 (c·9). Schlag die 12 so, dass Schwarz deinen Stein nicht zurückschlagen kann.
lesson-simple-safe-capture-1-hint = Was könnte der Kreis 9 schlagen, wenn er auf e8 zieht? Eine 9 durch Aufeinandertreffen, oder 9 + 2, 9 − 2, 9 × 2, 9 ÷ 2 durch Überfall.
lesson-simple-safe-capture-1-done = Der Kreis 9 könnte auf e8 ziehen und dort eine 9 schlagen, aber keine 6: 11, 7, 18 und 4,5 sind keine 6. Bevor du schlägst, schau, was der Gegner zurückschlagen kann.

lesson-simple-value-victory-title = Sieg nach Wert
lesson-simple-value-victory-1-task = Diese Partie geht auf 100 nach Wert (victory=value:100), und deine geschlagenen Steine sind zusammen 70 wert. Gewinne mit einem Schlag: Dein Kreis 36 (C·36) kann das schwarze Dreieck 36 (t·36) auf e6 schlagen, dein Dreieck 9 (T·9) den Kreis 9 (c·9) auf c9. Welcher Schlag bringt dich auf 100?
lesson-simple-value-victory-1-hint = 70 + 9 = 79, 70 + 36 = 106.
lesson-simple-value-victory-1-done = Die Werte der Steine, die du schlägst, werden zusammengezählt; wer zuerst das Ziel erreicht (100, 200 oder 300; ohne Angabe 200), gewinnt sofort.

lesson-simple-shape-victory-title = Sieg nach Formen
lesson-simple-shape-victory-1-task = Diese Partie zählt Formpunkte (victory=shape:10): Ein Kreis bringt 2, ein Dreieck 3, ein Viereck 4. Du hast 7. Dein Viereck 81 (S·81) auf b4 kann den großen schwarzen Kreis 81 (c·81) auf d6 durch Aufeinandertreffen schlagen, dein Dreieck 9 (T·9) auf f5 das kleine Dreieck 12 (t·12) auf h6 durch Überfall (9 + 3). Welcher Schlag gewinnt?
lesson-simple-shape-victory-1-hint = Hier zählt nur die Form, nicht die Zahl: 7 + 2 = 9, 7 + 3 = 10.
lesson-simple-shape-victory-1-done = Mit victory=shape gewinnt, wer zuerst 10, 20 oder 30 Formpunkte hat; ein Kreis bringt 2 Punkte, egal wie groß seine Zahl ist.

lesson-simple-rows-title = Reihen
lesson-simple-rows-1-task = Mit rows=true gewinnen Punkte nicht, nur eine Reihe. Dein Kreis 2 (C·2) auf b10 und dein Kreis 4 (C·4) auf d10 stehen schon in der schwarzen Hälfte. Stell deinen Kreis 8 (C·8) von g8 dazu, auf Reihe 10: 2, 4, 8 ist eine geometrische Reihe.
lesson-simple-rows-1-hint = Die Reihe zählt nur in der schwarzen Hälfte (Reihen 9 bis 16): auf Reihe 10, rechts von der 4.
lesson-simple-rows-1-done = Eine Reihe: drei deiner Steine in der gegnerischen Hälfte auf einer Reihe oder Linie, dazwischen nur leere Felder (die Abstände dürfen verschieden sein), der mittlere Wert in der Mitte, in Proportion. 2 4 8 ist geometrisch: 2 × 2 = 4, 4 × 2 = 8.
lesson-simple-rows-2-task = Dein Kreis 4 (C·4) auf e11 und dein Kreis 6 (C·6) auf e13 stehen auf der e-Linie. Vervollständige die arithmetische Reihe 4, 6, 8 mit deinem Kreis 8 (C·8) von d14.
lesson-simple-rows-2-hint = Die 6 muss in der Mitte stehen, also gehört die 8 über sie auf die e-Linie.
lesson-simple-rows-2-done = 4 6 8 ist arithmetisch: 6 − 4 = 8 − 6. Eine Linie zählt genauso wie eine Reihe.
lesson-simple-rows-3-task = Die dritte Art ist die musikalische. Zu deinem Dreieck 9 (T·9) auf a12 und deinem Viereck 15 (S·15) auf d12 gehört noch dein Viereck 45 (S·45) auf Reihe 12, rechts von der 15: 9, 15, 45. Hol das Viereck 45 von h8 herauf.
lesson-simple-rows-3-hint = Ein Viereck zieht 4 Felder, und h12 liegt 4 Felder über h8.
lesson-simple-rows-3-done = 9 15 45 ist musikalisch: 45 × (15 − 9) = 9 × (45 − 15) = 270. Arithmetisch, geometrisch oder musikalisch: Jede gewinnt.

lesson-simple-limit-title = Die Zuggrenze
lesson-simple-limit-1-task = Diese Partie endet nach 59 Halbzügen (limit=59), und 58 sind gespielt: Dein Zug ist der letzte. Dann gewinnt, wer nach Wert mehr Punkte hat; du hast 30, Schwarz hat 36. Dein Kreis 16 (C·16) kann das Dreieck 16 (t·16) auf e6 schlagen, dein Dreieck 9 (T·9) den Kreis 3 (c·3) auf c9. Schlag den Stein, der dich in Führung bringt.
lesson-simple-limit-1-hint = 30 + 3 ist immer noch weniger als 36.
lesson-simple-limit-1-done = Ist die Zuggrenze erreicht, endet die Partie: Die höhere Punktzahl gewinnt (nach Wert oder, mit victory=shape, nach Formpunkten), bei Gleichstand ist sie remis. Mit rows=true endet die Partie an der Zuggrenze immer remis.

lesson-simple-last-piece-title = Der letzte Stein
lesson-simple-last-piece-1-task = Schwarz hat nur noch einen Stein, den Kreis 9 (c·9) auf e7. Schlag ihn mit deinem Dreieck 9 (T·9) auf d5, dann kann Schwarz nicht mehr ziehen.
lesson-simple-last-piece-1-hint = Aufeinandertreffen: 9 schlägt 9. e7 liegt eine Linie weiter rechts und zwei Reihen höher.
lesson-simple-last-piece-1-done = Wer keinen Zug mehr hat, verliert, ganz gleich, wie die Punkte stehen: Schwarz hat keinen Stein mehr, also gewinnt Weiß.
