# What is wrong with a command's options as given, said the same way whichever way they came
# (Discord's options, the console's words): a number out of range or unreadable, a
# required option left out, options that exclude each other.

given-malformed-game = { command-game-name }:{ $typed } is not a game number
given-malformed-days = { command-challenge-days-name }:{ $typed } is not a number
given-malformed-rated = { command-challenge-rated-name }:{ $typed }: say { command-challenge-rated-name }:true or { command-challenge-rated-name }:false
given-malformed-bot = { command-challenge-bot-name }:{ $typed } is not a level from 1 to 5
given-malformed-ply = ply:{ $typed } is not a move number
given-malformed-vacation-days = /{ command-vacation-name } { command-vacation-days-name }:N takes a whole number of days
given-malformed-draw-action = /{ command-draw-name } { command-choice-offer }, { command-choice-accept } or { command-choice-decline }, not '{ $typed }'
given-missing-move-move = /{ command-move-name } needs a move, like /{ command-move-name } c3-c5
given-missing-vacation-days = /{ command-vacation-name } needs a number of days, like /{ command-vacation-name } { command-vacation-days-name }:3
given-number-out-of-range = { $option } must be from { $min } to { $max }, not { $value }
given-number-not-whole = { $option } must be a whole number
given-opponent-or-bot = choose an opponent or a bot level, not both
given-malformed = { $option }:{ $typed } cannot be read
given-missing = /{ $command } needs { $option }:
given-not-a-choice = { $option }:{ $typed } is not one of: { $choices }
given-not-a-text-channel = { $channel } is not a text channel: choose one where messages can be posted
given-no-such-channel = { $option }: that channel is not one of this server's
given-malformed-notify-digest = { command-notify-digest-name }:{ $typed } is not a time of day: write it as 08:00 (00:00 to 23:59)
given-malformed-notify-zone = { command-notify-zone-name }:{ $typed } is not a time zone: write it as Region/City, such as Europe/Rome or America/New_York (the list offers them as you type)
