# Challenges: made, accepted (the game begins), declined, withdrawn, and the refusals on
# the way there.

challenge-colour-invalid = die Farbe muss { command-choice-white }, { command-choice-black } oder { command-choice-random } sein, nicht „{ $typed }“
challenge-not-offered = { $variant } wird noch nicht angeboten: die Regeln dieser Variante sind noch in Arbeit
challenge-days-invalid = die Tage pro Zug müssen 1, 2, 3, 5, 7 oder 14 sein, nicht { $days }
challenge-self = du kannst dich nicht selbst herausfordern
challenge-did-you-mean = „{ $word }“ ist keine Spieloption; meintest du { $fix }?
challenge-name-as-option = „{ $word }“ ist keine Option (Optionen haben die Form Schlüssel=Wert, etwa balanced=true); wenn du jemanden herausfordern willst, nenne die Person mit einer Erwähnung als Gegner: @{ $name }
challenge-duplicate-to = du hast schon eine offene Herausforderung an { $name } (Partie #{ $id }); zieh sie zuerst zurück
challenge-duplicate-here = du hast in diesem Kanal schon eine offene Herausforderung (Partie #{ $id }); zieh sie zuerst zurück

# The challenge as posted. $open is yes for a challenge anyone here may accept; $colour
# is the challenger's choice.
challenge-made = Partie #{ $id }, { $variant }: { $challenger } fordert { $open ->
    [yes] jeden in diesem Kanal
   *[no] { $opponent }
  } heraus, { $rated ->
    [yes] gewertet
   *[no] ungewertet
  }, { $clock }, { $colour ->
    [white] { $challenger } spielt Weiß
    [black] { $challenger } spielt Schwarz
   *[random] die Farben werden ausgelost
  }. Offen bis { $until }.

# What became of a challenge that is no challenge any more.
challenge-no-longer = Partie #{ $id } ist keine Herausforderung mehr ({ $state ->
    [active] sie hat begonnen
    [finished] sie wurde gespielt und ist vorbei
    [declined] sie wurde abgelehnt
    [aborted] sie wurde begonnen und abgebrochen
    [cancelled] sie wurde zurückgezogen
   *[other] ihr Stand ist „{ $state }“
  })
challenge-accept-own = du kannst deine eigene Herausforderung nicht annehmen (Partie #{ $id })
challenge-for-another = Herausforderung #{ $id } gilt { $name }, nicht dir

# The game begins: the players with their ratings, the terms, who moves first by when.
challenge-begins = Partie #{ $id } beginnt: { $white } (Weiß) gegen { $black } (Schwarz), { $variant }, { $rated ->
    [yes] gewertet
   *[no] ungewertet
  }, { $clock }. { $first } ist am Zug, spätestens bis { $deadline }.
challenge-accepted-notice = { $name } hat deine Herausforderung angenommen: Partie #{ $id } hat begonnen.

challenge-decline-own = das ist deine eigene Herausforderung: mit /{ command-cancel-name } ziehst du Partie #{ $id } zurück
challenge-decline-open = Herausforderung #{ $id } richtet sich nicht an dich; eine offene Herausforderung lässt du einfach für andere stehen
challenge-declined = { $name } hat Herausforderung #{ $id } abgelehnt.
challenge-cancel-not-yours = nur wer herausgefordert hat, kann Herausforderung #{ $id } zurückziehen
challenge-withdrawn = { $name } hat Herausforderung #{ $id } zurückgezogen.
