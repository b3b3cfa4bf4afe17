//! Secrets out of log lines: the bot token, and interaction tokens wherever serenity or
//! its libraries print them (request paths, `token: "..."` in debug output, `"token":"..."`
//! in gateway payloads). An interaction token lets anyone answer as the bot for 15 minutes.

/// What a secret is replaced with.
const HIDDEN: &str = "<redacted>";

/// `line` with every secret replaced: the `known` ones (the bot token) wherever they occur,
/// and interaction tokens by where they stand.
pub fn redact(line: &str, known: &[String]) -> String {
    let mut out = line.to_string();
    for secret in known.iter().filter(|s| s.len() >= 8) {
        out = out.replace(secret.as_str(), HIDDEN);
    }
    for key in [
        "token: \"",
        "token: Some(\"",
        "\"token\":\"",
        "\"token\": \"",
    ] {
        out = mask_after(&out, key, |c| c == '"');
    }
    out = mask_after(&out, "token=", |c| {
        c == '&' || c == '"' || c.is_whitespace()
    });
    for path in ["/webhooks/", "/interactions/"] {
        out = mask_path(&out, path);
    }
    out
}

/// Masks what follows each `key`, up to the first character for which `end` holds.
fn mask_after(text: &str, key: &str, end: impl Fn(char) -> bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(key) {
        out.push_str(&rest[..i + key.len()]);
        rest = &rest[i + key.len()..];
        let stop = rest.find(&end).unwrap_or(rest.len());
        if stop > 0 {
            out.push_str(HIDDEN);
        }
        rest = &rest[stop..];
    }
    out.push_str(rest);
    out
}

/// Masks the segment after `<path><digits>/`: the token in `/webhooks/{application}/{token}`
/// and `/interactions/{id}/{token}/callback`.
fn mask_path(text: &str, path: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(path) {
        out.push_str(&rest[..i + path.len()]);
        rest = &rest[i + path.len()..];
        let digits = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        out.push_str(&rest[..digits]);
        rest = &rest[digits..];
        if digits > 0 && rest.starts_with('/') {
            out.push('/');
            rest = &rest[1..];
            let stop = rest
                .find(|c: char| c == '/' || c == '?' || c == '"' || c.is_whitespace())
                .unwrap_or(rest.len());
            if stop > 0 {
                out.push_str(HIDDEN);
            }
            rest = &rest[stop..];
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDp0b2tlbg";

    #[test]
    fn interaction_tokens_are_hidden_wherever_they_stand() {
        let lines = [
            format!("POST /api/v10/interactions/1234/{TOKEN}/callback"),
            format!(
                "url: \"https://discord.com/api/v10/webhooks/9000/{TOKEN}/messages/@original\""
            ),
            format!("https://discord.com/api/v10/webhooks/9000/{TOKEN}?wait=true"),
            format!(
                "InteractionResponse {{ interaction_id: InteractionId(1), token: \"{TOKEN}\" }}"
            ),
            format!(
                "{{\"t\":\"INTERACTION_CREATE\",\"d\":{{\"token\":\"{TOKEN}\",\"id\":\"1\"}}}}"
            ),
            format!("token: Some(\"{TOKEN}\")"),
        ];
        for line in lines {
            let out = redact(&line, &[]);
            assert!(!out.contains(TOKEN), "{out}");
            assert!(out.contains(HIDDEN), "{out}");
        }
    }

    #[test]
    fn the_bot_token_is_hidden_and_the_rest_of_the_line_kept() {
        let known = vec!["MTA.bot.secret-token".to_string()];
        let out = redact(
            "Authorization: Bot MTA.bot.secret-token; answering /webhooks/9000 (no token)",
            &known,
        );
        assert_eq!(
            out,
            "Authorization: Bot <redacted>; answering /webhooks/9000 (no token)"
        );
        assert_eq!(redact("game #12 moved", &known), "game #12 moved");
    }
}
