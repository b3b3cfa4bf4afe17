//! A player's record on this server: games won, lost and drawn, in all and per variant,
//! the games going on, and the last few results.

use super::{Answer, ChartImage, Place, Reply, User};
use crate::i18n::Lang;
use crate::store::games::{self, GameRow};
use crate::store::{players, ratings};
use rusqlite::Connection;
use std::collections::BTreeMap;

/// How many recent results are listed.
const RECENT: usize = 5;

/// Won, lost, drawn.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
struct Tally {
    won: u32,
    lost: u32,
    drawn: u32,
}

impl Tally {
    fn add(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Won => self.won += 1,
            Outcome::Lost => self.lost += 1,
            Outcome::Drawn => self.drawn += 1,
        }
    }

    fn total(self) -> u32 {
        self.won + self.lost + self.drawn
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Outcome {
    Won,
    Lost,
    Drawn,
}

/// The game's result for `player`, from the stored winner ("white", "black" or "draw").
fn outcome_for(g: &GameRow, player: u64) -> Outcome {
    let mine = if g.white == Some(player) {
        "white"
    } else {
        "black"
    };
    match g.result.as_deref() {
        Some("draw") | None => Outcome::Drawn,
        Some(winner) if winner == mine => Outcome::Won,
        Some(_) => Outcome::Lost,
    }
}

/// `/stats [player]`: the caller's record, or the named player's.
pub fn stats(
    tx: &Connection,
    user: &User,
    place: &Place,
    player: Option<&User>,
    now: i64,
) -> Answer {
    let who = player.unwrap_or(user);
    let mine = |status: &str| -> rusqlite::Result<Vec<GameRow>> {
        Ok(games::select(
            tx,
            &format!("status = '{status}' AND (white = ?1 OR black = ?1)"),
            [who.id as i64],
        )?
        .into_iter()
        .filter(|g| g.guild_id == place.guild)
        .collect())
    };
    let finished = mine("finished")?;
    let going_on = mine("active")?.len();
    let name = players::name(tx, who.id)?.unwrap_or_else(|| who.name.clone());
    if finished.is_empty() {
        return Ok(Reply::public(format!(
            "{name} has no finished game on this server yet ({going_on} going on)."
        )));
    }
    let mut all = Tally::default();
    let mut per_variant: BTreeMap<&str, Tally> = BTreeMap::new();
    for g in &finished {
        let o = outcome_for(g, who.id);
        all.add(o);
        per_variant.entry(&g.variant).or_default().add(o);
    }
    let mut text = format!(
        "{name}: {} finished game{}: {} won, {} lost, {} drawn; {going_on} going on.",
        all.total(),
        if all.total() == 1 { "" } else { "s" },
        all.won,
        all.lost,
        all.drawn
    );
    let variants: Vec<String> = per_variant
        .iter()
        .map(|(v, t)| format!("{v} {}-{}-{}", t.won, t.lost, t.drawn))
        .collect();
    text.push_str(&format!(
        "\nBy variant (won-lost-drawn): {}",
        variants.join(" · ")
    ));
    text.push_str(&ratings_line(tx, place, who.id, now)?);
    text.push_str("\nLatest:");
    for g in finished.iter().rev().take(RECENT) {
        text.push('\n');
        text.push_str(&recent_line(tx, g, who.id)?);
    }
    let mut reply = Reply::public(text);
    reply.chart = chart(tx, place, who.id, &name)?;
    Ok(reply)
}

/// "\nRatings: classic 1500?, neo 1623", as of `now`; empty before any rated game.
fn ratings_line(tx: &Connection, place: &Place, player: u64, now: i64) -> rusqlite::Result<String> {
    let mut mine = ratings::table(tx, place.guild, None, Some(player))?;
    if mine.is_empty() {
        return Ok(String::new());
    }
    mine.sort_by(|a, b| a.variant.cmp(&b.variant));
    let list: Vec<String> = mine
        .iter()
        .map(|e| format!("{} {}", e.variant, e.rating.at(now).label()))
        .collect();
    Ok(format!("\nRatings: {}", list.join(", ")))
}

/// The player's rating over time on this server, one line per variant played rated.
fn chart(
    tx: &Connection,
    place: &Place,
    player: u64,
    name: &str,
) -> rusqlite::Result<Option<ChartImage>> {
    let points = ratings::history(tx, place.guild, player)?;
    if points.is_empty() {
        return Ok(None);
    }
    let mut series: BTreeMap<String, Vec<(i64, i64)>> = BTreeMap::new();
    for p in points {
        series
            .entry(p.variant)
            .or_default()
            .push((p.at, p.rating.round() as i64));
    }
    Ok(Some(ChartImage {
        name: format!("rating-{player}.png"),
        title: format!("{name}: rating"),
        series: series.into_iter().collect(),
        lang: Default::default(),
    }))
}

fn recent_line(tx: &Connection, g: &GameRow, player: u64) -> rusqlite::Result<String> {
    let opponent = if g.white == Some(player) {
        g.black
    } else {
        g.white
    };
    let them = opponent
        .map(|o| players::name(tx, o))
        .transpose()?
        .flatten()
        .unwrap_or_else(|| "?".into());
    let won = match outcome_for(g, player) {
        Outcome::Won => Some(true),
        Outcome::Lost => Some(false),
        Outcome::Drawn => None,
    };
    let how = super::phrases::result_for(Lang::En, won, g.reason.as_deref().unwrap_or_default());
    Ok(format!("#{} {} against {them}: {how}", g.id, g.variant))
}
