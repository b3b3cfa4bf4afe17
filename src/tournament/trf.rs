//! FIDE's Tournament Report File (TRF-16, and the 2025 handbook's TRF-2026 as far as pairing
//! engines read it), lines ending in CR, CR LF or LF: the tournament name (`012`), the number
//! of rounds (`XXR`, `142`), the first round's colour (`XXC white1` / `black1`, `152 W` /
//! `B`), the players not paired in the next round (`240`) and one `001` line
//! a player with a 10-column block a round (opponent start number at 92-95, colour at 97,
//! result at 99 for round 1); other record types are skipped, as the format intends. Withdrawn
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

/// A TRF as read: the tournament and, from `XXC`, the first round's colour for the top
/// odd start number (`white1`, `black1`).
pub struct Read {
    pub tournament: Tournament,
    pub first_colour: Option<Colour>,
}

/// Reads a TRF. Unknown lines are skipped; a file with no player line is not a TRF.
pub fn read(text: &str) -> Result<Tournament, String> {
    read_all(text).map(|r| r.tournament)
}

/// The lines of a file, however they end: CR LF, LF, or CR alone (as FIDE's files end them).
pub fn lines(text: &str) -> impl Iterator<Item = &str> {
    let text = text.strip_suffix('\n').unwrap_or(text);
    let text = text.strip_suffix('\r').unwrap_or(text);
    text.split('\n')
        .flat_map(|l| l.strip_suffix('\r').unwrap_or(l).split('\r'))
}

/// Reads a TRF with the settings pairing engines read: `XXR`, `XXC`, the player lines.
pub fn read_all(text: &str) -> Result<Read, String> {
    let mut name = String::new();
    let mut rounds: Option<u32> = None;
    let mut first_colour = None;
    let mut withdrawn: Vec<StartNo> = Vec::new();
    let mut absences: Vec<Absence> = Vec::new();
    let mut players: Vec<Player> = Vec::new();
    let mut seen: std::collections::HashMap<StartNo, usize> = std::collections::HashMap::new();
    for (i, line) in lines(text).enumerate() {
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
        } else if let Some(rest) = line.strip_prefix("XXR").or(line.strip_prefix("142")) {
            let n = rest.trim();
            rounds = Some(
                n.parse()
                    .map_err(|_| at(format!("bad round count '{n}'")))?,
            );
        } else if let Some(rest) = line.strip_prefix("XXC") {
            first_colour = xxc(rest).or(first_colour);
        } else if let Some(rest) = line.strip_prefix("152") {
            first_colour = match rest.trim() {
                "W" => Some(Colour::White),
                "B" => Some(Colour::Black),
                other => return Err(at(format!("bad initial colour '{other}' (W or B)"))),
            };
        } else if line.starts_with("240") {
            absences.push(absence_line(line).map_err(at)?);
        } else if line.starts_with("001") {
            let p = player_line(line).map_err(at)?;
            if let Some(first) = seen.insert(p.number, i + 1) {
                return Err(at(format!(
                    "start number {} appears twice (first on line {first})",
                    p.number
                )));
            }
            players.push(p);
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
    for a in absences.iter().filter(|a| a.round == played + 1) {
        for &n in &a.players {
            let count = t.players.len();
            let p = t
                .players
                .get_mut((n as usize).wrapping_sub(1))
                .ok_or_else(|| format!("240: player {n} is not among the {count} players"))?;
            if p.entries.len() <= played as usize {
                p.entries.resize(played as usize, Entry::ABSENT);
                p.entries.push(Entry {
                    outcome: a.outcome,
                    ..Entry::ABSENT
                });
            }
        }
    }
    check_opponents(&t)?;
    Ok(Read {
        tournament: t,
        first_colour,
    })
}

/// A `240` line of TRF-2026: players not paired in a round, with the bye they have (`F` a
/// full point, `H` half a point, else none).
struct Absence {
    round: u32,
    outcome: Outcome,
    players: Vec<StartNo>,
}

/// `240 T RRR NNNN NNNN ...`: the kind at column 5, the round at 7-9, start numbers from 11.
fn absence_line(line: &str) -> Result<Absence, String> {
    let chars: Vec<char> = line.chars().collect();
    let text = |from: usize, to: usize| -> String {
        chars
            .get(from..to.min(chars.len()))
            .map(|c| c.iter().collect::<String>())
            .unwrap_or_default()
    };
    let round = text(6, 9);
    let round: u32 = round
        .trim()
        .parse()
        .map_err(|_| format!("240: bad round '{round}'"))?;
    let outcome = match chars.get(4) {
        Some('F') => Outcome::FullBye,
        Some('H') => Outcome::HalfBye,
        _ => Outcome::Absent,
    };
    let players = text(10, chars.len())
        .split_whitespace()
        .map(|n| {
            n.parse()
                .map_err(|_| format!("240: bad start number '{n}'"))
        })
        .collect::<Result<_, _>>()?;
    Ok(Absence {
        round,
        outcome,
        players,
    })
}

/// `XXC`: `white1` or `black1` (other words, such as `rank`, are for other engines).
fn xxc(rest: &str) -> Option<Colour> {
    rest.split_whitespace().find_map(|w| match w {
        "white1" => Some(Colour::White),
        "black1" => Some(Colour::Black),
        _ => None,
    })
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
    if chars.len() < 8 {
        return Err(format!(
            "player line too short ({} characters): the start number takes columns 5-8",
            chars.len()
        ));
    }
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
        let round = entries.len() + 1;
        if chars.len() < column + 7 {
            return Err(format!(
                "player line too short: round {round} ends at column {}, its result is at {}",
                chars.len(),
                column + 7
            ));
        }
        entries.push(
            round_entry(&field(column, column + 7))
                .map_err(|e| format!("player {number}, round {round}: {e}"))?,
        );
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
fn round_entry(block: &str) -> Result<Entry, String> {
    let parts: Vec<&str> = block.split_whitespace().collect();
    let (opponent, colour, result) = match parts.as_slice() {
        [] => return Ok(Entry::ABSENT),
        [o, c, r] => (
            o.parse::<u32>()
                .map_err(|_| format!("bad opponent '{o}' in '{block}'"))?,
            *c,
            *r,
        ),
        _ => {
            return Err(format!(
                "bad round entry '{block}' (opponent colour result)"
            ))
        }
    };
    let colour = match colour {
        "w" | "W" => Some(Colour::White),
        "b" | "B" => Some(Colour::Black),
        "-" => None,
        _ => return Err(format!("unknown colour '{colour}' in '{block}'")),
    };
    let opponent = (opponent != 0).then_some(opponent);
    let outcome = outcome(result, opponent.is_some()).ok_or_else(|| {
        format!("unknown result code '{result}' in '{block}' (known: 1 = 0 + - W D L U F H Z)")
    })?;
    Ok(Entry {
        opponent,
        colour: colour.filter(|_| opponent.is_some()),
        outcome,
    })
}

/// A result code: with an opponent, a game (`1 = 0`, `W D L` for rapid ones counted
/// alike) or a forfeit (`+ -`); without, a bye or an absence.
fn outcome(code: &str, paired: bool) -> Option<Outcome> {
    Some(match (code, paired) {
        ("1" | "W", true) => Outcome::Win,
        ("=" | "D", true) => Outcome::Draw,
        ("0" | "L", true) => Outcome::Loss,
        ("+", true) => Outcome::ForfeitWin,
        ("-", true) => Outcome::ForfeitLoss,
        ("U" | "+", false) => Outcome::PairingBye,
        ("F", false) => Outcome::FullBye,
        ("H", false) => Outcome::HalfBye,
        ("Z" | "-" | "0", false) => Outcome::Absent,
        _ => return None,
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
