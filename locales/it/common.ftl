# Words shared by many messages: the sides, counts, how a game ended, statuses, buttons,
# and the refusals when a command finds no game.

side = { $side ->
    [white] Bianco
   *[black] Nero
  }

count-days = { $n ->
    [one] { $n } giorno
   *[other] { $n } giorni
  }
count-moves = { $n ->
    [one] { $n } mossa
   *[other] { $n } mosse
  }

# The words after "White wins" (and after "won", "lost"); $words is the reason's own name
# with spaces for one the bot has no words for.
win-how = { $reason ->
    [triumph] per trionfo
    [harmony] per armonia
    [rows] con una fila in proporzione
    [points] ai punti
    [limit] ai punti al limite delle semimosse
    [small-victory] con una vittoria piccola
    [great-victory] con una vittoria grande
    [excellent-victory] con una vittoria eccellente
    [common-victory] con una vittoria comune
    [no-legal-action] perché l'avversario non ha mosse
    [resignation] per abbandono
    [time] per tempo
   *[other] per { $words }
  }
# The words after "Draw".
draw-how = { $reason ->
    [threefold-repetition] per triplice ripetizione
    [hundred-plies] dopo 100 semimosse senza catture
    [both-pyramids-taken] perché entrambe le piramidi sono catturate
    [limit] al limite delle semimosse, a punteggio pari
    [agreement] d'accordo
   *[other] per { $words }
  }
# A finished game's headline, on the picture and in messages.
headline-win = { $side ->
    [white] Il Bianco
   *[black] Il Nero
  } vince { $how }
headline-draw = Patta { $how }
# How a stored game ended: "White won by harmony", "a draw by agreement".
stored-win = { $side ->
    [white] il Bianco
   *[black] il Nero
  } ha vinto { $how }
stored-draw = patta { $how }
# How a stored game ended for one player: "won on time", "lost by harmony".
result-won = ha vinto { $how }
result-lost = ha perso { $how }
result-drew = ha pattato { $how }
# The words after "lost": where the winner's words (win-how) would speak of the loser as the
# opponent, the loser's own.
lose-how = { $reason ->
    [no-legal-action] per mancanza di mosse
   *[other] { win-how }
  }

# What a game that is no challenge any more has become, as a clause.
status-clause = { $status ->
    [challenge] è ancora una sfida
    [active] è cominciata
    [finished] è finita
    [declined] è stata rifiutata
    [cancelled] è stata ritirata
   *[other] il suo stato è «{ $status }»
  }

button-accept = Accetta
button-decline = Rifiuta
button-accept-draw = Accetta la patta
button-decline-draw = Rifiuta la patta
button-rematch = Rivincita
button-resign = Abbandona
button-keep-playing = Continua a giocare
button-previous = Indietro (pagina { $page })
button-next = Avanti (pagina { $page })
settled-accepted = Accettata da { $name }.
settled-declined = Rifiutata da { $name }.
settled-draw-accepted = Patta accettata da { $name }.
settled-draw-declined = Patta rifiutata da { $name }.
settled-rematch-accepted = Rivincita accettata da { $name }.
settled-rematch-asked = Rivincita chiesta da { $name }.

find-none-in-dms = non hai nessuna partita #{ $id } nei messaggi diretti
find-none-on-server = su questo server non c'è nessuna partita #{ $id }
find-none-here = { $kind ->
    [my-active] non hai nessuna partita in corso in questo canale (indicane una con { command-game-name }:N)
    [challenge-for-me] in questo canale non c'è nessuna sfida per te
    [my-challenge] non hai nessuna sfida aperta in questo canale
    [any] in questo canale non c'è nessuna partita in corso (indicane una con { command-game-name }:N)
   *[my-latest] non hai nessuna partita in questo canale (indicane una con { command-game-name }:N)
  }
settled-resigned = Abbandonata da { $name }.
