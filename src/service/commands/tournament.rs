//! `/tournament`: a server's round robins and Swiss events, one command with a subcommand
//! for each step (create, join, leave, start, standings, list, withdraw, cancel, export).
//! What each does is in `service::tournaments`.

use crate::service::protocol::tournament::{Ask, Terms};
use crate::service::protocol::AfterPress;
use crate::service::protocol::Given;
use crate::service::protocol::{
    Declared, Kind, Opt, Words, CAP, DAYS, INCREMENT, MAX_INTEGER, WEEKENDS_OFF,
};
use crate::service::Command;
use crate::t;

/// The most players a tournament may take.
pub const MAX_PLAYERS: u32 = 128;
/// The most days sign-up may stay open.
pub const MAX_SIGNUP_DAYS: u32 = 60;

/// `id`: the tournament a subcommand acts on.
const ID: Opt = Opt::named(
    "id",
    Kind::Number {
        min: 1,
        max: MAX_INTEGER,
        choices: &[],
    },
);

const CREATE: &[Opt] = &[
    Opt::named(
        "name",
        Kind::Text {
            autocomplete: false,
        },
    )
    .required()
    .words(Words::All),
    Opt::named("format", Kind::Choice(&["round-robin", "swiss"])),
    Opt::named("variant", Kind::Variant),
    Opt::named(
        "options",
        Kind::Text {
            autocomplete: false,
        },
    ),
    Opt::named(
        "rounds",
        Kind::Number {
            min: 1,
            max: 20,
            choices: &[],
        },
    ),
    Opt::named("double", Kind::Flag),
    DAYS,
    INCREMENT,
    CAP,
    WEEKENDS_OFF,
    Opt::named("rated", Kind::Flag),
    Opt::named(
        "max-players",
        Kind::Number {
            min: 3,
            max: MAX_PLAYERS as i64,
            choices: &[],
        },
    ),
    Opt::named(
        "signup-days",
        Kind::Number {
            min: 1,
            max: MAX_SIGNUP_DAYS as i64,
            choices: &[],
        },
    ),
];

const ON_ONE: &[Opt] = &[ID];

/// `/tournament`, its subcommands in the order Discord lists them.
pub const TOURNAMENT: Declared = Declared {
    name: "tournament",
    options: &[
        Opt::named("create", Kind::Sub(CREATE)),
        Opt::named("join", Kind::Sub(ON_ONE)),
        Opt::named("leave", Kind::Sub(ON_ONE)),
        Opt::named("start", Kind::Sub(ON_ONE)),
        Opt::named("standings", Kind::Sub(ON_ONE)),
        Opt::named("list", Kind::Sub(&[])),
        Opt::named("withdraw", Kind::Sub(ON_ONE)),
        Opt::named("cancel", Kind::Sub(ON_ONE)),
        Opt::named("export", Kind::Sub(ON_ONE)),
    ],
    in_dms: false,
    begins_games: false,
    // Joining is for anyone: Discord's default permission covers a whole command, so the
    // service checks Manage Server (or being the organiser) for create, start and cancel.
    managers_only: false,
    help: 20,
    after_press: |_| AfterPress::Stays,
    parse,
};

fn parse(g: &Given) -> Result<Command, String> {
    let ask = match g.sub.unwrap_or_default() {
        "create" => Ask::Create(terms(g)?),
        "join" => Ask::Join,
        "leave" => Ask::Leave,
        "start" => Ask::Start,
        "standings" => Ask::Standings,
        "withdraw" => Ask::Withdraw,
        "cancel" => Ask::Cancel,
        "export" => Ask::Export,
        _ => Ask::List,
    };
    Ok(Command::Tournament {
        ask,
        id: g.number("id"),
    })
}

fn terms(g: &Given) -> Result<Terms, String> {
    let name = g.text("name").unwrap_or_default().trim().to_string();
    if name.is_empty() {
        return Err(g.missing("name"));
    }
    let options = g.words("options");
    let format = g.choice("format")?.unwrap_or_else(|| "round-robin".into());
    let rounds = g.fitting("rounds")?;
    if format == "swiss" && rounds.is_none() {
        return Err(t!(g.lang, "tournament-swiss-needs-rounds"));
    }
    Ok(Terms {
        name,
        variant: g.text("variant").unwrap_or("neo").to_string(),
        options,
        swiss: format == "swiss",
        double: g.flag("double").unwrap_or(false),
        rounds: rounds.unwrap_or(0),
        days: g.fitting("days")?,
        clock: crate::service::commands::challenge::clock_asked(g)?,
        rated: g.flag("rated").unwrap_or(true),
        max_players: g.fitting("max-players")?.unwrap_or(32),
        signup_days: g.fitting("signup-days")?,
    })
}
