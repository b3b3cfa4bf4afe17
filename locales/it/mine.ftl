# I problemi di un giocatore (/problema miei): gli errori delle sue partite analizzate che
# contengono un problema, riproposti con la ripetizione dilazionata (FSRS).

command-puzzle-mine-name = miei
command-puzzle-mine-description = Sì: i tuoi problemi, dagli errori delle tue partite analizzate, prima quello in attesa da più tempo

review-practise = { $count ->
    [one] Uno dei tuoi errori in questa partita è diventato un tuo problema: esercitati con il pulsante o con /{ command-puzzle-name } { command-puzzle-mine-name }:true.
   *[other] { $count } dei tuoi errori in questa partita sono diventati tuoi problemi: esercitati con il pulsante o con /{ command-puzzle-name } { command-puzzle-mine-name }:true.
  }
button-puzzle-practise = Esercitati sui tuoi errori

puzzle-mine-head = Dalla tua partita #{ $game }, mossa { $ply }: qui hai giocato { $played }. Trova la mossa migliore.
puzzle-mine-again = { $solved ->
    [yes] Tornerà { $days ->
        [one] fra un giorno
       *[other] fra { $days } giorni
      }, il { $date }, per fissarlo bene.
   *[no] Tornerà { $days ->
        [one] domani
       *[other] fra { $days } giorni
      }, il { $date }, per riprovare.
  } { $due ->
    [0] Ora nessuno dei tuoi problemi è in attesa.
    [one] Un altro dei tuoi problemi è in attesa ora.
   *[other] Altri { $due } dei tuoi problemi sono in attesa ora.
  }
puzzle-mine-none-due = nessuno dei tuoi problemi è in attesa ora: il prossimo torna il { $date }
puzzle-mine-none = non hai ancora problemi tuoi: analizza con /{ command-analyse-name } una tua partita finita, e ogni errore che il motore sa mostrare come problema diventerà uno dei tuoi
puzzle-mine-stats = I tuoi problemi: { $due } in attesa ora, { $solved } risolti su { $all } (/{ command-puzzle-name } { command-puzzle-mine-name }:true).
