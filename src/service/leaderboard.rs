//! `/leaderboard [variant]`: this server's players by rating, established ratings first and
//! provisional ones (deviation above 110, shown with `?`) listed apart, with games played.

use super::{Answer, Place, Refusal, Reply};
use crate::rules::VariantId;
use crate::store::ratings::{self, Entry};
use rusqlite::Connection;

/// How many players each list shows.
const TOP: usize = 10;

pub fn leaderboard(tx: &Connection, place: &Place, variant: Option<&str>, now: i64) -> Answer {
    if place.guild.is_none() {
        return Err(Refusal("the leaderboard is a server's: ask in one".into()));
    }
    let variant = variant
        .map(|v| VariantId::parse(v).map(|id| id.name().to_string()))
        .transpose()?;
    let mut entries = ratings::table(tx, place.guild, variant.as_deref(), None)?;
    // As of now: a long-idle rating has grown uncertain again.
    for e in &mut entries {
        e.rating = e.rating.at(now);
    }
    let scope = variant.as_deref().unwrap_or("all variants");
    if entries.is_empty() {
        return Ok(Reply::public(format!(
            "No rated game has ended on this server yet ({scope})."
        )));
    }
    let (settled, provisional): (Vec<Entry>, Vec<Entry>) =
        entries.into_iter().partition(|e| !e.rating.provisional());
    let mut text = format!("Leaderboard, {scope}:");
    if settled.is_empty() {
        text.push_str("\nNo established rating yet.");
    }
    for (i, e) in settled.iter().take(TOP).enumerate() {
        text.push_str(&format!("\n{}. {}", i + 1, line(e, variant.is_none())));
    }
    if !provisional.is_empty() {
        text.push_str("\nProvisional (still uncertain):");
        for e in provisional.iter().take(TOP) {
            text.push_str(&format!("\n- {}", line(e, variant.is_none())));
        }
    }
    Ok(Reply::public(text))
}

/// "alice 1623 (neo), 12 games".
fn line(e: &Entry, with_variant: bool) -> String {
    let games = e.rating.games;
    let variant = if with_variant {
        format!(" ({})", e.variant)
    } else {
        String::new()
    };
    format!(
        "{} {}{variant}, {games} game{}",
        e.name,
        e.rating.label(),
        if games == 1 { "" } else { "s" }
    )
}
