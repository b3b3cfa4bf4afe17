# The local console's own words (rithmo console): its greeting, what it says about the
# user, the place and the clock, how it shows replies, direct messages and files, the text
# board, and what it says about a line it cannot read.

console-welcome = rithmo console. You are { $name }. /{ command-help-name } lists the commands; /as NAME switches user.
console-you-are = (you are now { $name })
console-at-dm = (in your direct messages with the bot)
console-at-channel = (in server { $server }, channel { $channel })
console-clock = (clock: { $time })
console-clock-too-far = /clock: that would pass the end of year 9999
console-clock-range = the console's clock starts between 0 and { $latest } (the end of year 9999), not at { $now }
console-cannot-create = cannot create { $path }: { $error }
console-bot-cannot-move = the bot cannot move in game #{ $game }: { $error }
# Before a reply only its caller sees (ephemeral on Discord).
console-only-you = (only you)
console-buttons-gone = (the pressed message's buttons are gone: { $what })
console-no-replay = (no replay: { $error })
console-file = (file: { $path })
# Before the first line of a direct message to another user.
console-dm = (dm to { $name })
console-dm-with-board = (dm to { $name }, with the board)
console-dm-with-file = (dm to { $name }, with { $file })
# The text board: its key (C, T, S, P are the notation's letters and stay), and its notes.
console-board-key = C circle, T triangle, S square, P pyramid, the value after a dot: C·4 is White's circle 4, t·16 Black's triangle 16 (upper case White, lower case Black; the dot sets a piece apart from a square such as c4); * a piece turned to its captor's side; [ ] the last move
console-pyramid-holds = { $side ->
    [white] White's
   *[black] Black's
} pyramid on { $square } holds { $pyramid }
console-prisoners = { $side ->
    [white] White's
   *[black] Black's
} prisoners: { $list }
# A line the console cannot read.
console-not-a-command = commands start with /, for example /{ command-help-name }
console-unknown-command = unknown command /{ $command }; /{ command-help-name } lists them
console-as-usage = /as NAME
console-lang-usage = /lang and a language: { $known }
console-press-usage = /press BUTTON_ID, as a reply prints it (/press accept:4)
console-at-usage = /at dm, or /at server:S channel:C
console-at-number = /at { $key }:N takes a number
console-clock-usage = /clock +2d (or +3h, +30m)
console-clock-unit = /clock: unit of '{ $text }' must be d, h or m
console-clock-not-like = /clock: '{ $text }' is not like +2d
console-clock-at-most = /clock moves at most { $days } days at a time, not '{ $text }'
# The console's own commands, after /help's list.
console-help = The console's own commands:
    /as NAME - be another user (the console plays every player)
    /at dm, /at server:S channel:C - type in your direct messages with the bot, or in another channel or server
    /clock +2d (or +3h, +30m) - move the fake clock forward: reminders, forfeits and expiries come at once
    /press ID - press a button of a reply (each is printed with its id); a private reply's buttons only by whom it was shown to
    /lang de|it|en - the language of the console and of everyone typing at it
    /quit - leave (the games stay in the database)
console-not-your-button = that button was shown only to { $name }; /as { $name } to press it
console-button-gone = that button is no longer on its message: the question it answered was settled or replaced
console-subcommand = /{ $command } needs one of: { $subcommands } (not '{ $typed }')
console-subcommand-none = /{ $command } needs one of: { $subcommands }
