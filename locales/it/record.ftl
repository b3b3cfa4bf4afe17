# The game record (/history's text file): the values and comments a person reads. The tag
# names ([Event ...], [Result ...]) and the moves are the format and stay as they are.

record-event = Partita di Rithmomachia { $id }
# How the game ended, by the reason stored with it.
record-termination = { $reason ->
    [triumph] trionfo
    [harmony] armonia
    [rows] fila in proporzione
    [points] punti
    [limit] limite delle semimosse
    [small-victory] vittoria piccola
    [great-victory] vittoria grande
    [excellent-victory] vittoria eccellente
    [common-victory] vittoria comune
    [no-legal-action] nessuna mossa possibile
    [resignation] abbandono
    [time] tempo scaduto
    [threefold-repetition] triplice ripetizione
    [hundred-plies] 100 semimosse senza catture
    [both-pyramids-taken] entrambe le piramidi catturate
    [agreement] accordo
    [aborted] annullata
    [expired] scaduta
    [unterminated] non terminata
   *[other] { $reason }
  }
# A capture, as a comment after its move: "takes c3 on f5: gcd(6,3)=3".
record-capture = cattura { $piece } in { $square }: { $how }
# Time given back after an outage, as a comment after the move before it ($span: clock-outage-span).
record-outage = il bot non ha potuto accettare mosse per { $span }; quel tempo è stato restituito, nuova scadenza della mossa: { $deadline }
