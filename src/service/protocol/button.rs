//! Every button's id, typed: encoded and decoded here only, and turned into the command it
//! gives by one exhaustive match. Ids carry the game and the offer they answer, so a button
//! works after a restart and a stale one can be recognised: `accept:12`, `decline:12`,
//! `draw-accept:12:7`, `rematch:12`, `resign:12:7` (resign game 12 as it stood at ply 7),
//! `keep:12`, `hint:12:7` (a hint in game 12 at ply 7, which makes it casual), `nohint:12`;
//! a list's page buttons carry the list and the page: `games:channel:3`, `games:mine:2`,
//! `games:player-42:5`; an exercise's carry its kind, what is pressed and the step it was
//! shown at (`learn-hint:neo:3:0`, `puzzle-move:neo-3fa2:2:d4-d5`), which its kind reads.

use crate::i18n::Lang;
use crate::service::protocol::exercise::ExercisePress;
use crate::service::protocol::{Button, ButtonStyle, Command, DrawAction, Scope, User};
use crate::t;

/// A button's id as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ButtonId {
    Accept {
        game: i64,
    },
    Decline {
        game: i64,
    },
    DrawAccept {
        game: i64,
        ply: u32,
    },
    DrawDecline {
        game: i64,
        ply: u32,
    },
    Rematch {
        game: i64,
    },
    Resign {
        game: i64,
        ply: u32,
    },
    KeepPlaying {
        game: i64,
    },
    ShowHint {
        game: i64,
        ply: u32,
    },
    NoHint {
        game: i64,
    },
    /// Open board: the game's board as a Discord Activity.
    OpenBoard {
        game: i64,
    },
    Page {
        scope: Scope,
        page: u32,
    },
    /// A team member's vote for a move proposed, at the move it was proposed for.
    Vote {
        game: i64,
        ply: u32,
        text: String,
    },
    Exercise(ExercisePress),
}

impl ButtonId {
    /// The id as Discord carries it.
    pub fn encode(&self) -> String {
        match self {
            ButtonId::Accept { game } => format!("accept:{game}"),
            ButtonId::Decline { game } => format!("decline:{game}"),
            ButtonId::DrawAccept { game, ply } => format!("draw-accept:{game}:{ply}"),
            ButtonId::DrawDecline { game, ply } => format!("draw-decline:{game}:{ply}"),
            ButtonId::Rematch { game } => format!("rematch:{game}"),
            ButtonId::Resign { game, ply } => format!("resign:{game}:{ply}"),
            ButtonId::KeepPlaying { game } => format!("keep:{game}"),
            ButtonId::ShowHint { game, ply } => format!("hint:{game}:{ply}"),
            ButtonId::NoHint { game } => format!("nohint:{game}"),
            ButtonId::OpenBoard { game } => format!("board:{game}"),
            ButtonId::Page { scope, page } => {
                let list = match scope {
                    Scope::Mine => "mine".to_string(),
                    Scope::Channel => "channel".to_string(),
                    Scope::Player(p) => format!("player-{}", p.id),
                };
                format!("games:{list}:{page}")
            }
            ButtonId::Vote { game, ply, text } => format!("vote:{game}:{ply}:{text}"),
            ButtonId::Exercise(e) => format!("{}-{}:{}", e.kind, e.what, e.rest),
        }
    }

    /// An id read back; none for one no button of ours carries.
    pub fn decode(custom_id: &str) -> Option<ButtonId> {
        let (head, rest) = custom_id.split_once(':')?;
        match head {
            "games" => page(rest),
            "vote" => vote(rest),
            "accept" | "decline" | "draw-accept" | "draw-decline" | "rematch" | "resign"
            | "keep" | "hint" | "nohint" | "board" => game_button(head, rest),
            // Any other head names an exercise's kind.
            _ => exercise(head, rest),
        }
    }

    /// The command the button gives.
    pub fn command(self) -> Command {
        match self {
            ButtonId::Accept { game } => Command::Accept {
                game: Some(game),
                team: None,
            },
            ButtonId::Decline { game } => Command::Decline { game: Some(game) },
            ButtonId::DrawAccept { game, ply } => Command::Draw {
                game: Some(game),
                action: DrawAction::Accept,
                offer_ply: Some(ply),
            },
            ButtonId::DrawDecline { game, ply } => Command::Draw {
                game: Some(game),
                action: DrawAction::Decline,
                offer_ply: Some(ply),
            },
            ButtonId::Rematch { game } => Command::Rematch { game },
            ButtonId::Resign { game, ply } => Command::ConfirmResign { game, ply },
            ButtonId::KeepPlaying { game } => Command::KeepPlaying { game },
            ButtonId::ShowHint { game, ply } => Command::ConfirmHint { game, ply },
            ButtonId::NoHint { game } => Command::NoHint { game },
            ButtonId::OpenBoard { game } => Command::OpenBoard { game },
            ButtonId::Page { scope, page } => Command::Games { scope, page },
            ButtonId::Vote { game, ply, text } => Command::Vote { game, ply, text },
            ButtonId::Exercise(e) => Command::Exercise(e),
        }
    }

    /// The button, labelled in `lang` with the text of `label`.
    pub fn button(self, label: String, style: ButtonStyle) -> Button {
        Button {
            label,
            custom_id: self.encode(),
            style,
        }
    }
}

/// A game's button's rest: the game, and the ply its offer or question stood at.
fn game_button(head: &str, rest: &str) -> Option<ButtonId> {
    let mut parts = rest.split(':');
    let game = parts.next()?.parse::<i64>().ok()?;
    let ply = parts.next().map(|p| p.parse::<u32>()).transpose().ok()?;
    if parts.next().is_some() {
        return None;
    }
    Some(match (head, ply) {
        ("accept", None) => ButtonId::Accept { game },
        ("decline", None) => ButtonId::Decline { game },
        ("draw-accept", Some(ply)) => ButtonId::DrawAccept { game, ply },
        ("draw-decline", Some(ply)) => ButtonId::DrawDecline { game, ply },
        ("rematch", None) => ButtonId::Rematch { game },
        ("resign", Some(ply)) => ButtonId::Resign { game, ply },
        ("keep", None) => ButtonId::KeepPlaying { game },
        ("hint", Some(ply)) => ButtonId::ShowHint { game, ply },
        ("nohint", None) => ButtonId::NoHint { game },
        ("board", None) => ButtonId::OpenBoard { game },
        _ => return None,
    })
}

/// A vote button's rest: the game, the move number and the move.
fn vote(rest: &str) -> Option<ButtonId> {
    let mut parts = rest.splitn(3, ':');
    let game = parts.next()?.parse().ok()?;
    let ply = parts.next()?.parse().ok()?;
    let text = parts.next().filter(|t| !t.is_empty())?.to_string();
    Some(ButtonId::Vote { game, ply, text })
}

/// A `/games` page button's rest: the list and the page.
fn page(rest: &str) -> Option<ButtonId> {
    let (list, page) = rest.split_once(':')?;
    let scope = match list {
        "mine" => Scope::Mine,
        "channel" => Scope::Channel,
        other => Scope::Player(User {
            id: other.strip_prefix("player-")?.parse().ok()?,
            // The list finds the name itself.
            name: String::new(),
            lang: Lang::En,
            roles: Vec::new(),
        }),
    };
    Some(ButtonId::Page {
        scope,
        page: page.parse().ok()?,
    })
}

/// An exercise's button: `<kind>-<what>:<rest>`, the kind a lowercase word.
fn exercise(head: &str, rest: &str) -> Option<ButtonId> {
    let (kind, what) = head.split_once('-')?;
    if kind.is_empty() || !kind.bytes().all(|b| b.is_ascii_lowercase()) {
        return None;
    }
    Some(ButtonId::Exercise(ExercisePress {
        kind: kind.to_string(),
        what: what.to_string(),
        rest: rest.to_string(),
    }))
}

/// Accept and Decline under a challenge.
pub fn challenge_buttons(lang: Lang, game: i64) -> Vec<Button> {
    vec![
        ButtonId::Accept { game }.button(t!(lang, "button-accept"), ButtonStyle::Accept),
        ButtonId::Decline { game }.button(t!(lang, "button-decline"), ButtonStyle::Decline),
    ]
}

/// Accept and Decline under a draw offer made at `ply`.
pub fn draw_buttons(lang: Lang, game: i64, ply: u32) -> Vec<Button> {
    vec![
        ButtonId::DrawAccept { game, ply }
            .button(t!(lang, "button-accept-draw"), ButtonStyle::Accept),
        ButtonId::DrawDecline { game, ply }
            .button(t!(lang, "button-decline-draw"), ButtonStyle::Decline),
    ]
}

/// Under the announcement that a game is over.
pub fn rematch_buttons(lang: Lang, game: i64) -> Vec<Button> {
    vec![ButtonId::Rematch { game }.button(t!(lang, "button-rematch"), ButtonStyle::Accept)]
}

/// Under the private question "resign game #12?": the game and the ply it was asked at, so
/// a confirmation left lying while the game moved on resigns nothing.
pub fn resign_buttons(lang: Lang, game: i64, ply: u32) -> Vec<Button> {
    vec![
        ButtonId::Resign { game, ply }.button(t!(lang, "button-resign"), ButtonStyle::Decline),
        ButtonId::KeepPlaying { game }
            .button(t!(lang, "button-keep-playing"), ButtonStyle::Neutral),
    ]
}

/// Under the private question before a rated game's first hint: the game and the ply, so a
/// question left lying while the game moved on makes nothing casual.
pub fn hint_buttons(lang: Lang, game: i64, ply: u32) -> Vec<Button> {
    vec![
        ButtonId::ShowHint { game, ply }.button(t!(lang, "button-show-hint"), ButtonStyle::Decline),
        ButtonId::NoHint { game }.button(t!(lang, "button-no-hint"), ButtonStyle::Neutral),
    ]
}

/// Previous and Next under page `page` of `pages` of a `/games` list (none at the ends).
pub fn page_buttons(lang: Lang, scope: &Scope, page: u32, pages: u32) -> Vec<Button> {
    let mut out = Vec::new();
    let turn = |page| ButtonId::Page {
        scope: scope.clone(),
        page,
    };
    if page > 1 {
        let label = t!(lang, "button-previous", page = page - 1);
        out.push(turn(page - 1).button(label, ButtonStyle::Neutral));
    }
    if page < pages {
        let label = t!(lang, "button-next", page = page + 1);
        out.push(turn(page + 1).button(label, ButtonStyle::Neutral));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn back(b: &Button) -> Command {
        ButtonId::decode(&b.custom_id).unwrap().command()
    }

    #[test]
    fn every_button_decodes_to_its_command() {
        let [accept, decline] = &challenge_buttons(Lang::En, 12)[..] else {
            panic!("two buttons under a challenge");
        };
        assert_eq!(
            back(accept),
            Command::Accept {
                game: Some(12),
                team: None
            }
        );
        assert_eq!(back(decline), Command::Decline { game: Some(12) });
        let [yes, no] = &draw_buttons(Lang::En, 12, 7)[..] else {
            panic!("two buttons under a draw offer");
        };
        assert_eq!(
            back(yes),
            Command::Draw {
                game: Some(12),
                action: DrawAction::Accept,
                offer_ply: Some(7)
            }
        );
        assert_eq!(
            back(no),
            Command::Draw {
                game: Some(12),
                action: DrawAction::Decline,
                offer_ply: Some(7)
            }
        );
        assert_eq!(
            back(&rematch_buttons(Lang::En, 12)[0]),
            Command::Rematch { game: 12 }
        );
        let [resign, keep] = &resign_buttons(Lang::En, 12, 7)[..] else {
            panic!("two buttons under the question");
        };
        assert_eq!(back(resign), Command::ConfirmResign { game: 12, ply: 7 });
        assert_eq!(back(keep), Command::KeepPlaying { game: 12 });
        let [show, none] = &hint_buttons(Lang::En, 12, 7)[..] else {
            panic!("two buttons under the hint's question");
        };
        assert_eq!(back(show), Command::ConfirmHint { game: 12, ply: 7 });
        assert_eq!(back(none), Command::NoHint { game: 12 });
        assert!(
            ButtonId::decode("resign:3").is_none(),
            "a confirmation names its ply"
        );
        assert!(ButtonId::decode("accept:3:4").is_none());
        assert!(ButtonId::decode("launch:3").is_none());
        assert!(ButtonId::decode("accept:x").is_none());
    }

    #[test]
    fn a_list_turns_its_pages_and_stops_at_its_ends() {
        for (scope, list) in [
            (Scope::Mine, "mine"),
            (Scope::Channel, "channel"),
            (
                Scope::Player(User {
                    id: 42,
                    name: String::new(),
                    lang: Lang::En,
                    roles: Vec::new(),
                }),
                "player-42",
            ),
        ] {
            let [prev, next] = &page_buttons(Lang::En, &scope, 3, 4)[..] else {
                panic!("two page buttons in the middle of a list");
            };
            assert_eq!(next.custom_id, format!("games:{list}:4"));
            assert_eq!(back(prev), Command::Games { scope, page: 2 });
        }
        assert_eq!(page_buttons(Lang::En, &Scope::Mine, 1, 1), vec![]);
        assert_eq!(
            page_buttons(Lang::En, &Scope::Mine, 4, 4).len(),
            1,
            "no Next on the last page"
        );
        assert!(ButtonId::decode("games:player-x:2").is_none());
        assert!(ButtonId::decode("games:mine:-1").is_none());
    }

    #[test]
    fn an_exercise_button_keeps_its_kind_and_its_rest_for_the_kind_to_read() {
        let id = "learn-move:neo:3:0:d4-d5";
        let Some(ButtonId::Exercise(e)) = ButtonId::decode(id) else {
            panic!("an exercise's button");
        };
        assert_eq!((e.kind.as_str(), e.what.as_str()), ("learn", "move"));
        assert_eq!(e.rest, "neo:3:0:d4-d5");
        assert_eq!(ButtonId::Exercise(e).encode(), id);
    }
}
