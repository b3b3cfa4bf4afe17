//! A tournament's table: its state rebuilt from what is stored (start numbers, the scored
//! pairings) for the pure engine to pair and rank, the standings as text (a crosstable for
//! a round robin), and the state as FIDE's TRF.

use super::words::format_text;
use crate::i18n::Lang;
use crate::render::table::Table;
use crate::service::protocol::Cx;
use crate::service::{Answer, Attachment, Refusal, Reply, TableImage};
use crate::store::sql::Connection;
use crate::store::tournaments::entrants::{self, Entrant};
use crate::store::tournaments::pairings::{self, PairingRow, Scored};
use crate::store::tournaments::{Format, Stage, TournamentRow};
use crate::t;
use crate::tournament::standings::{quarters_text, TieBreaks};
use crate::tournament::{
    points_text, round_robin_standings, schedule, swiss_standings, trf, Entry, GameResult, Outcome,
    Pairing, Player, Standing, Tournament,
};

/// The tournament as the engine sees it, and its players' user ids by start number.
pub struct State {
    pub t: Tournament,
    pub users: Vec<u64>,
    pub pairings: Vec<PairingRow>,
}

impl State {
    /// The user with start number `n`.
    pub fn user(&self, n: u32) -> u64 {
        self.users[n as usize - 1]
    }

    pub fn name(&self, n: u32) -> &str {
        &self.t.player(n).name
    }
}

/// How many times a round robin's players meet.
pub fn cycles(row: &TournamentRow) -> u32 {
    if row.double {
        2
    } else {
        1
    }
}

pub fn state(conn: &Connection, row: &TournamentRow) -> crate::store::sql::Result<State> {
    let mut numbered: Vec<Entrant> = entrants::list(conn, row.id)?
        .into_iter()
        .filter(|e| e.number.is_some())
        .collect();
    numbered.sort_by_key(|e| e.number);
    let players: Vec<Player> = numbered
        .iter()
        .map(|e| Player {
            number: e.number.unwrap_or_default(),
            name: e.name.clone(),
            rating: e.rating.unwrap_or_default() as u16,
            entries: Vec::new(),
            withdrawn: e.withdrawn,
        })
        .collect();
    let rounds = match row.format {
        Format::Swiss => row.rounds,
        Format::RoundRobin => schedule(players.len() as u32, row.double).len() as u32,
    };
    let mut t = Tournament {
        name: row.name.clone(),
        rounds,
        players,
    };
    let pairings = pairings::list(conn, row.id)?;
    for p in &pairings {
        scored_into(&mut t, p);
    }
    // Every player has an entry for each round paired so far (an absence where they had
    // none), as the engine reads rounds off the entries.
    let paired = pairings.iter().map(|p| p.round).max().unwrap_or(0) as usize;
    for p in &mut t.players {
        if p.entries.len() < paired {
            p.entries.resize(paired, Entry::ABSENT);
        }
    }
    Ok(State {
        t,
        users: numbered.iter().map(|e| e.player).collect(),
        pairings,
    })
}

fn scored_into(t: &mut Tournament, p: &PairingRow) {
    let result = match p.result {
        Some(Scored::Bye) => {
            let entries = &mut t.players[p.white as usize - 1].entries;
            if entries.len() < p.round as usize {
                entries.resize(p.round as usize, Entry::ABSENT);
            }
            entries[p.round as usize - 1] = Entry {
                opponent: None,
                colour: None,
                outcome: Outcome::PairingBye,
            };
            return;
        }
        Some(Scored::White) => GameResult::WhiteWins,
        Some(Scored::Black) => GameResult::BlackWins,
        Some(Scored::Draw) => GameResult::Draw,
        Some(Scored::WhiteByForfeit) => GameResult::WhiteWinsByForfeit,
        Some(Scored::BlackByForfeit) => GameResult::BlackWinsByForfeit,
        Some(Scored::DoubleForfeit) => GameResult::DoubleForfeit,
        None => return,
    };
    if let Some(black) = p.black {
        let pairing = Pairing {
            white: p.white,
            black,
        };
        // The numbers come from the same rows: a failure is a broken file, not a user's.
        let _ = t.record_game(p.round, pairing, result);
    }
}

/// The standings in order, with the tie-breaks of the tournament's format.
pub fn ranked(row: &TournamentRow, s: &State) -> Vec<Standing> {
    match row.format {
        Format::RoundRobin => round_robin_standings(&s.t, cycles(row)),
        Format::Swiss => swiss_standings(&s.t),
    }
}

/// The standings as text in `lang`: a line a player (a crosstable row for a round robin),
/// in a code block so that the columns line up.
pub fn standings_text(lang: Lang, row: &TournamentRow, s: &State) -> String {
    let head = t!(
        lang,
        "tournament-standings-head",
        id = row.id,
        name = &row.name,
        format = format_text(lang, row)
    );
    let ranked = ranked(row, s);
    let lines: Vec<String> = match row.format {
        Format::RoundRobin => crosstable(lang, row, s, &ranked),
        Format::Swiss => ranked.iter().map(|r| swiss_line(lang, s, r)).collect(),
    };
    format!("{head}\n```\n{}\n```", lines.join("\n"))
}

fn name_cell(s: &State, n: u32) -> String {
    let name: String = s.name(n).chars().take(16).collect();
    let mark = if s.t.player(n).withdrawn { "*" } else { "" };
    format!("{name}{mark}")
}

fn swiss_line(lang: Lang, s: &State, r: &Standing) -> String {
    let TieBreaks::Swiss {
        buchholz_cut1,
        buchholz,
        sonneborn_berger,
    } = r.tie_breaks
    else {
        return String::new();
    };
    format!(
        "{:>3}. {:<17} {:>5}  {}",
        r.place,
        name_cell(s, r.number),
        points_text(r.points),
        t!(
            lang,
            "tournament-swiss-tie-breaks",
            cut = points_text(buchholz_cut1),
            buchholz = points_text(buchholz),
            sb = quarters_text(sonneborn_berger)
        )
    )
}

/// A round robin's crosstable: each player's row, in the order of the standings, with
/// their result against each start number (both games of a double round robin).
fn crosstable(lang: Lang, row: &TournamentRow, s: &State, ranked: &[Standing]) -> Vec<String> {
    let n = s.t.players.len() as u32;
    let width = cycles(row) as usize;
    let numbers: String = (1..=n).map(|k| format!(" {k:>width$}")).collect();
    let mut lines = vec![format!("{:>3}  {:<3}{:<17}{numbers}", "", "", "")];
    for r in ranked {
        let cells: String = (1..=n)
            .map(|o| format!(" {:>width$}", cell(s, r.number, o, width)))
            .collect();
        let TieBreaks::RoundRobin {
            sonneborn_berger,
            wins,
            ..
        } = r.tie_breaks
        else {
            continue;
        };
        let tail = if r.struck {
            t!(lang, "tournament-struck")
        } else {
            t!(
                lang,
                "tournament-round-robin-tie-breaks",
                points = f64::from(r.points) / 2.0,
                sb = quarters_text(sonneborn_berger),
                wins = wins
            )
        };
        lines.push(format!(
            "{:>3}. {:<3}{:<17}{cells}  {tail}",
            r.place,
            r.number,
            name_cell(s, r.number)
        ));
    }
    lines
}

/// What player `me` scored against `other`: `1`, `½`, `0`, `+`/`-` for forfeits, `.` for a
/// game not yet over, `x` against themselves.
fn cell(s: &State, me: u32, other: u32, width: usize) -> String {
    if me == other {
        return "x".repeat(width);
    }
    let scores: String = s
        .pairings
        .iter()
        .filter(|p| {
            (p.white == me && p.black == Some(other)) || (p.white == other && p.black == Some(me))
        })
        .map(|p| {
            let white = p.white == me;
            match (p.result, white) {
                (None, _) => '.',
                (Some(Scored::Draw), _) => '½',
                (Some(Scored::White), true) | (Some(Scored::Black), false) => '1',
                (Some(Scored::White), false) | (Some(Scored::Black), true) => '0',
                (Some(Scored::WhiteByForfeit), true) | (Some(Scored::BlackByForfeit), false) => '+',
                _ => '-',
            }
        })
        .collect();
    scores
}

pub fn standings(cx: &Cx, row: &TournamentRow) -> Answer {
    let lang = cx.user.lang;
    if row.stage == Stage::Open {
        let names: Vec<String> = entrants::list(cx.tx, row.id)?
            .into_iter()
            .map(|e| e.name)
            .collect();
        return Ok(Reply::private(t!(
            lang,
            "tournament-entrants",
            id = row.id,
            name = &row.name,
            count = names.len(),
            names = names.join(", ")
        )));
    }
    let s = state(cx.tx, row)?;
    Ok(Reply {
        table: Some(TableImage {
            name: format!("standings-{}.png", row.id),
            table: picture(lang, row, &s),
        }),
        ..Reply::private(standings_text(lang, row, &s))
    })
}

/// The standings as a picture's cells: place, name, then a round robin's results against
/// each start number, then points and tie-breaks.
pub fn picture(lang: Lang, row: &TournamentRow, s: &State) -> Table {
    let ranked = ranked(row, s);
    let key = match row.format {
        Format::RoundRobin => "tournament-columns-round-robin",
        Format::Swiss => "tournament-columns-swiss",
    };
    let words = crate::i18n::text(lang, key, &[]);
    let mut words = words.split('|').map(str::to_string);
    let mut header: Vec<String> = words.by_ref().take(2).collect();
    let crosstable = row.format == Format::RoundRobin;
    let n = s.t.players.len() as u32;
    if crosstable {
        header.extend((1..=n).map(|k| k.to_string()));
    }
    header.extend(words);
    let width = cycles(row) as usize;
    let rows = ranked
        .iter()
        .map(|r| {
            let mut cells = vec![
                format!("{}.", r.place),
                format!("{} {}", r.number, name_cell(s, r.number)),
            ];
            if crosstable {
                cells.extend((1..=n).map(|o| cell(s, r.number, o, width)));
            }
            cells.push(if r.struck {
                "-".into()
            } else {
                points_text(r.points)
            });
            cells.extend(match r.tie_breaks {
                TieBreaks::Swiss {
                    buchholz_cut1,
                    buchholz,
                    sonneborn_berger,
                } => vec![
                    points_text(buchholz_cut1),
                    points_text(buchholz),
                    quarters_text(sonneborn_berger),
                ],
                TieBreaks::RoundRobin {
                    sonneborn_berger,
                    wins,
                    ..
                } => {
                    vec![quarters_text(sonneborn_berger), wins.to_string()]
                }
            });
            cells
        })
        .collect();
    Table {
        title: t!(
            lang,
            "tournament-standings-head",
            id = row.id,
            name = &row.name,
            format = format_text(lang, row)
        ),
        header,
        rows,
    }
}

pub fn export(cx: &Cx, row: &TournamentRow) -> Answer {
    if !matches!(row.stage, Stage::Running | Stage::Finished) {
        return Err(Refusal::TournamentExportNotBegun { id: row.id });
    }
    let s = state(cx.tx, row)?;
    let mut reply = Reply::private(t!(
        cx.user.lang,
        "tournament-exported",
        id = row.id,
        name = &row.name
    ));
    reply.files.push(Attachment {
        name: format!("tournament-{}.trf", row.id),
        bytes: trf::write(&s.t).into_bytes(),
    });
    Ok(reply)
}
