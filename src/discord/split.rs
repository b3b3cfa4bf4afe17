//! Discord refuses a message over 2,000 characters (a whole variant's /rules text is
//! longer): long text goes out as several messages, cut at line ends where it can be, else
//! at a space, else anywhere.

/// The most characters Discord takes in one message.
pub const LIMIT: usize = 2000;

/// `text` in pieces of at most `limit` characters, in order, none empty.
pub fn pieces(text: &str, limit: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.split_inclusive('\n') {
        // A piece's last newline is dropped, so it does not count.
        if chars(&current) + chars(line.trim_end_matches('\n')) > limit {
            flush(&mut out, &mut current);
        }
        let mut rest = line;
        while chars(rest) > limit {
            let cut = cut_point(rest, limit);
            out.push(rest[..cut].trim_end().to_string());
            rest = rest[cut..].trim_start_matches(' ');
        }
        current.push_str(rest);
    }
    flush(&mut out, &mut current);
    out.retain(|p| !p.is_empty());
    out
}

fn chars(s: &str) -> usize {
    s.chars().count()
}

fn flush(out: &mut Vec<String>, current: &mut String) {
    let piece = std::mem::take(current);
    let piece = piece.trim_end_matches('\n');
    if !piece.is_empty() {
        out.push(piece.to_string());
    }
}

/// A byte index at most `limit` characters in: after the last space there, or exactly there.
fn cut_point(s: &str, limit: usize) -> usize {
    let end = s.char_indices().nth(limit).map_or(s.len(), |(i, _)| i);
    match s[..end].rfind(' ') {
        Some(i) if i > 0 => i + 1,
        _ => end,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_one_piece() {
        assert_eq!(pieces("Game #1 begins.", LIMIT), ["Game #1 begins."]);
        assert!(pieces("", LIMIT).is_empty());
    }

    #[test]
    fn long_text_is_cut_at_line_ends_and_loses_nothing_but_the_cut_newlines() {
        let text = "one two\nthree four\nfive\n";
        assert_eq!(pieces(text, 12), ["one two", "three four", "five"]);
        assert_eq!(pieces(text, 18), ["one two\nthree four", "five"]);
    }

    #[test]
    fn a_line_longer_than_the_limit_is_cut_at_spaces_then_anywhere() {
        assert_eq!(
            pieces("alpha beta gamma delta", 11),
            ["alpha beta", "gamma delta"]
        );
        assert_eq!(pieces("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        // Characters, not bytes: "é" is two bytes.
        assert_eq!(pieces("éééééé", 4), ["éééé", "éé"]);
    }

    #[test]
    fn every_piece_fits() {
        let text = "word ".repeat(900) + "\n" + &"x".repeat(4500);
        let out = pieces(&text, LIMIT);
        assert!(out.iter().all(|p| p.chars().count() <= LIMIT));
        let joined: String = out.concat();
        let plain = |s: &str| s.chars().filter(|c| !c.is_whitespace()).count();
        assert_eq!(plain(&joined), plain(&text));
    }
}
