//! The store's SQL is written once, in the subset both engines read (upserts with
//! `ON CONFLICT`, `RETURNING`); what PostgreSQL spells differently is rewritten here, once
//! per statement text: `?N` parameters become `$N`, the column `user` is quoted (a reserved
//! word there), and SQLite's `group_concat`, `ifnull`, two-argument `min`/`max` and
//! `json_each` over an array of ids become `string_agg`, `coalesce`, `least`/`greatest` and
//! `json_array_elements_text`.

/// `sql` as PostgreSQL reads it.
pub fn postgres(sql: &str) -> String {
    let chars: Vec<char> = sql.chars().collect();
    let mut out = String::with_capacity(sql.len() + 16);
    let mut next_param = 1;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '\'' || c == '"' {
            let end = closing_quote(&chars, i);
            out.extend(&chars[i..end]);
            i = end;
        } else if c == '?' {
            let digits: String = chars[i + 1..]
                .iter()
                .take_while(|d| d.is_ascii_digit())
                .collect();
            let n = if digits.is_empty() {
                next_param
            } else {
                digits.parse().unwrap_or(next_param)
            };
            next_param = next_param.max(n + 1);
            out.push('$');
            out.push_str(&n.to_string());
            i += 1 + digits.len();
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let after_dot = start > 0 && chars[start - 1] == '.';
            let call = chars.get(i) == Some(&'(');
            out.push_str(&rename(&word, call, after_dot, &chars[i..]));
        } else {
            out.push(c);
            i += 1;
        }
    }
    random_hex(&out.replace(
        "SELECT value FROM json_array_elements_text",
        "SELECT value::bigint FROM json_array_elements_text",
    ))
}

/// SQLite's `lower(hex(randomblob(N)))` (unguessable tokens) from PostgreSQL's own strong
/// random source: version-4 UUIDs, 2N hex digits of them.
fn random_hex(sql: &str) -> String {
    let mut out = sql.to_string();
    while let Some(at) = out.find("lower(hex(randomblob(") {
        let rest = &out[at + "lower(hex(randomblob(".len()..];
        let Some(end) = rest.find(")))") else {
            break;
        };
        let n: usize = rest[..end].trim().parse().unwrap_or(16);
        let uuids = vec!["gen_random_uuid()::text"; n.div_ceil(15)].join(" || ");
        let with = format!("substr(replace({uuids}, '-', ''), 1, {})", 2 * n);
        out.replace_range(at..at + "lower(hex(randomblob(".len() + end + 3, &with);
    }
    out
}

/// One word of SQL in PostgreSQL's spelling.
fn rename(word: &str, call: bool, after_dot: bool, rest: &[char]) -> String {
    let lower = word.to_ascii_lowercase();
    match lower.as_str() {
        "user" if !call => format!("\"{word}\""),
        "group_concat" if call => "string_agg".into(),
        "ifnull" if call => "coalesce".into(),
        "json_each" if call => "json_array_elements_text".into(),
        "min" if call && !after_dot && two_arguments(rest) => "least".into(),
        "max" if call && !after_dot && two_arguments(rest) => "greatest".into(),
        _ => word.into(),
    }
}

/// Whether the call whose `(` opens `rest` has a comma at its own depth.
fn two_arguments(rest: &[char]) -> bool {
    let mut depth = 0;
    let mut i = 0;
    while i < rest.len() {
        match rest[i] {
            '\'' | '"' => {
                i = closing_quote(rest, i);
                continue;
            }
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return false;
                }
            }
            ',' if depth == 1 => return true,
            _ => {}
        }
        i += 1;
    }
    false
}

/// The index just past the quoted literal or identifier opening at `start` (a doubled quote
/// stays inside).
fn closing_quote(chars: &[char], start: usize) -> usize {
    let q = chars[start];
    let mut i = start + 1;
    while i < chars.len() {
        if chars[i] == q {
            if chars.get(i + 1) == Some(&q) {
                i += 2;
                continue;
            }
            return i + 1;
        }
        i += 1;
    }
    chars.len()
}

#[cfg(test)]
mod tests {
    use super::postgres;

    #[test]
    fn parameters_are_numbered_as_sqlite_numbers_them() {
        assert_eq!(
            postgres("SELECT a FROM t WHERE b = ?2 AND c = ?1"),
            "SELECT a FROM t WHERE b = $2 AND c = $1"
        );
        assert_eq!(postgres("VALUES (?, ?, ?5, ?)"), "VALUES ($1, $2, $5, $6)");
    }

    #[test]
    fn literals_are_left_alone() {
        assert_eq!(
            postgres("SELECT 'user?' FROM t WHERE x = 'it''s ?1' AND y = ?1"),
            "SELECT 'user?' FROM t WHERE x = 'it''s ?1' AND y = $1"
        );
    }

    #[test]
    fn the_column_user_is_quoted_and_functions_renamed() {
        assert_eq!(
            postgres("SELECT user, min(a, excluded.b), min(c), ifnull(d, 0) FROM outbox"),
            "SELECT \"user\", least(a, excluded.b), min(c), coalesce(d, 0) FROM outbox"
        );
        assert_eq!(
            postgres("WHERE w IN (SELECT value FROM json_each(?2))"),
            "WHERE w IN (SELECT value::bigint FROM json_array_elements_text($2))"
        );
        assert_eq!(
            postgres("VALUES (lower(hex(randomblob(16))))"),
            "VALUES (substr(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 1, 32))"
        );
        assert_eq!(
            postgres("group_concat(x || '.', ' ')"),
            "string_agg(x || '.', ' ')"
        );
    }
}
