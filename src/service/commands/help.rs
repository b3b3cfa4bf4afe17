//! `/help`, written from the commands' declarations: a first line, each command's line
//! (`help-<command>`) in the order the declarations give, then how play works, with this
//! bot's challenge lifetime and rated pair limit.

use crate::i18n::{text, Lang};
use crate::service::protocol::{AfterPress, Answer, Command, Cx, Declared, Reply};
use crate::t;

pub fn help(
    lang: Lang,
    commands: &[&Declared],
    challenge_days: u32,
    rated_pair_limit: u32,
) -> String {
    let mut ranked: Vec<&&Declared> = commands.iter().filter(|d| d.help > 0).collect();
    ranked.sort_by_key(|d| d.help);
    let mut lines = vec![t!(lang, "help-intro")];
    lines.extend(
        ranked
            .iter()
            .map(|d| text(lang, &format!("help-{}", d.name), &[])),
    );
    lines.push(t!(
        lang,
        "help-play",
        challenge_days = challenge_days,
        rated_pair_limit = rated_pair_limit
    ));
    lines.join("\n")
}

/// `/help`: what the table of `commands` says, in words.
pub const HELP: Declared = Declared {
    name: "help",
    options: &[],
    in_dms: true,
    begins_games: false,
    managers_only: false,
    help: 0,
    after_press: |_| AfterPress::Stays,
    parse: |_| Ok(Command::Help),
};

pub fn run(cx: &Cx, commands: &[&Declared]) -> Answer {
    Ok(Reply::private(help(
        cx.user.lang,
        commands,
        cx.challenge_days(),
        cx.pair_limit,
    )))
}
