# The rules of `neo` as /rules neo gives them.

rules-neo = **{ command-choice-neo }** (NeoRithmoMachia, di Cesco Reale): 8 colonne, 9 traverse; il Bianco (i numeri pari) muove per primo.
    - Movimento: un cerchio fa 1 passo come il re degli scacchi, un triangolo fino a 2, un quadrato fino a 3, cambiando direzione a piacere, solo attraverso caselle vuote. La piramide è immobile.
    - Cattura: vai su un pezzo avversario il cui numero ha un fattore primo in comune con il tuo (il 12 cattura il 9, perché entrambi sono multipli di 3, ma non il 25). Il pezzo catturato diventa del tuo colore e tuo prigioniero.
    - Le metà campo: quella del Bianco sono le traverse 1-4 ed e5-h5, quella del Nero le traverse 6-9 e a5-d5 (la quinta traversa è divisa a metà).
    - Prigionieri: invece di muovere, paracadutane uno su una qualunque casella libera della metà campo avversaria (scrivi T25@e6). Un pezzo che era dell'avversario può poi muovere solo all'interno della sua metà campo.
    - Vittoria: per prima cosa cattura la piramide avversaria (il 91 del Bianco = 7 x 13 cade con i multipli di 7 o di 13, il 190 del Nero = 2 x 5 x 19 con i multipli di 2, 5 o 19). Poi, senza aver perso la tua, allinea tre tuoi pezzi su caselle consecutive di una traversa, colonna o diagonale nella metà campo avversaria, con i numeri in successione aritmetica (2 4 6), geometrica (4 8 16) o armonica (3 4 6), in un ordine qualunque: un trionfo. Se cadono entrambe le piramidi, la partita è patta.
    - Inoltre: chi non ha mosse perde; la stessa posizione per tre volte, o 100 semimosse senza catture né paracadutaggi, è patta.
    - Opzione balanced=true: la piramide del Nero non può essere catturata da un numero pari.
