//! RFEN, the one-line position notation of RULES.md section 3:
//! `<board> <side> <white prisoners> <black prisoners> [key=value ...]`.

use super::position::TALLY_KEYS;
use super::rfen_error::{InPrisoners, InRank, RfenError};
use super::{Color, Drops, Piece, Position, Ruleset, Square};
use std::fmt::Write;

/// Reads a position for `rules`; an error names the field and the character where it is.
pub fn parse(text: &str, rules: &Ruleset) -> Result<Position, RfenError> {
    let fields = split_fields(text);
    if fields.len() < 4 {
        return Err(RfenError::TooFewFields {
            found: fields.len(),
        });
    }
    let (at, side_text) = fields[1];
    let side = Color::from_letter(side_text).ok_or_else(|| RfenError::Side {
        at: at + 1,
        text: side_text.to_string(),
    })?;
    let mut pos = Position::empty(rules.ranks, side);
    parse_board(fields[0], rules.ranks, &mut pos)?;
    for (color, &(at, list)) in Color::BOTH.into_iter().zip(&fields[2..4]) {
        parse_prisoners(at, list, color, &mut pos)?;
    }
    for &(at, kv) in &fields[4..] {
        parse_counter(at, kv, rules, &mut pos)?;
    }
    refuse_what_the_variant_lacks(rules, &pos)?;
    Ok(pos)
}

/// Prisoners where captured pieces leave the board, and pyramids where they are plain
/// squares (`simple`: `S91`, `s190`).
fn refuse_what_the_variant_lacks(rules: &Ruleset, pos: &Position) -> Result<(), RfenError> {
    if rules.drops == Drops::None && pos.prisoners.iter().any(|p| !p.is_empty()) {
        return Err(RfenError::NoPrisoners { variant: rules.id });
    }
    if rules.plain_pyramids() {
        if let Some((square, p)) = pos.pieces().find(|(_, p)| p.is_pyramid()) {
            return Err(RfenError::PlainPyramid {
                square,
                color: p.color,
                value: p.value,
                variant: rules.id,
            });
        }
    }
    Ok(())
}

/// Writes the canonical text of a position.
pub fn format(pos: &Position) -> String {
    let mut out = String::new();
    for rank in (0..pos.ranks).rev() {
        let mut items: Vec<String> = Vec::new();
        let mut gap = 0;
        for file in 0..8 {
            match pos.at(Square::new(file, rank)) {
                None => gap += 1,
                Some(p) => {
                    if gap > 0 {
                        items.push(gap.to_string());
                        gap = 0;
                    }
                    items.push(p.text());
                }
            }
        }
        if gap > 0 {
            items.push(gap.to_string());
        }
        out.push_str(&items.join(","));
        out.push(if rank > 0 { '/' } else { ' ' });
    }
    out.push(pos.side.letter());
    for color in Color::BOTH {
        out.push(' ');
        out.push_str(&prisoner_list(pos, color));
    }
    let c = &pos.counters;
    let mut fields: Vec<(&str, u32)> = vec![("halfmove", c.halfmove), ("ply", c.ply)];
    fields.extend(TALLY_KEYS.iter().zip(c.tallies).map(|(k, v)| (*k, v)));
    fields.retain(|&(_, v)| v != 0);
    fields.sort();
    for (k, v) in fields {
        let _ = write!(out, " {k}={v}");
    }
    out
}

/// `-` or the comma-separated prisoners of `color`.
pub fn prisoner_list(pos: &Position, color: Color) -> String {
    let list = pos.prisoners[color.index()].as_slice();
    if list.is_empty() {
        return "-".to_string();
    }
    list.iter().map(|p| p.text()).collect::<Vec<_>>().join(",")
}

/// Fields with their byte offsets; fields are separated by single spaces, extra spaces are
/// tolerated at the ends.
fn split_fields(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        match (c == ' ', start) {
            (true, Some(s)) => {
                out.push((s, &text[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    out
}

fn parse_board(field: (usize, &str), ranks: u8, pos: &mut Position) -> Result<(), RfenError> {
    let (base, text) = field;
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != ranks as usize {
        return Err(RfenError::Ranks {
            found: rows.len(),
            needs: ranks,
        });
    }
    let mut offset = base;
    for (i, row) in rows.iter().enumerate() {
        let rank = ranks - 1 - i as u8;
        parse_rank(row, offset, rank, pos)?;
        offset += row.len() + 1;
    }
    Ok(())
}

fn parse_rank(row: &str, offset: usize, rank: u8, pos: &mut Position) -> Result<(), RfenError> {
    let mut file = 0u32;
    let mut at = offset;
    for item in split_items(row) {
        let spot = InRank {
            at: at + 1,
            rank: rank + 1,
        };
        if item.is_empty() {
            return Err(RfenError::EmptyItem(spot));
        }
        if item.bytes().all(|b| b.is_ascii_digit()) {
            let n: u32 = item.parse().map_err(|_| RfenError::BadCount {
                spot,
                item: item.to_string(),
            })?;
            if n == 0 {
                return Err(RfenError::ZeroCount(spot));
            }
            // Checked before adding: a huge count must not wrap around to a small file.
            if n > 8 - file {
                return Err(RfenError::LongRank(spot));
            }
            file += n;
        } else {
            let piece = Piece::parse(item).map_err(|why| RfenError::BadPiece { spot, why })?;
            if file < 8 {
                pos.put(Square::new(file as u8, rank), piece);
            }
            file += 1;
        }
        if file > 8 {
            return Err(RfenError::LongRank(spot));
        }
        at += item.len() + 1;
    }
    if file < 8 {
        return Err(RfenError::ShortRank {
            at: offset + 1,
            rank: rank + 1,
            squares: file,
        });
    }
    Ok(())
}

/// Splits a rank at commas outside a pyramid's parentheses.
fn split_items(row: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in row.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&row[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&row[start..]);
    out
}

fn parse_prisoners(
    at: usize,
    list: &str,
    holder: Color,
    pos: &mut Position,
) -> Result<(), RfenError> {
    if list == "-" {
        return Ok(());
    }
    let mut offset = at;
    for item in list.split(',') {
        let spot = InPrisoners {
            at: offset + 1,
            holder,
        };
        let bad = |why| RfenError::BadPrisoner { spot, why };
        let piece = Piece::parse(item).map_err(bad)?;
        if piece.color != holder {
            return Err(RfenError::PrisonerColour {
                spot,
                item: item.to_string(),
            });
        }
        if piece.is_pyramid() {
            return Err(RfenError::PrisonerPyramid(spot));
        }
        pos.prisoners[holder.index()].add(piece).map_err(bad)?;
        offset += item.len() + 1;
    }
    Ok(())
}

fn parse_counter(
    at: usize,
    kv: &str,
    rules: &Ruleset,
    pos: &mut Position,
) -> Result<(), RfenError> {
    let here = at + 1;
    let (key, value) = kv.split_once('=').ok_or_else(|| RfenError::NotKeyValue {
        at: here,
        field: kv.to_string(),
    })?;
    if !rules.keys.contains(&key) {
        return Err(RfenError::UnknownKey {
            at: here,
            key: key.to_string(),
            variant: rules.id,
            known: rules.keys,
        });
    }
    let n: u32 = value.parse().map_err(|_| RfenError::NotANumber {
        at: here,
        key: key.to_string(),
        value: value.to_string(),
    })?;
    let c = &mut pos.counters;
    match key {
        "halfmove" => c.halfmove = n,
        "ply" => c.ply = n,
        _ => {
            let i = TALLY_KEYS
                .iter()
                .position(|k| *k == key)
                .expect("keys are tally keys");
            c.tallies[i] = n;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn neo_rank(rank9: &str) -> Result<Position, String> {
        let rules = Ruleset::from_names("neo", &[]).unwrap();
        Ok(parse(&format!("{rank9}/8/8/8/8/8/8/8/8 w - -"), &rules)?)
    }

    #[test]
    fn an_empty_square_count_past_the_rank_end_is_refused_however_large() {
        // 4294967295 + 1 wraps a u32 to 0: C6 would have replaced C4 on a9.
        let err = neo_rank("C4,4294967295,C6,7").unwrap_err();
        assert_eq!(
            err,
            "RFEN character 4 (rank 9): rank 9 has more than 8 squares"
        );
        for rank in ["C4,8", "9", "C4,7,C6", "99999999999999999999"] {
            assert!(neo_rank(rank).is_err(), "{rank} is refused");
        }
        let ok = neo_rank("C4,6,C6").unwrap();
        assert_eq!(ok.pieces().count(), 2);
    }

    /// The refusals no other test words in full read as they did when they were built as
    /// strings here.
    #[test]
    fn refusals_keep_their_english() {
        let simple = Ruleset::from_names("simple", &[]).unwrap();
        let sixteen = |rank2: &str, rest: &str| {
            let board = format!("{}{rank2}/8", "8/".repeat(14));
            parse(&format!("{board} {rest}"), &simple).unwrap_err()
        };
        let said = [
            (
                neo_rank("C4,,7"),
                "RFEN character 4 (rank 9): empty item between commas",
            ),
            (
                neo_rank("0,8"),
                "RFEN character 1 (rank 9): an empty-square count must be at least 1",
            ),
            (
                neo_rank("99999999999"),
                "RFEN character 1 (rank 9): bad count '99999999999'",
            ),
            (
                neo_rank("7"),
                "RFEN character 1: rank 9 has 7 squares, not 8",
            ),
        ];
        for (err, words) in said {
            assert_eq!(err.unwrap_err(), words);
        }
        let neo = Ruleset::from_names("neo", &[]).unwrap();
        let empty = |rest: &str| {
            parse(&format!("8/8/8/8/8/8/8/8/8 {rest}"), &neo)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            empty("w - - halfmove"),
            "RFEN character 25: 'halfmove' is not a key=value field"
        );
        assert_eq!(
            empty("w - c4*,T9"),
            "RFEN character 27 (black prisoners): T9 is not in the holder's colour (black)"
        );
        assert_eq!(
            empty("w X4 -"),
            "RFEN character 21 (white prisoners): 'X4' does not start with a shape letter C, T, S or P"
        );
        assert_eq!(
            sixteen("8", "w C3* -").to_string(),
            "RFEN: simple keeps no prisoners (captured pieces leave the board); write - for both lists"
        );
        assert_eq!(
            sixteen("6,p190,1", "w - -").to_string(),
            "RFEN: the pyramid on g2: in simple the pyramids are plain squares, written s190"
        );
    }
}
