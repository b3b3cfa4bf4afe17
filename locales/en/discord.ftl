# The Discord adapter's own words: what it answers before the game service is asked
# (restarts, commands out of place, missing permissions, bad option values) and the name
# of a game's thread.

discord-closing = The bot is restarting; please send that again in a minute.
discord-only-in-servers = /{ $command } works in a server's channels, where games are played; in direct messages I answer /{ command-help-name }, /{ command-rules-name } and /{ command-games-name }.
discord-missing-permissions = { $count ->
    [one] I cannot run games in this channel: I am missing the permission { $names }. Ask a moderator to grant it to me here.
   *[other] I cannot run games in this channel: I am missing the permissions { $names }. Ask a moderator to grant them to me here.
}
# Discord's own names of the permissions, as its server settings show them.
discord-permission-view-channel = View Channel
discord-permission-send-messages = Send Messages
discord-permission-attach-files = Attach Files
discord-hint-failed = the hint failed; try again
discord-thread-name = Rithmomachia game #{ $game }
# A number option out of range or of another type (only a hand-made request can send one).
discord-unknown-command = I do not know the command /{ $command }
