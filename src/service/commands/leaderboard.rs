//! `/leaderboard [variant]`: this server's players by rating, established ratings first and
//! provisional ones (deviation above 110, shown with `?`) listed apart, with games played;
//! the bot's levels (where the server rates games against it) apart from the people.

use crate::i18n::Lang;
use crate::rules::VariantId;
use crate::service::games::bot::level_of;
use crate::service::protocol::AfterPress;
use crate::service::protocol::{Declared, Kind, Opt, Words};
use crate::service::words::phrases;
use crate::service::Command;
use crate::service::{Answer, Place, Refusal, Reply, User};
use crate::store::ratings::{self, Entry};
use crate::store::sql::Connection;
use crate::t;

/// How many players each list shows.
const TOP: usize = 10;

/// The list, posted in the place's language; a refusal in the caller's.
pub fn leaderboard(
    tx: &Connection,
    user: &User,
    place: &Place,
    variant: Option<&str>,
    now: i64,
) -> Answer {
    if place.guild.is_none() {
        return Err(Refusal::LeaderboardInDms);
    }
    let variant = variant.map(variant_name).transpose()?;
    let lang = place.post_lang(user);
    let mut entries = ratings::table(tx, place.guild, variant.as_deref(), None)?;
    // As of now: a long-idle rating has grown uncertain again.
    for e in &mut entries {
        e.rating = e.rating.at(now);
    }
    let scope = match &variant {
        Some(v) => v.clone(),
        None => t!(lang, "rating-all-variants"),
    };
    if entries.is_empty() {
        return Ok(Reply::public(t!(
            lang,
            "rating-leaderboard-empty",
            scope = scope
        )));
    }
    let (bots, people): (Vec<Entry>, Vec<Entry>) = entries
        .into_iter()
        .partition(|e| level_of(e.player).is_some());
    // A server that rates its teams lists them apart from the people.
    let mut teams = Vec::new();
    let mut persons = Vec::new();
    for e in people {
        if crate::store::teams::is_team(tx, e.player)? {
            teams.push(e);
        } else {
            persons.push(e);
        }
    }
    let people = persons;
    let (settled, provisional): (Vec<Entry>, Vec<Entry>) =
        people.into_iter().partition(|e| !e.rating.provisional());
    let mut lines = vec![t!(lang, "rating-leaderboard", scope = scope)];
    if settled.is_empty() {
        lines.push(t!(lang, "rating-leaderboard-unsettled"));
    }
    for (i, e) in settled.iter().take(TOP).enumerate() {
        lines.push(format!("{}. {}", i + 1, line(lang, e, variant.is_none())));
    }
    if !provisional.is_empty() {
        lines.push(t!(lang, "rating-leaderboard-provisional"));
        for e in provisional.iter().take(TOP) {
            lines.push(format!("- {}", line(lang, e, variant.is_none())));
        }
    }
    if !teams.is_empty() {
        lines.push(t!(lang, "rating-leaderboard-teams"));
        for e in teams.iter().take(TOP) {
            lines.push(format!("- {}", line(lang, e, variant.is_none())));
        }
    }
    if !bots.is_empty() {
        lines.push(t!(lang, "rating-leaderboard-bots"));
        for e in &bots {
            lines.push(format!("- {}", line(lang, e, variant.is_none())));
        }
    }
    Ok(Reply::public(lines.join("\n")))
}

/// The variant's own name for what the caller typed, or why there is none.
fn variant_name(typed: &str) -> Result<String, Refusal> {
    VariantId::parse(typed)
        .map(|id| id.name().to_string())
        .map_err(Refusal::BadOptions)
}

/// "alice 1623 (neo), 12 games".
fn line(lang: Lang, e: &Entry, with_variant: bool) -> String {
    let (name, rating, games) = (e.name.as_str(), e.rating.label(), e.rating.games);
    if with_variant {
        t!(
            lang,
            "rating-entry-variant",
            name = name,
            rating = rating,
            variant = phrases::variant_name(lang, &e.variant),
            games = games
        )
    } else {
        t!(
            lang,
            "rating-entry",
            name = name,
            rating = rating,
            games = games
        )
    }
}

/// `/leaderboard`: this server's players by rating.
pub const LEADERBOARD: Declared = Declared {
    name: "leaderboard",
    options: &[Opt::named("variant", Kind::Variant).words(Words::First)],
    in_dms: false,
    begins_games: false,
    managers_only: false,
    help: 11,
    after_press: |_| AfterPress::Stays,
    parse: |g| {
        Ok(Command::Leaderboard {
            variant: g.text("variant").map(String::from),
        })
    },
};
