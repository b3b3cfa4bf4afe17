//! Scoring a tournament's games as they end, in the transaction that ends them: a win, a
//! draw or a loss on time as played; an aborted game as a forfeit against the player who
//! did not move. A player who withdraws, or loses a second game on time, is withdrawn:
//! their games not yet over are called off and scored as forfeits (the round-robin
//! standings strike out the results of one who played fewer than half their games; a Swiss
//! pairs them no more).

use crate::rules::Color;
use crate::service::protocol::Cx;
use crate::service::{Answer, Refusal, Reply};
use crate::store::games::{self, GameRow, Termination};
use crate::store::sql::Connection;
use crate::store::tournaments::pairings::{self, PairingRow, Scored};
use crate::store::tournaments::{self, entrants, TournamentRow};
use crate::t;

/// Losses on time that withdraw a player.
pub const TIME_LOSSES: u32 = 2;

/// A game has just ended (finished or aborted): if a tournament's, its pairing is scored.
pub fn game_ended(tx: &Connection, game: i64, now: i64) -> crate::store::sql::Result<()> {
    let Some(p) = pairings::of_game(tx, game)? else {
        return Ok(());
    };
    let Some(g) = games::get(tx, game)? else {
        return Ok(());
    };
    let Some((scored, on_time)) = scored(&g, &p) else {
        return Ok(());
    };
    if !pairings::score(tx, &p, scored, on_time)? {
        return Ok(());
    }
    if let Some(n) = on_time {
        if pairings::time_losses(tx, p.tournament, n)? >= TIME_LOSSES {
            if let Some(t) = tournaments::get(tx, p.tournament)? {
                withdraw(tx, &t, n, now)?;
            }
        }
    }
    Ok(())
}

/// The pairing's result from its game, and who lost on time; none while it goes on.
fn scored(g: &GameRow, p: &PairingRow) -> Option<(Scored, Option<u32>)> {
    if g.aborted() {
        // The player who did not move: White before the first move, else Black.
        let forfeit = if g.ply == 0 {
            Scored::BlackByForfeit
        } else {
            Scored::WhiteByForfeit
        };
        return Some((forfeit, None));
    }
    let (decision, reason) = g.ended()?;
    let scored = match decision.winner() {
        Some(Color::White) => Scored::White,
        Some(Color::Black) => Scored::Black,
        None => Scored::Draw,
    };
    let loser = match scored {
        Scored::White => p.black,
        _ => Some(p.white),
    };
    Some((scored, loser.filter(|_| reason == Termination::Time)))
}

/// Withdraws start number `n`: their games not yet over are called off and lost by forfeit
/// (both lost where the opponent withdrew too). The games called off.
pub fn withdraw(
    tx: &Connection,
    t: &TournamentRow,
    n: u32,
    now: i64,
) -> crate::store::sql::Result<Vec<i64>> {
    let players = entrants::list(tx, t.id)?;
    let Some(me) = players.iter().find(|e| e.number == Some(n)) else {
        return Ok(Vec::new());
    };
    if !entrants::withdraw(tx, t.id, me.player, now)? {
        return Ok(Vec::new());
    }
    let gone = |k: u32| players.iter().any(|e| e.number == Some(k) && e.withdrawn);
    let mut called_off = Vec::new();
    for p in pairings::list(tx, t.id)? {
        if p.result.is_some() || (p.white != n && p.black != Some(n)) {
            continue;
        }
        let other = if p.white == n { p.black } else { Some(p.white) };
        let scored = match other {
            Some(o) if gone(o) => Scored::DoubleForfeit,
            _ if p.white == n => Scored::BlackByForfeit,
            _ => Scored::WhiteByForfeit,
        };
        pairings::score(tx, &p, scored, None)?;
        if let Some(game) = p.game {
            if games::call_off(tx, game, now)? {
                called_off.push(game);
            }
        }
    }
    Ok(called_off)
}

/// `/tournament withdraw`: the caller leaves a tournament under way.
pub fn withdraw_asked(cx: &Cx, t: &TournamentRow) -> Answer {
    let me = entrants::list(cx.tx, t.id)?
        .into_iter()
        .find(|e| e.player == cx.user.id && !e.withdrawn);
    let Some(n) = me.and_then(|e| e.number) else {
        return Err(Refusal::TournamentNotEntered { id: t.id });
    };
    if t.stage != tournaments::Stage::Running {
        return Err(Refusal::TournamentWithdrawNotRunning { id: t.id });
    }
    let games = withdraw(cx.tx, t, n, cx.now)?;
    let post = cx.place.post_lang(cx.user);
    let list: Vec<String> = games.iter().map(|g| format!("#{g}")).collect();
    Ok(Reply::public(t!(
        post,
        "tournament-withdrew",
        id = t.id,
        name = &t.name,
        player = &cx.user.name,
        count = games.len(),
        games = list.join(", ")
    )))
}
