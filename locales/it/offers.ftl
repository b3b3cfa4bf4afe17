# Offers and answers during a game: resigning (asked, then confirmed), draws, aborting
# before both players have moved, rematches, and watching a game.

offer-resign-ask = Abbandonare la partita #{ $id } ({ $variant }) contro { $opponent }? { $opponent } vince; non si può tornare indietro.
offer-resign-moved-on = la partita #{ $id } è andata avanti da quando l'hai chiesto: non hai abbandonato (usa di nuovo /{ command-resign-name } se lo vuoi ancora)
offer-keep-playing = Continui a giocare la partita #{ $id }; non hai abbandonato.
offer-keep-playing-over = Non hai abbandonato; la partita #{ $id } non è più in corso.

offer-draw-not-going-on = la partita #{ $id } non è in corso
offer-draw-not-player = non giochi nella partita #{ $id }
offer-draw-gone = questa proposta di patta nella partita #{ $id } non è più valida
# $action: offer when the caller offers again, answer when they answer their own offer.
offer-draw-own = { $action ->
    [offer] hai già proposto la patta nella partita #{ $id }; risponde il tuo avversario
   *[answer] questa patta nella partita #{ $id } l'hai proposta tu; risponde il tuo avversario
  }
offer-draw-none = nella partita #{ $id } non c'è nessuna proposta di patta
offer-draw-made = { $name } propone la patta nella partita #{ $id }. { $opponent }, accetti?
offer-draw-declined = { $name } ha rifiutato la patta nella partita #{ $id }.

offer-abort-too-late = la partita #{ $id } non può più essere annullata: entrambi i giocatori hanno mosso (usa /{ command-resign-name } o /{ command-draw-name } { command-choice-offer })
offer-abort-refused = la partita #{ $id } non può più essere annullata
offer-aborted = La partita #{ $id } è stata annullata da { $name } prima che entrambi i giocatori avessero mosso: non ha risultato e non conta per nessuno.

offer-rematch-not-over = la partita #{ $id } non è finita; la rivincita si offre quando finisce
offer-rematch-not-player = solo i due giocatori della partita #{ $id } possono chiederne la rivincita
# Before the new challenge (or the new game against the bot), as it is posted.
offer-rematch-of = Rivincita della partita #{ $id }. { $text }

offer-watch-not-going-on = la partita #{ $id } non è in corso, quindi non c'è niente da seguire
offer-watch-own-game = giochi nella partita #{ $id }; le sue mosse ti arrivano comunque
offer-watch-already = segui già la partita #{ $id }
offer-watching = Segui la partita #{ $id }: dopo ogni mossa riceverai un messaggio diretto con il tavoliere.
offer-unwatch-not-watching = non stavi seguendo la partita #{ $id }
offer-unwatched = Non segui più la partita #{ $id }.
offer-resigned-aborted = Partita #{ $id }: { $name } ha abbandonato prima che entrambi i giocatori avessero mosso, quindi la partita è annullata: non ha risultato e non conta per nessuno.
offer-draw-aborted = Partita #{ $id }: una patta concordata prima che entrambi i giocatori avessero mosso annulla la partita: non ha risultato e non conta per nessuno.
offer-resign-ask-abort = Abbandonare la partita #{ $id } ({ $variant })? Non avete ancora mosso entrambi, quindi abbandonare ora annulla la partita: nessun risultato, non conta per nessuno.
