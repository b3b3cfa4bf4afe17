# What is wrong with a command's options as given, said the same way whichever way they came
# (Discord's options, the console's words): a number out of range or unreadable, a
# required option left out, options that exclude each other.

given-malformed-game = game:{ $typed } ist keine Partienummer
given-malformed-days = days:{ $typed } ist keine Zahl
given-malformed-rated = rated:{ $typed }: schreibe rated:true oder rated:false
given-malformed-bot = bot:{ $typed } ist keine Stufe von 1 bis 5
given-malformed-ply = ply:{ $typed } ist keine Zugnummer
given-malformed-vacation-days = /vacation days:N nimmt eine ganze Zahl von Tagen
given-malformed-draw-action = /draw offer, accept oder decline, nicht „{ $typed }“
given-missing-move-move = /move braucht einen Zug, etwa /move c3-c5
given-missing-vacation-days = /vacation braucht eine Anzahl Tage, etwa /vacation days:3
given-number-out-of-range = { $option } muss von { $min } bis { $max } gehen, nicht { $value }
given-number-not-whole = { $option } muss eine ganze Zahl sein
given-opponent-or-bot = Wähle einen Gegner oder eine Bot-Stufe, nicht beides.
given-malformed = { $option }:{ $typed } ist nicht lesbar
given-missing = /{ $command } braucht { $option }:
given-not-a-choice = { $option }:{ $typed } ist keine der Möglichkeiten: { $choices }
given-not-a-text-channel = { $channel } ist kein Textkanal: wähle einen, in den Nachrichten gepostet werden können
given-no-such-channel = { $option }: dieser Kanal gehört nicht zu diesem Server
