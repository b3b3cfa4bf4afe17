# Lezioni di `neo` (NeoRithmoMachia, fonti 003/004; RULES.md 2.4) per /learn neo.

## circle

lesson-neo-circle-title = Il cerchio
lesson-neo-circle-1-task = Il tuo cerchio 4 (C·4) è in d4. Il cerchio muove come il re degli scacchi: un passo verso una qualunque delle otto caselle intorno, anche in diagonale. Portalo in diagonale in avanti, in e5.
lesson-neo-circle-1-hint = Un passo in diagonale è sempre un passo solo. Una mossa si scrive con /{ command-move-name } come casella di partenza e casella di arrivo, separate da un trattino.
lesson-neo-circle-1-done = Un passo da re in qualunque direzione: il cerchio non va mai oltre le otto caselle che lo circondano.
lesson-neo-circle-2-task = Il tuo cerchio 2 (C·2) in d3 è chiuso dai tuoi stessi pezzi: delle otto caselle intorno ne resta libera una sola. Muovi il cerchio.
lesson-neo-circle-2-hint = Nessun pezzo può andare su un pezzo del proprio colore, né passarci sopra. Controlla una per una le caselle intorno a d3.
lesson-neo-circle-2-done = Era libera solo e4. I pezzi non saltano mai, quindi i tuoi stessi pezzi possono bloccarne uno del tutto.

## triangle

lesson-neo-triangle-title = Il triangolo
lesson-neo-triangle-1-task = Il tuo triangolo 20 (T·20) in d3 fa fino a due passi da re in una mossa, e tra un passo e l'altro può cambiare direzione. Portalo in f4.
lesson-neo-triangle-1-hint = f4 è due colonne più a destra e una traversa più in alto: un passo dritto e uno in diagonale.
lesson-neo-triangle-1-done = Uno o due passi da re, girando come vuoi: il triangolo raggiunge ogni casella a due passi al massimo, purché la strada sia libera.
lesson-neo-triangle-2-task = Porta il tuo triangolo 20 (T·20) da d3 a d5. Il tuo cerchio 6 (C·6) in d4 sta proprio in mezzo.
lesson-neo-triangle-2-hint = Il triangolo non può saltare il 6, ma può girargli intorno. Quale casella vuota tocca sia d3 sia d5?
lesson-neo-triangle-2-done = d3, e4, d5: intorno all'ostacolo, mai sopra (c4 era occupata dal tuo cerchio 4).

## square

lesson-neo-square-title = Il quadrato
lesson-neo-square-1-task = Il tuo quadrato 45 (S·45) in b2 fa fino a tre passi da re in una mossa. Portalo in e5.
lesson-neo-square-1-hint = Da b2 a e5 ci sono tre colonne e tre traverse: tre passi in diagonale.
lesson-neo-square-1-done = Fino a tre passi da re: il quadrato raggiunge tutto ciò che sta entro tre passi, se una strada di caselle vuote ci arriva.
lesson-neo-square-2-task = Il tuo quadrato 289 (S·289) è nell'angolo h1, dietro la tua piramide 91 (P·91) in g2 e il tuo quadrato 153 (S·153) in h2. Portalo in f3.
lesson-neo-square-2-hint = La strada breve passa da g2, e la piramide non si sposta mai. Con il terzo passo puoi fare il giro: parti lungo la prima traversa.
lesson-neo-square-2-done = h1, g1, f2, f3: tre passi intorno alla piramide. Nessun pezzo salta, ma più lunga è la mossa, più giri può fare.

## shared-factor

lesson-neo-shared-factor-title = La cattura per fattore comune
lesson-neo-shared-factor-1-task = Cattura il cerchio nero 9 (c·9) in e5 con il tuo cerchio 6 (C·6) in d4. In neo si cattura andando su un pezzo avversario il cui numero ha un fattore primo in comune con il tuo: 6 = 2 × 3 e 9 = 3 × 3 hanno in comune il 3, MCD(6,9) = 3.
lesson-neo-shared-factor-1-hint = Anche il cerchio nero 25 (c·25) in c5 è accanto al tuo 6, ma 6 e 25 non hanno niente in comune: MCD(6,25) = 1. Vai sul 9.
lesson-neo-shared-factor-1-done = MCD(6,9) = 3, più di 1: il 6 ha catturato il 9 prendendo il suo posto. Con la cattura la mossa finisce.
lesson-neo-shared-factor-2-task = Cattura il cerchio nero 25 (c·25) in e6. Il tuo cerchio 16 (C·16) gli sta proprio accanto, ma prima guarda bene i numeri.
lesson-neo-shared-factor-2-hint = 16 = 2 × 2 × 2 × 2 e 25 = 5 × 5: MCD(16,25) = 1, quindi il 16 non può catturarlo. Quale dei tuoi numeri contiene un 5, e quel pezzo arriva in e6?
lesson-neo-shared-factor-2-done = 45 = 3 × 3 × 5 ha in comune con il 25 il 5: MCD(45,25) = 5. Il pezzo più vicino non è sempre quello che può catturare.
lesson-neo-shared-factor-3-task = Il tuo quadrato 153 (S·153) in d2 raggiunge quattro pezzi neri: il cerchio 49 (c·49), il triangolo 64 (t·64), il cerchio 81 (c·81) e il quadrato 121 (s·121). Ne può catturare uno solo. Catturalo.
lesson-neo-shared-factor-3-hint = 153 = 3 × 3 × 17. Ora scomponi gli altri: 49 = 7 × 7, 64 = 2 × 2 × 2 × 2 × 2 × 2, 81 = 3 × 3 × 3 × 3, 121 = 11 × 11.
lesson-neo-shared-factor-3-done = MCD(153,81) = 9: solo l'81 ha un fattore primo in comune con 153, il 3. Conta avere un primo in comune, non quanto sono grandi i numeri.

## pyramid

lesson-neo-pyramid-title = La piramide
lesson-neo-pyramid-1-task = La piramide nera 190 (p·190) in a8 non si muove mai, e catturarla è il primo scopo di neo. 190 = 2 × 5 × 19. Catturala.
lesson-neo-pyramid-1-hint = Il tuo triangolo 9 (T·9) in b8 le sta accanto, ma 9 = 3 × 3 non ha niente in comune con 190. Quale dei tuoi pezzi contiene un 2, un 5 o un 19?
lesson-neo-pyramid-1-done = MCD(15,190) = 5: il tuo quadrato 15 ha catturato la piramide. Una piramide catturata esce dal gioco: non diventa mai prigioniera.
lesson-neo-pyramid-2-task = Ora giochi col Nero. La piramide bianca 91 (P·91) in g2 vale 7 × 13. Catturala.
lesson-neo-pyramid-2-hint = Il tuo cerchio 9 (c·9) in g3 le sta accanto, ma MCD(9,91) = 1. Quale dei tuoi numeri è un multiplo di 7?
lesson-neo-pyramid-2-done = 56 = 2 × 2 × 2 × 7, quindi MCD(56,91) = 7: il tuo triangolo 56 (t·56) ha fatto due passi e ha catturato la piramide.

## balanced

lesson-neo-balanced-title = La partita equilibrata
lesson-neo-balanced-1-task = Questa partita si gioca con l'opzione balanced=true: la piramide nera 190 (p·190) in a8 non può essere catturata da un numero pari. Catturala lo stesso.
lesson-neo-balanced-1-hint = Il tuo triangolo 20 (T·20) in b8 ha in comune con 190 il 10, ma 20 è pari. Quale tuo numero dispari contiene un 5?
lesson-neo-balanced-1-done = MCD(25,190) = 5, e 25 è dispari: la piramide è caduta. Con balanced=true il Bianco ha bisogno di un multiplo dispari di 5 (15, 25, 45), un po' come il Nero ha bisogno di un multiplo di 7 contro il 91.

## prisoner

lesson-neo-prisoner-title = I prigionieri
lesson-neo-prisoner-1-task = Cattura il triangolo nero 12 (t·12) in e5 con il tuo cerchio 6 (C·6) in d4.
lesson-neo-prisoner-1-hint = 6 = 2 × 3 e 12 = 2 × 2 × 3: MCD(6,12) = 6.
lesson-neo-prisoner-1-done = Il pezzo catturato viene ribaltato: il 12 ora è bianco e aspetta a lato del tavoliere come tuo prigioniero.
lesson-neo-prisoner-2-task = Il Nero ha mosso. Invece di muovere un pezzo, paracaduta il tuo prigioniero, il triangolo 12 (T·12), su una qualunque casella libera della metà campo del Nero.
lesson-neo-prisoner-2-hint = Per paracadutare scrivi con /{ command-move-name } la lettera della forma, il numero, @ e la casella, per esempio T12@c7. La metà campo del Nero sono le traverse da 6 a 9 più le caselle da a5 a d5.
lesson-neo-prisoner-2-done = Paracadutare ti costa tutto il turno. Il prigioniero scende su una casella libera della metà campo avversaria, mai nella tua: il paracadutaggio serve ad attaccare.

## drop-where

lesson-neo-drop-where-title = Dove può scendere un prigioniero
lesson-neo-drop-where-1-task = Hai il triangolo 30 (T·30), catturato al Nero. Un prigioniero può scendere solo nella metà campo del Nero: le traverse da 6 a 9 e, sulla traversa centrale, le caselle da a5 a d5. Paracadutalo in d5.
lesson-neo-drop-where-1-hint = La quinta traversa è divisa a metà: da a5 a d5 è del Nero, da e5 a h5 del Bianco. In d5 puoi paracadutare, in e5 no.
lesson-neo-drop-where-1-done = d5 è l'ultima casella della metà nera sulla traversa centrale, dal lato della piramide nera.
lesson-neo-drop-where-2-task = Il tuo triangolo 30 (T·30) in d5 era del Nero, quindi può muoversi solo all'interno della metà campo del Nero. Usalo per catturare un pezzo nero.
lesson-neo-drop-where-2-hint = Il cerchio 3 (c·3) in e4 ha in comune con 30 il 3, ma e4 è nella metà campo del Bianco. Cerca un pezzo nero nella metà del Nero che abbia un fattore in comune con 30 = 2 × 3 × 5.
lesson-neo-drop-where-2-done = MCD(30,5) = 5. Un pezzo che ha cambiato colore resta nella metà campo avversaria: ogni casella della sua strada, e quella d'arrivo, devono stare lì.

## drop-attack

lesson-neo-drop-attack-title = Paracadutare, poi catturare
lesson-neo-drop-attack-1-task = Paracadutando non si cattura mai: il prigioniero scende solo su una casella libera. Però può minacciare. Paracaduta il tuo cerchio 25 (C·25) accanto alla piramide nera 190 (p·190) in a8, sull'unica casella dove nessun pezzo nero può catturarlo.
lesson-neo-drop-attack-1-hint = I cerchi neri 5 (c·5) in b9 e 25 (c·25) in c8 hanno entrambi il 5 in comune con il tuo 25. Resta fuori dalla portata del loro passo.
lesson-neo-drop-attack-1-done = In a7 il tuo 25 minaccia la piramide (MCD(25,190) = 5) e nessuno dei cerchi neri lo raggiunge. La piramide non può scappare.
lesson-neo-drop-attack-2-task = Il Nero non ha potuto salvare la piramide. Catturala con il tuo cerchio 25 (C·25) in a7.
lesson-neo-drop-attack-2-hint = La piramide è a un passo, e 25 e 190 hanno in comune il 5.
lesson-neo-drop-attack-2-done = Prima paracaduti, al turno dopo catturi: è così che un prigioniero attacca in neo.

## keep

lesson-neo-keep-title = Mettere un pezzo al sicuro
lesson-neo-keep-1-task = Il cerchio nero 49 (c·49) in f3 minaccia la tua piramide 91 (P·91) in g2: MCD(49,91) = 7. La piramide non può muoversi. Mettila al sicuro.
lesson-neo-keep-1-hint = Un pezzo che ti sta proprio accanto non si può bloccare. Uno dei tuoi pezzi può catturare il 49? Cerca un 7 nei tuoi numeri.
lesson-neo-keep-1-done = MCD(42,49) = 7: il tuo triangolo 42 (T·42) ha catturato l'attaccante, e nessun pezzo nero arriva più in g2.
lesson-neo-keep-2-task = Ora il triangolo nero 56 (t·56) in g4 minaccia la tua piramide 91 (P·91) in g2 da due passi (MCD(56,91) = 7), e nessuno dei tuoi pezzi può catturarlo. Metti al sicuro la piramide.
lesson-neo-keep-2-hint = Per arrivare in g2 il triangolo deve passare da f3, g3 o h3. Due sono già occupate da te. Chiudi l'ultima con un pezzo che il 56 non può catturare: un numero dispari senza il 7.
lesson-neo-keep-2-done = Tutte e tre le strade sono chiuse, e 56 non ha fattori in comune con 9, 25 o 45: il triangolo non può nemmeno aprirsi la strada catturando.

## triumph

lesson-neo-triumph-title = Il trionfo
lesson-neo-triumph-1-task = I tuoi cerchi 2 (C·2) in c6 e 4 (C·4) in d6 aspettano che il cerchio 6 (C·6) in e5 completi il 2-4-6. Ma un trionfo conta solo dopo che hai catturato la piramide nera 190 (p·190) in a8. Una cosa alla volta.
lesson-neo-triumph-1-hint = L'allineamento può aspettare. Quale dei tuoi pezzi ha un fattore in comune con 190 = 2 × 5 × 19 e arriva in a8?
lesson-neo-triumph-1-done = MCD(15,190) = 5: la piramide nera non c'è più e la tua è ancora in piedi. Ora un trionfo fa vincere.
lesson-neo-triumph-2-task = La piramide nera non c'è più, la tua sì. Vinci con un trionfo: tre tuoi pezzi su tre caselle consecutive di una traversa, una colonna o una diagonale nella metà campo del Nero, con i numeri in successione.
lesson-neo-triumph-2-hint = 2, 4, 6 è una successione aritmetica: 4 - 2 = 6 - 4. Le tre caselle devono essere consecutive, senza buchi.
lesson-neo-triumph-2-done = 2, 4, 6 in c6, d6, e6, nella metà campo del Nero: trionfo!
lesson-neo-triumph-3-task = Vinci di nuovo con un trionfo. I tuoi cerchi 4 (C·4) in b6 e 16 (C·16) in c7 sono già al loro posto, il tuo cerchio 8 (C·8) in e7 non ancora. L'ordine dei numeri non conta.
lesson-neo-triumph-3-hint = 4, 8, 16 è una successione geometrica: 8 × 8 = 4 × 16. b6 e c7 stanno su una diagonale: dove prosegue?
lesson-neo-triumph-3-done = 4, 16, 8 lungo b6, c7, d8: i numeri 4, 8, 16 fanno trionfo in qualunque ordine.

## triumph-drop

lesson-neo-triumph-drop-title = Trionfo col paracadute
lesson-neo-triumph-drop-1-task = La piramide nera non c'è più, la tua sì. Ai tuoi cerchi 4 (C·4) in f7 e 6 (C·6) in g7 manca un terzo pezzo, e tu hai come prigioniero il cerchio 3 (C·3). Vinci paracadutando.
lesson-neo-triumph-drop-1-hint = 3, 4, 6 è una successione armonica: 6 × (4 - 3) = 3 × (6 - 4). I tre devono stare uno accanto all'altro sulla stessa linea.
lesson-neo-triumph-drop-1-done = 3, 4, 6 in e7, f7, g7 (anche h7 avrebbe vinto). Un prigioniero paracadutato conta come un tuo pezzo nel trionfo.

## no-moves

lesson-neo-no-moves-title = Nessuna mossa
lesson-neo-no-moves-1-task = Al Nero restano solo la piramide 190 (p·190), che non si muove mai, e il cerchio 9 (c·9) in e6. Chi non può muovere perde. Vinci la partita.
lesson-neo-no-moves-1-hint = Il tuo cerchio 6 (C·6) in d5 e il 9 hanno in comune il 3.
lesson-neo-no-moves-1-done = MCD(6,9) = 3. Il Nero non ha più pezzi che possano muovere né prigionieri da paracadutare: perde subito.
lesson-neo-no-moves-2-task = Il cerchio nero 49 (c·49) nell'angolo h9 è l'ultimo pezzo del Nero che può ancora muovere. Chiudilo dentro e vinci.
lesson-neo-no-moves-2-hint = 49 = 7 × 7, quindi non può catturare i tuoi 4, 9 e 16. Una casella accanto a h9 è ancora libera.
lesson-neo-no-moves-2-done = g9, g8 e h8 sono tue, e 49 non ha fattori in comune con 4, 9 o 16: il Nero non può muovere e perde.

## draw

lesson-neo-draw-title = Entrambe le piramidi: patta
lesson-neo-draw-1-task = Giochi col Nero. Il Bianco ti ha catturato la piramide e minaccia un trionfo: il cerchio 6 (C·6) da e5 a e6 fa 2-4-6. Senza la tua piramide non puoi più vincere, ma puoi ancora salvare la patta: cattura la piramide bianca 91 (P·91) in g2.
lesson-neo-draw-1-hint = MCD(56,91) = 7. Il tuo triangolo 56 (t·56) in f4 ha bisogno di due passi.
lesson-neo-draw-1-done = Entrambe le piramidi sono cadute, e la partita finisce subito patta.
