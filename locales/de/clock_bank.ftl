# Uhrarten: Tage pro Zug oder ein Zeitkonto (Fischer in Tagen), und freie Wochenenden.
# $days, $start, $increment, $cap und $left kommen schon in Worten ("3 Tage", "2 Tage 4 Stunden").

clock-bank-per-move = { $days } pro Zug
clock-bank-bank = ein Zeitkonto (Startguthaben: { $start }, Zuschlag: { $increment } pro Zug, höchstens { $cap })
clock-bank-weekends-off = { $clock }, Wochenenden frei
clock-bank-left = Zeitkonten: { $white } { $white_left }, { $black } { $black_left }.
clock-bank-past-weekend = Samstag und Sonntag zählen nicht, daher rückt die Frist hinter das Wochenende.
clock-bank-yours = dein Zeitkonto: { $left }
clock-bank-settings = Bedenkzeit einer Herausforderung, die keine nennt: { $clock }.
clock-bank-notify-weekends = Wochenenden frei: Samstag und Sonntag in deiner Zeitzone zählen auf deinen Uhren nicht (außer in Turnieren).

clock-bank-out-of-range = { $part ->
    [bank] Das Startguthaben
    [increment] Der Zuschlag
   *[cap] Die Obergrenze
  } muss zwischen { $min } und { $max } Tagen liegen, nicht { $value }.
clock-bank-increment-without-bank = Ein Zuschlag braucht ein Startguthaben: Gib auch die Tage an (tage:3 zuschlag:1 obergrenze:7).
clock-bank-cap-without-increment = Eine Obergrenze gibt es nur für ein Zeitkonto: Gib auch einen Zuschlag an (tage:3 zuschlag:1 obergrenze:7).
clock-bank-weekends-without-clock = Partien gegen den Bot haben keine Uhr, also auch keine freien Wochenenden.

command-challenge-increment-name = zuschlag
command-challenge-increment-description = Zeitkonto: Tage, die nach jedem Zug dazukommen (die Tage sind dann das Startguthaben)
command-challenge-cap-name = obergrenze
command-challenge-cap-description = Zeitkonto: höchstens so viele Tage (Standard: das Doppelte des Startguthabens)
command-challenge-weekends-off-name = wochenenden-frei
command-challenge-weekends-off-description = Ja: Samstage und Sonntage zählen nicht, in der Zeitzone jedes Spielers
command-tournament-increment-name = zuschlag
command-tournament-increment-description = Zeitkonto: Tage, die nach jedem Zug dazukommen (die Tage sind dann das Startguthaben)
command-tournament-cap-name = obergrenze
command-tournament-cap-description = Zeitkonto: höchstens so viele Tage (Standard: das Doppelte des Startguthabens)
command-tournament-weekends-off-name = wochenenden-frei
command-tournament-weekends-off-description = Ja: Samstage und Sonntage zählen in seinen Partien nicht
command-settings-increment-name = zuschlag
command-settings-increment-description = Zeitkonto als Standard: Tage, die nach jedem Zug dazukommen (mit den Tagen als Startguthaben)
command-settings-cap-name = obergrenze
command-settings-cap-description = Zeitkonto als Standard: höchstens so viele Tage
command-settings-weekends-off-name = wochenenden-frei
command-settings-weekends-off-description = Ja: neue Partien dieses Servers zählen Samstage und Sonntage nicht
command-notify-weekends-off-name = wochenenden-frei
command-notify-weekends-off-description = Ja: Samstage und Sonntage in deiner Zeitzone zählen auf deinen Uhren nicht
