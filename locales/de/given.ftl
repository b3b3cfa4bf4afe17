# What is wrong with a command's options as given, said the same way whichever way they came
# (Discord's options, the console's words): a number out of range or unreadable, a
# required option left out, options that exclude each other.

given-malformed-game = { command-game-name }:{ $typed } ist keine Partienummer
given-malformed-days = { command-challenge-days-name }:{ $typed } ist keine Zahl
given-malformed-rated = { command-challenge-rated-name }:{ $typed }: schreibe { command-challenge-rated-name }:true oder { command-challenge-rated-name }:false
given-malformed-bot = { command-challenge-bot-name }:{ $typed } ist keine Stufe von 1 bis 5
given-malformed-ply = ply:{ $typed } ist keine Zugnummer
given-malformed-vacation-days = /{ command-vacation-name } { command-vacation-days-name }:N braucht eine ganze Zahl von Tagen
given-malformed-draw-action = /{ command-draw-name } { command-choice-offer }, { command-choice-accept } oder { command-choice-decline }, nicht „{ $typed }“
given-missing-move-move = /{ command-move-name } braucht einen Zug, etwa /{ command-move-name } c3-c5
given-missing-vacation-days = /{ command-vacation-name } braucht eine Anzahl Tage, etwa /{ command-vacation-name } { command-vacation-days-name }:3
given-number-out-of-range = { $option } muss von { $min } bis { $max } gehen, nicht { $value }
given-number-not-whole = { $option } muss eine ganze Zahl sein
given-opponent-or-bot = wähle einen Gegner oder eine Stufe des Bots, nicht beides
given-malformed = { $option }:{ $typed } ist nicht lesbar
given-missing = /{ $command } braucht { $option }:
given-not-a-choice = { $option }:{ $typed } ist keine der Möglichkeiten: { $choices }
given-not-a-text-channel = { $channel } ist kein Textkanal: wähle einen, in den Nachrichten gepostet werden können
given-no-such-channel = { $option }: dieser Kanal gehört nicht zu diesem Server
given-malformed-notify-digest = { command-notify-digest-name }:{ $typed } ist keine Uhrzeit: schreib sie als 08:00 (00:00 bis 23:59)
given-malformed-notify-zone = { command-notify-zone-name }:{ $typed } ist keine Zeitzone: schreib sie als Region/Stadt, etwa Europe/Berlin oder America/New_York (die Liste bietet sie beim Tippen an)
