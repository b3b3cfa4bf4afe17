//! `/match`: a server against another server. `create` makes this server's team challenge
//! with a code; `accept` takes another server's match up by its code with this server's
//! team. For members who may manage the server (checked by the service: Discord's default
//! permission would hide the command from who only plays). What each does is in
//! `service::matches`.

use crate::service::protocol::{
    AfterPress, ColourChoice, Command, Declared, Given, Kind, MatchAsk, MatchTerms, Opt, Words,
    CLOSE, DAYS, QUORUM, TEAM, TEAM_MODE,
};

/// The team is what a match is about: required in both subcommands.
const TEAM_REQUIRED: Opt = TEAM.required();

const CREATE: &[Opt] = &[
    TEAM_REQUIRED,
    Opt::named("variant", Kind::Variant),
    Opt::named(
        "options",
        Kind::Text {
            autocomplete: false,
        },
    )
    .words(Words::All),
    Opt::named("colour", Kind::Choice(&["white", "black", "random"])).also(&["color"]),
    DAYS,
    TEAM_MODE,
    QUORUM,
    CLOSE,
];

const ACCEPT: &[Opt] = &[
    Opt::named(
        "code",
        Kind::Text {
            autocomplete: false,
        },
    )
    .max_length(40)
    .required(),
    TEAM_REQUIRED,
    TEAM_MODE,
    QUORUM,
    CLOSE,
];

/// `/match create` and `/match accept`.
pub const MATCH: Declared = Declared {
    name: "match",
    options: &[
        Opt::named("create", Kind::Sub(CREATE)),
        Opt::named("accept", Kind::Sub(ACCEPT)),
    ],
    in_dms: false,
    // The game begins in the accepting server's channel: it must be one games are played in.
    begins_games: true,
    managers_only: false,
    help: 23,
    after_press: |_| AfterPress::Stays,
    parse,
};

fn parse(g: &Given) -> Result<Command, String> {
    let team = g.team()?.ok_or_else(|| g.missing("team"))?;
    let ask = match g.sub.unwrap_or_default() {
        "accept" => MatchAsk::Accept {
            code: g.text("code").ok_or_else(|| g.missing("code"))?.to_string(),
            team,
        },
        _ => MatchAsk::Create(MatchTerms {
            variant: g.text("variant").unwrap_or("neo").to_string(),
            options: g.words("options"),
            colour: ColourChoice::parse(g.text("colour").unwrap_or("random"), g.lang)?,
            days: g.fitting("days")?,
            clock: Default::default(),
            team,
        }),
    };
    Ok(Command::Match(ask))
}
