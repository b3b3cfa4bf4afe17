# Team sides: a side played by the members of a Discord role (/challenge and /accept with
# team:@Role), who vote on its moves (vote), take turns (rotate) or follow a captain
# (captain); /votes, /team join and /team leave.

## Options of /challenge and /accept
command-challenge-team-name = squadra
command-challenge-team-description = Un ruolo i cui membri giocano insieme la tua parte (partita a squadre, amichevole)
command-challenge-mode-name = modalità
command-challenge-mode-description = Come decide la squadra: voto (predefinito), turni (i membri si alternano) o capitano
command-challenge-quorum-name = quorum
command-challenge-quorum-description = Voto: quanti voti concordi giocano subito una mossa (predefinito 3)
command-challenge-close-name = chiusura
command-challenge-close-description = Voto: si chiude quando resta questa percentuale del tempo per mossa (predefinito 25)
command-accept-team-name = squadra
command-accept-team-description = Un ruolo i cui membri giocano insieme la tua parte (partita a squadre, amichevole)
command-accept-mode-name = modalità
command-accept-mode-description = Come decide la squadra: voto (predefinito), turni (i membri si alternano) o capitano
command-accept-quorum-name = quorum
command-accept-quorum-description = Voto: quanti voti concordi giocano subito una mossa (predefinito 3)
command-accept-close-name = chiusura
command-accept-close-description = Voto: si chiude quando resta questa percentuale del tempo per mossa (predefinito 25)
command-choice-vote = voto
command-choice-rotate = turni
command-choice-captain = capitano

## /votes and /team
command-votes-name = voti
command-votes-description = Proposte e voti di una squadra per la sua mossa, il suo ordine di turno o i suggerimenti
command-team-name = squadra
command-team-description = Partecipa alla partita della tua squadra, o smetti
command-team-join-name = entra
command-team-join-description = Entra nella partita della tua squadra: i turni, nell'ordine in cui entrano i membri (modalità turni)
command-team-leave-name = esci
command-team-leave-description = Lascia i turni della tua squadra
help-votes = /{ command-votes-name } - in una partita a squadre: le mosse proposte e chi ha votato ciascuna ({ command-choice-vote }), l'ordine di turno ({ command-choice-rotate }) o i suggerimenti ({ command-choice-captain })
help-team = /{ command-team-name } { command-team-join-name }|{ command-team-leave-name } - partecipa ai turni della tua squadra; /{ command-move-name } vota la mossa della tua squadra; /{ command-notify-name } { command-notify-team-moves-name }:true ti manda un messaggio quando tocca alla tua squadra

given-team-options-without-team = { command-challenge-mode-name }, { command-challenge-quorum-name } e { command-challenge-close-name } sono di una squadra: indica anche la squadra ({ command-challenge-team-name }:@Ruolo)

## The team's terms, under the challenge
team-terms = { $team } gioca come squadra, { $mode ->
    [vote] a voto: una mossa con { $quorum } voti concordi si gioca subito, altrimenti la più votata alla chiusura del voto (quando resta il { $close }% del tempo per mossa); ogni membro vota con /{ command-move-name } o con i pulsanti
    [rotate] a turno: i membri entrati (/{ command-team-name } { command-team-join-name }) giocano una mossa ciascuno, nell'ordine in cui sono entrati
   *[captain] con un capitano: gioca { $captain }, gli altri membri suggeriscono con /{ command-move-name }
  }. Capitano: { $captain } (abbandono, patta e annullamento li decide il capitano). Una partita a squadre vale per il punteggio solo tra squadre, dove il server dà un punteggio alle sue squadre.

## Votes
team-voted = { $name } vota { $text }.
team-vote-changed = { $name } cambia il voto da { $old } a { $text }.
team-tally = Il voto di { $team } per la mossa { $number } della partita #{ $game }:
team-tally-line = { $text }: { $votes ->
    [one] 1 voto
   *[other] { $votes } voti
  } ({ $voters })
team-tally-none = Ancora nessuna mossa proposta.
team-tally-close = { $quorum } voti concordi giocano subito una mossa; il voto si chiude il { $close }, e allora si gioca la mossa più votata.
team-tally-closed = Il voto è chiuso: il prossimo voto gioca la sua mossa.
team-vote-button = { $text } ({ $votes })
team-vote-played = { $team } gioca { $text } con { $votes ->
    [one] 1 voto
   *[other] { $votes } voti
  } ({ $voters }).
team-vote-closed = Il voto è chiuso.
team-suggests = { $name } suggerisce { $text } { AD($captain) } { $captain }, capitano di { $team }.
team-suggestions = Suggerimenti per { $captain }, capitano di { $team }, nella partita #{ $game }:
team-captain-plays = { $name } gioca per { $team }.
team-rotate-plays = { $name } gioca per { $team }.
team-rotate-next = Il prossimo per { $team }: { $name }.
team-order = { $team } gioca a turno nella partita #{ $game }, in quest'ordine: { $order }. Tocca ora { AD($due) } { $due }.

## /team join and leave
team-joined = { $name } entra nella partita #{ $game } di { $team }. { $rotate ->
    [yes] Ordine: { $order }.
   *[no] Con /{ command-notify-name } { command-notify-team-moves-name }:true, { $name } riceve un messaggio diretto quando tocca a { $team }.
  }
team-joined-already = Sei già nella partita #{ $game } di { $team }.{ $rotate ->
    [yes] { " " }Ordine: { $order }.
   *[no] {""}
  }
team-left = { $name } lascia i turni di { $team } nella partita #{ $game }.{ $rotate ->
    [yes] { " " }Ordine: { $order }.
   *[no] {""}
  }
team-left-already = Non eri entrato nella partita #{ $game } di { $team }.

## Refusals (lower case: they follow "!" or stand alone)
team-in-dms = una squadra gioca nel canale di un server, non nei messaggi diretti
team-not-member = non sei membro di { $team }: solo i suoi membri giocano per la squadra; con /{ command-watch-name } ricevi le sue mosse
team-empty = { $team } non ha membri: una squadra ne richiede almeno due
team-of-one = { $team } ha un solo membro: una squadra ne richiede almeno due (sfidalo come giocatore)
team-quorum-above-members = un quorum di { $quorum } supera i { $members } membri di { $team }: nessun voto potrebbe raggiungerlo
team-not-joined = { $team } gioca a turno: entra prima con /{ command-team-name } { command-team-join-name } { command-game-name }:{ $game }
team-turn-of = tocca { AD($name) } { $name } muovere per { $team }
team-same-vote = hai già votato { $text }; per cambiare voto, vota un'altra mossa con /{ command-move-name }
team-captain-only = solo il capitano di { $team }, { $captain }, lo decide per la squadra
team-none-here = non giochi in nessuna squadra nella partita #{ $game }
team-no-vote-here = nella partita #{ $game } non deve muovere nessuna squadra

## The console's roles
console-role = Ruolo { $role }: { $members }.
console-role-usage = /role NOME @membro @membro ... (un ruolo del server e i suoi membri)

## The record: a team's votes for a move, as a comment after it
record-votes = voti: { $votes }
