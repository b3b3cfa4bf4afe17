# /settings: le impostazioni di un server, visibili a tutti e modificabili dai membri che
# possono gestire il server. I canali sono menzioni di Discord (<#id>).

settings-shown = Le impostazioni di questo server:
settings-changed = Salvato. Le impostazioni di questo server ora:
settings-unchanged = Nulla è cambiato. Le impostazioni di questo server:
settings-list =
    { $head }
    • Lingua dei miei messaggi qui: { $language }
    • Giorni per mossa quando una sfida non li indica: { $days }
    • Le sfide restano aperte: { $challenge_days }
    • Le partite iniziano in: { $channels }
    • Partite contro il bot: { $bot }
    • Partite a squadre: { $teams }
    • Problema del giorno: { $puzzles }
    • Tornei: { $tournaments }
    • Problemi dalle partite concluse di questo server: { $mining }
    • Le partite di questo server sul web: { $web }
    Per cambiarne una: /{ command-settings-name }, per esempio /{ command-settings-name } { command-settings-language-name }:it oppure /{ command-settings-name } { command-settings-add-channel-name }:#partite.
settings-language-set = { $language } (scelta qui)
settings-language-auto = { $language } (la lingua del server in Discord)
settings-days-set = { $days ->
        [one] 1 giorno (scelto qui)
       *[other] { $days } giorni (scelti qui)
    }
settings-days-default = { $days ->
        [one] 1 giorno (predefinito)
       *[other] { $days } giorni (predefinito)
    }
settings-channels-all = ogni canale
settings-bot-rated = valide per il punteggio
settings-bot-casual = amichevoli (non contano per il punteggio)
settings-not-announced = nessun annuncio
settings-servers-only = Le impostazioni appartengono a un server: usa /{ command-settings-name } in uno dei suoi canali.
settings-not-allowed = Solo i membri che possono gestire questo server (il permesso «Gestisci server» di Discord) possono cambiarne le impostazioni. Non è cambiato nulla.
settings-days-not-offered = { $days } giorni per mossa non è tra i tempi offerti: { $offered }.
settings-all-or-list = O permetti le partite in ogni canale, o aggiungi o togli un canale, non entrambe le cose insieme.
settings-not-listed = { $channel } non è nell'elenco dei canali delle nuove partite.
settings-play-elsewhere = Su questo server le partite iniziano in { $channels }: lancia lì la tua sfida, per favore.
settings-challenge-days-range = Una sfida può restare aperta da 1 a { $max } giorni, non { $days }.
settings-game-puzzles-on = consentiti (il progetto può cercare problemi nelle partite concluse di questo server)
settings-game-puzzles-off = non consentiti (predefinito)
settings-web-off = no (predefinito)
settings-web-on = sì: { $url }
settings-web-on-no-address = sì (il link appare quando l'indirizzo web del bot è configurato)

settings-teams-rated = squadra contro squadra valide per il punteggio (classifica a parte)
settings-teams-casual = amichevoli
