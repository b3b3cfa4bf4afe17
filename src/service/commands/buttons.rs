//! Button ids carry the game and the offer they answer, so a button works after a restart
//! and a stale one can be recognised: `accept:12`, `decline:12`, `draw-accept:12:7`,
//! `rematch:12`, `resign:12:7` (resign game 12 as it stood at ply 7), `keep:12`,
//! `hint:12:7` (a hint in game 12 at ply 7, which makes it casual), `nohint:12`; a list's
//! page buttons carry the list and the page: `games:channel:3`, `games:mine:2`,
//! `games:player-42:5`.

use crate::i18n::Lang;
use crate::service::reply::{Button, ButtonStyle};
use crate::service::{Command, DrawAction, Scope, User};
use crate::t;

pub fn challenge_buttons(lang: Lang, game: i64) -> Vec<Button> {
    vec![
        Button {
            label: t!(lang, "button-accept"),
            custom_id: format!("accept:{game}"),
            style: ButtonStyle::Accept,
        },
        Button {
            label: t!(lang, "button-decline"),
            custom_id: format!("decline:{game}"),
            style: ButtonStyle::Decline,
        },
    ]
}

pub fn draw_buttons(lang: Lang, game: i64, ply: u32) -> Vec<Button> {
    vec![
        Button {
            label: t!(lang, "button-accept-draw"),
            custom_id: format!("draw-accept:{game}:{ply}"),
            style: ButtonStyle::Accept,
        },
        Button {
            label: t!(lang, "button-decline-draw"),
            custom_id: format!("draw-decline:{game}:{ply}"),
            style: ButtonStyle::Decline,
        },
    ]
}

/// Under the announcement that a game is over.
pub fn rematch_buttons(lang: Lang, game: i64) -> Vec<Button> {
    vec![Button {
        label: t!(lang, "button-rematch"),
        custom_id: format!("rematch:{game}"),
        style: ButtonStyle::Accept,
    }]
}

/// Under the private question "resign game #12?": the game and the ply it was asked at, so
/// a confirmation left lying while the game moved on resigns nothing.
pub fn resign_buttons(lang: Lang, game: i64, ply: u32) -> Vec<Button> {
    vec![
        Button {
            label: t!(lang, "button-resign"),
            custom_id: format!("resign:{game}:{ply}"),
            style: ButtonStyle::Decline,
        },
        Button {
            label: t!(lang, "button-keep-playing"),
            custom_id: format!("keep:{game}"),
            style: ButtonStyle::Neutral,
        },
    ]
}

/// Under the private question before a rated game's first hint: the game and the ply, so a
/// question left lying while the game moved on makes nothing casual.
pub fn hint_buttons(lang: Lang, game: i64, ply: u32) -> Vec<Button> {
    vec![
        Button {
            label: t!(lang, "button-show-hint"),
            custom_id: format!("hint:{game}:{ply}"),
            style: ButtonStyle::Decline,
        },
        Button {
            label: t!(lang, "button-no-hint"),
            custom_id: format!("nohint:{game}"),
            style: ButtonStyle::Neutral,
        },
    ]
}

/// Previous and Next under page `page` of `pages` of a `/games` list (none at the ends).
pub fn page_buttons(lang: Lang, scope: &Scope, page: u32, pages: u32) -> Vec<Button> {
    let list = match scope {
        Scope::Mine => "mine".to_string(),
        Scope::Channel => "channel".to_string(),
        Scope::Player(p) => format!("player-{}", p.id),
    };
    let mut out = Vec::new();
    if page > 1 {
        out.push(Button {
            label: t!(lang, "button-previous", page = page - 1),
            custom_id: format!("games:{list}:{}", page - 1),
            style: ButtonStyle::Neutral,
        });
    }
    if page < pages {
        out.push(Button {
            label: t!(lang, "button-next", page = page + 1),
            custom_id: format!("games:{list}:{}", page + 1),
            style: ButtonStyle::Neutral,
        });
    }
    out
}

/// What the message a button was on says once the press has answered its question.
pub fn settled(lang: Lang, command: &Command, by: &str, started: bool) -> Option<String> {
    Some(match command {
        Command::Accept { .. } => t!(lang, "settled-accepted", name = by),
        Command::Decline { .. } => t!(lang, "settled-declined", name = by),
        Command::Draw {
            action: DrawAction::Accept,
            ..
        } => t!(lang, "settled-draw-accepted", name = by),
        Command::Draw {
            action: DrawAction::Decline,
            ..
        } => t!(lang, "settled-draw-declined", name = by),
        Command::Rematch { .. } if started => t!(lang, "settled-rematch-accepted", name = by),
        Command::Rematch { .. } => t!(lang, "settled-rematch-asked", name = by),
        Command::ConfirmResign { .. } => t!(lang, "settled-resigned", name = by),
        _ => return None,
    })
}

/// A pressed button as a command, with the ply a draw offer was made at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pressed {
    pub command: Command,
    pub offer_ply: Option<u32>,
}

pub fn decode(custom_id: &str) -> Option<Pressed> {
    if custom_id.starts_with("puzzle-") {
        return super::puzzle::decode(custom_id).map(|command| Pressed {
            command,
            offer_ply: None,
        });
    }
    if custom_id.starts_with("learn-") {
        return super::learn::decode(custom_id).map(|command| Pressed {
            command,
            offer_ply: None,
        });
    }
    let mut parts = custom_id.split(':');
    let kind = parts.next()?;
    if kind == "games" {
        return page(parts.next()?, parts.next()?);
    }
    let game = Some(parts.next()?.parse::<i64>().ok()?);
    let ply = parts.next().map(|p| p.parse::<u32>()).transpose().ok()?;
    let command = match kind {
        "accept" => Command::Accept { game },
        "decline" => Command::Decline { game },
        "draw-accept" => Command::Draw {
            game,
            action: DrawAction::Accept,
        },
        "draw-decline" => Command::Draw {
            game,
            action: DrawAction::Decline,
        },
        "rematch" => Command::Rematch { game: game? },
        "resign" => Command::ConfirmResign {
            game: game?,
            ply: ply?,
        },
        "keep" => Command::KeepPlaying { game: game? },
        "hint" => Command::ConfirmHint {
            game: game?,
            ply: ply?,
        },
        "nohint" => Command::NoHint { game: game? },
        _ => return None,
    };
    Some(Pressed {
        command,
        offer_ply: ply,
    })
}

/// A `/games` page button: the list and the page.
fn page(list: &str, page: &str) -> Option<Pressed> {
    let scope = match list {
        "mine" => Scope::Mine,
        "channel" => Scope::Channel,
        other => Scope::Player(User {
            id: other.strip_prefix("player-")?.parse().ok()?,
            // The list finds the name itself.
            name: String::new(),
            lang: crate::i18n::Lang::En,
        }),
    };
    Some(Pressed {
        command: Command::Games {
            scope,
            page: page.parse().ok()?,
        },
        offer_ply: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_button_decodes_to_its_command() {
        let all = challenge_buttons(Lang::En, 12)
            .into_iter()
            .chain(draw_buttons(Lang::En, 12, 7))
            .chain(rematch_buttons(Lang::En, 12))
            .chain(resign_buttons(Lang::En, 12, 7));
        for b in all {
            let p = decode(&b.custom_id).unwrap();
            let text = format!("{:?}", p.command);
            assert!(
                text.contains("Some(12)") || text.contains("game: 12"),
                "{text}"
            );
        }
        assert_eq!(decode("draw-accept:3:9").unwrap().offer_ply, Some(9));
        assert_eq!(
            decode("resign:3:9").unwrap().command,
            Command::ConfirmResign { game: 3, ply: 9 }
        );
        assert!(decode("resign:3").is_none(), "a confirmation names its ply");
        assert!(decode("launch:3").is_none());
        for (scope, list) in [
            (Scope::Mine, "mine"),
            (Scope::Channel, "channel"),
            (
                Scope::Player(User {
                    id: 42,
                    name: String::new(),
                    lang: crate::i18n::Lang::En,
                }),
                "player-42",
            ),
        ] {
            let [prev, next] = &page_buttons(Lang::En, &scope, 3, 4)[..] else {
                panic!("two page buttons in the middle of a list");
            };
            assert_eq!(next.custom_id, format!("games:{list}:4"));
            let back = decode(&prev.custom_id).unwrap().command;
            assert_eq!(back, Command::Games { scope, page: 2 });
        }
        assert_eq!(page_buttons(Lang::En, &Scope::Mine, 1, 1), vec![]);
        assert_eq!(
            page_buttons(Lang::En, &Scope::Mine, 4, 4).len(),
            1,
            "no Next on the last page"
        );
        assert!(decode("games:player-x:2").is_none());
        assert!(decode("games:mine:-1").is_none());
        assert!(decode("accept:x").is_none());
    }
}
