# Tipi di orologio: giorni per mossa o una riserva di tempo (Fischer in giorni), e fine
# settimana liberi. $days, $start, $increment, $cap e $left arrivano già in parole ("3 giorni").

clock-bank-per-move = { $days } per mossa
clock-bank-bank = una riserva di tempo di { $start }, { $increment } in più a ogni mossa, al massimo { $cap }
clock-bank-weekends-off = { $clock }, fine settimana liberi
clock-bank-left = Riserve di tempo: { $white } { $white_left }, { $black } { $black_left }.
clock-bank-past-weekend = Il sabato e la domenica non contano, quindi la scadenza passa oltre il fine settimana.
clock-bank-yours = la tua riserva: { $left }
clock-bank-settings = Tempo di una sfida che non ne indica: { $clock }.
clock-bank-notify-weekends = Fine settimana liberi: sabato e domenica nel tuo fuso orario non contano sui tuoi orologi (fuori dai tornei).

clock-bank-out-of-range = { $part ->
    [bank] La riserva iniziale
    [increment] L'incremento
   *[cap] Il limite massimo
  } deve essere tra { $min } e { $max } giorni, non { $value }.
clock-bank-increment-without-bank = Un incremento richiede una riserva iniziale: indica anche i giorni (giorni:3 incremento:1 massimo:7).
clock-bank-cap-without-increment = Un limite massimo vale solo per una riserva di tempo: indica anche un incremento (giorni:3 incremento:1 massimo:7).
clock-bank-weekends-without-clock = Le partite contro il bot non hanno orologio, quindi nemmeno fine settimana liberi.

command-challenge-increment-name = incremento
command-challenge-increment-description = Riserva di tempo: giorni aggiunti dopo ogni mossa (i giorni sono allora la riserva iniziale)
command-challenge-cap-name = massimo
command-challenge-cap-description = Riserva di tempo: il massimo di giorni che può contenere (predefinito: il doppio dell'inizio)
command-challenge-weekends-off-name = fine-settimana-liberi
command-challenge-weekends-off-description = Sì: sabati e domeniche non contano, nel fuso orario di ciascun giocatore
command-tournament-increment-name = incremento
command-tournament-increment-description = Riserva di tempo: giorni aggiunti dopo ogni mossa (i giorni sono allora la riserva iniziale)
command-tournament-cap-name = massimo
command-tournament-cap-description = Riserva di tempo: il massimo di giorni che può contenere (predefinito: il doppio dell'inizio)
command-tournament-weekends-off-name = fine-settimana-liberi
command-tournament-weekends-off-description = Sì: nelle sue partite sabati e domeniche non contano
command-settings-increment-name = incremento
command-settings-increment-description = Riserva di tempo predefinita: giorni aggiunti dopo ogni mossa (con i giorni come riserva iniziale)
command-settings-cap-name = massimo
command-settings-cap-description = Riserva di tempo predefinita: il massimo di giorni che può contenere
command-settings-weekends-off-name = fine-settimana-liberi
command-settings-weekends-off-description = Sì: le nuove partite di questo server non contano sabati e domeniche
command-notify-weekends-off-name = fine-settimana-liberi
command-notify-weekends-off-description = Sì: sabati e domeniche nel tuo fuso orario non contano sui tuoi orologi
