# Matches between servers (/match): one server's team challenges another server by a code
# that server's managers enter; the game is posted in both servers.

## /match
command-match-name = incontro
command-match-description = Un incontro contro un altro server: la vostra squadra contro la loro (gestori del server)
command-match-create-name = crea
command-match-create-description = Sfida un altro server: ricevi un codice per i suoi gestori
command-match-accept-name = accetta
command-match-accept-description = Accetta l'incontro di un altro server con il codice che ti hanno dato i suoi gestori
command-match-code-name = codice
command-match-code-description = Il codice che ti hanno dato i gestori dell'altro server
command-match-team-name = squadra
command-match-team-description = Il ruolo i cui membri giocano per questo server
command-match-mode-name = modo
command-match-mode-description = Come decide la squadra: voto (predefinito), a turno o con un capitano
command-match-quorum-name = quorum
command-match-quorum-description = Voto: i voti concordi che giocano subito una mossa (predefinito 3)
command-match-close-name = chiusura
command-match-close-description = Voto: l'ultima parte del tempo di ogni mossa (percentuale) in cui il voto si chiude (predefinito 25)
command-match-options-name = opzioni
command-match-options-description = Opzioni, come balanced=true (neo), victory=shape:20 limit=200 (semplice), ambush=all (heligon)
command-match-colour-name = colore
command-match-colour-description = Il colore della tua squadra (predefinito: a sorte)
command-match-days-name = giorni
command-match-days-description = Giorni per mossa

help-match = /{ command-match-name } { command-match-create-name } { command-match-team-name }:<ruolo> | { command-match-accept-name } { command-match-code-name }:… { command-match-team-name }:<ruolo> - un incontro contro un altro server dove c'è anche il bot: la squadra di ogni server gioca un colore, ogni mossa compare in entrambi i server (gestori del server)

## Made and begun
match-created = L'incontro #{ $id } è pronto: { $team } contro un altro server, { $variant }, { $clock }, { $colour ->
    [white] { $team } gioca col Bianco
    [black] { $team } gioca col Nero
   *[random] colori tirati a sorte
  }.
    Dai questo codice ai gestori dell'altro server: **{ $code }**
    Lo accettano nel loro server con /{ command-match-name } { command-match-accept-name } { command-match-code-name }:{ $code } { command-match-team-name }:@il-loro-ruolo, entro { $until }. La partita compare poi qui e là.
match-begins = Incontro tra due server: la partita #{ $id } si gioca in entrambi, ogni mossa compare in ciascuno.

## A server that removed the bot
match-left-aborted = Il server di { $team } ha rimosso il bot: la partita #{ $id } è annullata (prima della decima mossa), senza risultato.
match-left-forfeit = Il server di { $team } ha rimosso il bot: { $team } perde a tavolino la partita #{ $id }.

## Refusals
match-not-allowed = solo chi può gestire il server può creare o accettare un incontro per esso
match-in-dms = un incontro è tra server: usa /{ command-match-name } in un canale del tuo server
match-code-unknown = nessun incontro ha il codice { $code }: verificalo con i gestori dell'altro server
match-code-expired = l'incontro con il codice { $code } è scaduto o è stato ritirato: chiedine uno nuovo all'altro server
match-same-server = il codice { $code } è stato creato in questo server: un incontro si accetta in un altro server
match-taken = l'incontro con il codice { $code } è già stato accettato
match-by-code = la partita #{ $game } è un incontro per un altro server: i suoi gestori lo accettano con /{ command-match-name } { command-match-accept-name } e il codice
