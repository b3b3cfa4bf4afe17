//! FIDE's Tournament Report File (TRF-16), as pairing engines read it: the tournament name
//! (`012`), the player count (`062`), the number of rounds (`XXR`, JaVaFo's and
//! bbpPairings' extension) and one `001` line a player with a 10-column block a round
//! (opponent start number at 92-95, colour at 97, result at 99 for round 1). Withdrawn
//! players get a `Z` in the next round's column, which other engines read as "not paired",
//! and a `### withdrawn` comment line, so that the state reads back whole after the last round.

use super::standings::swiss_standings;
use super::state::{Colour, Entry, HalfPoints, Outcome, Player, StartNo, Tournament};
use std::fmt::Write;

const COMMENT_WITHDRAWN: &str = "### withdrawn:";

/// Writes a tournament; points and ranks by the Swiss standings.
pub fn write(t: &Tournament) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "012 {}", t.name);
    let _ = writeln!(out, "062 {}", t.players.len());
    let _ = writeln!(out, "XXR {}", t.rounds);
    let withdrawn: Vec<String> = t
        .players
        .iter()
        .filter(|p| p.withdrawn)
        .map(|p| p.number.to_string())
        .collect();
    if !withdrawn.is_empty() {
        let _ = writeln!(out, "{COMMENT_WITHDRAWN} {}", withdrawn.join(" "));
    }
    let standings = swiss_standings(t);
    let played = t.rounds_played();
    for p in &t.players {
        let place = standings
            .iter()
            .find(|s| s.number == p.number)
            .map_or(0, |s| s.place);
        let mut line = format!(
            "001 {:>4}      {:<33} {:>4}{:28}{:>4} {:>4}",
            p.number,
            p.name.chars().take(33).collect::<String>(),
            p.rating,
            "",
            trf_points(p.score()),
            place
        );
        for e in &p.entries {
            line.push_str(&round_block(e));
        }
        if p.withdrawn && (p.entries.len() as u32) == played && played < t.rounds {
            line.push_str(&round_block(&Entry::ABSENT));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// Points as TRF writes them, with one decimal: `1.0`, `2.5`.
fn trf_points(half: HalfPoints) -> String {
    format!("{}.{}", half / 2, if half % 2 == 1 { 5 } else { 0 })
}

/// `  oooo c r`: opponent (0000 for none), colour, result.
fn round_block(e: &Entry) -> String {
    let colour = match e.colour {
        Some(Colour::White) => 'w',
        Some(Colour::Black) => 'b',
        None => '-',
    };
    let result = match e.outcome {
        Outcome::Win => '1',
        Outcome::Draw => '=',
        Outcome::Loss => '0',
        Outcome::ForfeitWin => '+',
        Outcome::ForfeitLoss => '-',
        Outcome::PairingBye => 'U',
        Outcome::FullBye => 'F',
        Outcome::HalfBye => 'H',
        Outcome::Absent => 'Z',
    };
    format!("  {:04} {colour} {result}", e.opponent.unwrap_or(0))
}

/// Reads a TRF. Unknown lines are skipped; a file with no player line is not a TRF.
pub fn read(text: &str) -> Result<Tournament, String> {
    let mut name = String::new();
    let mut rounds: Option<u32> = None;
    let mut withdrawn: Vec<StartNo> = Vec::new();
    let mut players: Vec<Player> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim_end_matches('\r');
        let at = |what: String| format!("line {}: {what}", i + 1);
        if let Some(rest) = line.strip_prefix(COMMENT_WITHDRAWN) {
            for n in rest.split_whitespace() {
                withdrawn.push(
                    n.parse()
                        .map_err(|_| at(format!("bad start number '{n}'")))?,
                );
            }
        } else if let Some(rest) = line.strip_prefix("012") {
            name = rest.trim().to_string();
        } else if let Some(rest) = line.strip_prefix("XXR") {
            let n = rest.trim();
            rounds = Some(
                n.parse()
                    .map_err(|_| at(format!("bad round count '{n}'")))?,
            );
        } else if line.starts_with("001") {
            players.push(player_line(line).map_err(at)?);
        }
    }
    if players.is_empty() {
        return Err("not a TRF file: no player line (001)".into());
    }
    players.sort_by_key(|p| p.number);
    for (p, expected) in players.iter().zip(1..) {
        if p.number != expected {
            return Err(format!(
                "start numbers must run 1..{} without gaps; {expected} is missing",
                players.len()
            ));
        }
    }
    let mut t = Tournament {
        name,
        rounds: 0,
        players,
    };
    let played = t.rounds_played();
    for n in withdrawn {
        let count = t.players.len();
        let p = t
            .players
            .get_mut((n as usize).wrapping_sub(1))
            .ok_or_else(|| format!("withdrawn player {n} is not among the {count} players"))?;
        p.withdrawn = true;
        // The next round's "not paired" marker is how other engines see the withdrawal.
        if p.entries.len() as u32 > played && p.entries.last() == Some(&Entry::ABSENT) {
            p.entries.truncate(played as usize);
        }
    }
    t.rounds = rounds.unwrap_or(played + 1);
    check_opponents(&t)?;
    Ok(t)
}

/// Fixed columns, counted in characters (names may be any Unicode): start number 5-8, name
/// 15-47, rating 49-52, then the rounds from 92.
fn player_line(line: &str) -> Result<Player, String> {
    let chars: Vec<char> = line.chars().collect();
    let field = |from: usize, to: usize| -> String {
        chars
            .get(from - 1..to.min(chars.len()))
            .map(|c| c.iter().collect::<String>().trim().to_string())
            .unwrap_or_default()
    };
    let number: StartNo = field(5, 8)
        .parse()
        .map_err(|_| format!("bad start number '{}'", field(5, 8)))?;
    let rating = match field(49, 52).as_str() {
        "" => 0,
        r => r.parse().map_err(|_| format!("bad rating '{r}'"))?,
    };
    let mut entries = Vec::new();
    let mut column = 92;
    while chars.len() >= column + 3 {
        entries.push(round_entry(&field(column, column + 7), number)?);
        column += 10;
    }
    Ok(Player {
        number,
        name: field(15, 47),
        rating,
        entries,
        withdrawn: false,
    })
}

/// `oooo c r` with the opponent 0000 (or blank) for none.
fn round_entry(block: &str, number: StartNo) -> Result<Entry, String> {
    let parts: Vec<&str> = block.split_whitespace().collect();
    let bad = || format!("player {number}: bad round entry '{block}'");
    let (opponent, colour, result) = match parts.as_slice() {
        [] => return Ok(Entry::ABSENT),
        [o, c, r] => (o.parse::<u32>().map_err(|_| bad())?, *c, *r),
        _ => return Err(bad()),
    };
    let colour = match colour {
        "w" | "W" => Some(Colour::White),
        "b" | "B" => Some(Colour::Black),
        "-" => None,
        _ => return Err(bad()),
    };
    let opponent = (opponent != 0).then_some(opponent);
    let outcome = match (result, opponent) {
        ("1" | "W", Some(_)) => Outcome::Win,
        ("=" | "D", Some(_)) => Outcome::Draw,
        ("0" | "L", Some(_)) => Outcome::Loss,
        ("+", Some(_)) => Outcome::ForfeitWin,
        ("-", Some(_)) => Outcome::ForfeitLoss,
        ("U" | "+", None) => Outcome::PairingBye,
        ("F", None) => Outcome::FullBye,
        ("H", None) => Outcome::HalfBye,
        ("Z" | "-" | "0", None) => Outcome::Absent,
        _ => return Err(bad()),
    };
    Ok(Entry {
        opponent,
        colour: colour.filter(|_| opponent.is_some()),
        outcome,
    })
}

/// Every game is on both players' lines, with opposite colours.
fn check_opponents(t: &Tournament) -> Result<(), String> {
    for p in &t.players {
        for (r, e) in p.entries.iter().enumerate() {
            let Some(o) = e.opponent else { continue };
            let theirs = t
                .players
                .get((o as usize).wrapping_sub(1))
                .and_then(|q| q.entries.get(r));
            let mirrored = theirs.is_some_and(|x| {
                x.opponent == Some(p.number) && x.colour == e.colour.map(Colour::other)
            });
            if !mirrored {
                return Err(format!(
                    "round {}: player {} meets {o}, but {o}'s line does not show it",
                    r + 1,
                    p.number
                ));
            }
        }
    }
    Ok(())
}
