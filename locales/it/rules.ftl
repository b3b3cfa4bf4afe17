# /rules without a variant (the list, each variant in short), the note on starred pieces
# that neo and heligon add, and /rules's refusals.

rules-variants = Varianti (chiedi /{ command-rules-name } <variante> per le regole di una):
rules-in-short-neo = 8 x 9, inizia il Bianco; mosse come il re degli scacchi, cattura per un fattore primo in comune, i prigionieri vengono paracadutati nella metà avversaria, un trionfo dopo aver catturato la piramide avversaria
rules-in-short-simple = 8 x 16, inizia il Bianco; mosse di 2, 3 o 4 caselle con una svolta, incontro, assalto, imboscata, accerchiamento, vittoria ai punti o con una fila
rules-in-short-classic = 8 x 16, inizia il Nero; mosse in linea retta di lunghezza esatta, catture aritmetiche (uguaglianza, per o diviso la distanza, somme, differenze, assedio), piramidi con salvataggio, vittoria con un'armonia
rules-in-short-heligon = 8 x 16, inizia il Nero; pezzi e mosse come in «{ command-choice-classic }», incontro, imboscata, assalto, assedio, prigionieri piazzati di nuovo, vittoria piccola, grande ed eccellente
# Added to the rules of neo and heligon, where taken pieces change sides.
rules-starred = - Un pezzo scritto con un asterisco (t·9*) o disegnato con un anello tratteggiato nel suo primo colore è stato catturato e ribaltato: ora gioca per chi l'ha catturato (t·9* è il 9 del Bianco che gioca per il Nero).
rules-not-offered = { $variant } non è ancora disponibile: le sue regole sono ancora in costruzione
