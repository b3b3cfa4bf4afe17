//! Game records, PGN-like: tag lines, then numbered moves with their captures as comments,
//! then the result. Export writes them; `parse` and `Record::replay` read them back,
//! re-checking every move with the rules core.
//!
//! ```text
//! [Variant "neo"]
//! [Options "-"]
//! [White "alice"]
//! [Black "bob"]
//! [Date "2026.11.22"]
//! [Result "1-0"]
//! [Termination "triumph"]
//!
//! 1. d4-d5 f6-f5 2. e4xf5 {takes c3 on f5: gcd(6,3)=3} ...
//! 1-0
//! ```
//!
//! The tag names, the moves and the result are the format; the values a person reads (the
//! event, the termination) and the comments are written in the reply's language. Reading a
//! record skips comments and uses only the format, so a record reads back in any language.

use crate::i18n::{date_time, Lang};
use crate::rules::explain::resolve;
use crate::rules::{Color, Game, Ruleset, VariantId};
use crate::service::clock::outage;
use crate::service::clock::time::record_date;
use crate::service::games::loaded::{option_list, Loaded};
use crate::service::words::piece_words;
use crate::store::games::{Decision, Termination};
use crate::t;

/// The record's result for a stored result word: `1-0`, `0-1`, `1/2-1/2`, or `*` for none.
pub fn result_token(result: Option<&str>) -> &'static str {
    token(result.and_then(Decision::from_word))
}

fn token(result: Option<Decision>) -> &'static str {
    match result {
        Some(Decision::Win(Color::White)) => "1-0",
        Some(Decision::Win(Color::Black)) => "0-1",
        Some(Decision::Draw) => "1/2-1/2",
        None => "*",
    }
}

/// The record of game `g` between `white` and `black`, its words in `lang`.
pub fn export(lang: Lang, g: &Loaded, white: &str, black: &str) -> String {
    let result = token(g.row.result);
    let options = if g.row.options.is_empty() {
        "-"
    } else {
        &g.row.options
    };
    let mut out = String::new();
    let mut tag = |k: &str, v: &str| out.push_str(&format!("[{k} \"{}\"]\n", v.replace('"', "'")));
    tag("Event", &t!(lang, "record-event", id = g.row.id));
    tag("Variant", &g.row.variant);
    tag("Options", options);
    tag("White", white);
    tag("Black", black);
    tag("Date", &record_date(g.row.created_at));
    tag("Result", result);
    let reason = g.row.reason.map_or("unterminated", Termination::as_str);
    tag(
        "Termination",
        &t!(lang, "record-termination", reason = reason),
    );
    let start = Game::new(g.game.rules.clone()).rfen();
    if g.row.start_position != start {
        tag("Position", &g.row.start_position);
    }
    out.push('\n');
    let mut words: Vec<String> = Vec::new();
    // Time given back after an outage, a comment after the ply it followed.
    let given = |words: &mut Vec<String>, ply: usize| {
        for x in g.given.iter().filter(|x| x.ply as usize == ply) {
            let comment = t!(
                lang,
                "record-outage",
                span = outage::span(lang, x.seconds),
                deadline = date_time(lang, x.deadline)
            );
            words.push(format!("{{{comment}}}"));
        }
    };
    given(&mut words, 0);
    for (i, m) in g.moves.iter().enumerate() {
        if i % 2 == 0 {
            words.push(format!("{}.", i / 2 + 1));
        }
        words.push(m.text.clone());
        for c in serde_json::from_str::<Vec<serde_json::Value>>(&m.captures).unwrap_or_default() {
            let s = |k: &str| c[k].as_str().unwrap_or_default().to_string();
            let comment = t!(
                lang,
                "record-capture",
                piece = s("piece"),
                square = s("square"),
                how = how_words(lang, &g.row.variant, &s("how"))
            );
            words.push(format!("{{{comment}}}"));
        }
        if let Some(comment) = votes_comment(lang, g, m.ply) {
            words.push(format!("{{{comment}}}"));
        }
        given(&mut words, i + 1);
    }
    words.push(result.to_string());
    out.push_str(&wrap(&words, 79));
    out.push('\n');
    out
}

/// A team's votes for ply `ply`, each move with its voters (the most voted first), as the
/// record's comment; none for a player's move.
fn votes_comment(lang: Lang, g: &Loaded, ply: u32) -> Option<String> {
    let votes: Vec<_> = g.votes.iter().filter(|(p, _, _)| *p == ply).collect();
    if votes.is_empty() {
        return None;
    }
    let plain: Vec<_> = votes.iter().map(|(_, _, v)| v.clone()).collect();
    let name = |id: u64| {
        votes
            .iter()
            .find(|(_, _, v)| v.voter == id)
            .map_or("?", |(_, n, _)| n.as_str())
    };
    let each: Vec<String> = crate::service::teams::tally::counts(&plain)
        .iter()
        .map(|c| {
            let names: Vec<&str> = c.voters.iter().map(|&v| name(v)).collect();
            format!("{} ({})", c.text, names.join(", "))
        })
        .collect();
    Some(t!(lang, "record-votes", votes = each.join("; ")))
}

/// A capture's arithmetic in `lang`. The moves table keeps it as the rules core prints it
/// (`rules::capture::How`'s Display: `gcd(6,3)=3`, `meeting 16=16`, `ambush 4*4=16`,
/// `assault 4*3=12 (f6 steps in)`, `enclosure`, `siege`, or bare arithmetic), so games stored
/// before the bot spoke other languages are worded alike: the kind's word is read off the
/// front and the square that stepped in off the back; the numbers stay as they are. In
/// `simple` a meeting and the bare arithmetic of an assault have their source's own names.
pub fn how_words(lang: Lang, variant: &str, how: &str) -> String {
    let (how, stepped) = match how
        .strip_suffix(" steps in)")
        .and_then(|h| h.rsplit_once(" ("))
    {
        Some((how, square)) => (how, Some(square)),
        None => (how, None),
    };
    let (kind, sum) = if let Some(sum) = how.strip_prefix("gcd(") {
        ("gcd", format!("({sum}"))
    } else if let Some((word @ ("meeting" | "ambush" | "assault"), sum)) = how.split_once(' ') {
        (word, sum.to_string())
    } else if matches!(how, "enclosure" | "siege") {
        (how, String::new())
    } else {
        ("other", how.to_string())
    };
    let kind = in_variant(variant, kind);
    let words = piece_words::arithmetic(lang, kind, &sum);
    match stepped {
        Some(square) => piece_words::stepped_in(lang, words, square),
        None => words,
    }
}

/// A kind of capture as `variant` names it: `simple`'s meeting, and its assault (stored as
/// bare arithmetic, its only such capture), have their own names in its source (seed 002).
fn in_variant<'a>(variant: &str, kind: &'a str) -> &'a str {
    match (variant == VariantId::Simple.name(), kind) {
        (true, "meeting") => "simple-meeting",
        (true, "other") => "simple-assault",
        _ => kind,
    }
}

fn wrap(words: &[String], width: usize) -> String {
    let mut lines = vec![String::new()];
    for w in words {
        let line = lines.last_mut().expect("one line at least");
        if !line.is_empty() && line.chars().count() + 1 + w.chars().count() > width {
            lines.push(w.clone());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(w);
        }
    }
    lines.join("\n")
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub tags: Vec<(String, String)>,
    pub moves: Vec<String>,
    pub result: String,
}

impl Record {
    pub fn tag(&self, key: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    pub fn rules(&self) -> Result<Ruleset, String> {
        let variant = self
            .tag("Variant")
            .ok_or("the record has no [Variant] tag")?;
        let options = match self.tag("Options") {
            None | Some("-") => Vec::new(),
            Some(o) => option_list(o),
        };
        Ok(Ruleset::from_names(variant, &options)?)
    }

    /// Plays the record's moves from its start, each checked by the rules core.
    pub fn replay(&self) -> Result<(Game, Vec<crate::rules::Action>), String> {
        let rules = self.rules()?;
        let mut game = match self.tag("Position") {
            Some(p) => Game::from_rfen(rules, p)?,
            None => Game::new(rules),
        };
        let mut actions = Vec::new();
        for (i, m) in self.moves.iter().enumerate() {
            let a = resolve(&game, m).map_err(|e| format!("ply {} '{m}': {e}", i + 1))?;
            game.play(a);
            actions.push(a);
        }
        Ok((game, actions))
    }
}

/// Reads a record: tags, then moves; move numbers, comments and the result are recognised.
pub fn parse(text: &str) -> Result<Record, String> {
    let mut tags = Vec::new();
    let mut body = String::new();
    for (n, line) in text.lines().enumerate() {
        let l = line.trim();
        if let Some(inner) = l.strip_prefix('[') {
            let inner = inner
                .strip_suffix(']')
                .ok_or(format!("line {}: a tag must end with ]", n + 1))?;
            let (k, v) = inner
                .split_once(' ')
                .ok_or(format!("line {}: a tag is [Key \"value\"]", n + 1))?;
            let v = v.trim().strip_prefix('"').and_then(|v| v.strip_suffix('"'));
            let v = v.ok_or(format!(
                "line {}: the tag value must be in double quotes",
                n + 1
            ))?;
            tags.push((k.to_string(), v.to_string()));
        } else {
            body.push_str(l);
            body.push(' ');
        }
    }
    let mut moves = Vec::new();
    let mut result = "*".to_string();
    for token in strip_comments(&body)?.split_whitespace() {
        match token {
            "1-0" | "0-1" | "1/2-1/2" | "*" => result = token.to_string(),
            t if t.ends_with('.') && t[..t.len() - 1].bytes().all(|b| b.is_ascii_digit()) => {}
            t => moves.push(t.to_string()),
        }
    }
    Ok(Record {
        tags,
        moves,
        result,
    })
}

fn strip_comments(body: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut depth = 0;
    for c in body.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => return Err("a } without its {".into()),
            '}' => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    if depth > 0 {
        return Err("a comment { is never closed".into());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every form `How` prints, as the moves table keeps it, with the variant that prints it.
    const STORED: [(&str, &str); 9] = [
        ("neo", "gcd(12,9)=3"),
        ("simple", "meeting 16=16"),
        ("simple", "12+4=16"),
        ("simple", "ambush 4*4=16"),
        ("simple", "enclosure"),
        ("classic", "120+49=169"),
        ("classic", "siege"),
        ("heligon", "assault 4*3=12"),
        ("heligon", "meeting 9=9 (f6 steps in)"),
    ];

    #[test]
    fn english_comments_keep_the_stored_words() {
        for (variant, how) in STORED {
            assert_eq!(how_words(Lang::En, variant, how), how);
        }
    }

    /// German uses each source's own names: seed 002's for `simple` (Aufeinandertreffen,
    /// Überfall, Hinterhalt, Belagerung), seed 001's for `heligon` (Begegnung, Angriff).
    #[test]
    fn german_and_italian_comments_name_each_kind_of_capture() {
        let words = |lang| STORED.map(|(v, h)| how_words(lang, v, h));
        assert_eq!(
            words(Lang::De),
            [
                "ggT(12,9)=3",
                "Aufeinandertreffen 16=16",
                "Überfall 12+4=16",
                "Hinterhalt 4*4=16",
                "Belagerung",
                "120+49=169",
                "Belagerung",
                "Angriff 4*3=12",
                "Begegnung 9=9 (der Stein auf f6 rückt ein)",
            ]
        );
        assert_eq!(
            words(Lang::It),
            [
                "MCD(12,9)=3",
                "incontro 16=16",
                "assalto 12+4=16",
                "imboscata 4*4=16",
                "accerchiamento",
                "120+49=169",
                "assedio",
                "assalto 4*3=12",
                "incontro 9=9 (il pezzo in f6 ne prende il posto)",
            ]
        );
    }

    #[test]
    fn a_comment_in_any_language_is_skipped_when_read_back() {
        let text = "[Variant \"neo\"]\n[Termination \"Aufgabe\"]\n\n\
                    1. d4-d5 f6-f5 2. e4xf5 {schlägt c3 auf f5: ggT(6,3)=3} 1-0\n";
        let rec = parse(text).unwrap();
        assert_eq!(rec.moves, ["d4-d5", "f6-f5", "e4xf5"]);
        assert_eq!(rec.result, "1-0");
    }
}
