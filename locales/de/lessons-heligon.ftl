# Lektionen zu `heligon` (Quelle 001): Texte für /learn heligon.

## moves: wie die drei Formen ziehen

lesson-heligon-moves-title = Wie die Steine ziehen
lesson-heligon-moves-1-task = Ein Kreis zieht genau ein Feld waagrecht oder senkrecht: vor, zurück oder zur Seite, nie schräg. Zieh deinen Kreis 4 (C·4) von e4 nach vorn auf e5.
lesson-heligon-moves-1-hint = Ein Feld geradeaus die e-Linie hinauf.
lesson-heligon-moves-1-done = Mehr kann ein Kreis nicht: ein Feld, geradeaus. Jeder Zug endet auf einem leeren Feld.
lesson-heligon-moves-2-task = Ein Dreieck zieht genau zwei Felder diagonal, nicht mehr und nicht weniger, und das Feld, über das es zieht, muss leer sein. Zieh dein Dreieck 25 (T·25) von c3 nach e5.
lesson-heligon-moves-2-hint = Zwei Felder schräg nach rechts oben, über d4.
lesson-heligon-moves-2-done = Richtig: von c3 über d4 nach e5. Ein Dreieck kann nie nach einem Feld stehen bleiben und nie geradeaus ziehen.
lesson-heligon-moves-3-task = Ein Viereck zieht genau drei Felder in eine der acht Richtungen und springt nie. Bring dein Viereck 45 (S·45) von b2 auf die 5. Reihe. Achte auf deinen Kreis 8 (C·8) auf c3.
lesson-heligon-moves-3-hint = Die Diagonale nach e5 versperrt dein eigener Kreis auf c3. Welche andere Gerade mit drei Feldern führt auf die 5. Reihe?
lesson-heligon-moves-3-done = Von b2 nach b5, drei Felder die Linie hinauf. Der Kreis auf c3 hat die Diagonale versperrt: Kein Stein springt je über einen anderen.

## pyramid: die Pyramide zieht und schlägt mit ihren Teilen

lesson-heligon-pyramid-title = Die Pyramide
lesson-heligon-pyramid-1-task = Deine Pyramide 91 (P·91) besteht aus sechs Teilen: den Kreisen 1 und 4, den Dreiecken 9 und 16, den Vierecken 25 und 36. Sie zieht wie jede Form, die sie noch enthält. Zieh sie in einem Zug von d2 nach d5. (Die Zeile unter dem Brett, Körper · Besitz · Einnahmen, zählt, was jede Seite geschlagen hat: die Steine, ihre Zahlen zusammengezählt, ihre Ziffern. In den Lektionen 12 bis 14 gewinnst du damit.)
lesson-heligon-pyramid-1-hint = Drei Felder geradeaus nach oben: Welcher ihrer Teile zieht drei Felder?
lesson-heligon-pyramid-1-done = Die Pyramide ist wie ein Viereck gezogen (ihre Vierecke 25 und 36 erlauben das). Sie könnte auch wie ein Kreis ein Feld oder wie ein Dreieck zwei Felder diagonal ziehen.
lesson-heligon-pyramid-2-task = Eine Pyramide schlägt mit der Summe ihrer Teile oder mit einem einzelnen Teil, der dann so weit reicht wie seine eigene Form. Schlag das schwarze Dreieck 16 (t·16) auf g7 durch Begegnung, mit dem Dreieck 16 in deiner Pyramide (Pyramide 91 (P·91) auf e2).
lesson-heligon-pyramid-2-hint = Das Dreieck 16 reicht zwei Felder diagonal. Von welchem Feld aus ist g7 zwei Schritte schräg entfernt? Dann such den Pyramidenzug dorthin.
lesson-heligon-pyramid-2-done = Von e5 aus erreicht das Dreieck 16 der Pyramide über f6 das Feld g7: Begegnung, 16 = 16. Dein Stein bleibt auf e5 stehen; der geschlagene Stein verschwindet einfach vom Brett.
lesson-heligon-pyramid-3-task = Auch Pyramiden werden Teil für Teil geschlagen. Die schwarze Pyramide 190 (p·190) auf d10 ist 16 + 25 + 36 + 49 + 64. Schlag ihr Viereck 64 mit deinem Kreis 64 (C·64) auf c11.
lesson-heligon-pyramid-3-hint = Ein Kreis erreicht die vier Nachbarfelder auf seiner Reihe und Linie. Stell dich neben die Pyramide.
lesson-heligon-pyramid-3-done = Das Viereck 64 fällt durch Begegnung; die Pyramide bleibt stehen und ist jetzt 16 + 25 + 36 + 49 = 126 wert. Ein Teil, der einer Pyramide genommen wird, ist kein Gefangener.

## meeting: Begegnung

lesson-heligon-meeting-title = Schlagen durch Begegnung
lesson-heligon-meeting-1-task = Begegnung: Könnte einer deiner Steine im nächsten Zug auf einen gegnerischen Stein mit derselben Zahl ziehen, ist dieser sofort geschlagen. Schlag das schwarze Dreieck 36 (t·36) auf d9 mit deinem Kreis 36 (C·36) auf c8.
lesson-heligon-meeting-1-hint = Stell deinen Kreis auf ein Feld direkt neben d9, auf derselben Reihe oder Linie.
lesson-heligon-meeting-1-done = Dein Kreis erreicht jetzt d9, und 36 = 36: Das Dreieck ist geschlagen. Dein Kreis zieht dabei nicht auf d9: Nach deinem eigenen Zug bleibt das Feld einfach leer.
lesson-heligon-meeting-2-task = Auch ein Viereck begegnet, drei Felder entfernt. Schlag den schwarzen Kreis 25 (c·25) auf e7 mit deinem Viereck 25 (S·25) auf b1.
lesson-heligon-meeting-2-hint = Such ein Feld, das in gerader Linie drei Schritte von e7 entfernt ist und das dein Viereck von b1 aus erreicht.
lesson-heligon-meeting-2-done = Von dort könnte dein Viereck über zwei leere Felder auf e7 ziehen: 25 begegnet 25. Es zählt nur, ob dein Stein hinkommt, nicht welche Form der Gegner hat.

## ambush: Hinterhalt

lesson-heligon-ambush-title = Schlagen durch Hinterhalt
lesson-heligon-ambush-1-task = Hinterhalt: Zwei deiner Steine, die beide einen gegnerischen Stein erreichen, schlagen ihn, wenn ihre Summe oder ihre Differenz seine Zahl ist. Schlag den schwarzen Kreis 25 (c·25) auf e6: Dein Dreieck 9 (T·9) auf c4 erreicht ihn schon, und 9 + 16 = 25.
lesson-heligon-ambush-1-hint = Auch dein Kreis 16 (C·16) auf f5 muss e6 erreichen: Stell ihn direkt daneben.
lesson-heligon-ambush-1-done = Das Dreieck erreicht e6 über d5, der Kreis vom Nachbarfeld aus: 16 + 9 = 25, ein Hinterhalt. Keiner der beiden zieht auf e6.
lesson-heligon-ambush-2-task = Mit der Differenz geht es genauso. Schlag den schwarzen Kreis 5 (c·5) auf e6: Dein Kreis 4 (C·4) auf e5 erreicht ihn, und 9 - 4 = 5.
lesson-heligon-ambush-2-hint = Bring dein Dreieck 9 (T·9) von a2 auf ein Feld zwei Schritte schräg von e6 entfernt, und lass den Kreis, wo er ist.
lesson-heligon-ambush-2-done = Von c4 aus erreicht das Dreieck e6 über d5; mit dem Kreis zusammen: 9 - 4 = 5. Beide Steine müssen das Ziel in derselben Stellung erreichen.

## assault: Angriff

lesson-heligon-assault-title = Schlagen durch Angriff
lesson-heligon-assault-1-task = Angriff: Dein Stein steht auf derselben Reihe, Linie oder Diagonale wie ein gegnerischer, nur leere Felder dazwischen, und die größere Zahl ist die kleinere mal die Anzahl dieser leeren Felder. Schlag das schwarze Dreieck 12 (t·12) auf d9 mit deinem Kreis 4 (C·4) auf c5: 4 x 3 = 12. In heligon zählen nur die leeren Felder dazwischen; in „klassisch“ zählen auch die Felder der beiden Steine mit, dort hieße 4 x 3 also ein einziges leeres Feld dazwischen.
lesson-heligon-assault-1-hint = Zwischen deiner 4 und der 12 müssen genau drei leere Felder liegen. Zähl sie auf der d-Linie.
lesson-heligon-assault-1-done = Von d5 aus liegen drei leere Felder (d6, d7, d8) bis zur 12: 4 x 3 = 12, ein Angriff.
lesson-heligon-assault-2-task = Auch der größere Stein kann angreifen: Dann ist die kleinere Zahl die größere geteilt durch die Anzahl der leeren Felder. Schlag den schwarzen Kreis 9 (c·9) auf e9 mit deinem Kreis 36 (C·36) auf e3.
lesson-heligon-assault-2-hint = 36 / 9 = 4: Du brauchst vier leere Felder dazwischen. Jetzt sind es fünf.
lesson-heligon-assault-2-done = Vier leere Felder, e5 bis e8: 36 / 4 = 9. Die 9 könnte deine 36 genauso angreifen, aber deine eigenen Schläge kommen immer zuerst.
lesson-heligon-assault-3-task = Ein Angriff geht über jede Gerade, gleich welche Form der Stein hat: Auch ein Dreieck greift entlang einer Reihe an. Schlag den schwarzen Kreis 5 (c·5) auf f4 mit deinem Dreieck 20 (T·20) auf c2: 20 = 5 x 4.
lesson-heligon-assault-3-hint = Zieh das Dreieck auf die 4. Reihe, sodass vier leere Felder zwischen ihm und f4 liegen.
lesson-heligon-assault-3-done = Von a4 aus sind b4, c4, d4 und e4 leer: 5 x 4 = 20. Das Dreieck zieht nur diagonal, greift aber in alle acht Richtungen an.

## siege: Belagerung

lesson-heligon-siege-title = Schlagen durch Belagerung
lesson-heligon-siege-1-task = Belagerung: Ein gegnerischer Stein, dessen Züge alle von deinen Steinen versperrt sind, ist geschlagen. Der schwarze Kreis 5 (c·5) in der Ecke a16 kann nur nach a15 oder b16; auf a15 steht schon dein Kreis 4 (C·4). Belagere ihn.
lesson-heligon-siege-1-hint = Versperr sein letztes freies Feld mit deinem Kreis 8 (C·8).
lesson-heligon-siege-1-done = Beide seiner Züge enden jetzt an deinen Steinen: Belagerung, und der Kreis 5 ist geschlagen, ganz gleich, welche Zahlen im Spiel sind.
lesson-heligon-siege-2-task = Ein Zug ist versperrt, wenn der erste Stein auf seinem Weg ein gegnerischer ist. Das schwarze Dreieck 56 (t·56) auf h16 hat nur einen Zug: über g15 nach f14. Belagere es mit deinem Dreieck 6 (T·6) auf d12.
lesson-heligon-siege-2-hint = Dein Dreieck kann genau dort landen, wo der einzige Zug des schwarzen Dreiecks enden würde.
lesson-heligon-siege-2-done = Das Dreieck 6 (T·6) auf f14 versperrt den einzigen Zug des Dreiecks: Es ist belagert und geschlagen. Hätten es seine eigenen Steine eingeschlossen, auch nur teilweise, wäre das keine Belagerung.

## step-in: der schlagende Stein rückt ein

lesson-heligon-step-in-title = Der Schlagende rückt ein
lesson-heligon-step-in-1-task = Schlag das schwarze Dreieck 16 (t·16) auf g13, ohne dein Dreieck 49 (T·49) auf h13 zu verlieren. Das schwarze Viereck 49 (s·49) auf h16 wartet nur darauf, dass die h-Linie frei wird.
lesson-heligon-step-in-1-hint = Dein Kreis 16 (C·16) auf h14 schützt das Dreieck 49. Dein Kreis 4 (C·4) auf g7 kann die 16 auch angreifen: 4 x 4 = 16.
lesson-heligon-step-in-1-done = Von g7 nach g8, und bis g13 liegen vier leere Felder: 4 x 4 = 16. Hätte der Kreis 16 geschlagen, wäre das schwarze Viereck 49 deiner 49 sofort begegnet und auf h13 gerückt: Schlägt dein Gegner einen Stein, den du ihm hingestellt hast, rückt ein einzelner Schlagender (Begegnung, Angriff) auf dessen Feld ein.
lesson-heligon-step-in-2-task = Das Einrücken kann dir auch helfen. Deine Kreise 2, 4 und 6 auf c12, e12 und g12 würden 2 4 6 bilden (4 - 2 = 6 - 4), doch dazwischen steht der schwarze Kreis 9 (c·9) auf d12. Gewinne mit einem kleinen Sieg.
lesson-heligon-step-in-2-hint = Biete dem schwarzen Kreis 9 dein Dreieck 9 (T·9) an, damit er d12 verlässt.
lesson-heligon-step-in-2-done = Die schwarze 9 ist deinem Dreieck auf d11 begegnet und dorthin gerückt: d12 wurde frei, und zwischen 2 4 6 lagen nur noch leere Felder. Ein echter Sieg wird nach den Schlägen deines Gegners noch einmal geprüft.

## prisoners: Gefangene

lesson-heligon-prisoners-title = Gefangene
lesson-heligon-prisoners-1-task = Ein Stein, den du schlägst, wechselt zu deiner Farbe und wird dein Gefangener. Schlag den schwarzen Kreis 9 (c·9) auf g8 mit deinem Dreieck 9 (T·9) auf c4 und schau dir danach deine Gefangenen an.
lesson-heligon-prisoners-1-hint = Stell dein Dreieck zwei Schritte schräg von g8 entfernt auf.
lesson-heligon-prisoners-1-done = Begegnung 9 = 9 von e6 aus. Der Kreis 9 gehört jetzt dir und wird C·9* geschrieben (der Stern: Er hat im anderen Heer angefangen).
lesson-heligon-prisoners-2-task = Statt zu ziehen, darfst du einen Gefangenen auf ein beliebiges leeres Feld deiner eigenen Hälfte einsetzen (Reihen 1 bis 8); danach wird geschlagen wie nach einem Zug. Setz deinen gefangenen Kreis 9 (C·9*) so ein, dass er den schwarzen Kreis 9 (c·9) auf d9 schlägt.
lesson-heligon-prisoners-2-hint = Ein Einsetzen schreibst du als /{ command-move-name } C9@Feld. Welches Feld deiner Hälfte liegt direkt neben d9?
lesson-heligon-prisoners-2-done = Auf d8 erreicht dein Kreis 9 das Feld d9: Begegnung 9 = 9. Ein eingesetzter Gefangener ist wieder ein gewöhnlicher Stein und zieht frei. (Auch d7, b7 oder f7 hätten gereicht: Gleiche Zahlen mit einem leeren Feld dazwischen sind ein Angriff, 9 x 1 = 9.)

## small victory: kleiner Sieg

lesson-heligon-small-victory-title = Der kleine Sieg
lesson-heligon-small-victory-1-task = Der kleine Sieg (das voreingestellte Ziel): drei Steine in der Hälfte deines Gegners (Reihen 9 bis 16), mindestens zwei davon deine, in Proportion, auf einer Geraden mit gleichen Abständen und die mittlere Zahl in der Mitte. Gewinne: Deine Kreise 2 (C·2) auf c10 und 6 (C·6) auf e10 warten auf die 4.
lesson-heligon-small-victory-1-hint = 2, 4, 6 ist arithmetisch: 4 - 2 = 6 - 4. Wo muss die 4 stehen?
lesson-heligon-small-victory-1-done = 2 4 6 auf c10, d10, e10: eine arithmetische Proportion, ein kleiner Sieg. Geometrische (4 16 64) und musikalische Proportionen (4 6 12) zählen auch.
lesson-heligon-small-victory-2-task = Drei Steine dürfen auch über Eck stehen: die mittlere Zahl auf dem Eckfeld, die anderen beiden auf seiner Reihe und seiner Linie im gleichen Abstand. Ein gegnerischer Stein darf mitmachen. Gewinne mit deinem Kreis 6 (C·6) auf e12, dem schwarzen Dreieck 12 (t·12) auf e14 und deinem Kreis 4 (C·4).
lesson-heligon-small-victory-2-hint = 4 6 12 ist musikalisch: 12 x (6 - 4) = 4 x (12 - 6). Die 12 steht zwei Felder über dem Eckfeld e12; die 4 muss zwei Felder daneben stehen.
lesson-heligon-small-victory-2-done = 4 auf c12, 6 auf dem Eckfeld e12, 12 auf e14, d12 und e13 leer: eine musikalische Proportion über Eck.

## great victory: großer Sieg

lesson-heligon-great-victory-title = Der große Sieg
lesson-heligon-great-victory-1-task = Diese Partie geht um einen großen Sieg (victory=great): vier Steine in der Hälfte deines Gegners, mindestens drei davon deine, deren Dreiergruppen mindestens zwei Arten von Proportion zeigen. Sie stehen auf einer Geraden mit gleichen Abständen, die Zahlen steigen oder fallen entlang der Geraden. Vervollständige 2 4 6 8 mit deinem Kreis 8 (C·8).
lesson-heligon-great-victory-1-hint = Die 2, 4 und 6 stehen auf b11, c11, d11. Die 8 kommt direkt hinter die 6.
lesson-heligon-great-victory-1-done = 2 4 6 und 4 6 8 sind arithmetisch, 2 4 8 ist geometrisch: zwei Arten, ein großer Sieg. 2 4 6 allein war nur ein kleiner, und der zählt in dieser Partie nicht.
lesson-heligon-great-victory-2-task = Die vier dürfen auch auf den Ecken eines Quadrats stehen (beliebig groß, die Zahlen in beliebiger Ordnung; die Seiten zwischen den Ecken leer). Deine Kreise 2, 4 und 6 stehen auf c10, f10 und c13. Gewinne mit deinem Kreis 8 (C·8) auf f14.
lesson-heligon-great-victory-2-hint = Welches Feld macht c10, f10, c13 zu den Ecken eines Quadrats?
lesson-heligon-great-victory-2-done = c10, f10, c13, f13 sind die Ecken eines Quadrats mit der Seitenlänge drei, und wieder zeigt 2 4 6 8 zwei Arten von Proportion.

## excellent victory: gewaltiger Sieg

lesson-heligon-excellent-victory-title = Der gewaltige Sieg
lesson-heligon-excellent-victory-1-task = Diese Partie geht um einen gewaltigen Sieg (victory=excellent): vier Steine, deren Dreiergruppen alle drei Arten von Proportion zeigen, wie 3 4 6 9. Der schwarze Kreis 3 (c·3) darf mitmachen: Er steht auf c12, deine Kreise 4 und 6 auf d12 und e12. Gewinne mit deinem Dreieck 9 (T·9) auf h10.
lesson-heligon-excellent-victory-1-hint = Die Zahlen müssen entlang der Geraden mit gleichen Abständen steigen: Die 9 kommt direkt hinter die 6.
lesson-heligon-excellent-victory-1-done = 3 4 6 ist musikalisch, 3 6 9 arithmetisch, 4 6 9 geometrisch: alle drei Arten, der gewaltige Sieg. Einer der vier darf ein gegnerischer Stein sein.
lesson-heligon-excellent-victory-2-task = Auch 4 6 9 12 zeigt alle drei Arten. Dein Kreis 4 (C·4) steht auf c10, dein Kreis 6 (C·6) auf e12, das schwarze Dreieck 12 (t·12) auf c12. Setze dein Dreieck 9 (T·9) auf g12, in die letzte Ecke des Quadrats.
lesson-heligon-excellent-victory-2-hint = Die vierte Ecke zu c10, c12, e12 ist frei. Kommt dein Dreieck dorthin?
lesson-heligon-excellent-victory-2-done = 4 6 9 geometrisch, 6 9 12 arithmetisch, 4 6 12 musikalisch, auf den Ecken c10, e10, c12, e12: der gewaltige Sieg.

## body: Sieg des Körpers

lesson-heligon-body-title = Der Sieg des Körpers
lesson-heligon-body-1-task = Ein gewöhnlicher Sieg zählt die Schläge. Hier ist das Ziel der Körper (victory=body): 12 geschlagene Steine. Du hast 10. Schlag zwei auf einmal mit deinem Kreis 4 (C·4) auf e3.
lesson-heligon-body-1-hint = Die schwarze 16 auf e9 will 4 x 4, die schwarze 12 auf a8 will 4 x 3: Ein Feld des Kreises schafft beides.
lesson-heligon-body-1-done = Von e4 aus liegen vier leere Felder bis e9 (4 x 4 = 16) und drei auf der Diagonale bis a8 (4 x 3 = 12): zwei Angriffe, 12 Steine, der Körper ist erreicht.

## goods: Sieg des Besitzes

lesson-heligon-goods-title = Der Sieg des Besitzes
lesson-heligon-goods-1-task = Das Ziel ist der Besitz (victory=goods): Die Zahlen, die du schlägst, zusammengezählt, müssen 300 erreichen. Du hast 250. Schlag den Stein, der dich ans Ziel bringt.
lesson-heligon-goods-1-hint = Mit dem schwarzen Kreis 49 kämst du nur auf 299. Das schwarze Dreieck 56 (t·56) auf e6: Dein Kreis 64 (C·64) erreicht es, und 64 - 8 = 56.
lesson-heligon-goods-1-done = Deine Kreise 64 und 8 schlagen die 56 aus dem Hinterhalt: 250 + 56 = 306, der Besitz ist erreicht. Es zählt nur die Summe, nicht die Anzahl der Steine.

## lawsuit: Sieg der Einnahmen

lesson-heligon-lawsuit-title = Der Sieg der Einnahmen
lesson-heligon-lawsuit-1-task = Das Ziel sind die Einnahmen (victory=lawsuit): Die Ziffern der Zahlen, die du schlägst, zusammengezählt, müssen 24 erreichen. Du hast 21. Schlag den richtigen Stein.
lesson-heligon-lawsuit-1-hint = Du brauchst mit einem Schlag drei Ziffern mehr: Welcher schwarze Stein hat eine dreistellige Zahl? Dein Viereck 25 (S·25) kann ihn angreifen: 25 x 4 = 100.
lesson-heligon-lawsuit-1-done = 100 hat drei Ziffern: 21 + 3 = 24. Das Dreieck 90 hätte nur zwei gebracht.

## combined: mehrere Ziele

lesson-heligon-combined-title = Mehrere Ziele zugleich
lesson-heligon-combined-1-task = Mit + verbundene Ziele müssen alle erreicht sein: hier Körper und Besitz (victory=body+goods), also 12 Steine und eine Summe von 300. Du hast 11 Steine und 280. Gewinne mit einem Schlag.
lesson-heligon-combined-1-hint = Jeder Schlag bringt den zwölften Stein, aber du brauchst auch 20 mehr in der Summe: Der schwarze Kreis 9 reicht nicht.
lesson-heligon-combined-1-done = Der Kreis 25 fällt durch Begegnung mit deinem Viereck 25: 12 Steine und 305, beide Ziele erreicht.

## pyramid first: erst die Pyramide

lesson-heligon-pyramid-first-title = Erst die Pyramide
lesson-heligon-pyramid-first-1-task = Mit der Option pyramid_first=true zählt ein echter Sieg erst, wenn die gegnerische Pyramide vom Brett ist. Deine 2 4 6 steht schon auf c10, d10, e10, aber die schwarze Pyramide, von der nur noch ihr Viereck 64 übrig ist, steht noch auf h10. Gewinne.
lesson-heligon-pyramid-first-1-hint = Dein Kreis 64 (C·64) auf g11 kann dem letzten Teil der Pyramide begegnen.
lesson-heligon-pyramid-first-1-done = Der letzte Teil der Pyramide ist geschlagen, also ist die Pyramide fort, und jetzt gewinnt deine 2 4 6.
