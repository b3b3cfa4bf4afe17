# The end of a game, however it came (the rules, a resignation, an agreed draw, the
# clock), as the channel, the players and the watchers read it. $how is the reason's
# words from common.ftl (win-how, draw-how); $winner_side and $loser_side are the sides'
# names (side).

end-resigned = La partita #{ $id } è finita: { $winner } ({ $winner_side }) vince { $how }: { $loser } ({ $loser_side }) ha abbandonato.
end-out-of-time = La partita #{ $id } è finita: { $winner } ({ $winner_side }) vince { $how }: { $loser } ({ $loser_side }) ha esaurito il tempo.
end-won = La partita #{ $id } è finita: { $winner } ({ $winner_side }) vince { $how }: { $why }.
end-drawn = La partita #{ $id } è finita: patta { $how }: { $why }.
end-agreed = La partita #{ $id } è finita: patta { $how }.

# What the rules saw, by the reason's name; $words: the rules' own English sentence, for a
# reason added later.
end-why = { $reason ->
    [triumph] un trionfo dopo la cattura della piramide nemica
    [both-pyramids-taken] entrambe le piramidi sono state catturate
    [threefold-repetition] la stessa posizione si è presentata tre volte
    [hundred-plies] sono passate 100 semimosse senza catture né prigionieri rimessi in gioco
    [no-legal-action] chi ha il tratto non ha nessuna mossa legale
    [points] è stato raggiunto l'obiettivo di punti
    [limit] è stato raggiunto il limite di semimosse (vince il punteggio più alto; a punteggio pari è patta)
    [rows] tre pezzi in fila nella metà avversaria formano una proporzione
    [harmony] tre pezzi nella metà avversaria, in linea o ad angolo, formano una proporzione
    [small-victory] tre pezzi nella metà avversaria, in linea o ad angolo, formano una proporzione
    [great-victory] quattro pezzi nella metà avversaria mostrano due tipi di proporzione
    [excellent-victory] quattro pezzi nella metà avversaria mostrano tutti e tre i tipi di proporzione
    [common-victory] le catture hanno raggiunto l'obiettivo
   *[other] { $words }
  }
