# The rules of `neo` as /rules neo gives them.

rules-neo = **{ command-choice-neo }** (NeoRithmoMachia, von Cesco Reale): 8 Linien, 9 Reihen; Weiß (die geraden Zahlen) beginnt.
    - Ziehen: Ein Kreis macht 1 Königsschritt, ein Dreieck bis zu 2, ein Viereck bis zu 3, mit beliebigen Richtungswechseln, nur über leere Felder. Die Pyramide zieht nie.
    - Schlagen: Zieh auf einen gegnerischen Stein, dessen Zahl mit deiner einen Primfaktor gemeinsam hat (12 schlägt 9, weil beide Vielfache von 3 sind, aber nicht 25). Der geschlagene Stein wechselt zu deiner Farbe und wird dein Gefangener.
    - Die Hälften: die von Weiß sind die Reihen 1-4 und e5-h5, die von Schwarz die Reihen 6-9 und a5-d5 (die fünfte Reihe ist in der Mitte geteilt).
    - Gefangene: Statt zu ziehen, setze einen auf ein beliebiges leeres Feld der Hälfte deines Gegners ein (schreibe T25@e6). Ein Stein, der von deinem Gegner stammt, darf danach nur innerhalb von dessen Hälfte ziehen.
    - Gewinnen: Schlage zuerst die gegnerische Pyramide (die 91 von Weiß = 7 x 13 fällt durch Vielfache von 7 oder 13, die 190 von Schwarz = 2 x 5 x 19 durch Vielfache von 2, 5 oder 19). Stelle dann, solange du deine eigene noch hast, drei deiner Steine auf benachbarte Felder einer Reihe, Linie oder Diagonale in der Hälfte deines Gegners, ihre Zahlen in arithmetischer (2 4 6), geometrischer (4 8 16) oder harmonischer (3 4 6) Folge, in beliebiger Reihenfolge: ein Triumph. Fallen beide Pyramiden, ist die Partie remis.
    - Außerdem: Wer nicht ziehen kann, verliert; dreimal dieselbe Stellung oder 100 Halbzüge ohne Schlag oder Einsetzen sind remis.
    - Option balanced=true: Die Pyramide von Schwarz kann nicht durch eine gerade Zahl geschlagen werden.
