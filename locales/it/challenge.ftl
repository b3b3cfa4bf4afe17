# Challenges: made, accepted (the game begins), declined, withdrawn, and the refusals on
# the way there.

challenge-colour-invalid = il colore dev'essere { command-choice-white }, { command-choice-black } o { command-choice-random }, non «{ $typed }»
challenge-not-offered = { $variant } non è ancora disponibile: le sue regole sono ancora in costruzione
challenge-days-invalid = i giorni per mossa devono essere 1, 2, 3, 5, 7 o 14, non { $days }
challenge-self = non puoi sfidare te stesso
challenge-did-you-mean = «{ $word }» non è un'opzione di gioco; intendevi { $fix }?
challenge-name-as-option = «{ $word }» non è un'opzione (le opzioni sono chiave=valore, come balanced=true); per sfidare qualcuno, indicalo come avversario con una menzione: @{ $name }
challenge-duplicate-to = hai già una sfida aperta { AD($name) } { $name } (partita #{ $id }); prima ritirala
challenge-duplicate-here = hai già una sfida aperta in questo canale (partita #{ $id }); prima ritirala

# The challenge as posted. $open is yes for a challenge anyone here may accept; $colour
# is the challenger's choice.
challenge-made = Partita #{ $id }, { $variant }: { $challenger } sfida { $open ->
    [yes] chiunque in questo canale
   *[no] { $opponent }
  }, { $rated ->
    [yes] valida per il punteggio
   *[no] amichevole
  }, { $clock }, { $colour ->
    [white] { $challenger } con il Bianco
    [black] { $challenger } con il Nero
   *[random] colori estratti a sorte
  }. Scadenza: { $until }.

# What became of a challenge that is no challenge any more.
challenge-no-longer = la partita #{ $id } non è più una sfida ({ $state ->
    [active] è cominciata
    [finished] è stata giocata ed è finita
    [declined] è stata rifiutata
    [aborted] è cominciata ed è stata annullata
    [cancelled] è stata ritirata
   *[other] il suo stato è «{ $state }»
  })
challenge-accept-own = non puoi accettare la tua stessa sfida (partita #{ $id })
challenge-for-another = la sfida #{ $id } è per { $name }, non per te

# The game begins: the players with their ratings, the terms, who moves first by when.
challenge-begins = La partita #{ $id } comincia: { $white } (Bianco) contro { $black } (Nero), { $variant }, { $rated ->
    [yes] valida per il punteggio
   *[no] amichevole
  }, { $clock }. Tocca { AD($first) } { $first }; scadenza: { $deadline }.
challenge-accepted-notice = { $name } ha accettato la tua sfida: la partita #{ $id } è cominciata.

challenge-decline-own = è la tua sfida: usa /{ command-cancel-name } per ritirare la partita #{ $id }
challenge-decline-open = la sfida #{ $id } non è rivolta a te; una sfida aperta si lascia semplicemente agli altri
challenge-declined = { $name } ha rifiutato la sfida #{ $id }.
challenge-cancel-not-yours = solo chi ha lanciato la sfida #{ $id } può ritirarla
challenge-withdrawn = { $name } ha ritirato la sfida #{ $id }.
