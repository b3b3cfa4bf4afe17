# I comandi slash come li mostra Discord: nome e descrizione di ogni comando, opzione e
# scelta (`-name`, `-description`), registrati come localizzazioni di Discord. Nomi:
# minuscoli, senza spazi, al massimo 32 caratteri; descrizioni al massimo 100.

## Options several commands share
command-game-name = partita
command-game-description = Numero della partita, se qui ne giochi più d'una
command-variant-name = variante
command-variant-description = Regolamento (predefinito: neo)

## Choices
command-choice-white = bianco
command-choice-black = nero
command-choice-random = casuale
command-choice-offer = offri
command-choice-accept = accetta
command-choice-decline = rifiuta
# The variants: the value sent stays the variant's id (neo, simple, classic, heligon).
command-choice-neo = neo
command-choice-simple = semplice
command-choice-classic = classica
command-choice-heligon = heligon

## /challenge
command-challenge-name = sfida
command-challenge-description = Sfida qualcuno (o chiunque qui) a una partita
command-challenge-opponent-name = avversario
command-challenge-opponent-description = Contro chi giochi; lascia vuoto per una sfida aperta
command-challenge-options-name = opzioni
command-challenge-options-description = Opzioni, come balanced=true (neo), victory=shape:20 limit=200 (semplice), ambush=all (heligon)
command-challenge-colour-name = colore
command-challenge-colour-description = Il tuo colore (predefinito: casuale)
command-challenge-days-name = giorni
command-challenge-days-description = Giorni per mossa
command-challenge-bot-name = bot
command-challenge-bot-description = Gioca invece contro il bot: dal livello 1 (principiante) al 5 (il più forte)
command-challenge-rated-name = valida
command-challenge-rated-description = Valida per il punteggio (predefinito: sì); no: una partita amichevole

## The commands about one game
command-accept-name = accetta
command-accept-description = Accetta una sfida
command-decline-name = rifiuta
command-decline-description = Rifiuta una sfida rivolta a te
command-cancel-name = ritira
command-cancel-description = Ritira la tua sfida
command-move-name = muovi
command-move-description = Gioca una mossa: c3-c5, c3xc5, T25@e6
command-move-move-name = mossa
command-move-move-description = La tua mossa
command-board-name = tavoliere
command-board-description = Mostra il tavoliere
command-resign-name = abbandona
command-resign-description = Abbandona la partita (ti viene chiesta conferma)
command-abort-name = annulla
command-abort-description = Annulla una partita prima che entrambi abbiano mosso: nessun risultato
command-draw-name = patta
command-draw-description = Offri, accetta o rifiuta la patta
command-draw-action-name = azione
command-draw-action-description = offri, accetta o rifiuta
command-watch-name = segui
command-watch-description = Ricevi un messaggio diretto dopo ogni mossa di una partita
command-unwatch-name = smetti-di-seguire
command-unwatch-description = Smetti di seguire una partita
command-history-name = storico
command-history-description = La registrazione della partita e una replica animata
command-hint-name = suggerimento
command-hint-description = Il suggerimento del bot per la tua mossa, in una partita contro il bot

## Lists, players, rules
command-games-name = partite
command-games-description = Elenca le partite: le tue, quelle di un giocatore o di questo canale
command-games-player-name = giocatore
command-games-player-description = Di chi sono le partite
command-games-channel-name = canale
command-games-channel-description = Le partite di questo canale
command-vacation-name = vacanza
command-vacation-description = Ferma i tuoi orologi da 1 a 14 giorni (30 giorni l'anno)
command-vacation-days-name = giorni
command-vacation-days-description = Quanti giorni
command-leaderboard-name = classifica
command-leaderboard-description = I giocatori di questo server per punteggio
command-stats-name = statistiche
command-stats-description = Partite vinte, perse e patte su questo server
command-stats-player-name = giocatore
command-stats-player-description = Di chi è il bilancio (il tuo se omesso)
command-rules-name = regole
command-rules-description = Come si gioca una variante
command-rules-variant-name = variante
command-rules-variant-description = Quale variante
command-help-name = aiuto
command-help-description = Cosa sa fare il bot

## /settings
command-settings-name = impostazioni
command-settings-description = Le impostazioni di questo server: lingua, giorni, canali, punteggi, annunci
command-settings-language-name = lingua
command-settings-language-description = La lingua dei messaggi del bot qui (auto: la lingua del server in Discord)
command-settings-days-name = giorni
command-settings-days-description = Giorni per mossa di una sfida che non ne indica
command-settings-challenge-days-name = giorni-sfida
command-settings-challenge-days-description = Giorni in cui una sfida resta aperta (da 1 a 90)
command-settings-add-channel-name = aggiungi-canale
command-settings-add-channel-description = Permetti di iniziare partite in questo canale (poi solo nei canali elencati)
command-settings-remove-channel-name = rimuovi-canale
command-settings-remove-channel-description = Togli un canale dall'elenco dei canali in cui iniziano le partite
command-settings-all-channels-name = tutti-i-canali
command-settings-all-channels-description = Sì: le partite possono di nuovo iniziare in ogni canale
command-settings-bot-rated-name = bot-valide
command-settings-bot-rated-description = Se le partite contro il bot sono valide per il punteggio (predefinito: no)
command-settings-puzzle-channel-name = canale-problemi
command-settings-puzzle-channel-description = Dove si annuncia il problema del giorno
command-settings-tournament-channel-name = canale-tornei
command-settings-tournament-channel-description = Dove si annunciano i tornei
command-settings-game-puzzles-name = problemi-partite
command-settings-game-puzzles-description = Se dalle partite concluse di questo server si possono ricavare problemi (predefinito: no)
command-settings-web-name = web
command-settings-web-description = Mostra le partite del server su una pagina web, per chi ha il link (predefinito: no)
command-choice-on = sì
command-choice-off = no
command-settings-reset-name = ripristina
command-settings-reset-description = Riporta un'impostazione al suo valore predefinito
command-choice-auto = auto (la lingua del server in Discord)
command-choice-en = English
command-choice-de = Deutsch
command-choice-it = Italiano
command-choice-language = lingua
command-choice-days = giorni per mossa
command-choice-challenge-days = giorni in cui una sfida resta aperta
command-choice-puzzle-channel = canale dei problemi
command-choice-tournament-channel = canale dei tornei

## /learn
command-learn-name = impara
command-learn-description = Lezioni: impara una variante passo per passo, con il tavoliere (in privato)
command-learn-variant-name = variante
command-learn-variant-description = Le lezioni di quale variante (predefinito: dove ti sei fermato, altrimenti neo)
command-learn-lesson-name = lezione
command-learn-lesson-description = Vai alla lezione numero N della variante
command-learn-move-name = mossa
command-learn-move-description = La tua risposta al compito della lezione: c3-c5, T25@e6

## /puzzle, /analyse
command-puzzle-name = problema
command-puzzle-description = Un problema (in privato): trova la mossa che vince, cattura la piramide o guadagna materiale
command-puzzle-variant-name = variante
command-puzzle-variant-description = I problemi di quale variante (predefinito: l'ultima, altrimenti neo)
command-puzzle-daily-name = giornaliero
command-puzzle-daily-description = Sì: il problema del giorno di questo server, e chi l'ha risolto
command-puzzle-move-name = mossa
command-puzzle-move-description = La tua risposta al problema: c3-c5, T25@e6
command-analyse-name = analizza
command-analyse-description = L'analisi del motore di una partita conclusa: errori, precisione, mosse migliori
command-premove-name = premossa
command-premove-description = Mosse condizionali: rispondi in anticipo alle mosse dell'avversario
command-premove-line-name = linea
command-premove-line-description = Mossa avversaria, tua risposta, mossa avversaria, tua risposta ... es. f6-f5 d4-d5 g6-g5 c3-c4
command-premove-clear-name = cancella
command-premove-clear-description = Sì: elimina tutte le tue mosse condizionali in questa partita
command-note-name = nota
command-note-description = Una nota privata su una partita: la vedi solo tu
command-note-text-name = testo
command-note-text-description = La tua nota (fino a 1.000 caratteri)
command-notify-name = avvisi
command-notify-description = Come scopri che tocca a te: a ogni mossa, con un riepilogo al giorno o solo con la menzione
command-notify-mode-name = modo
command-notify-mode-description = Un messaggio diretto a ogni mossa, un riepilogo al giorno o solo la menzione nel canale
command-notify-digest-name = riepilogo
command-notify-digest-description = L'ora del tuo riepilogo giornaliero nel tuo fuso orario, per esempio 08:00
command-notify-zone-name = fuso
command-notify-zone-description = Il tuo fuso orario, per esempio Europe/Rome (proposto mentre scrivi)
command-notify-second-reminder-name = secondo-promemoria
command-notify-second-reminder-description = Sì: un secondo promemoria quando è passato il 95% del tempo di una mossa
command-notify-sign-out-pages-name = esci-dalle-pagine
command-notify-sign-out-pages-description = Sì: esci dalle pagine web del tavoliere su ogni browser
command-choice-move = a ogni mossa
command-choice-digest = riepilogo giornaliero
command-choice-none = solo menzione

## /tournament
command-tournament-name = torneo
command-tournament-description = Un torneo del server: girone all'italiana o sistema svizzero, dalle iscrizioni al vincitore
command-tournament-create-name = crea
command-tournament-create-description = Crea un torneo (solo chi può gestire il server)
command-tournament-join-name = iscriviti
command-tournament-join-description = Iscriviti a un torneo finché le iscrizioni sono aperte
command-tournament-leave-name = cancella-iscrizione
command-tournament-leave-description = Lascia un torneo prima che cominci
command-tournament-start-name = avvia
command-tournament-start-description = Avvia subito un torneo (chi lo organizza, o chi può gestire il server)
command-tournament-standings-name = classifica
command-tournament-standings-description = La classifica di un torneo (la tabella incrociata di un girone all'italiana)
command-tournament-list-name = elenco
command-tournament-list-description = I tornei di questo server, prima quelli aperti
command-tournament-withdraw-name = ritirati
command-tournament-withdraw-description = Ritirati da un torneo in corso: le tue partite aperte sono perse a forfait
command-tournament-cancel-name = annulla
command-tournament-cancel-description = Annulla un torneo prima che una qualsiasi delle sue partite sia finita
command-tournament-export-name = esporta
command-tournament-export-description = Un torneo come file TRF della FIDE, il formato che leggono i programmi per tornei
command-tournament-id-name = numero
command-tournament-id-description = Il numero del torneo, quando qui ce ne sono diversi
command-tournament-name-name = nome
command-tournament-name-description = Il nome del torneo
command-tournament-format-name = formula
command-tournament-format-description = Girone all'italiana (tutti contro tutti) o sistema svizzero (predefinito: girone)
command-tournament-variant-name = variante
command-tournament-variant-description = Regolamento (predefinito: neo)
command-tournament-options-name = opzioni
command-tournament-options-description = Opzioni di gioco, chiave=valore, per esempio balanced=true
command-tournament-rounds-name = turni
command-tournament-rounds-description = I turni di un torneo a sistema svizzero
command-tournament-double-name = doppio
command-tournament-double-description = Sì: un girone in cui ogni coppia gioca due volte, a colori invertiti
command-tournament-days-name = giorni
command-tournament-days-description = Giorni per mossa
command-tournament-rated-name = valida
command-tournament-rated-description = Se le sue partite sono valide per il punteggio (predefinito: sì)
command-tournament-max-players-name = max-giocatori
command-tournament-max-players-description = Quanti giocatori al massimo possono iscriversi (predefinito: 32)
command-tournament-signup-days-name = giorni-iscrizione
command-tournament-signup-days-description = Giorni prima che le iscrizioni chiudano e il torneo cominci da solo
command-choice-round-robin = girone all'italiana
command-choice-swiss = sistema svizzero

command-settings-teams-rated-name = squadre-valide
command-settings-teams-rated-description = Se le partite tra squadre sono valide per il punteggio delle squadre (predefinito: no)
