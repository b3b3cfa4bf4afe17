# Words shared by many messages: the sides, counts, how a game ended, statuses, buttons,
# and the refusals when a command finds no game.

side = { $side ->
    [white] Weiß
   *[black] Schwarz
  }

count-days = { $n ->
    [one] { $n } Tag
   *[other] { $n } Tage
  }
count-moves = { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
  }

# The words after "White wins" (and after "won", "lost"); $words is the reason's own name
# with spaces for one the bot has no words for.
win-how = { $reason ->
    [triumph] durch Triumph
    [harmony] durch Harmonie
    [rows] durch eine Reihe in Proportion
    [points] nach Punkten
    [limit] nach Punkten an der Zuggrenze
    [small-victory] durch einen kleinen Sieg
    [great-victory] durch einen großen Sieg
    [excellent-victory] durch einen gewaltigen Sieg
    [common-victory] durch einen gewöhnlichen Sieg
    [no-legal-action] mangels Zügen des Gegners
    [resignation] durch Aufgabe
    [time] durch Zeitüberschreitung
   *[other] durch { $words }
  }
# The words after "Draw".
draw-how = { $reason ->
    [threefold-repetition] durch dreifache Wiederholung
    [hundred-plies] nach 100 Halbzügen ohne Schlag
    [both-pyramids-taken] weil beide Pyramiden geschlagen sind
    [limit] an der Zuggrenze, bei gleichem Punktestand
    [agreement] nach Vereinbarung
   *[other] durch { $words }
  }
# A finished game's headline, on the picture and in messages.
headline-win = { $side ->
    [white] Weiß
   *[black] Schwarz
  } gewinnt { $how }
headline-draw = Remis { $how }
# How a stored game ended: "White won by harmony", "a draw by agreement".
stored-win = { $side ->
    [white] Weiß
   *[black] Schwarz
  } gewann { $how }
stored-draw = Remis { $how }
# How a stored game ended for one player: "won on time", "lost by harmony".
result-won = gewann { $how }
result-lost = verlor { $how }
result-drew = endete remis { $how }
# The words after "lost": where the winner's words (win-how) would speak of the loser as the
# opponent, the loser's own.
lose-how = { $reason ->
    [no-legal-action] mangels Zügen
   *[other] { win-how }
  }

# What a game that is no challenge any more has become, as a clause.
status-clause = { $status ->
    [challenge] sie ist noch eine Herausforderung
    [active] sie hat begonnen
    [finished] sie ist vorbei
    [declined] sie wurde abgelehnt
    [cancelled] sie wurde zurückgezogen
   *[other] ihr Stand ist „{ $status }“
  }

button-accept = Annehmen
button-decline = Ablehnen
button-accept-draw = Remis annehmen
button-decline-draw = Remis ablehnen
button-rematch = Revanche
button-resign = Aufgeben
button-keep-playing = Weiterspielen
button-previous = Zurück (Seite { $page })
button-next = Weiter (Seite { $page })
settled-accepted = Angenommen von { $name }.
settled-declined = Abgelehnt von { $name }.
settled-draw-accepted = Remis angenommen von { $name }.
settled-draw-declined = Remis abgelehnt von { $name }.
settled-rematch-accepted = Revanche angenommen von { $name }.
settled-rematch-asked = Revanche gewünscht von { $name }.

find-none-in-dms = du hast keine Partie #{ $id } in Direktnachrichten
find-none-on-server = auf diesem Server gibt es keine Partie #{ $id }
find-none-here = { $kind ->
    [my-active] du hast in diesem Kanal keine laufende Partie (nenne eine mit { command-game-name }:N)
    [challenge-for-me] in diesem Kanal gibt es keine Herausforderung an dich
    [my-challenge] du hast in diesem Kanal keine offene Herausforderung
    [any] in diesem Kanal läuft keine Partie (nenne eine mit { command-game-name }:N)
   *[my-latest] du hast in diesem Kanal keine Partie (nenne eine mit { command-game-name }:N)
  }
settled-resigned = Aufgegeben von { $name }.
