# What is wrong with a command's options as given, said the same way whichever way they came
# (Discord's options, the console's words): a number out of range or unreadable, a
# required option left out, options that exclude each other.

given-malformed-game = game:{ $typed } is not a game number
given-malformed-days = days:{ $typed } is not a number
given-malformed-rated = rated:{ $typed }: say rated:true or rated:false
given-malformed-bot = bot:{ $typed } is not a level from 1 to 5
given-malformed-ply = ply:{ $typed } is not a move number
given-malformed-vacation-days = /vacation days:N takes a whole number of days
given-malformed-draw-action = /draw offer, accept or decline, not '{ $typed }'
given-missing-move-move = /move needs a move, like /move c3-c5
given-missing-vacation-days = /vacation needs a number of days, like /vacation days:3
given-number-out-of-range = { $option } must be from { $min } to { $max }, not { $value }
given-number-not-whole = { $option } must be a whole number
given-opponent-or-bot = choose an opponent or a bot level, not both
given-malformed = { $option }:{ $typed } cannot be read
given-missing = /{ $command } needs { $option }:
given-not-a-choice = { $option }:{ $typed } is not one of: { $choices }
given-not-a-text-channel = { $channel } is not a text channel: choose one where messages can be posted
given-no-such-channel = { $option }: that channel is not one of this server's
