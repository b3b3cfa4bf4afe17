# The bot as an opponent (/challenge bot:N) and hints (/hint): why the engine's move is good.

bot-not-a-level = { command-challenge-bot-name }:{ $level } ist keine Stufe: der Bot spielt auf den Stufen 1 (Anfänger) bis 5 (am stärksten)
bot-challenges = { $name } fordert { $bot } heraus. { $start }
bot-hint = Tipp für Partie #{ $game }: { $move }, denn { $why }.
bot-no-hint = kein Tipp für Partie #{ $game }: { $why }
bot-not-going-on = Partie #{ $game } läuft nicht
bot-people-only = Tipps gibt es nur in Partien gegen den Bot (/{ command-challenge-name } { command-challenge-bot-name }:N); in Partie #{ $game } spielen Menschen gegeneinander, da wäre ein Tipp nicht fair
bot-its-turn = in Partie #{ $game } ist der Bot am Zug; frag noch einmal, wenn du dran bist

# Why the hinted move is good ($pieces: play-piece-object phrases, joined).
bot-why-wins = damit gewinnst du sofort: { $reason }
bot-why-takes = damit schlägst du { $pieces }
# One piece it takes, with the arithmetic.
bot-taken = { $piece } ({ $how })
bot-why-stops = damit verhinderst du { $reason ->
    [triumph] den Triumph
    [both-pyramids-taken] das Schlagen beider Pyramiden
    [threefold-repetition] die dreifache Wiederholung
    [hundred-plies] die hundert Halbzüge
    [no-legal-action] den Sieg mangels Zügen
    [points] den Sieg nach Punkten
    [limit] den Sieg an der Zuggrenze
    [rows] die Reihe
    [harmony] die Harmonie
    [small-victory] den kleinen Sieg
    [great-victory] den großen Sieg
    [excellent-victory] den gewaltigen Sieg
   *[common-victory] den gewöhnlichen Sieg
  } des Gegners
bot-why-saves = damit rettest du { $pieces } vor dem Schlagen
bot-why-within-one = damit fehlt dir nur noch ein Zug zu { $aim ->
    [harmony] einer Harmonie
    [triumph] einem Triumph
    [row] einer Reihe
   *[proper-victory] einem echten Sieg
  }
bot-why-toward = damit arbeitest du in der gegnerischen Hälfte auf { $aim ->
    [harmony] eine Harmonie
    [triumph] einen Triumph
    [row] eine Reihe
   *[proper-victory] einen echten Sieg
  } hin
bot-why-improves = damit verbesserst du die Stellung, ohne etwas herzugeben
hint-ask-casual = Partie #{ $game } ist gewertet. Ein Tipp macht sie ab jetzt ungewertet: sie zählt dann für niemandes Wertung. Tipp zeigen?
hint-moved-on = Partie #{ $game } ist weitergegangen, seit du gefragt hast; bitte frag noch einmal nach einem Tipp
hint-declined = Kein Tipp: Partie #{ $game } bleibt, wie sie war.
button-show-hint = Tipp zeigen (ab jetzt ungewertet)
button-no-hint = Kein Tipp
