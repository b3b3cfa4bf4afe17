//! Challenges: made, accepted (the game starts), declined, cancelled; open until their
//! deadline (`expiry`).

use crate::i18n::{text, Lang};
pub use crate::service::games::challenge::Timing;
use crate::service::games::challenge::{by_team, made_by, refuse_names_as_options, Asked};
use crate::service::games::offer::{self, Terms};
use crate::service::protocol::AfterPress;
use crate::service::protocol::Cx;
use crate::service::protocol::Given;
use crate::service::protocol::TeamAsk;
use crate::service::protocol::{Answer, Refusal, User, DAYS_PER_MOVE};
use crate::service::protocol::{
    ClockAsked, Declared, Kind, Opt, Words, CAP, CLOSE, DAYS, INCREMENT, QUORUM, TEAM, TEAM_MODE,
    WEEKENDS_OFF,
};
use crate::service::teams::seat;
use crate::service::ColourChoice;
use crate::service::Command;
use crate::t;

/// `/challenge`: a person (or anyone here), or the bot at a level, not both.
pub const CHALLENGE: Declared = Declared {
    name: "challenge",
    options: &[
        Opt::named("opponent", Kind::Someone),
        Opt::named("variant", Kind::Variant),
        Opt::named(
            "options",
            Kind::Text {
                autocomplete: false,
            },
        )
        .words(Words::All)
        .also(&["option"]),
        Opt::named("colour", Kind::Choice(&["white", "black", "random"])).also(&["color"]),
        DAYS,
        Opt::named(
            "bot",
            Kind::Number {
                min: 1,
                max: 5,
                choices: &[],
            },
        ),
        Opt::named("rated", Kind::Flag),
        INCREMENT,
        CAP,
        WEEKENDS_OFF,
        TEAM,
        TEAM_MODE,
        QUORUM,
        CLOSE,
    ],
    in_dms: false,
    begins_games: true,
    managers_only: false,
    help: 1,
    // Rematch, under a finished game: asked, or taken up at once when the other had asked.
    after_press: |c| match c {
        Command::Rematch { .. } => AfterPress::Settles {
            key: "settled-rematch-asked",
            if_started: Some("settled-rematch-accepted"),
            private: false,
        },
        _ => AfterPress::Stays,
    },
    parse: parse_challenge,
};

fn parse_challenge(g: &Given) -> Result<Command, String> {
    let variant = g.text("variant").unwrap_or("neo").to_string();
    let options = g.words("options");
    let colour = ColourChoice::parse(g.text("colour").unwrap_or("random"), g.lang)?;
    let days = g.fitting("days")?;
    let clock = clock_asked(g)?;
    let team = g.team()?;
    Ok(match (g.someone("opponent"), g.fitting::<u8>("bot")?) {
        (Some(_), Some(_)) => return Err(t!(g.lang, "given-opponent-or-bot")),
        (None, Some(level)) => Command::ChallengeBot {
            level,
            variant,
            options,
            colour,
            days,
            clock,
            rated: g.flag("rated"),
            team,
        },
        (opponent, None) => Command::Challenge {
            opponent,
            variant,
            options,
            colour,
            days,
            clock,
            rated: g.flag("rated").unwrap_or(true),
            team,
        },
    })
}

/// The time bank's and weekends' options as given (the same names in every command that
/// sets a clock).
pub fn clock_asked(g: &Given) -> Result<ClockAsked, String> {
    Ok(ClockAsked {
        increment: g.fitting("increment")?,
        cap: g.fitting("cap")?,
        weekends: g.flag("weekends-off"),
    })
}

/// `/challenge`: a challenge offered, its days per move the server's default if none given.
// One argument per option of the command, as `run` hands them over.
#[allow(clippy::too_many_arguments)]
pub fn challenge(
    cx: &Cx,
    opponent: Option<&User>,
    variant: &str,
    options: &[String],
    colour: ColourChoice,
    timing: Timing,
    rated: bool,
    team: Option<&TeamAsk>,
) -> Answer {
    refuse_mistyped(cx.user.lang, options)?;
    let asked = Asked {
        opponent,
        variant,
        options,
        colour,
        timing,
        rated,
    };
    match team {
        None => made_by(cx, cx.user, &asked),
        Some(ask) => by_team(cx, ask, &asked),
    }
}

/// `/challenge bot:N`: a game against the bot, begun at once; casual unless the server
/// rates games against the bot (`rated:false` is kept).
#[allow(clippy::too_many_arguments)]
pub fn against_the_bot(
    cx: &Cx,
    level: u8,
    variant: &str,
    options: &[String],
    colour: ColourChoice,
    timing: Timing,
    rated: Option<bool>,
    team: Option<&TeamAsk>,
) -> Answer {
    refuse_mistyped(cx.user.lang, options)?;
    refuse_names_as_options(options)?;
    if timing.clock.weekends == Some(true) {
        return Err(Refusal::WeekendsWithoutClock);
    }
    let (clock, _) = timing.settle(cx)?;
    let terms = Terms {
        opponent: None,
        variant,
        options,
        colour,
        clock,
        weekends: false,
        rated: cx.server.bot_rated && rated.unwrap_or(true) && team.is_none(),
    };
    let Some(ask) = team else {
        return offer::against_bot(cx.tx, cx.user, cx.place, level, &terms, None, cx.now);
    };
    let stand = seat::check(cx.tx, ask, cx.user, cx.place)?;
    let seated = (ask, cx.user);
    let mut reply =
        offer::against_bot(cx.tx, &stand, cx.place, level, &terms, Some(seated), cx.now)?;
    let game = reply.game.expect("a game names itself");
    let lang = cx.place.post_lang(cx.user);
    reply.text.push('\n');
    reply.text.push_str(&crate::service::teams::seat::terms(
        cx.tx,
        lang,
        game,
        ask.role.id,
    )?);
    Ok(reply)
}

/// A word among the game options that was meant for one of the challenge's own options
/// (`classic`, `white`, `variant=classic`, `days=3`): refused with what was likely meant
/// (`variant:classic`), the option named as the caller's client shows it.
fn refuse_mistyped(lang: Lang, options: &[String]) -> Result<(), Refusal> {
    match options
        .iter()
        .find_map(|w| likely_meant(lang, w).map(|m| (w, m)))
    {
        Some((word, (option, value))) => Err(Refusal::DidYouMean {
            word: word.clone(),
            option,
            value: shown(lang, option, value),
        }),
        None => Ok(()),
    }
}

/// The challenge options a word typed among the game options may have meant.
const MEANT: [&str; 7] = [
    "variant",
    "colour",
    "days",
    "rated",
    "bot",
    "increment",
    "cap",
];

/// The challenge option and value a word typed among the game options most likely meant,
/// read in English or in the caller's language (`farbe=weiß`, `klassisch`).
fn likely_meant(lang: Lang, word: &str) -> Option<(&'static str, String)> {
    let lower = word.to_lowercase();
    let (key, value) = match lower.split_once(['=', ':']) {
        Some((k, v)) => (Some(k), v),
        None => (None, lower.as_str()),
    };
    let choice = |option: &str| {
        let kind = &CHALLENGE.option(option)?.kind;
        kind.choice_shown_as(lang, value)
    };
    let colour = choice("colour").or_else(|| Some(ColourChoice::parse(value, lang).ok()?.name()));
    let variant = choice("variant");
    let option = match key {
        Some(k) => MEANT.into_iter().find(|&o| {
            CHALLENGE.option(o).is_some_and(|opt| opt.is_named(k))
                || CHALLENGE.option_name(lang, o) == k
        })?,
        None if variant.is_some() => "variant",
        // A bare `w` or `b` is too short to guess from.
        None if value.chars().count() > 1 && colour.is_some() => "colour",
        None if value.parse().is_ok_and(|d| DAYS_PER_MOVE.contains(&d)) => "days",
        None => return None,
    };
    let value = match (option, colour, variant) {
        ("colour", Some(c), _) | ("variant", _, Some(c)) => c.to_string(),
        _ => value.to_string(),
    };
    Some((option, value))
}

/// A value of `option` as the reader's client shows it: a choice by its name in `lang`
/// (`weiß`, `klassisch`), anything else as typed.
fn shown(lang: Lang, option: &str, value: String) -> String {
    match CHALLENGE.option(option).map(|o| o.kind.choices()) {
        Some(choices) if choices.contains(&value.as_str()) => {
            text(lang, &format!("command-choice-{value}"), &[])
        }
        _ => value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(lang: Lang, words: &[&str]) -> String {
        let options: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        match refuse_mistyped(lang, &options) {
            Err(refusal @ Refusal::DidYouMean { .. }) => {
                crate::service::words::refusals::said(lang, &refusal)
            }
            other => panic!("{words:?}: {other:?}"),
        }
    }

    #[test]
    fn a_challenge_option_typed_among_the_game_options_is_answered_with_what_was_meant() {
        assert_eq!(
            said(Lang::En, &["classic"]),
            "'classic' is not a game option; did you mean variant:classic?"
        );
        assert_eq!(
            said(Lang::En, &["White"]),
            "'White' is not a game option; did you mean colour:white?"
        );
        assert_eq!(
            said(Lang::En, &["balanced=true", "variant=heligon"]),
            "'variant=heligon' is not a game option; did you mean variant:heligon?"
        );
        assert_eq!(
            said(Lang::En, &["color=black"]),
            "'color=black' is not a game option; did you mean colour:black?"
        );
        assert_eq!(
            said(Lang::En, &["7"]),
            "'7' is not a game option; did you mean days:7?"
        );
        assert_eq!(
            said(Lang::De, &["increment=1"]),
            "„increment=1“ ist keine Spieloption; meintest du zuschlag:1?"
        );
        // In the caller's language, the option and its value named as their client shows
        // them, whichever language they were typed in.
        assert_eq!(
            said(Lang::De, &["white"]),
            "„white“ ist keine Spieloption; meintest du farbe:weiß?"
        );
        assert_eq!(
            said(Lang::De, &["farbe=schwarz"]),
            "„farbe=schwarz“ ist keine Spieloption; meintest du farbe:schwarz?"
        );
        assert_eq!(
            said(Lang::It, &["classica"]),
            "«classica» non è un'opzione di gioco; intendevi variante:classica?"
        );
        assert_eq!(
            said(Lang::It, &["variant=classic"]),
            "«variant=classic» non è un'opzione di gioco; intendevi variante:classica?"
        );
        // A name, a real game option and a word nobody could guess from go on to the
        // other checks.
        for words in [&["bob"][..], &["balanced=true"], &["b"], &["4"]] {
            let options: Vec<String> = words.iter().map(|w| w.to_string()).collect();
            assert_eq!(refuse_mistyped(Lang::En, &options), Ok(()), "{words:?}");
        }
    }
}
