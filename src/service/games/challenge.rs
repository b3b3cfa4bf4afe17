//! A challenge made from what was asked, by a player or for a team: its clock settled over
//! the server's defaults, a name typed among the options refused, and a team seated on the
//! challenger's side (`/challenge team:` and `/match create` make it alike).

use crate::service::clock::terms;
use crate::service::games::offer::{self, Terms};
use crate::service::protocol::{Answer, ClockAsked, Cx, Refusal, TeamAsk, User};
use crate::service::teams::seat;
use crate::service::ColourChoice;
use crate::store::games::ClockKind;

/// When a challenge's moves are due: its days (the starting bank, with an increment) and
/// the rest of its clock as asked.
#[derive(Clone, Copy)]
pub struct Timing {
    pub days: Option<u32>,
    pub clock: ClockAsked,
}

impl Timing {
    /// The clock kind and weekends off asked for, over the server's defaults.
    pub fn settle(&self, cx: &Cx) -> Result<(ClockKind, bool), Refusal> {
        let kind = terms::settle(self.days, &self.clock, cx.default_clock())?;
        let weekends = self.clock.weekends.unwrap_or(cx.server.weekends);
        Ok((kind, weekends))
    }
}

/// A challenge as asked: to whom (none: anyone here), on what terms.
#[derive(Clone, Copy)]
pub struct Asked<'a> {
    pub opponent: Option<&'a User>,
    pub variant: &'a str,
    pub options: &'a [String],
    pub colour: ColourChoice,
    pub timing: Timing,
    pub rated: bool,
}

/// The challenge made by `user` (a player, or a team's stand-in).
pub fn made_by(cx: &Cx, user: &User, asked: &Asked) -> Answer {
    refuse_names_as_options(asked.options)?;
    let (clock, weekends) = asked.timing.settle(cx)?;
    let terms = Terms {
        opponent: asked.opponent,
        variant: asked.variant,
        options: asked.options,
        colour: asked.colour,
        clock,
        weekends,
        rated: asked.rated,
    };
    offer::challenge(cx.tx, user, cx.place, &terms, cx.challenge_days(), cx.now)
}

/// The challenge made for team `ask` by the caller, its captain: the team seated and its
/// terms said under the challenge. Rated only where the server rates its teams (and then
/// only against a team: `seat::rated_at_start`).
pub fn by_team(cx: &Cx, ask: &TeamAsk, asked: &Asked) -> Answer {
    refuse_names_as_options(asked.options)?;
    // The clock is checked before the team, as for a player's challenge.
    asked.timing.settle(cx)?;
    let stand = seat::check(cx.tx, ask, cx.user, cx.place)?;
    let asked = Asked {
        rated: asked.rated && cx.server.teams_rated,
        ..*asked
    };
    let mut reply = made_by(cx, &stand, &asked)?;
    let game = reply.game.expect("a challenge names its game");
    seat::store(cx.tx, game, ask, cx.user, cx.place, cx.now)?;
    let lang = cx.place.post_lang(cx.user);
    reply.text.push('\n');
    reply
        .text
        .push_str(&seat::terms(cx.tx, lang, game, ask.role.id)?);
    Ok(reply)
}

/// A word that is not `key=value` among the options is most likely a player named without a
/// mention (`/challenge bob`): refused with the hint, never made an open challenge.
pub fn refuse_names_as_options(options: &[String]) -> Result<(), Refusal> {
    let Some(word) = options.iter().find(|o| !o.contains('=')) else {
        return Ok(());
    };
    let name = word.trim_start_matches("<@").trim_start_matches('@');
    let name = name.trim_end_matches('>');
    Err(Refusal::NameAsOption {
        word: word.to_string(),
        name: name.to_string(),
    })
}
