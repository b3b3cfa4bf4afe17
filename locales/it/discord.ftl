# Le parole dell'adattatore Discord: le risposte date prima di interpellare il servizio di
# gioco (riavvio, comandi fuori posto, permessi mancanti, valori di opzione non validi) e il
# nome del thread di una partita.

discord-closing = Il bot si sta riavviando; riprova il comando tra un minuto.
discord-only-in-servers = /{ $command } funziona nei canali di un server, dove si gioca; nei messaggi diretti rispondo a /{ command-help-name }, /{ command-rules-name } e /{ command-games-name }.
discord-missing-permissions = { $count ->
    [one] Non posso gestire partite in questo canale: mi manca il permesso { $names }. Chiedi a un moderatore di concedermelo qui.
   *[other] Non posso gestire partite in questo canale: mi mancano i permessi { $names }. Chiedi a un moderatore di concedermeli qui.
}
# I nomi dei permessi usati da Discord stesso, come li mostrano le impostazioni del server.
discord-permission-view-channel = Visualizzare i canali
discord-permission-send-messages = Inviare messaggi
discord-permission-attach-files = Allegare file
discord-hint-failed = il suggerimento non è riuscito; riprova
discord-thread-name = Partita di Rithmomachia #{ $game }
# Un numero fuori intervallo o di altro tipo (solo una richiesta fatta a mano può inviarlo).
discord-unknown-command = Non conosco il comando /{ $command }
