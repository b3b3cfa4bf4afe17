//! A player's record on this server: games won, lost and drawn, in all and per variant,
//! the games going on, and the last few results.

use crate::i18n::Lang;
use crate::rules::Color;
use crate::service::protocol::AfterPress;
use crate::service::protocol::{Declared, Kind, Opt};
use crate::service::words::phrases::variant_name;
use crate::service::Command;
use crate::service::{Answer, ChartImage, Place, Reply, User};
use crate::store::games::{self, Decision, GameRow, Status};
use crate::store::sql::Connection;
use crate::store::{personal_puzzles, players, ratings};
use crate::t;
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

/// The game's result for `player`, from the stored winner (none for a draw).
fn outcome_for(g: &GameRow, player: u64) -> Outcome {
    let mine = if g.white == Some(player) {
        Color::White
    } else {
        Color::Black
    };
    match g.result.and_then(Decision::winner) {
        None => Outcome::Drawn,
        Some(winner) if winner == mine => Outcome::Won,
        Some(_) => Outcome::Lost,
    }
}

/// `/stats [player]`: the caller's record, or the named player's, posted in the place's
/// language.
pub fn stats(
    tx: &Connection,
    user: &User,
    place: &Place,
    player: Option<&User>,
    now: i64,
) -> Answer {
    let who = player.unwrap_or(user);
    let lang = place.post_lang(user);
    let mine = |status: Status| -> crate::store::sql::Result<Vec<GameRow>> {
        Ok(games::of_player(tx, who.id, status)?
            .into_iter()
            .filter(|g| g.guild_id == place.guild)
            .collect())
    };
    let finished = mine(Status::Finished)?;
    let going_on = mine(Status::Active)?.len();
    let name = players::name(tx, who.id)?.unwrap_or_else(|| who.name.clone());
    // One's own puzzles are one's own: counted only for the caller's own record.
    let own = match who.id == user.id {
        true => own_puzzles_line(tx, lang, who.id, now)?,
        false => String::new(),
    };
    if finished.is_empty() {
        let none = t!(lang, "rating-stats-none", name = name, going_on = going_on);
        return Ok(Reply::public(format!("{none}{own}")));
    }
    let mut all = Tally::default();
    let mut per_variant: BTreeMap<&str, Tally> = BTreeMap::new();
    for g in &finished {
        let o = outcome_for(g, who.id);
        all.add(o);
        per_variant.entry(&g.variant).or_default().add(o);
    }
    let mut text = t!(
        lang,
        "rating-stats-summary",
        name = name.as_str(),
        total = all.total(),
        won = all.won,
        lost = all.lost,
        drawn = all.drawn,
        going_on = going_on
    );
    let variants: Vec<String> = per_variant
        .iter()
        .map(|(v, t)| format!("{} {}-{}-{}", variant_name(lang, v), t.won, t.lost, t.drawn))
        .collect();
    text.push('\n');
    text.push_str(&t!(
        lang,
        "rating-stats-by-variant",
        list = variants.join(" · ")
    ));
    text.push_str(&ratings_line(tx, lang, place, who.id, now)?);
    text.push_str(&own);
    text.push('\n');
    text.push_str(&t!(lang, "rating-stats-latest"));
    for g in finished.iter().rev().take(RECENT) {
        text.push('\n');
        text.push_str(&recent_line(tx, lang, g, who.id)?);
    }
    let mut reply = Reply::public(text);
    reply.chart = chart(tx, lang, place, who.id, &name)?;
    Ok(reply)
}

/// "\nYour own puzzles: 2 due now, 3 solved of 5 (/puzzle mine)"; empty before any.
fn own_puzzles_line(
    tx: &Connection,
    lang: Lang,
    player: u64,
    now: i64,
) -> crate::store::sql::Result<String> {
    let c = personal_puzzles::counts(tx, player, now)?;
    if c.all == 0 {
        return Ok(String::new());
    }
    Ok(format!(
        "\n{}",
        t!(
            lang,
            "puzzle-mine-stats",
            due = c.due,
            solved = c.solved,
            all = c.all
        )
    ))
}

/// "\nRatings: classic 1500?, neo 1623", as of `now`; empty before any rated game.
fn ratings_line(
    tx: &Connection,
    lang: Lang,
    place: &Place,
    player: u64,
    now: i64,
) -> crate::store::sql::Result<String> {
    let mut mine = ratings::table(tx, place.guild, None, Some(player))?;
    if mine.is_empty() {
        return Ok(String::new());
    }
    mine.sort_by(|a, b| a.variant.cmp(&b.variant));
    let list: Vec<String> = mine
        .iter()
        .map(|e| {
            let v = variant_name(lang, &e.variant);
            format!("{v} {}", e.rating.at(now).label())
        })
        .collect();
    Ok(format!(
        "\n{}",
        t!(lang, "rating-stats-ratings", list = list.join(", "))
    ))
}

/// The player's rating over time on this server, one line per variant played rated: from
/// the rating they started at, when their first game of it began, to each game's end.
fn chart(
    tx: &Connection,
    lang: Lang,
    place: &Place,
    player: u64,
    name: &str,
) -> crate::store::sql::Result<Option<ChartImage>> {
    let points = ratings::history(tx, place.guild, player)?;
    if points.is_empty() {
        return Ok(None);
    }
    let mut series: BTreeMap<String, Vec<(i64, i64)>> = BTreeMap::new();
    for p in points {
        // The start is a point of its own, so that the first game shows as a change.
        series
            .entry(p.variant)
            .or_insert_with(|| vec![(p.began.min(p.at), p.before.round() as i64)])
            .push((p.at, p.rating.round() as i64));
    }
    Ok(Some(ChartImage {
        name: format!("rating-{player}.png"),
        title: t!(lang, "rating-chart-title", name = name),
        series: series.into_iter().collect(),
        lang: Default::default(),
    }))
}

/// "#3 neo against bob: won on time".
fn recent_line(
    tx: &Connection,
    lang: Lang,
    g: &GameRow,
    player: u64,
) -> crate::store::sql::Result<String> {
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
    let how = crate::service::words::phrases::result_for(
        lang,
        won,
        g.reason.as_deref().unwrap_or_default(),
    );
    Ok(t!(
        lang,
        "rating-stats-recent",
        id = g.id,
        variant = variant_name(lang, &g.variant),
        name = them,
        how = how
    ))
}

/// `/stats`: a player's record on this server (the caller's when none is named).
pub const STATS: Declared = Declared {
    name: "stats",
    options: &[Opt::named("player", Kind::Someone)],
    in_dms: false,
    begins_games: false,
    managers_only: false,
    help: 10,
    after_press: |_| AfterPress::Stays,
    parse: |g| {
        Ok(Command::Stats {
            player: g.someone("player"),
        })
    },
};
