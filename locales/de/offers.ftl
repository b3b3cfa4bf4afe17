# Offers and answers during a game: resigning (asked, then confirmed), draws, aborting
# before both players have moved, rematches, and watching a game.

offer-resign-ask = Partie #{ $id } ({ $variant }) gegen { $opponent } aufgeben? { $opponent } gewinnt; das lässt sich nicht rückgängig machen.
offer-resign-moved-on = in Partie #{ $id } wurde weitergespielt, seit du gefragt hast; nichts wurde aufgegeben (nutze /{ command-resign-name } noch einmal, wenn du es weiterhin willst)
offer-keep-playing = Du spielst Partie #{ $id } weiter; nichts wurde aufgegeben.
offer-keep-playing-over = Nichts wurde aufgegeben; Partie #{ $id } läuft nicht mehr.

offer-draw-not-going-on = Partie #{ $id } läuft nicht
offer-draw-not-player = du spielst nicht in Partie #{ $id } mit
offer-draw-gone = dieses Remisangebot in Partie #{ $id } steht nicht mehr
# $action: offer when the caller offers again, answer when they answer their own offer.
offer-draw-own = { $action ->
    [offer] du hast in Partie #{ $id } schon Remis angeboten; dein Gegner antwortet darauf
   *[answer] du hast dieses Remis in Partie #{ $id } selbst angeboten; dein Gegner antwortet darauf
  }
offer-draw-none = in Partie #{ $id } steht kein Remisangebot
offer-draw-made = { $name } bietet in Partie #{ $id } Remis an. { $opponent }, nimmst du an?
offer-draw-declined = { $name } hat das Remis in Partie #{ $id } abgelehnt.

offer-abort-too-late = Partie #{ $id } kann nicht mehr abgebrochen werden: beide haben schon gezogen (nutze /{ command-resign-name } oder /{ command-draw-name } { command-choice-offer })
offer-abort-refused = Partie #{ $id } kann nicht mehr abgebrochen werden
offer-aborted = Partie #{ $id } wurde von { $name } abgebrochen, bevor beide gezogen hatten: sie hat kein Ergebnis und zählt für niemanden.

offer-rematch-not-over = Partie #{ $id } ist nicht vorbei; eine Revanche wird angeboten, wenn sie endet
offer-rematch-not-player = nur die beiden Spieler von Partie #{ $id } können eine Revanche verlangen
# Before the new challenge (or the new game against the bot), as it is posted.
offer-rematch-of = Revanche für Partie #{ $id }. { $text }

offer-watch-not-going-on = Partie #{ $id } läuft nicht, es gibt also nichts zu beobachten
offer-watch-own-game = du spielst in Partie #{ $id } mit; von ihren Zügen erfährst du sowieso
offer-watch-already = du beobachtest Partie #{ $id } schon
offer-watching = Du beobachtest Partie #{ $id }: nach jedem Zug bekommst du eine Direktnachricht mit dem Brett.
offer-unwatch-not-watching = du hast Partie #{ $id } nicht beobachtet
offer-unwatched = Du beobachtest Partie #{ $id } nicht mehr.
offer-resigned-aborted = Partie #{ $id }: { $name } hat aufgegeben, bevor beide gezogen hatten, daher wird die Partie abgebrochen: sie hat kein Ergebnis und zählt für niemanden.
offer-draw-aborted = Partie #{ $id }: Ein Remis, bevor beide gezogen hatten, bricht die Partie ab: sie hat kein Ergebnis und zählt für niemanden.
offer-resign-ask-abort = Partie #{ $id } ({ $variant }) aufgeben? Noch haben nicht beide gezogen, daher bricht Aufgeben die Partie jetzt ab: kein Ergebnis, sie zählt für niemanden.
