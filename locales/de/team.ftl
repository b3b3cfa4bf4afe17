# Team sides: a side played by the members of a Discord role (/challenge and /accept with
# team:@Role), who vote on its moves (vote), take turns (rotate) or follow a captain
# (captain); /votes, /team join and /team leave.

## Options of /challenge and /accept
command-challenge-team-name = team
command-challenge-team-description = Eine Rolle, deren Mitglieder deine Seite gemeinsam spielen (eine Teampartie, ungewertet)
command-challenge-mode-name = modus
command-challenge-mode-description = Wie das Team entscheidet: abstimmung (Standard), reihum oder kapitän
command-challenge-quorum-name = quorum
command-challenge-quorum-description = Abstimmung: so viele gleiche Stimmen spielen einen Zug sofort (Standard 3)
command-challenge-close-name = schluss
command-challenge-close-description = Abstimmung: sie schließt, wenn noch so viel Prozent der Zugzeit bleiben (Standard 25)
command-accept-team-name = team
command-accept-team-description = Eine Rolle, deren Mitglieder deine Seite gemeinsam spielen (eine Teampartie, ungewertet)
command-accept-mode-name = modus
command-accept-mode-description = Wie das Team entscheidet: abstimmung (Standard), reihum oder kapitän
command-accept-quorum-name = quorum
command-accept-quorum-description = Abstimmung: so viele gleiche Stimmen spielen einen Zug sofort (Standard 3)
command-accept-close-name = schluss
command-accept-close-description = Abstimmung: sie schließt, wenn noch so viel Prozent der Zugzeit bleiben (Standard 25)
command-choice-vote = abstimmung
command-choice-rotate = reihum
command-choice-captain = kapitän

## /votes and /team
command-votes-name = stimmen
command-votes-description = Vorschläge und Stimmen eines Teams für seinen Zug, seine Reihenfolge oder seine Vorschläge
command-team-name = team
command-team-description = Bei der Partie deines Teams mitmachen oder aufhören
command-team-join-name = beitreten
command-team-join-description = Der Partie deines Teams beitreten: ihre Züge, in der Reihenfolge des Beitritts (reihum)
command-team-leave-name = verlassen
command-team-leave-description = Die Züge deines Teams verlassen
help-votes = /{ command-votes-name } - in einer Teampartie: die vorgeschlagenen Züge und wer für welchen gestimmt hat ({ command-choice-vote }), die Reihenfolge ({ command-choice-rotate }) oder die Vorschläge ({ command-choice-captain })
help-team = /{ command-team-name } { command-team-join-name }|{ command-team-leave-name } - bei den Zügen deines Teams mitmachen; mit /{ command-move-name } stimmst du für den Zug deines Teams; /{ command-notify-name } { command-notify-team-moves-name }:true schickt dir eine Nachricht, wenn dein Team am Zug ist

given-team-options-without-team = { command-challenge-mode-name }, { command-challenge-quorum-name } und { command-challenge-close-name } gehören zu einem Team: nenne auch das Team ({ command-challenge-team-name }:@Rolle)

## The team's terms, under the challenge
team-terms = { $team } spielt als Team, { $mode ->
    [vote] per Abstimmung: ein Zug mit { $quorum } gleichen Stimmen wird sofort gespielt, sonst der meistgewählte, wenn die Abstimmung schließt (wenn noch { $close } % der Zugzeit bleiben); jedes Mitglied stimmt mit /{ command-move-name } oder den Knöpfen ab
    [rotate] reihum: Mitglieder, die beigetreten sind (/{ command-team-name } { command-team-join-name }), spielen je einen Zug, in der Reihenfolge ihres Beitritts
   *[captain] mit Kapitän: { $captain } spielt, die anderen Mitglieder schlagen mit /{ command-move-name } Züge vor
  }. Kapitän: { $captain } (Aufgeben, Remis und Abbrechen entscheidet der Kapitän). Eine Teampartie zählt nur zwischen Teams für die Wertung, wo der Server seine Teams wertet.

## Votes
team-voted = { $name } stimmt für { $text }.
team-vote-changed = { $name } ändert die Stimme von { $old } zu { $text }.
team-tally = Die Abstimmung von { $team } über Zug { $number } in Partie #{ $game }:
team-tally-line = { $text }: { $votes ->
    [one] 1 Stimme
   *[other] { $votes } Stimmen
  } ({ $voters })
team-tally-none = Noch kein Zug vorgeschlagen.
team-tally-close = { $quorum } gleiche Stimmen spielen einen Zug sofort; die Abstimmung schließt am { $close }, dann wird der meistgewählte Zug gespielt.
team-tally-closed = Die Abstimmung ist geschlossen: die nächste Stimme spielt ihren Zug.
team-vote-button = { $text } ({ $votes })
team-vote-played = { $team } spielt { $text } mit { $votes ->
    [one] 1 Stimme
   *[other] { $votes } Stimmen
  } ({ $voters }).
team-vote-closed = Die Abstimmung ist geschlossen.
team-suggests = { $name } schlägt { $captain }, Kapitän von { $team }, { $text } vor.
team-suggestions = Vorschläge an { $captain }, Kapitän von { $team }, in Partie #{ $game }:
team-captain-plays = { $name } spielt für { $team }.
team-rotate-plays = { $name } spielt für { $team }.
team-rotate-next = Als Nächstes für { $team }: { $name }.
team-order = { $team } zieht in Partie #{ $game } reihum, in dieser Reihenfolge: { $order }. Jetzt am Zug: { $due }.

## /team join and leave
team-joined = { $name } tritt der Partie #{ $game } von { $team } bei. { $rotate ->
    [yes] Reihenfolge: { $order }.
   *[no] Mit /{ command-notify-name } { command-notify-team-moves-name }:true bekommt { $name } eine Direktnachricht, wenn { $team } am Zug ist.
  }
team-joined-already = Du bist schon in der Partie #{ $game } von { $team }.{ $rotate ->
    [yes] { " " }Reihenfolge: { $order }.
   *[no] {""}
  }
team-left = { $name } verlässt die Züge von { $team } in Partie #{ $game }.{ $rotate ->
    [yes] { " " }Reihenfolge: { $order }.
   *[no] {""}
  }
team-left-already = Du warst der Partie #{ $game } von { $team } nicht beigetreten.

## Refusals (lower case: they follow "!" or stand alone)
team-in-dms = ein Team spielt im Kanal eines Servers, nicht in Direktnachrichten
team-not-member = du bist kein Mitglied von { $team }: nur seine Mitglieder spielen dafür; mit /{ command-watch-name } bekommst du seine Züge
team-empty = { $team } hat keine Mitglieder: ein Team braucht mindestens zwei
team-of-one = { $team } hat ein Mitglied: ein Team braucht mindestens zwei (fordere das Mitglied als Spieler heraus)
team-quorum-above-members = ein Quorum von { $quorum } ist mehr als die { $members } Mitglieder von { $team }: keine Abstimmung könnte es erreichen
team-not-joined = { $team } zieht reihum: tritt zuerst mit /{ command-team-name } { command-team-join-name } { command-game-name }:{ $game } bei
team-turn-of = für { $team } ist { $name } am Zug
team-same-vote = du hast schon für { $text } gestimmt; um deine Stimme zu ändern, stimme mit /{ command-move-name } für einen anderen Zug
team-captain-only = nur der Kapitän von { $team }, { $captain }, entscheidet das für das Team
team-none-here = du spielst in Partie #{ $game } in keinem Team
team-no-vote-here = in Partie #{ $game } ist kein Team am Zug

## The console's roles
console-role = Rolle { $role }: { $members }.
console-role-usage = /role NAME @mitglied @mitglied ... (eine Rolle des Servers und ihre Mitglieder)

## The record: a team's votes for a move, as a comment after it
record-votes = Stimmen: { $votes }
