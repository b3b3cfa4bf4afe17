# The clock: reminders, games aborted for a first move not made, challenges expired, and
# vacations (the losses on time are worded in ending.ftl).

# $first is yes while the game can still be aborted (a first move is due).
clock-reminder = Promemoria: tocca a te nella partita #{ $id }, scadenza: { $deadline }; { $first ->
    [yes] se non muovi entro allora, la partita viene annullata
   *[no] se non muovi entro allora, perdi la partita per tempo
  }.
clock-second-reminder = Ultimo promemoria: tocca a te nella partita #{ $id }, scadenza: { $deadline }; { $first ->
    [yes] se non muovi entro allora, la partita viene annullata
   *[no] se non muovi entro allora, perdi la partita per tempo
  }.
clock-aborted = La partita #{ $id } è annullata: { $name } non ha fatto la prima mossa entro la scadenza ({ $deadline }). Non ha risultato e non conta per nessuno.

clock-challenge-expired-refusal = la sfida #{ $id } è scaduta senza che nessuno l'accettasse (scadenza: { $deadline }); con /{ command-challenge-name } ricominci da capo
# $open is yes for a challenge to anyone in the channel.
clock-challenge-expired = La sfida #{ $id } di { $from } { $open ->
    [yes] a chiunque
   *[no] { AD($to) } { $to }
  } ({ $variant }) è scaduta: nessuno l'ha accettata in { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
  }.
clock-challenge-expired-notice = La tua sfida #{ $id } { $open ->
    [yes] a chiunque
   *[no] { AD($to) } { $to }
  } ({ $variant }) è scaduta senza risposta dopo { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
  }; usa di nuovo /{ command-challenge-name } se vuoi ancora la partita.

clock-vacation-length = una vacanza dura da 1 a { $max } giorni, non { $days }
clock-vacation-running = sei già in vacanza (fine: { $until })
# $left is a count of days (count-days).
clock-vacation-used-up = hai ancora { $left } di vacanza: { $per_year } ogni 365 giorni
clock-vacation = { $name } è in vacanza (fine: { $until }): fino ad allora il suo tempo è fermo; le mosse che fa nel frattempo contano come sempre.
# $games lists the games, like "#3, #5".
clock-vacation-postponed = Le mosse che deve fare in { $games } scadono { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
  } più tardi.
clock-vacation-notice = { $name } è in vacanza (fine: { $until }): nuova scadenza per la sua mossa nella partita #{ $id }: { $deadline }.

# An outage given back: the bot (or Discord) could not take moves for $span (clock-outage-span)
# from $from, and that time does not count: $name's move is now due by $deadline.
clock-outage = Partita #{ $id }: il bot non ha potuto accettare mosse per { $span } (a partire da: { $from }). Quel tempo viene restituito: nuova scadenza per la mossa di { $name }: { $deadline }.
clock-outage-span = { $hours ->
    [one] { $hours } ora
   *[other] { $hours } ore
  } e { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
  }
