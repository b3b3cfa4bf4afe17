# /settings: die eigenen Einstellungen eines Servers, für alle sichtbar, änderbar von
# Mitgliedern, die den Server verwalten dürfen. Kanäle sind Discord-Erwähnungen (<#id>).

settings-shown = Die Einstellungen dieses Servers:
settings-changed = Gespeichert. Die Einstellungen dieses Servers jetzt:
settings-unchanged = Nichts geändert. Die Einstellungen dieses Servers:
settings-list =
    { $head }
    • Sprache meiner Beiträge hier: { $language }
    • Tage pro Zug, wenn eine Herausforderung keine nennt: { $days }
    • Herausforderungen bleiben offen: { $challenge_days }
    • Partien beginnen in: { $channels }
    • Partien gegen den Bot: { $bot }
    • Teamspiele: { $teams }
    • Rätsel des Tages: { $puzzles }
    • Turniere: { $tournaments }
    • Rätsel aus den beendeten Partien dieses Servers: { $mining }
    • Die Partien dieses Servers im Web: { $web }
    Ändern mit /{ command-settings-name }, zum Beispiel /{ command-settings-name } { command-settings-language-name }:de oder /{ command-settings-name } { command-settings-add-channel-name }:#partien.
settings-language-set = { $language } (hier gewählt)
settings-language-auto = { $language } (die Sprache des Servers in Discord)
settings-days-set = { $days ->
        [one] 1 Tag (hier gewählt)
       *[other] { $days } Tage (hier gewählt)
    }
settings-days-default = { $days ->
        [one] 1 Tag (Standard)
       *[other] { $days } Tage (Standard)
    }
settings-channels-all = jedem Kanal
settings-bot-rated = gewertet
settings-bot-casual = ungewertet (sie zählen nicht für die Wertung)
settings-not-announced = nicht angekündigt
settings-servers-only = Einstellungen gehören zu einem Server: nutze /{ command-settings-name } in einem seiner Kanäle.
settings-not-allowed = Nur Mitglieder, die diesen Server verwalten dürfen (Discords Berechtigung „Server verwalten“), können seine Einstellungen ändern. Es wurde nichts geändert.
settings-days-not-offered = { $days } Tage pro Zug gibt es nicht; möglich sind: { $offered }.
settings-all-or-list = Entweder Partien in jedem Kanal erlauben oder einen Kanal hinzufügen oder entfernen, nicht beides zugleich.
settings-not-listed = { $channel } steht nicht auf der Liste der Kanäle für neue Partien.
settings-play-elsewhere = Partien beginnen auf diesem Server in { $channels }: bitte fordere dort heraus.
settings-challenge-days-range = Eine Herausforderung kann 1 bis { $max } Tage offen bleiben, nicht { $days }.
settings-game-puzzles-on = erlaubt (das Projekt darf in den beendeten Partien dieses Servers nach Rätseln suchen)
settings-game-puzzles-off = nicht erlaubt (Standard)
settings-web-off = aus (Standard)
settings-web-on = an: { $url }
settings-web-on-no-address = an (der Link erscheint, sobald die Webadresse des Bots eingerichtet ist)

settings-teams-rated = Team gegen Team gewertet (in der Rangliste eigens geführt)
settings-teams-casual = ungewertet
