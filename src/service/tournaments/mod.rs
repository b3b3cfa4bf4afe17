//! Tournaments in a server, as the service runs them: set up and signed up for (`setup`),
//! begun with all their games or a Swiss's first round (`begin`), scored as their games end
//! (`results`), taken on by the clock (`clock`: the start when sign-up closes, each result
//! announced, the next Swiss round, the end) and shown (`table`). The pairings and
//! standings are the pure `crate::tournament`'s; what is stored is `store::tournaments`.

mod begin;
pub mod clock;
mod pick;
pub mod results;
mod setup;
mod table;
mod words;

use crate::service::protocol::tournament::Ask;
use crate::service::protocol::Cx;
use crate::service::{Answer, Refusal};
use crate::store::tournaments::{Format, Stage, TournamentRow};
use pick::pick;

/// The standings picture (its cells: place, name, points, tie-breaks) of a Swiss the
/// engine holds, as `/tournament standings` draws it; for `rithmo bench-pairing`.
pub fn swiss_picture(t: &crate::tournament::Tournament) -> crate::render::table::Table {
    let row = TournamentRow {
        id: 0,
        guild: 0,
        channel: 0,
        name: t.name.clone(),
        organiser: 0,
        variant: "neo".into(),
        options: String::new(),
        format: Format::Swiss,
        double: false,
        rounds: t.rounds,
        days_per_move: 1,
        increment: None,
        cap: None,
        weekends: false,
        rated: false,
        max_players: t.players.len() as u32,
        signup_closes: None,
        stage: Stage::Finished,
        created_at: 0,
    };
    let state = table::State {
        t: t.clone(),
        users: Vec::new(),
        pairings: Vec::new(),
    };
    table::picture(crate::i18n::Lang::En, &row, &state)
}

/// Runs one `/tournament` subcommand on tournament `id` (or the one it finds here).
pub fn run(cx: &Cx, ask: &Ask, id: Option<i64>) -> Answer {
    let Some(guild) = cx.place.guild else {
        return Err(Refusal::TournamentServersOnly);
    };
    let me = cx.user.id;
    match ask {
        Ask::Create(terms) => setup::create(cx, guild, terms),
        Ask::List => setup::list(cx, guild),
        Ask::Join => setup::join(
            cx,
            &pick(cx, guild, id, "join", |t, _| t.stage == Stage::Open)?,
        ),
        Ask::Leave => setup::leave(
            cx,
            &pick(cx, guild, id, "leave", |t, entered| {
                t.stage == Stage::Open && entered(me)
            })?,
        ),
        Ask::Start => begin::start(
            cx,
            &pick(cx, guild, id, "start", |t, _| t.stage == Stage::Open)?,
        ),
        Ask::Standings => table::standings(
            cx,
            &pick(cx, guild, id, "standings", |t, _| {
                t.stage != Stage::Cancelled
            })?,
        ),
        Ask::Export => table::export(
            cx,
            &pick(cx, guild, id, "export", |t, _| {
                matches!(t.stage, Stage::Running | Stage::Finished)
            })?,
        ),
        Ask::Withdraw => results::withdraw_asked(
            cx,
            &pick(cx, guild, id, "withdraw", |t, entered| {
                t.stage == Stage::Running && entered(me)
            })?,
        ),
        Ask::Cancel => setup::cancel(
            cx,
            &pick(cx, guild, id, "cancel", |t, _| {
                matches!(t.stage, Stage::Open | Stage::Running)
            })?,
        ),
    }
}
