# /rules without a variant (the list, each variant in short), the note on starred pieces
# that neo and heligon add, and /rules's refusals.

rules-variants = Varianten (/{ command-rules-name } <Variante> zeigt die Regeln einer davon):
rules-in-short-neo = 8 x 9, Weiß beginnt; Züge wie der König im Schach, Schlagen über einen gemeinsamen Primfaktor, Gefangene werden wieder eingesetzt, ein Triumph nach dem Schlagen der gegnerischen Pyramide
rules-in-short-simple = 8 x 16, Weiß beginnt; Züge über 2, 3 oder 4 Felder mit einer Wendung, Aufeinandertreffen, Überfall, Hinterhalt, Belagerung, Sieg nach Punkten oder durch eine Reihe
rules-in-short-classic = 8 x 16, Schwarz beginnt; gerade Züge fester Länge, Schlagen durch Rechnen (gleiche Zahl, mal oder geteilt durch den Abstand, Summen, Differenzen, Belagerung), Pyramiden mit Rettung, Sieg durch Harmonie
rules-in-short-heligon = 8 x 16, Schwarz beginnt; Steine und Züge wie in „{ command-choice-classic }“, Begegnung, Hinterhalt, Angriff, Belagerung, Gefangene werden wieder eingesetzt, kleiner, großer und gewaltiger Sieg
# Added to the rules of neo and heligon, where taken pieces change sides.
rules-starred = - Ein Stein mit Stern (t·9*) oder mit gestricheltem Ring in seiner ersten Farbe wurde geschlagen und umgedreht: Er spielt jetzt für die Seite, die ihn geschlagen hat (t·9* ist die 9 von Weiß, die für Schwarz spielt).
rules-not-offered = { $variant } wird noch nicht angeboten: die Regeln dieser Variante sind noch in Arbeit
