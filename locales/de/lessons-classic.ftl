# Lessons of `classic` (/learn classic): titles, and per step the task, a hint and why it worked.

lesson-classic-circle-title = Der Kreis
lesson-classic-circle-1-task = Ziehe deinen Kreis 4 (C·4) von d4 ein Feld nach vorn, auf d5. Ein Kreis zieht genau ein Feld waagrecht oder senkrecht, nie diagonal.
lesson-classic-circle-1-hint = Nach vorn heißt für Weiß: zu den höheren Reihen. Ein Zug wird von-nach geschrieben, wie mit /{ command-move-name } in einer Partie: d4-…
lesson-classic-circle-1-done = Ein Kreis zieht immer genau ein Feld: vor, zurück oder zur Seite, und nur auf ein leeres Feld.
lesson-classic-circle-2-task = Dein Dreieck 9 (T·9) auf d9 steht direkt vor deinem Kreis 6 (C·6) auf d8, und kein Stein darf springen. Ziehe den Kreis seitlich nach rechts auf e8, damit sein Weg nach vorn wieder frei ist.
lesson-classic-circle-2-hint = Nach rechts heißt: in Richtung der h-Linie.
lesson-classic-circle-2-done = In diesem Spiel wird nie gesprungen: Ein Stein im Weg, ob deiner oder ein gegnerischer, versperrt den Zug.

lesson-classic-triangle-title = Das Dreieck
lesson-classic-triangle-1-task = Ziehe dein Dreieck 9 (T·9) von c3 nach e5. Ein Dreieck zieht genau zwei Felder diagonal, nicht mehr und nicht weniger.
lesson-classic-triangle-1-hint = Zähle entlang der Diagonale: d4 ist das erste Feld, e5 das zweite.
lesson-classic-triangle-1-done = Das Dreieck landet immer zwei Felder entfernt auf einer Diagonale, und das Feld dazwischen muss leer sein.
lesson-classic-triangle-2-task = Dein Dreieck 25 (T·25) auf d4 will nach vorn. f6 ist nicht erreichbar: Dein Kreis 4 (C·4) auf e5 steht im Weg, und ein Dreieck kann ihn nicht überspringen. Zieh stattdessen über die andere Diagonale nach vorn, auf b6.
lesson-classic-triangle-2-hint = Nach vorn und nach links: c5 dazwischen, b6 als Ziel.
lesson-classic-triangle-2-done = Von den vier diagonalen Zügen eines Dreiecks sind nur die möglich, bei denen das Feld dazwischen leer ist.

lesson-classic-square-title = Das Viereck
lesson-classic-square-1-task = Ziehe dein Viereck 15 (S·15) von a2 drei Felder geradeaus nach vorn, auf a5. Ein Viereck zieht genau drei Felder in eine der acht Richtungen: entlang Reihen, Linien und Diagonalen.
lesson-classic-square-1-hint = Zähle a3, a4, a5: Das Viereck landet auf dem dritten Feld.
lesson-classic-square-1-done = Ein Viereck zieht immer genau drei Felder, nie weniger; die beiden Felder, über die es zieht, müssen leer sein.
lesson-classic-square-2-task = Dein Kreis 4 (C·4) auf b4 versperrt die b-Linie. Ziehe dein Viereck 45 (S·45) von b2 stattdessen drei Felder diagonal, auf e5.
lesson-classic-square-2-hint = Nach vorn und nach rechts: c3, d4, e5.
lesson-classic-square-2-done = Gerade oder diagonal: Ein Viereck zieht immer genau drei Felder, nur über leere Felder.

lesson-classic-pyramid-title = Die Pyramide
lesson-classic-pyramid-1-task = Deine Pyramide 91 (P·91) auf g2 besteht aus sechs Steinen: den Kreisen 1 und 4, den Dreiecken 9 und 16, den Vierecken 25 und 36. Sie darf wie jeder von ihnen ziehen. Zieh sie wie ein Dreieck zwei Felder diagonal, nach e4.
lesson-classic-pyramid-1-hint = Ein Dreieckszug: f3 dazwischen, e4 als Ziel.
lesson-classic-pyramid-1-done = Die Pyramide wählt in jedem Zug: einen Schritt wie ein Kreis, zwei Felder diagonal wie ein Dreieck oder drei Felder in jede Richtung wie ein Viereck.
lesson-classic-pyramid-2-task = Die schwarze Pyramide 190 (p·190) auf e10 enthält den Kreis 16, die Dreiecke 25 und 36 und die Vierecke 49 und 64, und jeder Teil kann einzeln geschlagen werden. Schlage ihr Dreieck 36 mit deinem Kreis 36 (C·36) auf e8.
lesson-classic-pyramid-2-hint = Gleiche Werte: Deine 36 schlägt die gegnerische 36, wenn sie im nächsten Zug auf das Feld der Pyramide ziehen könnte.
lesson-classic-pyramid-2-done = Nur das Dreieck 36 verlässt die Pyramide. Der Rest, p(c·16,t·25,s·49,s·64), bleibt auf e10 stehen und spielt mit seinen übrigen Teilen weiter.
lesson-classic-pyramid-3-task = Jetzt spielst du Schwarz. Solange eine Pyramide vollständig ist, kann sie auch als Ganzes fallen, durch einen Angriff auf ihre Gesamtsumme. Dein Viereck 121 (s·121) auf d8 erreicht die weiße Pyramide 91 (P·91) auf d5 schon; bring noch dein Dreieck 30 (t·30) von h9 ins Spiel, denn 121 − 30 = 91.
lesson-classic-pyramid-3-hint = Das Dreieck muss im nächsten Zug auf d5 landen können: zwei Felder diagonal davon entfernt.
lesson-classic-pyramid-3-done = 121 − 30 = 91: Die ganze Pyramide verlässt auf einen Schlag das Brett. Hat eine Pyramide erst einmal einen Teil verloren, zählt ihre Gesamtsumme nicht mehr.

lesson-classic-equality-title = Schlagen gleicher Werte
lesson-classic-equality-1-task = Schlage das schwarze Dreieck 36 (t·36) auf d7 mit deinem Kreis 36 (C·36) auf d5. Gleiche Werte schlagen einander: Es genügt, dass dein Stein im nächsten Zug auf das Feld des gegnerischen ziehen könnte.
lesson-classic-equality-1-hint = Ein Kreis erreicht die Felder direkt neben ihm auf seiner Reihe und seiner Linie.
lesson-classic-equality-1-done = Dein Kreis bleibt auf d6 stehen, und das t·36 verlässt das Brett: Wer schlägt, zieht dabei nicht auf das Feld des geschlagenen Steins. So begegnen sich nur Werte, die beide Heere haben: 9, 16, 25, 36, 49, 64 und 81.
lesson-classic-equality-2-task = Schlage den schwarzen Kreis 25 (c·25) auf g8 mit deinem Dreieck 25 (T·25) auf c4. Stell das Dreieck so, dass es mit seinem nächsten Zug auf g8 landen könnte.
lesson-classic-equality-2-hint = Ein Dreieck erreicht Felder zwei Schritte weit auf einer Diagonale: Von welchem Feld aus ist g8 so ein Sprung entfernt?
lesson-classic-equality-2-done = Es zählt nur die Zugart des Angreifers. Der schwarze Kreis hätte dein Dreieck so nicht schlagen können: Kreise ziehen nicht diagonal.

lesson-classic-times-title = Schlagen durch Multiplikation
lesson-classic-times-1-task = Schlage das schwarze Dreieck 16 (t·16) auf d8 mit deinem Kreis 4 (C·4) auf d4, durch Multiplikation: Dein Wert mal die Anzahl der Felder von deinem Stein bis zum gegnerischen, beide mitgezählt, muss 16 ergeben. (Heligon zählt anders: nur die leeren Felder dazwischen.)
lesson-classic-times-1-hint = 4 × 4 = 16: Du brauchst vier Felder von deinem Kreis bis d8, beide Enden mitgezählt.
lesson-classic-times-1-done = Von d5 bis d8 sind es vier Felder, beide mitgezählt (d5, d6, d7, d8): 4 × 4 = 16. Die Zugweite spielt dabei keine Rolle, nur die Zugrichtung, und die Felder dazwischen müssen leer sein.
lesson-classic-times-2-task = Schlage das schwarze Dreieck 36 (t·36) auf f8 mit deinem Dreieck 9 (T·9) auf a3. Ein Dreieck schlägt nur entlang seiner Diagonalen.
lesson-classic-times-2-hint = 36 = 9 × 4: Stell das Dreieck auf eine Diagonale durch f8, vier Felder davon entfernt, beide Enden mitgezählt.
lesson-classic-times-2-done = c5, d6, e7, f8: vier Felder, und 9 × 4 = 36.

lesson-classic-divided-title = Schlagen durch Division
lesson-classic-divided-1-task = Schlage das schwarze Dreieck 12 (t·12) auf d6 mit deinem Kreis 36 (C·36) auf d3, durch Division: Dein Wert geteilt durch die Anzahl der Felder von deinem Stein bis zum gegnerischen, beide mitgezählt, muss 12 ergeben.
lesson-classic-divided-1-hint = 36 : 3 = 12: drei Felder, deines und d6 mitgezählt.
lesson-classic-divided-1-done = d4, d5, d6: 36 : 3 = 12. Die Division geht genau wie die Multiplikation: Es zählen die Zugrichtung und die leeren Felder dazwischen, nicht die Zugweite.
lesson-classic-divided-2-task = Schlage den schwarzen Kreis 9 (c·9) auf b9 mit deinem Viereck 45 (S·45) auf b2. Ein Viereck schlägt entlang aller acht Richtungen, so weit sie frei sind.
lesson-classic-divided-2-hint = 45 : 5 = 9: Von welchem Feld der b-Linie aus sind es fünf Felder bis b9?
lesson-classic-divided-2-done = b5, b6, b7, b8, b9: 45 : 5 = 9. Von b2 aus wären es 8 Felder gewesen, und 45 lässt sich nicht durch 8 teilen.

lesson-classic-sum-title = Schlagen durch Addition
lesson-classic-sum-1-task = Schlage den schwarzen Kreis 25 (c·25) auf e8 durch Addition. Dein Kreis 16 (C·16) auf e7 erreicht ihn schon; bring dein Dreieck 9 (T·9) von a4 so heran, dass es e8 auch erreicht: 16 + 9 = 25.
lesson-classic-sum-1-hint = Bei der Addition muss jeder Angreifer im nächsten Zug auf das Feld des angegriffenen Steins ziehen können. Wo kann das Dreieck landen, damit sein folgender Sprung auf e8 endet?
lesson-classic-sum-1-done = 16 + 9 = 25. Die Zahlen von zwei oder mehr deiner Steine dürfen zusammengezählt werden; jeder dieser Steine muss das Ziel erreichen, und es zählen nur Steine deiner eigenen Farbe.
lesson-classic-sum-2-task = Das Mischen der Rechenarten ist erlaubt: Ein Summand darf aus einer Multiplikation stammen. Dein Kreis 6 (C·6) auf d6 sieht das schwarze Dreieck 56 (t·56) auf d11 über sechs Felder, beide Enden mitgezählt: 6 × 6 = 36. Nimm dein Dreieck 20 (T·20) von h7 dazu und schlage das t·56.
lesson-classic-sum-2-hint = 36 + 20 = 56. Das Dreieck muss d11 erreichen: ein diagonaler Sprung über zwei Felder.
lesson-classic-sum-2-done = 6 × 6 + 20 = 56. Jeder Angreifer liefert einen Summanden: seinen Wert, wenn er das Ziel erreicht, oder seinen Wert mal oder geteilt durch die Anzahl der Felder, wenn er es in seiner Richtung sieht.

lesson-classic-difference-title = Schlagen durch Subtraktion
lesson-classic-difference-1-task = Schlage das schwarze Dreieck 56 (t·56) auf e10 durch Subtraktion. Dein Kreis 64 (C·64) auf e9 erreicht es schon; zieh deinen Kreis 8 (C·8) so, dass er e10 ebenfalls erreicht.
lesson-classic-difference-1-hint = 64 − 8 = 56. Beachte die Zugrichtung: Von d9 aus zählt der Kreis nicht, denn Kreise ziehen nicht diagonal.
lesson-classic-difference-1-done = 64 − 8 = 56: Zwei deiner Angreifer, deren Werte sich um den Wert des Ziels unterscheiden, schlagen es, genau wie bei der Addition.

lesson-classic-siege-title = Schlagen durch Einsperren
lesson-classic-siege-1-task = Sperr den schwarzen Kreis 9 (c·9) in der Ecke a16 ein: Ein Stein wird geschlagen, wenn jeder seiner Züge von deinen Steinen versperrt ist (Belagerung). Dein Dreieck 20 (T·20) versperrt a15 schon. Schließ seinen letzten Ausweg mit deinem Dreieck 42 (T·42) auf d14.
lesson-classic-siege-1-hint = Der Kreis könnte noch nach b16 ziehen.
lesson-classic-siege-1-done = Der Kreis hat keinen Zug mehr, und jeder seiner Wege ist von Weiß versperrt: Er ist eingesperrt und verlässt das Brett.
lesson-classic-siege-2-task = Das schwarze Viereck 28 (s·28) auf a16 hat drei Züge: die Linie hinunter, die Reihe entlang und die Diagonale entlang. Dein Kreis 4 (C·4) auf a13 versperrt die Linie, dein Dreieck 20 (T·20) auf c14 die Diagonale. Versperr die Reihe mit deinem Dreieck 42 (T·42) und schlage das s·28 durch Einsperren.
lesson-classic-siege-2-hint = Ein Weg ist versperrt, wenn der erste Stein darauf deiner ist, auf irgendeinem seiner drei Felder.
lesson-classic-siege-2-done = b16 ist leer, aber c16 gehört dir: Auch dieser Weg ist versperrt. Ein Stein, der von eigenen Steinen eingeengt ist, und sei es nur teilweise, ist nicht eingesperrt.

lesson-classic-rescue-title = Einen Pyramidenteil retten
lesson-classic-rescue-1-task = Greif das Dreieck 36 in der schwarzen Pyramide 190 (p·190) auf e10 mit deinem Kreis 36 (C·36) auf e8 an. Schwarz hat noch ein gewöhnliches Dreieck 36 (t·36) auf g13: Schau, was passiert.
lesson-classic-rescue-1-hint = Gleiche Werte: Dein Kreis muss das Feld der Pyramide erreichen. Schwarz bezahlt mit dem Dreieck 36 (t·36) auf g13.
lesson-classic-rescue-1-done = Schwarz gibt sein Dreieck 36 (t·36) auf g13 ab, und die Pyramide bleibt vollständig. So wird ein getroffener Teil immer gerettet, wenn sein Besitzer einen gewöhnlichen Stein mit demselben Wert auf dem Brett hat.
lesson-classic-rescue-2-task = Du spielst Schwarz. Dein Dreieck 16 (t·16) auf d10 kann den Kreis 4 in der weißen Pyramide 91 (P·91) auf e5 durch Division angreifen: 16 : 4 = 4. Weiß hat noch einen Kreis 4 (C·4) auf c3. Führ den Angriff aus.
lesson-classic-rescue-2-hint = Stell das Dreieck auf eine Diagonale durch e5, vier Felder davon entfernt, beide Enden mitgezählt.
lesson-classic-rescue-2-done = Weiß hält seine Pyramide vollständig und gibt stattdessen den Kreis 4 (C·4) auf c3 ab; die Gesamtsumme 91 der Pyramide zählt also weiter.

lesson-classic-reduced-title = Die verkleinerte Pyramide
lesson-classic-reduced-1-task = Deine Pyramide hat ihre Vierecke verloren: P(C·1,C·4,T·9,T·16) auf d4 enthält nur noch Kreise und Dreiecke und kann deshalb nicht mehr drei Felder ziehen. Zieh sie wie ein Dreieck nach f6.
lesson-classic-reduced-1-hint = Zwei Felder diagonal, nach vorn und nach rechts.
lesson-classic-reduced-1-done = Eine Pyramide zieht nur noch mit den Formen, die sie noch enthält. Ohne ihre Vierecke sind die Züge über drei Felder weg.
lesson-classic-reduced-2-task = Der schwarzen Pyramide sind nur ihr Kreis 16 und ihr Dreieck 25 geblieben: p(c·16,t·25) auf a16. Ihre Summe 41 zählt nicht mehr: Eine verkleinerte Pyramide fällt als Ganzes nur noch durch Einsperren. Deine Dreiecke versperren a15 und b16; verschließ den Weg des Dreiecks mit deinem Dreieck 20 (T·20) auf d13.
lesson-classic-reduced-2-hint = Das Dreieck der Pyramide könnte noch von a16 über b15 nach c14 springen.
lesson-classic-reduced-2-done = Die Kreiszüge und der Dreieckszug sind alle von Weiß versperrt: Die ganze Pyramide ist eingesperrt und verlässt das Brett.

lesson-classic-arithmetic-title = Arithmetische Harmonie
lesson-classic-arithmetic-1-task = Du gewinnst mit einer Harmonie: drei Steine in der Hälfte von Schwarz (Reihen 9 bis 16), deren Werte eine Proportion bilden. Deine Kreise 2 (C·2) auf b10 und 4 (C·4) auf d10 stehen auf Reihe 10. Vollende die arithmetische Proportion 2, 4, 6 mit deinem Kreis 6 (C·6) auf f9.
lesson-classic-arithmetic-1-hint = Arithmetisch: 4 − 2 = 6 − 4. Auf einer Geraden müssen die Abstände gleich sein, und die mittlere Zahl muss in der Mitte stehen.
lesson-classic-arithmetic-1-done = b10, d10, f10: gleiche Abstände, die 4 in der Mitte, nur leere Felder dazwischen. 2, 4, 6 ist eine arithmetische Harmonie, und du hast sofort gewonnen.
lesson-classic-arithmetic-2-task = Eine Harmonie darf auch über Eck stehen: die mittlere Zahl auf dem Eckfeld, die beiden anderen auf seiner Reihe und seiner Linie, im gleichen Abstand. Vollende 4, 6, 8 um deinen Kreis 6 (C·6) auf c11 mit deinem Kreis 8 (C·8).
lesson-classic-arithmetic-2-hint = Der Kreis 4 steht zwei Felder die Linie hinauf von c11; die 8 muss zwei Felder entlang der Reihe stehen.
lesson-classic-arithmetic-2-done = c13, c11, e11: die 6 auf dem Eckfeld, die 4 und die 8 je zwei Felder entfernt. 6 − 4 = 8 − 6.

lesson-classic-geometric-title = Geometrische Harmonie
lesson-classic-geometric-1-task = Gewinne mit einer geometrischen Harmonie: 4, 8, 16, denn 4 : 8 = 8 : 16. Deine Kreise 4 (C·4) auf c10 und 8 (C·8) auf d11 stehen auf einer Diagonale; stell deinen Kreis 16 (C·16) so, dass er die Gerade vollendet.
lesson-classic-geometric-1-hint = Auch eine Diagonale ist eine Gerade: c10, d11, und dann?
lesson-classic-geometric-1-done = 8 × 8 = 4 × 16: eine geometrische Proportion, auf einer Diagonale ohne Lücken.
lesson-classic-geometric-2-task = Eine vollständige Pyramide zählt in einer Harmonie mit ihrer Gesamtsumme. 49, 91, 169 ist geometrisch: 91 × 91 = 49 × 169. Dein Dreieck 49 (T·49) auf b12 und deine Pyramide 91 (P·91) auf d12 stehen bereit; bring dein Viereck 169 (S·169) heran.
lesson-classic-geometric-2-hint = Gleiche Abstände: b12, d12 und noch ein Feld zwei Linien weiter.
lesson-classic-geometric-2-done = b12, d12, f12, je ein leeres Feld dazwischen: Die Pyramide zählt als 91, und du gewinnst. Eine Pyramide, die einen Teil verloren hat, könnte nur noch mit einem einzelnen Teil mitspielen.

lesson-classic-musical-title = Musikalische Harmonie
lesson-classic-musical-1-task = Gewinne mit einer musikalischen Harmonie: 9, 15, 45. Dein Dreieck 9 (T·9) auf c13 und dein Viereck 15 (S·15) auf e13 stehen auf Reihe 13; vollende die Harmonie mit deinem Viereck 45 (S·45) auf g10.
lesson-classic-musical-1-hint = Musikalisch: Die größte Zahl verhält sich zur kleinsten wie die obere Differenz zur unteren, 45 : 9 = 5 und (45 − 15) : (15 − 9) = 30 : 6 = 5. Gleiche Abstände: c13, e13, …
lesson-classic-musical-1-done = c13, e13, g13, gleiche Abstände, die 15 in der Mitte. Aus eigenem Bestand kann Weiß nur zwei musikalische Harmonien bilden: 9, 15, 45 und 9, 16, 72.
lesson-classic-musical-2-task = Ein gegnerischer Stein darf in deiner Harmonie mitspielen. Der schwarze Kreis 3 (c·3) auf c12 und dein Kreis 4 (C·4) auf d12 stehen nebeneinander; mit deinem Kreis 6 (C·6) bilden sie 3, 4, 6, eine musikalische Proportion. Vollende sie.
lesson-classic-musical-2-hint = 6 : 3 = (6 − 4) : (4 − 3). Die 6 muss auf derselben Reihe auf die 4 folgen, im gleichen Abstand wie zwischen der 3 und der 4.
lesson-classic-musical-2-done = c12, d12, e12: 3, 4, 6, und nur ein Glied gehört Schwarz. Aus eigenem Bestand kann Schwarz überhaupt keine musikalische Harmonie bilden: Es braucht immer einen deiner Steine.

lesson-classic-no-move-title = Kein Zug mehr
lesson-classic-no-move-1-task = Es gibt noch einen Weg zu gewinnen: Wer nicht ziehen kann, verliert. Schwarz hat nur noch das Dreieck 36 (t·36) auf d12; schlage es mit deinem Kreis 36 (C·36) auf d10.
lesson-classic-no-move-1-hint = Gleiche Werte: Dein Kreis muss d12 erreichen.
lesson-classic-no-move-1-done = Schwarz hat keinen Stein mehr und damit keinen Zug: Schwarz verliert.
lesson-classic-no-move-2-task = Die schwarzen Kreise 3 (c·3) und 5 (c·5) auf a16 und b16 sitzen in der Falle. Sie versperren sich gegenseitig, deshalb kann keiner eingesperrt werden, aber der Kreis 5 hat noch einen Zug. Nimm ihm diesen letzten Zug mit deinem Dreieck 72 (T·72) auf e14.
lesson-classic-no-move-2-hint = Welches Feld neben b16 ist noch leer? Dein Dreieck kann dort landen.
lesson-classic-no-move-2-done = Geschlagen wird nichts, denn jeder Kreis wird teilweise von eigenen Steinen eingeengt; aber Schwarz hat keinen Zug mehr und verliert.
