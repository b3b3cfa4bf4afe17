# Lessons of `classic` (/learn classic): titles, and per step the task, a hint and why it worked.

lesson-classic-circle-title = Il cerchio
lesson-classic-circle-1-task = Muovi il tuo cerchio 4 (C·4) da d4 di una casella in avanti, in d5. Il cerchio fa esattamente un passo lungo una traversa o una colonna, mai in diagonale.
lesson-classic-circle-1-hint = Per il Bianco «avanti» vuol dire verso le traverse più alte. Una mossa si scrive da-a, come con /{ command-move-name } in una partita: d4-…
lesson-classic-circle-1-done = Il cerchio si muove sempre di una sola casella: avanti, indietro o di lato, e solo su una casella vuota.
lesson-classic-circle-2-task = Il tuo triangolo 9 (T·9) in d9 sta proprio davanti al tuo cerchio 6 (C·6) in d8, e nessun pezzo può saltare. Sposta il cerchio di lato verso destra, in e8, così la sua strada in avanti torna libera.
lesson-classic-circle-2-hint = Verso destra vuol dire verso la colonna h.
lesson-classic-circle-2-done = In questo gioco non si salta mai: un pezzo in mezzo, tuo o dell'avversario, blocca la mossa.

lesson-classic-triangle-title = Il triangolo
lesson-classic-triangle-1-task = Muovi il tuo triangolo 9 (T·9) da c3 a e5. Il triangolo si muove esattamente di due caselle in diagonale, né più né meno.
lesson-classic-triangle-1-hint = Conta lungo la diagonale: d4 è la prima casella, e5 la seconda.
lesson-classic-triangle-1-done = Il triangolo atterra sempre a due caselle di distanza su una diagonale, e la casella che attraversa deve essere vuota.
lesson-classic-triangle-2-task = Il tuo triangolo 25 (T·25) in d4 vuole avanzare. f6 è irraggiungibile: il tuo cerchio 4 (C·4) in e5 è in mezzo, e il triangolo non può saltarlo. Avanza invece sull'altra diagonale, fino a b6.
lesson-classic-triangle-2-hint = In avanti e a sinistra: c5 in mezzo, b6 come arrivo.
lesson-classic-triangle-2-done = Delle quattro mosse in diagonale del triangolo, sono possibili solo quelle con la casella intermedia vuota.

lesson-classic-square-title = Il quadrato
lesson-classic-square-1-task = Muovi il tuo quadrato 15 (S·15) da a2 di tre caselle dritto in avanti, in a5. Il quadrato si muove esattamente di tre caselle in una qualunque delle otto direzioni: lungo traverse, colonne e diagonali.
lesson-classic-square-1-hint = Conta a3, a4, a5: il quadrato atterra sulla terza.
lesson-classic-square-1-done = Il quadrato va sempre esattamente di tre caselle, mai meno; le due caselle che attraversa devono essere vuote.
lesson-classic-square-2-task = Il tuo cerchio 4 (C·4) in b4 blocca la colonna b. Muovi invece il tuo quadrato 45 (S·45) da b2 di tre caselle in diagonale, in e5.
lesson-classic-square-2-hint = In avanti e a destra: c3, d4, e5.
lesson-classic-square-2-done = Dritto o in diagonale, il quadrato va sempre esattamente di tre caselle, solo su caselle vuote.

lesson-classic-pyramid-title = La piramide
lesson-classic-pyramid-1-task = La tua piramide 91 (P·91) in g2 è formata da sei pezzi: i cerchi 1 e 4, i triangoli 9 e 16, i quadrati 25 e 36. Può muoversi come uno qualunque di loro. Muovila come un triangolo, due caselle in diagonale, in e4.
lesson-classic-pyramid-1-hint = La mossa del triangolo: f3 in mezzo, e4 come arrivo.
lesson-classic-pyramid-1-done = A ogni turno la piramide sceglie: un passo come un cerchio, due caselle in diagonale come un triangolo o tre caselle in qualsiasi direzione come un quadrato.
lesson-classic-pyramid-2-task = La piramide nera 190 (p·190) in e10 contiene il cerchio 16, i triangoli 25 e 36 e i quadrati 49 e 64, e ogni parte si può catturare da sola. Cattura il suo triangolo 36 con il tuo cerchio 36 (C·36) in e8.
lesson-classic-pyramid-2-hint = Valori uguali: il tuo 36 cattura il 36 avversario quando potrebbe muovere sulla casella della piramide al turno successivo.
lesson-classic-pyramid-2-done = Solo il triangolo 36 lascia la piramide. Il resto, p(c·16,t·25,s·49,s·64), rimane in e10 e continua a giocare con le altre parti.
lesson-classic-pyramid-3-task = Ora giochi con il Nero. Finché una piramide è completa, può anche cadere tutta intera, per un attacco al suo totale. Il tuo quadrato 121 (s·121) in d8 raggiunge già la piramide bianca 91 (P·91) in d5; porta in gioco anche il tuo triangolo 30 (t·30) da h9, perché 121 − 30 = 91.
lesson-classic-pyramid-3-hint = Il triangolo deve poter atterrare in d5 al turno successivo: a due caselle in diagonale da lì.
lesson-classic-pyramid-3-done = 121 − 30 = 91: l'intera piramide lascia il tavoliere in un colpo solo. Quando una piramide ha perso una parte, il suo totale non conta più.

lesson-classic-equality-title = Cattura per uguaglianza
lesson-classic-equality-1-task = Cattura il triangolo nero 36 (t·36) in d7 con il tuo cerchio 36 (C·36) in d5. Valori uguali si catturano: basta che il tuo pezzo possa muovere sulla casella di quello avversario al turno successivo.
lesson-classic-equality-1-hint = Il cerchio raggiunge le caselle subito accanto a sé, sulla sua traversa e sulla sua colonna.
lesson-classic-equality-1-done = Il tuo cerchio resta in d6 e il t·36 lascia il tavoliere: nessuno va sulla casella del pezzo catturato. Così si affrontano solo i valori che hanno entrambi gli eserciti: 9, 16, 25, 36, 49, 64 e 81.
lesson-classic-equality-2-task = Cattura il cerchio nero 25 (c·25) in g8 con il tuo triangolo 25 (T·25) in c4. Metti il triangolo dove la sua prossima mossa potrebbe atterrare in g8.
lesson-classic-equality-2-hint = Il triangolo raggiunge le caselle a due passi in diagonale: da quale casella g8 è a un salto così?
lesson-classic-equality-2-done = Conta solo il modo di muovere di chi attacca. Il cerchio nero non avrebbe potuto catturare il tuo triangolo così: i cerchi non si muovono in diagonale.

lesson-classic-times-title = Cattura per moltiplicazione
lesson-classic-times-1-task = Cattura il triangolo nero 16 (t·16) in d8 con il tuo cerchio 4 (C·4) in d4, per moltiplicazione: il tuo valore per il numero di caselle dal tuo pezzo a quello avversario, contate entrambe, deve dare 16. (Heligon conta in un altro modo: solo le caselle vuote in mezzo.)
lesson-classic-times-1-hint = 4 × 4 = 16: ti servono quattro caselle dal tuo cerchio fino a d8, estremi compresi.
lesson-classic-times-1-done = Da d5 a d8 ci sono quattro caselle contando entrambi gli estremi (d5, d6, d7, d8): 4 × 4 = 16. Qui non conta quanto lontano si muove il pezzo, solo la direzione, e le caselle in mezzo devono essere vuote.
lesson-classic-times-2-task = Cattura il triangolo nero 36 (t·36) in f8 con il tuo triangolo 9 (T·9) in a3. Il triangolo attacca solo lungo le sue diagonali.
lesson-classic-times-2-hint = 36 = 9 × 4: metti il triangolo su una diagonale che passa per f8, a quattro caselle da lì contando entrambi gli estremi.
lesson-classic-times-2-done = c5, d6, e7, f8: quattro caselle, e 9 × 4 = 36.

lesson-classic-divided-title = Cattura per divisione
lesson-classic-divided-1-task = Cattura il triangolo nero 12 (t·12) in d6 con il tuo cerchio 36 (C·36) in d3, per divisione: il tuo valore diviso il numero di caselle dal tuo pezzo a quello avversario, contate entrambe, deve dare 12.
lesson-classic-divided-1-hint = 36 : 3 = 12: tre caselle, la tua e d6 comprese.
lesson-classic-divided-1-done = d4, d5, d6: 36 : 3 = 12. La divisione funziona proprio come la moltiplicazione: contano la direzione e le caselle vuote in mezzo, non la lunghezza della mossa.
lesson-classic-divided-2-task = Cattura il cerchio nero 9 (c·9) in b9 con il tuo quadrato 45 (S·45) in b2. Il quadrato attacca lungo tutte le sue otto direzioni, finché sono libere.
lesson-classic-divided-2-hint = 45 : 5 = 9: da quale casella della colonna b ci sono cinque caselle fino a b9?
lesson-classic-divided-2-done = b5, b6, b7, b8, b9: 45 : 5 = 9. Da b2 sarebbero state 8 caselle, e 45 non è divisibile per 8.

lesson-classic-sum-title = Cattura per addizione
lesson-classic-sum-1-task = Cattura il cerchio nero 25 (c·25) in e8 per addizione. Il tuo cerchio 16 (C·16) in e7 lo raggiunge già; porta il tuo triangolo 9 (T·9) da a4 in modo che raggiunga anch'esso e8: 16 + 9 = 25.
lesson-classic-sum-1-hint = Nell'addizione ogni attaccante deve poter muovere sul bersaglio al turno successivo. Dove può atterrare il triangolo perché il salto seguente finisca in e8?
lesson-classic-sum-1-done = 16 + 9 = 25. Due o più tuoi pezzi possono sommarsi; ciascuno deve raggiungere il bersaglio, e contano solo i pezzi del tuo colore.
lesson-classic-sum-2-task = Mescolare le operazioni è permesso: un termine può venire da una moltiplicazione. Il tuo cerchio 6 (C·6) in d6 vede il triangolo nero 56 (t·56) in d11 a sei caselle, contando entrambi gli estremi: 6 × 6 = 36. Aggiungi il tuo triangolo 20 (T·20) da h7 e cattura il t·56.
lesson-classic-sum-2-hint = 36 + 20 = 56. Il triangolo deve raggiungere d11: un salto in diagonale di due caselle.
lesson-classic-sum-2-done = 6 × 6 + 20 = 56. Ogni attaccante dà un termine: il suo valore se raggiunge il bersaglio, oppure il suo valore moltiplicato o diviso per il numero di caselle se lo vede sulla sua linea.

lesson-classic-difference-title = Cattura per sottrazione
lesson-classic-difference-1-task = Cattura il triangolo nero 56 (t·56) in e10 per sottrazione. Il tuo cerchio 64 (C·64) in e9 lo raggiunge già; muovi il tuo cerchio 8 (C·8) in modo che raggiunga anch'esso e10.
lesson-classic-difference-1-hint = 64 − 8 = 56. Attento alla direzione: da d9 il cerchio non conta, perché i cerchi non si muovono in diagonale.
lesson-classic-difference-1-done = 64 − 8 = 56: due tuoi attaccanti i cui valori differiscono esattamente del valore del bersaglio lo catturano, proprio come nell'addizione.

lesson-classic-siege-title = Cattura per assedio
lesson-classic-siege-1-task = Assedia il cerchio nero 9 (c·9) nell'angolo a16: un pezzo viene catturato quando ogni sua mossa è bloccata dai tuoi pezzi. Il tuo triangolo 20 (T·20) blocca già a15. Chiudigli l'ultima via d'uscita con il tuo triangolo 42 (T·42) in d14.
lesson-classic-siege-1-hint = Il cerchio potrebbe ancora andare in b16.
lesson-classic-siege-1-done = Il cerchio non ha più mosse, e ogni sua strada è bloccata dal Bianco: è assediato e lascia il tavoliere.
lesson-classic-siege-2-task = Il quadrato nero 28 (s·28) in a16 ha tre mosse: giù per la colonna, lungo la traversa e lungo la diagonale. Il tuo cerchio 4 (C·4) in a13 blocca la colonna e il tuo triangolo 20 (T·20) in c14 la diagonale. Blocca la traversa con il tuo triangolo 42 (T·42) e cattura il quadrato s·28 per assedio.
lesson-classic-siege-2-hint = Una strada è bloccata quando il primo pezzo che c'è sopra è tuo, su una qualunque delle sue tre caselle.
lesson-classic-siege-2-done = b16 è vuota, ma c16 è tua: anche quella strada è bloccata. Un pezzo chiuso dai suoi stessi pezzi, anche solo in parte, non è assediato.

lesson-classic-rescue-title = Salvare una parte della piramide
lesson-classic-rescue-1-task = Attacca il triangolo 36 dentro la piramide nera 190 (p·190) in e10 con il tuo cerchio 36 (C·36) in e8. Il Nero ha ancora un triangolo 36 (t·36) normale in g13: guarda che cosa succede.
lesson-classic-rescue-1-hint = Valori uguali: il tuo cerchio deve raggiungere la casella della piramide. Il Nero pagherà con il triangolo 36 (t·36) in g13.
lesson-classic-rescue-1-done = Il Nero cede il suo triangolo 36 (t·36) in g13 e la piramide resta completa. Una parte colpita si salva così ogni volta che il suo proprietario ha sul tavoliere un pezzo normale dello stesso valore.
lesson-classic-rescue-2-task = Giochi con il Nero. Il tuo triangolo 16 (t·16) in d10 può attaccare il cerchio 4 dentro la piramide bianca 91 (P·91) in e5 per divisione: 16 : 4 = 4. Il Bianco ha ancora un cerchio 4 (C·4) in c3. Sferra l'attacco.
lesson-classic-rescue-2-hint = Metti il triangolo su una diagonale che passa per e5, a quattro caselle da lì contando entrambi gli estremi.
lesson-classic-rescue-2-done = Il Bianco tiene completa la piramide e cede invece il cerchio 4 (C·4) in c3, così il totale 91 della piramide conta ancora.

lesson-classic-reduced-title = La piramide ridotta
lesson-classic-reduced-1-task = La tua piramide ha perso i suoi quadrati: P(C·1,C·4,T·9,T·16) in d4 contiene ormai solo cerchi e triangoli, quindi non può più muoversi di tre caselle. Muovila come un triangolo, in f6.
lesson-classic-reduced-1-hint = Due caselle in diagonale, in avanti e a destra.
lesson-classic-reduced-1-done = Una piramide si muove solo con le forme che contiene ancora. Senza i quadrati, le mosse di tre caselle non ci sono più.
lesson-classic-reduced-2-task = Alla piramide nera restano solo il cerchio 16 e il triangolo 25: p(c·16,t·25) in a16. Il suo totale, 41, non conta più: una piramide ridotta cade per intero solo per assedio. I tuoi triangoli bloccano a15 e b16; chiudi la strada del triangolo con il tuo triangolo 20 (T·20) in d13.
lesson-classic-reduced-2-hint = Il triangolo della piramide potrebbe ancora saltare da a16, passando per b15, fino a c14.
lesson-classic-reduced-2-done = Le mosse del cerchio e quella del triangolo sono tutte bloccate dal Bianco: l'intera piramide è assediata e lascia il tavoliere.

lesson-classic-arithmetic-title = Armonia aritmetica
lesson-classic-arithmetic-1-task = Si vince con un'armonia: tre pezzi nella metà campo del Nero (traverse dalla 9 alla 16) i cui valori formano una proporzione. I tuoi cerchi 2 (C·2) in b10 e 4 (C·4) in d10 stanno sulla traversa 10. Completa la proporzione aritmetica 2, 4, 6 con il tuo cerchio 6 (C·6) in f9.
lesson-classic-arithmetic-1-hint = Aritmetica: 4 − 2 = 6 − 4. In linea gli intervalli devono essere uguali e il valore medio deve stare nel mezzo.
lesson-classic-arithmetic-1-done = b10, d10, f10: intervalli uguali, il 4 nel mezzo, solo caselle vuote tra loro. 2, 4, 6 è un'armonia aritmetica, e vinci subito.
lesson-classic-arithmetic-2-task = Un'armonia può stare anche ad angolo: il valore medio sulla casella d'angolo, gli altri due sulla sua traversa e sulla sua colonna, alla stessa distanza. Completa 4, 6, 8 attorno al tuo cerchio 6 (C·6) in c11 con il tuo cerchio 8 (C·8).
lesson-classic-arithmetic-2-hint = Il cerchio 4 sta due caselle più su lungo la colonna di c11; l'8 deve stare a due caselle lungo la traversa.
lesson-classic-arithmetic-2-done = c13, c11, e11: il 6 sulla casella d'angolo, il 4 e l'8 a due caselle ciascuno. 6 − 4 = 8 − 6.

lesson-classic-geometric-title = Armonia geometrica
lesson-classic-geometric-1-task = Vinci con un'armonia geometrica: 4, 8, 16, perché 4 : 8 = 8 : 16. I tuoi cerchi 4 (C·4) in c10 e 8 (C·8) in d11 stanno su una diagonale; metti il tuo cerchio 16 (C·16) dove completa la linea.
lesson-classic-geometric-1-hint = Anche una diagonale è una linea: c10, d11, e poi?
lesson-classic-geometric-1-done = 8 × 8 = 4 × 16: una proporzione geometrica, su una diagonale, senza caselle vuote in mezzo.
lesson-classic-geometric-2-task = Una piramide completa entra in un'armonia con il suo totale. 49, 91, 169 è geometrica: 91 × 91 = 49 × 169. Il tuo triangolo 49 (T·49) in b12 e la tua piramide 91 (P·91) in d12 sono già al loro posto; fai arrivare il tuo quadrato 169 (S·169).
lesson-classic-geometric-2-hint = Intervalli uguali: b12, d12, e ancora una casella due colonne più in là.
lesson-classic-geometric-2-done = b12, d12, f12, con una casella vuota tra l'una e l'altra: la piramide conta come 91, e vinci. Una piramide che ha perso una parte potrebbe entrare solo con una delle sue parti.

lesson-classic-musical-title = La proporzione armonica
lesson-classic-musical-1-task = Vinci con un'armonia di tipo armonico: 9, 15, 45. Il tuo triangolo 9 (T·9) in c13 e il tuo quadrato 15 (S·15) in e13 stanno sulla traversa 13; completa la fila con il tuo quadrato 45 (S·45) in g10.
lesson-classic-musical-1-hint = Armonica: il più grande sta al più piccolo come la differenza superiore sta a quella inferiore, 45 : 9 = 5 e (45 − 15) : (15 − 9) = 30 : 6 = 5. Intervalli uguali: c13, e13, …
lesson-classic-musical-1-done = c13, e13, g13, intervalli uguali, il 15 nel mezzo. Con i propri valori il Bianco può formare solo due armonie di tipo armonico: 9, 15, 45 e 9, 16, 72.
lesson-classic-musical-2-task = Un pezzo avversario può far parte della tua armonia. Il cerchio nero 3 (c·3) in c12 e il tuo cerchio 4 (C·4) in d12 stanno uno accanto all'altro; con il tuo cerchio 6 (C·6) formano 3, 4, 6, una proporzione armonica. Completala.
lesson-classic-musical-2-hint = 6 : 3 = (6 − 4) : (4 − 3). Il 6 deve seguire il 4 sulla stessa traversa, con lo stesso intervallo che c'è tra il 3 e il 4.
lesson-classic-musical-2-done = c12, d12, e12: 3, 4, 6, e solo un membro è del Nero. Con i propri valori il Nero non può formare nessuna armonia di tipo armonico: gli serve sempre uno dei tuoi pezzi.

lesson-classic-no-move-title = Nessuna mossa
lesson-classic-no-move-1-task = C'è ancora un modo di vincere: chi non può muovere perde. Al Nero resta solo il triangolo 36 (t·36) in d12; catturalo con il tuo cerchio 36 (C·36) in d10.
lesson-classic-no-move-1-hint = Valori uguali: il tuo cerchio deve raggiungere d12.
lesson-classic-no-move-1-done = Il Nero non ha più pezzi e quindi nessuna mossa: il Nero perde.
lesson-classic-no-move-2-task = I cerchi neri 3 (c·3) e 5 (c·5) in a16 e b16 sono in trappola. Si bloccano a vicenda, perciò nessuno dei due può essere assediato, ma il cerchio 5 ha ancora una mossa. Togligli quest'ultima mossa con il tuo triangolo 72 (T·72) in e14.
lesson-classic-no-move-2-hint = Quale casella accanto a b16 è ancora vuota? Il tuo triangolo può atterrare lì.
lesson-classic-no-move-2-done = Non si cattura nulla, perché ogni cerchio è chiuso in parte dai suoi stessi pezzi; ma il Nero non ha più mosse legali e perde.
