//! `/analyse game:N`: the engine's review of a finished game (never of one going on: no help
//! during play): every ply judged at a fixed budget, the costly moves classed, each
//! player's accuracy, a graph of the evaluation and the most costly moments (the asking
//! player's own first) with their boards, the move played, the better move and why. The
//! engine's work is long: the service hands the adapter a `ReviewJob` to run off its lock
//! and the async threads (with progress), then stores the review with `Service::reviewed`,
//! so asking again is instant.

use crate::engine::review::moment::{chosen, moment};
use crate::engine::review::{thresholds, Class, Review};
use crate::i18n::Lang;
use crate::render::eval_graph::Graph;
use crate::rules::material::Losses;
use crate::rules::{Color, Game};
use crate::service::exercises::puzzle::practise_button;
use crate::service::games::candidates::find_to_view;
use crate::service::games::loaded::{load, Loaded};
use crate::service::games::review::{job_for, keep_mistakes};
use crate::service::protocol::Thinking;
use crate::service::protocol::{AfterPress, Answer, ReviewJob, Reviewed};
use crate::service::protocol::{Compared, Declared, GAME};
use crate::service::words::phrases::variant_name;
use crate::service::words::review_words::moment_line;
use crate::service::{BoardImage, Command, Place, Refusal, Reply, Service, User};
use crate::store::games::Status;
use crate::store::personal_puzzles;
use crate::store::sql::Connection;
use crate::store::{players, reviews};
use crate::t;

/// `/analyse`: the stored review of a finished game at once, or the job that makes it
/// (in `Reply::thinking`); or why there is none.
pub fn analysis(conn: &Connection, user: &User, place: &Place, game: Option<i64>) -> Answer {
    let g = finished(conn, user, place, game)?;
    // A review kept from before (one this program cannot read is made again).
    let kept = reviews::get(conn, g.row.id)?.and_then(|j| serde_json::from_str(&j).ok());
    if let Some(done) = kept {
        return Ok(told(conn, user, place, &g, &done)?);
    }
    Ok(Reply {
        text: t!(
            user.lang,
            "review-working",
            game = g.row.id,
            done = 0,
            total = g.actions.len()
        ),
        ephemeral: false,
        game: Some(g.row.id),
        thinking: Some(Thinking::Review(job_for(&g))),
        ..Reply::default()
    })
}

impl Service {
    /// Stores the review `job` made and answers with it, as `/analyse` will from now on.
    pub fn reviewed(
        &mut self,
        user: &User,
        place: &Place,
        job: &ReviewJob,
        done: &Reviewed,
        now: i64,
    ) -> Reply {
        let kept = self.store.write(|tx| -> Result<Reply, Refusal> {
            let json = serde_json::to_string(&done.review).expect("plain data serialises");
            reviews::put(tx, job.game, &json, now)?;
            let g = finished(tx, user, place, Some(job.game))?;
            keep_mistakes(tx, &g, &done.mistakes, now)?;
            Ok(told(tx, user, place, &g, &done.review)?)
        });
        match kept {
            Ok(reply) => {
                let lang = place.post_lang(user);
                crate::service::dressed(self.store().conn(), reply, lang, now)
            }
            Err(refusal) => crate::service::refused(refusal, user.lang),
        }
    }
}

/// The finished game the caller means, reachable from here; a game going on, aborted or
/// never begun is refused with the reason.
fn finished(
    conn: &Connection,
    user: &User,
    place: &Place,
    game: Option<i64>,
) -> Result<Loaded, Refusal> {
    let row = find_to_view(conn, user, place, game)?;
    let (_lang, id) = (user.lang, row.id);
    match row.status {
        Status::Finished => load(conn, row),
        Status::Active => Err(Refusal::ReviewGoingOn { game: id }),
        _ => Err(Refusal::ReviewNotPlayed { game: id }),
    }
}

/// The review in words (in the place's language), with the graph and the costliest
/// moments' boards, the asker's own first.
fn told(
    conn: &Connection,
    user: &User,
    place: &Place,
    g: &Loaded,
    done: &Review,
) -> crate::store::sql::Result<Reply> {
    let lang = place.post_lang(user);
    let names = [
        players::name_or_empty(conn, g.player(Color::White))?,
        players::name_or_empty(conn, g.player(Color::Black))?,
    ];
    let mut lines = vec![t!(
        lang,
        "review-head",
        game = g.row.id,
        variant = variant_name(lang, &g.row.variant),
        white = names[0].as_str(),
        black = names[1].as_str(),
        white_accuracy = done.accuracy[0],
        black_accuracy = done.accuracy[1]
    )];
    for c in [Color::White, Color::Black] {
        let count = |class: Class| {
            done.plies
                .iter()
                .filter(|p| p.mover == c && p.class == class)
                .count()
        };
        lines.push(t!(
            lang,
            "review-counts",
            name = names[c.index()].as_str(),
            inaccuracies = count(Class::Inaccuracy),
            mistakes = count(Class::Mistake),
            blunders = count(Class::Blunder)
        ));
    }
    // The asker's own costly moves first (a player in the game; else White's), then the
    // opponent's: a newcomer's own slips are what they came to see.
    let first = g.side_of(user).unwrap_or(Color::White);
    let chosen = chosen(done, first, OWN_MOMENTS, OTHER_MOMENTS);
    let mut moments = Vec::new();
    let mut heading = None;
    for p in chosen {
        let before = game_before(g, p.ply as usize);
        let Some(m) = moment(&before, p) else {
            continue;
        };
        if heading != Some(p.mover) {
            let whose = names[p.mover.index()].as_str();
            lines.push(match heading {
                None => t!(lang, "review-moments-of", name = whose),
                Some(_) => t!(lang, "review-moments-then", name = whose),
            });
            heading = Some(p.mover);
        }
        let name = names[p.mover.index()].as_str();
        lines.push(moment_line(lang, done.variant, &m, name));
        let compared = Compared {
            played: m.played,
            better: m.better,
        };
        moments.push((
            format!("review-{}-ply-{}.png", g.row.id, p.ply),
            board_before(g, p.ply as usize, lang, compared),
        ));
    }
    // The asker's own mistakes that became puzzles: offered to practise.
    let own = personal_puzzles::from_game(conn, user.id, g.row.id)?;
    if own > 0 {
        lines.push(t!(lang, "review-practise", count = own));
    }
    let mut reply = Reply::public(lines.join("\n"));
    if own > 0 {
        reply.buttons.push(practise_button(lang));
    }
    reply.game = Some(g.row.id);
    reply.graph = Some(graph(lang, g, done));
    reply.moments = moments;
    Ok(reply)
}

/// How many of the asker's own costly moments are shown, and of the opponent's.
const OWN_MOMENTS: usize = 3;
const OTHER_MOMENTS: usize = 2;

/// The game as it stood before ply `ply` (from 1).
fn game_before(g: &Loaded, ply: usize) -> Game {
    let mut game = Game::from_position(g.game.rules.clone(), g.start);
    for &a in &g.actions[..ply - 1] {
        game.play(a);
    }
    game
}

/// The board before ply `ply` (from 1), the move before it marked, and the move played and
/// the better one drawn.
fn board_before(g: &Loaded, ply: usize, lang: Lang, compared: Compared) -> BoardImage {
    let mut game = Game::from_position(g.game.rules.clone(), g.start);
    let mut last = None;
    let mut captures = Vec::new();
    for &a in &g.actions[..ply - 1] {
        captures = game.play(a);
        last = Some(a);
    }
    let rules = &game.rules;
    BoardImage {
        rules: rules.clone(),
        pos: game.pos,
        last,
        captures,
        losses: Losses::since(rules, &g.start, &game.pos),
        winning: Vec::new(),
        winning_parts: Vec::new(),
        flip: false,
        white: None,
        black: None,
        result: None,
        deadline: None,
        now: None,
        lang,
        compared: Some(compared),
    }
}

/// White's evaluation before every ply and after the last, with the costly moves marked;
/// a blunder's swing fills most of a half.
fn graph(lang: Lang, g: &Loaded, done: &Review) -> Graph {
    let marks = done
        .plies
        .iter()
        .filter_map(|p| {
            let severity = match p.class {
                Class::Inaccuracy => 1,
                Class::Mistake => 2,
                Class::Blunder => 3,
                _ => return None,
            };
            // The point after the move shows what it cost.
            Some((p.ply as usize, severity))
        })
        .collect();
    Graph {
        title: t!(lang, "review-graph-title", game = g.row.id),
        white: t!(lang, "side", side = "white"),
        black: t!(lang, "side", side = "black"),
        moves: t!(lang, "review-graph-moves"),
        evals: done.white_curve(),
        marks,
        scale: thresholds(done.variant)[2],
    }
}

/// `/analyse`: the engine's review of a finished game.
pub const ANALYSE: Declared = Declared {
    name: "analyse",
    options: &[GAME],
    in_dms: false,
    begins_games: false,
    managers_only: false,
    help: 15,
    after_press: |_| AfterPress::Stays,
    parse: |g| Ok(Command::Analyse { game: g.game() }),
};
