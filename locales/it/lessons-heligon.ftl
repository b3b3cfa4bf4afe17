# Lezioni di `heligon` (fonte 001): testi per /learn heligon.

## moves: come muovono le tre forme

lesson-heligon-moves-title = Come muovono i pezzi
lesson-heligon-moves-1-task = Un cerchio fa esattamente un passo in orizzontale o in verticale: avanti, indietro o di lato, mai in diagonale. Porta il tuo cerchio 4 (C·4) da e4 avanti in e5.
lesson-heligon-moves-1-hint = Una casella dritto in su lungo la colonna e.
lesson-heligon-moves-1-done = Un cerchio non sa fare altro: una casella, in linea retta. Ogni mossa finisce su una casella vuota.
lesson-heligon-moves-2-task = Un triangolo muove esattamente di due caselle in diagonale, né più né meno, e la casella che attraversa deve essere vuota. Porta il tuo triangolo 25 (T·25) da c3 in e5.
lesson-heligon-moves-2-hint = Due caselle in diagonale verso destra e in alto, passando per d4.
lesson-heligon-moves-2-done = Esatto: da c3 in e5 passando per d4. Un triangolo non può mai fermarsi dopo una casella né muovere in linea retta.
lesson-heligon-moves-3-task = Un quadrato muove esattamente di tre caselle in una qualunque delle otto direzioni, e non salta mai. Porta il tuo quadrato 45 (S·45) da b2 sulla traversa 5. Attento al tuo cerchio 8 (C·8) in c3.
lesson-heligon-moves-3-hint = La diagonale verso e5 è chiusa dal tuo stesso cerchio in c3. Quale altra linea di tre caselle porta alla traversa 5?
lesson-heligon-moves-3-done = Da b2 in b5, tre caselle su per la colonna. Il cerchio in c3 chiudeva la diagonale: nessun pezzo salta mai sopra un altro.

## pyramid: la piramide muove e cattura con le sue parti

lesson-heligon-pyramid-title = La piramide
lesson-heligon-pyramid-1-task = La tua piramide 91 (P·91) è fatta di sei parti: i cerchi 1 e 4, i triangoli 9 e 16, i quadrati 25 e 36. Muove come una qualunque delle forme che contiene ancora. Portala da d2 in d5 con una sola mossa. (La riga sotto il tavoliere, corpo · beni · lite, conta quello che ogni parte ha catturato: i pezzi, i loro numeri sommati, le loro cifre. Nelle lezioni da 12 a 14 si vince con questi conti.)
lesson-heligon-pyramid-1-hint = Tre caselle dritto in su: quale delle sue parti muove di tre caselle?
lesson-heligon-pyramid-1-done = La piramide ha mosso come un quadrato (glielo permettono i suoi quadrati 25 e 36). Potrebbe anche fare un passo come un cerchio o due caselle in diagonale come un triangolo.
lesson-heligon-pyramid-2-task = Una piramide cattura con la somma delle sue parti o con una sola parte, che allora arriva dove arriva la sua forma. Cattura per incontro il triangolo nero 16 (t·16) in g7, con il triangolo 16 della tua piramide (piramide 91 (P·91) in e2).
lesson-heligon-pyramid-2-hint = Il triangolo 16 arriva a due caselle in diagonale. Da quale casella g7 è a due passi in diagonale? Poi cerca la mossa della piramide che ci arriva.
lesson-heligon-pyramid-2-done = Da e5 il triangolo 16 della piramide arriva in g7 passando per f6: incontro, 16 = 16. Il tuo pezzo resta in e5; quello catturato lascia semplicemente il tavoliere.
lesson-heligon-pyramid-3-task = Anche le piramidi si catturano una parte alla volta. La piramide nera 190 (p·190) in d10 è 16 + 25 + 36 + 49 + 64. Cattura il suo quadrato 64 con il tuo cerchio 64 (C·64) in c11.
lesson-heligon-pyramid-3-hint = Un cerchio arriva alle quattro caselle accanto a sé lungo traversa e colonna. Mettiti accanto alla piramide.
lesson-heligon-pyramid-3-done = Il quadrato 64 cade per incontro; la piramide resta, e ora vale 16 + 25 + 36 + 49 = 126. Una parte tolta a una piramide non diventa prigioniera.

## meeting: incontro

lesson-heligon-meeting-title = Catturare per incontro
lesson-heligon-meeting-1-task = Incontro: se un tuo pezzo potrebbe muovere alla mossa successiva su un pezzo avversario con lo stesso numero, quel pezzo è catturato subito. Cattura il triangolo nero 36 (t·36) in d9 con il tuo cerchio 36 (C·36) in c8.
lesson-heligon-meeting-1-hint = Metti il tuo cerchio su una casella proprio accanto a d9, sulla stessa traversa o colonna.
lesson-heligon-meeting-1-done = Ora il tuo cerchio arriva in d9, e 36 = 36: il triangolo è catturato. Il tuo cerchio non va in d9: dopo la tua mossa la casella resta semplicemente vuota.
lesson-heligon-meeting-2-task = Anche un quadrato incontra, a tre caselle di distanza. Cattura il cerchio nero 25 (c·25) in e7 con il tuo quadrato 25 (S·25) in b1.
lesson-heligon-meeting-2-hint = Cerca una casella a tre passi in linea retta da e7 che il tuo quadrato raggiunge da b1.
lesson-heligon-meeting-2-done = Da lì il tuo quadrato potrebbe andare in e7 attraverso due caselle vuote: 25 incontra 25. Conta solo se il tuo pezzo ci arriva, non la forma del pezzo avversario.

## ambush: imboscata

lesson-heligon-ambush-title = Catturare per imboscata
lesson-heligon-ambush-1-task = Imboscata: due tuoi pezzi che arrivano entrambi su un pezzo avversario lo catturano se la loro somma o la loro differenza è il suo numero. Cattura il cerchio nero 25 (c·25) in e6: il tuo triangolo 9 (T·9) in c4 ci arriva già, e 9 + 16 = 25.
lesson-heligon-ambush-1-hint = Anche il tuo cerchio 16 (C·16) in f5 deve arrivare in e6: mettilo proprio accanto.
lesson-heligon-ambush-1-done = Il triangolo arriva in e6 passando per d5, il cerchio dalla casella accanto: 16 + 9 = 25, un'imboscata. Nessuno dei due va in e6.
lesson-heligon-ambush-2-task = Con la differenza funziona allo stesso modo. Cattura il cerchio nero 5 (c·5) in e6: il tuo cerchio 4 (C·4) in e5 ci arriva, e 9 - 4 = 5.
lesson-heligon-ambush-2-hint = Porta il tuo triangolo 9 (T·9) da a2 su una casella a due passi in diagonale da e6, e lascia il cerchio dov'è.
lesson-heligon-ambush-2-done = Da c4 il triangolo arriva in e6 passando per d5; insieme al cerchio: 9 - 4 = 5. Tutti e due i pezzi devono arrivare sul bersaglio nella stessa posizione.

## assault: assalto

lesson-heligon-assault-title = Catturare per assalto
lesson-heligon-assault-1-task = Assalto: un tuo pezzo sta sulla stessa traversa, colonna o diagonale di un pezzo avversario, con solo caselle vuote in mezzo, e il numero maggiore è il minore moltiplicato per quante sono quelle caselle vuote. Cattura il triangolo nero 12 (t·12) in d9 con il tuo cerchio 4 (C·4) in c5: 4 x 3 = 12. In heligon si contano solo le caselle vuote in mezzo; nella variante classica si contano anche le caselle dei due pezzi, quindi lì 4 x 3 vuol dire una sola casella vuota in mezzo.
lesson-heligon-assault-1-hint = Tra il tuo 4 e il 12 devono esserci esattamente tre caselle vuote. Contale lungo la colonna d.
lesson-heligon-assault-1-done = Da d5 ci sono tre caselle vuote (d6, d7, d8) prima del 12: 4 x 3 = 12, un assalto.
lesson-heligon-assault-2-task = Anche il pezzo più grande può dare l'assalto: allora il numero minore è il maggiore diviso per quante sono le caselle vuote. Cattura il cerchio nero 9 (c·9) in e9 con il tuo cerchio 36 (C·36) in e3.
lesson-heligon-assault-2-hint = 36 / 9 = 4: ti servono quattro caselle vuote in mezzo. Adesso sono cinque.
lesson-heligon-assault-2-done = Quattro caselle vuote, da e5 a e8: 36 / 4 = 9. Il 9 potrebbe assaltare il tuo 36 allo stesso modo, ma le tue catture vengono sempre prima.
lesson-heligon-assault-3-task = L'assalto vale lungo qualunque linea, qualunque sia la forma del pezzo: anche un triangolo assalta lungo una traversa. Cattura il cerchio nero 5 (c·5) in f4 con il tuo triangolo 20 (T·20) in c2: 20 = 5 x 4.
lesson-heligon-assault-3-hint = Porta il triangolo sulla traversa 4, così che tra il triangolo e f4 ci siano quattro caselle vuote.
lesson-heligon-assault-3-done = Da a4 le caselle b4, c4, d4 ed e4 sono vuote: 5 x 4 = 20. Il triangolo muove solo in diagonale, ma assalta in tutte e otto le direzioni.

## siege: assedio

lesson-heligon-siege-title = Catturare per assedio
lesson-heligon-siege-1-task = Assedio: un pezzo avversario le cui mosse sono tutte bloccate dai tuoi pezzi è catturato. Il cerchio nero 5 (c·5) nell'angolo a16 può andare solo in a15 o in b16; in a15 c'è già il tuo cerchio 4 (C·4). Assedialo.
lesson-heligon-siege-1-hint = Chiudigli l'ultima casella libera con il tuo cerchio 8 (C·8).
lesson-heligon-siege-1-done = Ora entrambe le sue mosse finiscono contro i tuoi pezzi: assedio, e il cerchio 5 è catturato, qualunque siano i numeri.
lesson-heligon-siege-2-task = Una mossa è bloccata quando il primo pezzo sul suo percorso è avversario. Il triangolo nero 56 (t·56) in h16 ha una sola mossa: passando per g15 fino a f14. Assedialo con il tuo triangolo 6 (T·6) in d12.
lesson-heligon-siege-2-hint = Il tuo triangolo può arrivare proprio dove finirebbe l'unica mossa del triangolo nero.
lesson-heligon-siege-2-done = Il triangolo 6 (T·6) in f14 blocca l'unica mossa del triangolo: è assediato e catturato. Se lo avessero chiuso i suoi stessi pezzi, anche solo in parte, non sarebbe un assedio.

## step-in: chi cattura prende il posto

lesson-heligon-step-in-title = Chi cattura prende il posto
lesson-heligon-step-in-1-task = Cattura il triangolo nero 16 (t·16) in g13 senza perdere il tuo triangolo 49 (T·49) in h13. Il quadrato nero 49 (s·49) in h16 aspetta solo che la colonna h si apra.
lesson-heligon-step-in-1-hint = Il tuo cerchio 16 (C·16) in h14 protegge il triangolo 49. Anche il tuo cerchio 4 (C·4) in g7 può assaltare il 16: 4 x 4 = 16.
lesson-heligon-step-in-1-done = Da g7 a g8: fino a g13 restano quattro caselle vuote, 4 x 4 = 16. Se a catturare fosse stato il cerchio 16, il quadrato nero 49 avrebbe subito incontrato il tuo 49 e sarebbe andato in h13: quando l'avversario cattura un pezzo che hai lasciato esposto, il singolo pezzo che cattura (incontro, assalto) prende il suo posto.
lesson-heligon-step-in-2-task = Anche questa regola può aiutarti. I tuoi cerchi 2, 4 e 6 in c12, e12 e g12 formerebbero 2 4 6 (4 - 2 = 6 - 4), ma in mezzo, in d12, c'è il cerchio nero 9 (c·9). Vinci con una vittoria piccola.
lesson-heligon-step-in-2-hint = Offri il tuo triangolo 9 (T·9) al cerchio nero 9, così che lasci d12.
lesson-heligon-step-in-2-done = Il 9 nero ha incontrato il tuo triangolo in d11 e ne ha preso il posto: d12 si è svuotata, e tra 2 4 6 sono rimaste solo caselle vuote. Una vittoria propria si controlla di nuovo dopo le catture dell'avversario.

## prisoners: prigionieri

lesson-heligon-prisoners-title = I prigionieri
lesson-heligon-prisoners-1-task = Un pezzo che catturi passa al tuo colore e diventa tuo prigioniero. Cattura il cerchio nero 9 (c·9) in g8 con il tuo triangolo 9 (T·9) in c4, e guarda poi i tuoi prigionieri.
lesson-heligon-prisoners-1-hint = Metti il tuo triangolo a due passi in diagonale da g8.
lesson-heligon-prisoners-1-done = Incontro 9 = 9 da e6. Il cerchio 9 ora è tuo e si scrive C·9* (l'asterisco: ha cominciato la partita nell'altro esercito).
lesson-heligon-prisoners-2-task = Invece di muovere puoi piazzare un prigioniero su una qualunque casella vuota della tua metà campo (traverse da 1 a 8); poi si cattura come dopo una mossa. Piazza il tuo prigioniero cerchio 9 (C·9*) in modo che catturi il cerchio nero 9 (c·9) in d9.
lesson-heligon-prisoners-2-hint = Si scrive /{ command-move-name } C9@casella. Quale casella della tua metà campo è proprio accanto a d9?
lesson-heligon-prisoners-2-done = In d8 il tuo cerchio 9 arriva in d9: incontro 9 = 9. Un prigioniero piazzato torna un pezzo come gli altri e muove liberamente. (Andavano bene anche d7, b7 o f7: numeri uguali con una casella vuota in mezzo sono un assalto, 9 x 1 = 9.)

## small victory: vittoria piccola

lesson-heligon-small-victory-title = La vittoria piccola
lesson-heligon-small-victory-1-task = La vittoria piccola (l'obiettivo predefinito): tre pezzi nella metà campo avversaria (traverse da 9 a 16), almeno due tuoi, in proporzione, su una linea a intervalli uguali con il numero di mezzo nel mezzo. Vinci: i tuoi cerchi 2 (C·2) in c10 e 6 (C·6) in e10 aspettano il 4.
lesson-heligon-small-victory-1-hint = 2, 4, 6 è aritmetica: 4 - 2 = 6 - 4. Dove deve stare il 4?
lesson-heligon-small-victory-1-done = 2 4 6 in c10, d10, e10: una proporzione aritmetica, una vittoria piccola. Valgono anche le proporzioni geometriche (4 16 64) e armoniche (4 6 12).
lesson-heligon-small-victory-2-task = Tre pezzi possono stare anche ad angolo: il numero di mezzo sulla casella d'angolo, gli altri due sulla sua traversa e sulla sua colonna, alla stessa distanza. Può partecipare anche un pezzo avversario. Vinci con il tuo cerchio 6 (C·6) in e12, il triangolo nero 12 (t·12) in e14 e il tuo cerchio 4 (C·4).
lesson-heligon-small-victory-2-hint = 4 6 12 è armonica: 12 x (6 - 4) = 4 x (12 - 6). Il 12 sta due caselle sopra l'angolo e12; il 4 deve stare due caselle di fianco.
lesson-heligon-small-victory-2-done = 4 in c12, 6 sull'angolo e12, 12 in e14, con d12 ed e13 vuote: una proporzione armonica ad angolo.

## great victory: vittoria grande

lesson-heligon-great-victory-title = La vittoria grande
lesson-heligon-great-victory-1-task = Questa partita si gioca per la vittoria grande (victory=great): quattro pezzi nella metà campo avversaria, almeno tre tuoi, le cui terne mostrano almeno due tipi di proporzione. Stanno su una linea a intervalli uguali, con i numeri che crescono o calano lungo la linea. Completa 2 4 6 8 con il tuo cerchio 8 (C·8).
lesson-heligon-great-victory-1-hint = Il 2, il 4 e il 6 stanno in b11, c11, d11. L'8 va subito dopo il 6.
lesson-heligon-great-victory-1-done = 2 4 6 e 4 6 8 sono aritmetiche, 2 4 8 è geometrica: due tipi, una vittoria grande. Il solo 2 4 6 era una vittoria piccola, che in questa partita non conta.
lesson-heligon-great-victory-2-task = I quattro possono stare anche ai quattro angoli di un quadrato (di qualunque grandezza, i numeri in qualunque ordine; i lati tra gli angoli vuoti). I tuoi cerchi 2, 4 e 6 stanno in c10, f10 e c13. Vinci con il tuo cerchio 8 (C·8) in f14.
lesson-heligon-great-victory-2-hint = Quale casella fa di c10, f10, c13 gli angoli di un quadrato?
lesson-heligon-great-victory-2-done = c10, f10, c13, f13: un quadrato di lato tre, e di nuovo 2 4 6 8 mostra due tipi di proporzione.

## excellent victory: vittoria eccellente

lesson-heligon-excellent-victory-title = La vittoria eccellente
lesson-heligon-excellent-victory-1-task = Questa partita si gioca per la vittoria eccellente (victory=excellent): quattro pezzi le cui terne mostrano tutti e tre i tipi di proporzione, come 3 4 6 9. Il cerchio nero 3 (c·3) può partecipare: sta in c12, i tuoi cerchi 4 e 6 in d12 ed e12. Vinci con il tuo triangolo 9 (T·9) in h10.
lesson-heligon-excellent-victory-1-hint = I numeri devono crescere lungo la linea a intervalli uguali: il 9 va subito dopo il 6.
lesson-heligon-excellent-victory-1-done = 3 4 6 è armonica, 3 6 9 aritmetica, 4 6 9 geometrica: tutti e tre i tipi, la vittoria eccellente. Uno dei quattro può essere un pezzo avversario.
lesson-heligon-excellent-victory-2-task = Anche 4 6 9 12 mostra tutti e tre i tipi. Il tuo cerchio 4 (C·4) sta in c10, il tuo cerchio 6 (C·6) in e12, il triangolo nero 12 (t·12) in c12. Completa il quadrato con il tuo triangolo 9 (T·9) in g12.
lesson-heligon-excellent-victory-2-hint = Il quarto angolo di c10, c12, e12 è libero. Il tuo triangolo ci arriva?
lesson-heligon-excellent-victory-2-done = 4 6 9 geometrica, 6 9 12 aritmetica, 4 6 12 armonica, agli angoli c10, e10, c12, e12: la vittoria eccellente.

## body: vittoria del corpo

lesson-heligon-body-title = La vittoria del corpo
lesson-heligon-body-1-task = Una vittoria comune conta le catture. Qui l'obiettivo è il corpo (victory=body): 12 pezzi catturati. Ne hai 10. Catturane due in un colpo solo con il tuo cerchio 4 (C·4) in e3.
lesson-heligon-body-1-hint = Il 16 nero in e9 vuole 4 x 4, il 12 nero in a8 vuole 4 x 3: da una sola casella il cerchio fa tutti e due.
lesson-heligon-body-1-done = Da e4 ci sono quattro caselle vuote fino a e9 (4 x 4 = 16) e tre lungo la diagonale fino ad a8 (4 x 3 = 12): due assalti, 12 pezzi, il corpo è raggiunto.

## goods: vittoria dei beni

lesson-heligon-goods-title = La vittoria dei beni
lesson-heligon-goods-1-task = L'obiettivo sono i beni (victory=goods): i numeri che catturi, sommati, devono arrivare a 300. Sei a 250. Cattura il pezzo che ti porta al traguardo.
lesson-heligon-goods-1-hint = Con il cerchio nero 49 arriveresti solo a 299. Il triangolo nero 56 (t·56) in e6: il tuo cerchio 64 (C·64) ci arriva, e 64 - 8 = 56.
lesson-heligon-goods-1-done = I tuoi cerchi 64 e 8 catturano il 56 per imboscata: 250 + 56 = 306, i beni sono raggiunti. Conta solo la somma, non quanti pezzi.

## lawsuit: vittoria della lite

lesson-heligon-lawsuit-title = La vittoria della lite
lesson-heligon-lawsuit-1-task = L'obiettivo è la lite (victory=lawsuit): le cifre dei numeri che catturi, contate tutte insieme, devono arrivare a 24. Sei a 21. Cattura il pezzo giusto.
lesson-heligon-lawsuit-1-hint = Ti servono tre cifre in più con una sola cattura: quale pezzo nero ha un numero di tre cifre? Il tuo quadrato 25 (S·25) può assaltarlo: 25 x 4 = 100.
lesson-heligon-lawsuit-1-done = 100 ha tre cifre: 21 + 3 = 24. Il triangolo 90 ne avrebbe portate solo due.

## combined: più obiettivi insieme

lesson-heligon-combined-title = Più obiettivi insieme
lesson-heligon-combined-1-task = Gli obiettivi uniti con + vanno raggiunti tutti: qui corpo e beni (victory=body+goods), cioè 12 pezzi e una somma di 300. Hai 11 pezzi e 280. Vinci con una sola cattura.
lesson-heligon-combined-1-hint = Qualunque cattura ti dà il dodicesimo pezzo, ma ti servono anche altri 20 nella somma: il cerchio nero 9 non basta.
lesson-heligon-combined-1-done = Il cerchio 25 cade per incontro con il tuo quadrato 25: 12 pezzi e 305, entrambi gli obiettivi raggiunti.

## pyramid first: prima la piramide

lesson-heligon-pyramid-first-title = Prima la piramide
lesson-heligon-pyramid-first-1-task = Con l'opzione pyramid_first=true una vittoria propria conta solo quando la piramide avversaria ha lasciato il tavoliere. Il tuo 2 4 6 è già in c10, d10, e10, ma la piramide nera, ridotta al suo quadrato 64, è ancora in h10. Vinci.
lesson-heligon-pyramid-first-1-hint = Il tuo cerchio 64 (C·64) in g11 può incontrare l'ultima parte della piramide.
lesson-heligon-pyramid-first-1-done = L'ultima parte della piramide è catturata, quindi la piramide non c'è più, e ora il tuo 2 4 6 vince.
