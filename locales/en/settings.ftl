# /settings: a server's own settings, shown to anyone and changed by members who may manage
# the server. Channels are Discord mentions (<#id>), which every client shows by name.

settings-shown = This server's settings:
settings-changed = Saved. This server's settings now:
settings-unchanged = Nothing changed. This server's settings:
settings-list =
    { $head }
    • Language of my posts here: { $language }
    • Days per move when a challenge names none: { $days }
    • Challenges stay open: { $challenge_days }
    • Games begin in: { $channels }
    • Games against the bot: { $bot }
    • Team games: { $teams }
    • Puzzle of the day: { $puzzles }
    • Tournaments: { $tournaments }
    • Puzzles from this server's finished games: { $mining }
    • This server's board of games on the web: { $web }
    Change one with /{ command-settings-name }, for example /{ command-settings-name } { command-settings-language-name }:de or /{ command-settings-name } { command-settings-add-channel-name }:#games.
settings-language-set = { $language } (chosen here)
settings-language-auto = { $language } (the server's language in Discord)
settings-days-set = { $days ->
        [one] 1 day (chosen here)
       *[other] { $days } days (chosen here)
    }
settings-days-default = { $days ->
        [one] 1 day (the default)
       *[other] { $days } days (the default)
    }
settings-channels-all = every channel
settings-bot-rated = rated
settings-bot-casual = casual (they do not count for ratings)
settings-not-announced = not announced
settings-servers-only = Settings belong to a server: use /{ command-settings-name } in one of its channels.
settings-not-allowed = Only members who may manage this server (Discord's Manage Server permission) can change its settings. Nothing was changed.
settings-days-not-offered = { $days } days per move is not one of the times offered: { $offered }.
settings-all-or-list = Either let games begin in every channel, or add or remove a channel, not both at once.
settings-not-listed = { $channel } is not on the list of channels games begin in.
settings-play-elsewhere = Games on this server begin in { $channels }: challenge there, please.
settings-challenge-days-range = A challenge can stay open from 1 to { $max } days, not { $days }.
settings-game-puzzles-on = allowed (the project may mine its finished games for puzzles)
settings-game-puzzles-off = not allowed (the default)
settings-web-off = off (the default)
settings-web-on = on: { $url }
settings-web-on-no-address = on (its link appears once the bot's web address is configured)

settings-teams-rated = team against team rated (listed apart on the leaderboard)
settings-teams-casual = casual
