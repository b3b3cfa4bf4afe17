# The end of a game, however it came (the rules, a resignation, an agreed draw, the
# clock), as the channel, the players and the watchers read it. $how is the reason's
# words from common.ftl (win-how, draw-how); $winner_side and $loser_side are the sides'
# names (side).

end-resigned = Partie #{ $id } ist vorbei: { $winner } ({ $winner_side }) gewinnt { $how }: { $loser } ({ $loser_side }) hat aufgegeben.
end-out-of-time = Partie #{ $id } ist vorbei: { $winner } ({ $winner_side }) gewinnt { $how }: { $loser } ({ $loser_side }) hatte keine Zeit mehr.
end-won = Partie #{ $id } ist vorbei: { $winner } ({ $winner_side }) gewinnt { $how }: { $why }.
end-drawn = Partie #{ $id } ist vorbei: Remis { $how }: { $why }.
end-agreed = Partie #{ $id } ist vorbei: Remis { $how }.

# What the rules saw, by the reason's name; $words: the rules' own English sentence, for a
# reason added later.
end-why = { $reason ->
    [triumph] ein Triumph nach dem Schlagen der gegnerischen Pyramide
    [both-pyramids-taken] beide Pyramiden sind geschlagen
    [threefold-repetition] dieselbe Stellung ist dreimal vorgekommen
    [hundred-plies] 100 Halbzüge sind ohne Schlag und ohne Einsetzen vergangen
    [no-legal-action] wer am Zug ist, hat keinen erlaubten Zug
    [points] das Punkteziel ist erreicht
    [limit] die Zuggrenze ist erreicht (der höhere Punktestand gewinnt; bei gleichem Stand Remis)
    [rows] drei Steine in einer Reihe in der gegnerischen Hälfte bilden eine Proportion
    [harmony] drei Steine in der gegnerischen Hälfte, in einer Linie oder um eine Ecke, bilden eine Proportion
    [small-victory] drei Steine in der gegnerischen Hälfte, in einer Linie oder um eine Ecke, bilden eine Proportion
    [great-victory] vier Steine in der gegnerischen Hälfte zeigen zwei Arten von Proportion
    [excellent-victory] vier Steine in der gegnerischen Hälfte zeigen alle drei Arten von Proportion
    [common-victory] die Schläge haben das Ziel erreicht
   *[other] { $words }
  }
