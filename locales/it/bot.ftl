# The bot as an opponent (/challenge bot:N) and hints (/hint): why the engine's move is good.

bot-not-a-level = { command-challenge-bot-name }:{ $level } non è un livello: il bot gioca ai livelli da 1 (principiante) a 5 (il più forte)
bot-challenges = { $name } sfida { $bot }. { $start }
bot-hint = Suggerimento per la partita #{ $game }: { $move }, perché { $why }.
bot-no-hint = nessun suggerimento per la partita #{ $game }: { $why }
bot-not-going-on = la partita #{ $game } non è in corso
bot-people-only = i suggerimenti si danno solo nelle partite contro il bot (/{ command-challenge-name } { command-challenge-bot-name }:N); la partita #{ $game } è tra persone, dove un suggerimento non sarebbe leale
bot-its-turn = nella partita #{ $game } tocca al bot; chiedi di nuovo quando toccherà a te

# Why the hinted move is good ($pieces: play-piece-object phrases, joined).
bot-why-wins = vinci subito: { $reason }
bot-why-takes = catturi { $pieces }
# One piece it takes, with the arithmetic.
bot-taken = { $piece } ({ $how })
bot-why-stops = impedisci { $reason ->
    [triumph] il trionfo
    [both-pyramids-taken] la cattura di entrambe le piramidi
    [threefold-repetition] la triplice ripetizione
    [hundred-plies] le cento semimosse
    [no-legal-action] la vittoria per mancanza di mosse
    [points] la vittoria ai punti
    [limit] la vittoria al limite di semimosse
    [rows] la fila
    [harmony] l'armonia
    [small-victory] la vittoria piccola
    [great-victory] la vittoria grande
    [excellent-victory] la vittoria eccellente
   *[common-victory] la vittoria comune
  } dell'avversario
bot-why-saves = salvi { $pieces } dalla cattura
bot-why-within-one = arrivi a una sola mossa da { $aim ->
    [harmony] un'armonia
    [triumph] un trionfo
    [row] una fila
   *[proper-victory] una vittoria propria
  }
bot-why-toward = prepari { $aim ->
    [harmony] un'armonia
    [triumph] un trionfo
    [row] una fila
   *[proper-victory] una vittoria propria
  } nella metà avversaria
bot-why-improves = migliori la posizione senza concedere nulla
hint-ask-casual = La partita #{ $game } è valida per il punteggio. Un suggerimento la rende amichevole da ora in poi: non conterà per il punteggio di nessuno. Mostrare il suggerimento?
hint-moved-on = la partita #{ $game } è andata avanti da quando l'hai chiesto; chiedi di nuovo un suggerimento
hint-declined = Nessun suggerimento: la partita #{ $game } resta com'era.
button-show-hint = Mostra il suggerimento (amichevole da ora in poi)
button-no-hint = Nessun suggerimento
