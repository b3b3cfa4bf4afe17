//! `/match create` and `/match accept`: a team's open challenge with a code for another
//! server's managers, and that server's team taking it up by the code, which begins the game
//! with a place in each server.

use crate::i18n::date_time;
use crate::service::clock::{bank_words, expiry};
use crate::service::games::challenge::{by_team, Asked, Timing};
use crate::service::games::start;
use crate::service::protocol::{Answer, Cx, MatchTerms, Refusal, Reply, TeamAsk};
use crate::service::teams::seat;
use crate::service::words::game_line::variant_text;
use crate::store::games::{self, Status};
use crate::store::matches;
use crate::t;

/// Only who may manage a server speaks for it against another, and only in a server.
fn allowed(cx: &Cx) -> Result<u64, Refusal> {
    let guild = cx.place.guild.ok_or(Refusal::MatchInDms)?;
    if !cx.manages_server {
        return Err(Refusal::MatchNotAllowed);
    }
    Ok(guild)
}

/// `/match create`: the team's challenge (open, casual) with its code, said privately to
/// the manager who made it: the code is the other server's key, not this channel's news.
pub fn create(cx: &Cx, terms: &MatchTerms) -> Answer {
    allowed(cx)?;
    let asked = Asked {
        opponent: None,
        variant: &terms.variant,
        options: &terms.options,
        colour: terms.colour,
        timing: Timing {
            days: terms.days,
            clock: terms.clock,
        },
        rated: false,
    };
    let made = by_team(cx, &terms.team, &asked)?;
    let game = made.game.expect("a challenge names its game");
    let code = matches::insert(cx.tx, game)?;
    let row = games::get(cx.tx, game)?.expect("just made");
    let lang = cx.user.lang;
    let text = t!(
        lang,
        "match-created",
        id = game,
        team = terms.team.role.name.as_str(),
        variant = variant_text(lang, &row),
        clock = bank_words::terms(lang, &row),
        colour = terms.colour.name(),
        code = code.as_str(),
        until = date_time(lang, row.deadline.unwrap_or(cx.now))
    );
    let terms_line = seat::terms(cx.tx, lang, game, terms.team.role.id)?;
    Ok(Reply {
        game: Some(game),
        ..Reply::private(format!("{text}\n{terms_line}"))
    })
}

/// `/match accept code:...`: this server's team takes up another server's match; the game
/// begins, its opening post here (and, owed with it, in the other server: `both_places`).
pub fn accept(cx: &Cx, code: &str, team: &TeamAsk) -> Answer {
    let here = allowed(cx)?;
    let shown = code.trim().to_string();
    let m = matches::by_code(cx.tx, code)?;
    let m = m.ok_or_else(|| Refusal::MatchCodeUnknown {
        code: shown.clone(),
    })?;
    let g = games::get(cx.tx, m.game)?.ok_or_else(|| Refusal::MatchCodeUnknown {
        code: shown.clone(),
    })?;
    if g.guild_id == Some(here) {
        return Err(Refusal::MatchSameServer { code: shown });
    }
    if m.guild.is_some() || matches!(g.status, Status::Active | Status::Finished) {
        return Err(Refusal::MatchTaken { code: shown });
    }
    // Withdrawn or past its deadline: the code went with its challenge.
    if g.status != Status::Challenge || expiry::is_over(&g, cx.now) {
        return Err(Refusal::MatchCodeExpired { code: shown });
    }
    let stand = seat::check(cx.tx, team, cx.user, cx.place)?;
    if !matches::take(cx.tx, g.id, here, cx.place.channel)? {
        return Err(Refusal::MatchTaken { code: shown });
    }
    seat::store(cx.tx, g.id, team, cx.user, cx.place, cx.now)?;
    let mut reply = start::accepted(cx.tx, &g, &stand, cx.place, cx.now)?;
    let lang = cx.place.post_lang(cx.user);
    let headline = t!(lang, "match-begins", id = g.id);
    reply.text.insert_str(0, &format!("{headline}\n"));
    for side in [g.challenger, stand.id] {
        reply.text.push('\n');
        reply.text.push_str(&seat::terms(cx.tx, lang, g.id, side)?);
    }
    Ok(reply)
}
