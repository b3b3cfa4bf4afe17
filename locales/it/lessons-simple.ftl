# Le lezioni di `simple` (/learn simple): titoli, compiti, suggerimenti e che cosa mostra ogni passo.

lesson-simple-circle-title = Il cerchio
lesson-simple-circle-1-task = Il tuo cerchio 4 (C·4) è in d4. Un cerchio si muove sempre di esattamente 2 caselle. Portalo due caselle dritto in su, in d6. (Una mossa si scrive con la casella di partenza e quella di arrivo, separate da un trattino: /{ command-move-name } a1-a3.)
lesson-simple-circle-1-hint = Conta in su da d4: d5 è la prima casella, d6 la seconda.
lesson-simple-circle-1-done = Un cerchio percorre sempre esattamente 2 caselle: mai 1, mai 3.
lesson-simple-circle-2-task = Il tuo cerchio 4 (C·4) è di nuovo in d4, ma proprio davanti, in d5, c'è il tuo cerchio 2 (C·2). Porta il cerchio 4 in e5, in diagonale in alto a destra.
lesson-simple-circle-2-hint = Una mossa può svoltare una volta. La strada che passa per d5 è chiusa; quella che passa per e4 è libera?
lesson-simple-circle-2-done = Nella variante semplice una mossa può cambiare direzione di 90 gradi una volta: d4-e4-e5 sono 2 caselle con una svolta. Non si salta nessun pezzo, ma basta una strada libera.

lesson-simple-triangle-title = Il triangolo
lesson-simple-triangle-1-task = Il tuo triangolo 9 (T·9) in c3 si muove di esattamente 3 caselle. Portalo dritto in su, in c6.
lesson-simple-triangle-1-hint = Tre caselle in su: c4, c5, c6.
lesson-simple-triangle-1-done = Un triangolo percorre sempre esattamente 3 caselle.
lesson-simple-triangle-2-task = Ora il tuo cerchio 4 (C·4) è in c4, proprio sopra il triangolo. Porta il tuo triangolo 9 (T·9) da c3 in d5: una colonna a destra e due traverse in su.
lesson-simple-triangle-2-hint = Con una svolta ci sono due strade per d5: prima in su e poi a destra, oppure prima a destra e poi in su. Quale è libera?
lesson-simple-triangle-2-done = c3-d3-d4-d5: una casella a destra, poi due in su, 3 caselle con una svolta. Si può svoltare una volta sola: lo zig-zag non vale.

lesson-simple-square-title = Il quadrato e la piramide
lesson-simple-square-1-task = Il tuo quadrato 45 (S·45) in b2 si muove di esattamente 4 caselle. Portalo dritto in su, in b6.
lesson-simple-square-1-hint = Quattro caselle in su: b3, b4, b5, b6.
lesson-simple-square-1-done = Un quadrato percorre sempre esattamente 4 caselle.
lesson-simple-square-2-task = Nella variante semplice la piramide 91 è un semplice quadrato: S·91. La tua è in g2, chiusa tra il tuo cerchio 4 (C·4) in g3 e il tuo triangolo 9 (T·9) in f2. Falla uscire fino in h5.
lesson-simple-square-2-hint = In su e a sinistra la strada è chiusa. Quale primo passo porta comunque verso h5?
lesson-simple-square-2-done = g2-h2-h3-h4-h5: una casella a destra, tre in su, 4 caselle con una svolta. Le piramidi (Bianco 91, Nero 190) si muovono, catturano e vengono catturate come ogni altro quadrato.

lesson-simple-meeting-title = L'incontro
lesson-simple-meeting-1-task = Il tuo cerchio 16 (C·16) in d5 ha davanti il triangolo nero 16 (t·16) in e6. Catturalo per incontro: arriva sulla sua casella, 16 contro 16.
lesson-simple-meeting-1-hint = e6 è una colonna a destra e una traversa più in alto: 2 caselle con una svolta.
lesson-simple-meeting-1-done = Incontro: se la tua mossa finisce su un pezzo avversario dello stesso valore, lo catturi e resti sulla sua casella. La cattura chiude la mossa.
lesson-simple-meeting-2-task = Cattura il cerchio nero 25 (c·25) in d6 con il tuo triangolo 25 (T·25) in c4. (Sul cerchio 9 (c·9) in e5 non puoi andare: 25 e 9 non si combinano.)
lesson-simple-meeting-2-hint = Un triangolo si muove di 3 caselle: qui una colonna a destra e due traverse in su.
lesson-simple-meeting-2-done = Nell'incontro conta solo il valore, non la forma: un triangolo 25 cattura un cerchio 25.

lesson-simple-assault-title = L'assalto
lesson-simple-assault-1-task = Cattura il triangolo nero 12 (t·12) in e6 con il tuo triangolo 9 (T·9) in c5. Un triangolo percorre 3 caselle, e 9 + 3 = 12.
lesson-simple-assault-1-hint = e6 è due colonne a destra e una traversa più in alto: 3 caselle.
lesson-simple-assault-1-done = Assalto: arriva su un pezzo avversario il cui valore è il tuo valore più, meno, per o diviso la lunghezza della tua mossa (2, 3 o 4 caselle, contando quella di arrivo). Qui 9 + 3 = 12.
lesson-simple-assault-2-task = Cattura il triangolo nero 100 (t·100) in d5 con il tuo quadrato 25 (S·25) in b3: un quadrato percorre 4 caselle, e 25 × 4 = 100.
lesson-simple-assault-2-hint = Due colonne a destra e due traverse in su fanno 4 caselle con una svolta.
lesson-simple-assault-2-done = 25 × 4 = 100: con la moltiplicazione anche un pezzo piccolo cattura un pezzo grande.
lesson-simple-assault-3-task = Cattura il cerchio nero 3 (c·3) in g6 con il tuo triangolo 9 (T·9) in f4: 9 ÷ 3 = 3.
lesson-simple-assault-3-hint = g6 è una colonna a destra e due traverse più in alto.
lesson-simple-assault-3-done = Vale anche la divisione: 9 ÷ 3 = 3. E la sottrazione: un triangolo 6 (T·6) che percorre 3 caselle catturerebbe anch'esso il 3, perché 6 − 3 = 3.

lesson-simple-ambush-title = L'imboscata
lesson-simple-ambush-1-task = Sotto il triangolo nero 12 (t·12) in e7 c'è già il tuo cerchio 8 (C·8), in e6. Metti accanto al triangolo anche il tuo cerchio 4 (C·4) da g8: 8 + 4 = 12 lo cattura in un'imboscata.
lesson-simple-ambush-1-hint = Quale casella accanto al triangolo è a 2 caselle da g8?
lesson-simple-ambush-1-done = Imboscata: se dopo la tua mossa un pezzo avversario è accanto a due tuoi pezzi (a sinistra, a destra, sopra o sotto) la cui somma, differenza, prodotto o quoziente dà il suo valore, è catturato. I tuoi due pezzi restano dove sono.
lesson-simple-ambush-2-task = Cattura in un'imboscata il triangolo nero 36 (t·36) in d10: subito sotto, in d9, c'è il tuo triangolo 9 (T·9), e il tuo cerchio 4 (C·4) aspetta in b11. 9 × 4 = 36.
lesson-simple-ambush-2-hint = Al tuo cerchio serve una casella accanto al 36; più d'una è a 2 caselle da b11.
lesson-simple-ambush-2-done = 9 × 4 = 36: vale anche il prodotto, proprio come la differenza o il quoziente.
lesson-simple-ambush-3-task = Due in un colpo: accanto al cerchio nero 5 (c·5) in d10 e al triangolo nero 36 (t·36) in f10 c'è un tuo cerchio 4 (C·4) ciascuno, in d9 e in f11. Trova la casella dove il tuo triangolo 9 (T·9) da e7 tocca tutti e due: 9 − 4 = 5 e 9 × 4 = 36.
lesson-simple-ambush-3-hint = Guarda la casella tra i due pezzi neri.
lesson-simple-ambush-3-done = Ogni imboscata che la tua mossa prepara scatta subito: 9 − 4 = 5 e 9 × 4 = 36, due pezzi con una mossa.

lesson-simple-enclosure-title = L'accerchiamento
lesson-simple-enclosure-1-task = Il cerchio nero 9 (c·9) è nell'angolo a16, accanto al suo triangolo 12 (t·12) in b16. Chiudi il suo ultimo lato libero con il tuo cerchio 4 (C·4) da b14.
lesson-simple-enclosure-1-hint = Una casella d'angolo ha solo due vicine, e una è ancora libera.
lesson-simple-enclosure-1-done = Accerchiamento: un pezzo avversario le cui quattro caselle vicine (sinistra, destra, sopra, sotto) sono tutte occupate o fuori dal tavoliere è catturato, se almeno una di esse è occupata da un tuo pezzo. Il bordo e i pezzi dell'avversario stesso ti aiutano, e i numeri non contano.
lesson-simple-enclosure-2-task = Il cerchio nero 25 (c·25) in e12 è stretto tra il suo triangolo 16 (t·16) in d12, il suo cerchio 9 (c·9) in e13 e il tuo cerchio 4 (C·4) in f12. Resta aperta solo e11. Chiudila con il tuo triangolo 9 (T·9) da g10.
lesson-simple-enclosure-2-hint = Da g10 a e11 sono due colonne a sinistra e una traversa in su: 3 caselle.
lesson-simple-enclosure-2-done = Tutti e quattro i lati occupati, due da te: il 25 è catturato, qualunque siano i numeri intorno. Cade solo il pezzo accerchiato; i suoi vicini hanno ancora un lato libero.

lesson-simple-safe-capture-title = Catturare senza farsi catturare
lesson-simple-safe-capture-1-task = Il triangolo nero 12 (t·12) in e8 si può catturare in due modi: con il tuo triangolo 9 (T·9) in c7 (9 + 3 = 12) o con il tuo cerchio 6 (C·6) in e6 (6 × 2 = 12). Ma in e10 c'è in agguato il cerchio nero 9 (c·9). Cattura il 12 in modo che il Nero non possa riprenderti il pezzo.
lesson-simple-safe-capture-1-hint = Che cosa potrebbe catturare il cerchio 9 arrivando in e8? Un 9 per incontro, oppure 9 + 2, 9 − 2, 9 × 2, 9 ÷ 2 per assalto.
lesson-simple-safe-capture-1-done = Il cerchio 9 potrebbe andare in e8 e catturarci un 9, ma non un 6: 11, 7, 18 e 4,5 non fanno 6. Prima di catturare, guarda che cosa può riprenderti l'avversario.

lesson-simple-value-victory-title = Vittoria per valore
lesson-simple-value-victory-1-task = Questa partita si gioca a 100 per valore (victory=value:100), e i pezzi che hai catturato valgono 70 in tutto. Vinci con una cattura: il tuo cerchio 36 (C·36) può catturare il triangolo nero 36 (t·36) in e6, il tuo triangolo 9 (T·9) il cerchio 9 (c·9) in c9. Quale cattura ti porta a 100?
lesson-simple-value-victory-1-hint = 70 + 9 = 79, 70 + 36 = 106.
lesson-simple-value-victory-1-done = I valori dei pezzi che catturi si sommano; chi raggiunge per primo l'obiettivo (100, 200 o 300; 200 se non è indicato) vince subito.

lesson-simple-shape-victory-title = Vittoria per forme
lesson-simple-shape-victory-1-task = Questa partita conta i punti delle forme (victory=shape:10): un cerchio vale 2, un triangolo 3, un quadrato 4. Tu ne hai 7. Il tuo quadrato 81 (S·81) in b4 può catturare per incontro il grande cerchio nero 81 (c·81) in d6, il tuo triangolo 9 (T·9) in f5 il piccolo triangolo 12 (t·12) in h6 per assalto (9 + 3). Quale cattura vince?
lesson-simple-shape-victory-1-hint = Qui conta solo la forma, non il numero: 7 + 2 = 9, 7 + 3 = 10.
lesson-simple-shape-victory-1-done = Con victory=shape vince chi arriva per primo a 10, 20 o 30 punti forma; un cerchio vale 2 punti, per quanto grande sia il suo numero.

lesson-simple-rows-title = Le file
lesson-simple-rows-1-task = Con rows=true i punti non fanno vincere: vince solo una fila. Il tuo cerchio 2 (C·2) in b10 e il tuo cerchio 4 (C·4) in d10 sono già nella metà campo nera. Aggiungi il tuo cerchio 8 (C·8) da g8 sulla traversa 10: 2, 4, 8 è una fila geometrica.
lesson-simple-rows-1-hint = La fila conta solo nella metà campo nera (traverse da 9 a 16): sulla traversa 10, a destra del 4.
lesson-simple-rows-1-done = Una fila: tre tuoi pezzi nella metà campo avversaria su una traversa o una colonna, con solo caselle vuote tra loro (le distanze possono essere diverse), il valore medio nel mezzo, in proporzione. 2 4 8 è geometrica: 2 × 2 = 4, 4 × 2 = 8.
lesson-simple-rows-2-task = Il tuo cerchio 4 (C·4) in e11 e il tuo cerchio 6 (C·6) in e13 sono sulla colonna e. Completa la fila aritmetica 4, 6, 8 con il tuo cerchio 8 (C·8) da d14.
lesson-simple-rows-2-hint = Il 6 deve stare nel mezzo, quindi l'8 va sopra il 6, sulla colonna e.
lesson-simple-rows-2-done = 4 6 8 è aritmetica: 6 − 4 = 8 − 6. Una colonna vale quanto una traversa.
lesson-simple-rows-3-task = Il terzo tipo è quello armonico. Al tuo triangolo 9 (T·9) in a12 e al tuo quadrato 15 (S·15) in d12 manca il tuo quadrato 45 (S·45) sulla traversa 12, a destra del 15: 9, 15, 45. Fai salire il quadrato 45 da h8.
lesson-simple-rows-3-hint = Un quadrato percorre 4 caselle, e h12 è 4 caselle sopra h8.
lesson-simple-rows-3-done = 9 15 45 è armonica: 45 × (15 − 9) = 9 × (45 − 15) = 270. Aritmetica, geometrica o armonica: ognuna vince.

lesson-simple-limit-title = Il limite di semimosse
lesson-simple-limit-1-task = Questa partita finisce dopo 59 semimosse (limit=59), e ne sono state giocate 58: la tua è l'ultima. Poi vince chi ha più punti per valore; tu hai 30, il Nero 36. Il tuo cerchio 16 (C·16) può catturare il triangolo 16 (t·16) in e6, il tuo triangolo 9 (T·9) il cerchio 3 (c·3) in c9. Cattura il pezzo che ti porta in vantaggio.
lesson-simple-limit-1-hint = 30 + 3 è ancora meno di 36.
lesson-simple-limit-1-done = Quando si raggiunge il limite la partita finisce: vince chi ha più punti (per valore o, con victory=shape, per forme), a parità è patta. Con rows=true il limite dà sempre patta.

lesson-simple-last-piece-title = L'ultimo pezzo
lesson-simple-last-piece-1-task = Al Nero resta un solo pezzo, il cerchio 9 (c·9) in e7. Catturalo con il tuo triangolo 9 (T·9) in d5, e il Nero non potrà più muovere.
lesson-simple-last-piece-1-hint = Un incontro: 9 cattura 9. e7 è una colonna a destra e due traverse più in alto.
lesson-simple-last-piece-1-done = Chi non ha più mosse perde, qualunque sia il punteggio: il Nero non ha più pezzi, quindi vince il Bianco.
