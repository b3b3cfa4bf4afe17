//! `/puzzle [variant]` and `/puzzle daily`: positions mined by the engine where one move
//! wins (the game, the enemy pyramid, or clearly more than any other move), solved move by
//! move, the opponent's replies played by the bot. Each player has a puzzle rating per
//! variant (Glicko-2, as games, against the puzzle's own rating) and a streak; the daily
//! puzzle is the same for everyone on a server that day, with who solved it. Private to
//! the solver; nothing here touches a game or a game's rating.

mod line;
mod piece;
mod refute;
mod reply;
pub mod theme;

use crate::i18n::{date, Lang};
use crate::puzzles::repetition;
use crate::puzzles::{set, Puzzle};
use crate::rules::explain::resolve;
use crate::rules::{Action, Game, Ruleset, VariantId};
use crate::service::exercises::shared::{board, private, variant_of, what_it_did};
use crate::service::exercises::Exercise;
use crate::service::games::choices::ranked;
use crate::service::games::piece_moves::{meant, several_meant};
use crate::service::protocol::{BoardImage, Button, ButtonStyle, Menu};
use crate::service::protocol::{Cx, Press};
use crate::service::words::phrases::variant_name;
use crate::service::{Answer, Refusal, Reply};
use crate::store::personal_puzzles;
use crate::store::players;
use crate::store::puzzles::{self as stored, Solving};
use crate::t;

/// The puzzle with this id in the shipped sets.
pub(crate) fn by_id(id: &str) -> Option<&'static Puzzle> {
    VariantId::ALL
        .into_iter()
        .flat_map(|v| set(v).iter())
        .find(|p| p.id == id)
}

/// What a player's own puzzles' ids begin with (`mine-neo-3fa2...`), and the puzzle a
/// "practise your mistakes" button names: no variant is called so.
pub const MINE: &str = "mine";

/// A puzzle the player may open by id: a shipped one, or one of their own.
fn findable(cx: &Cx, id: &str) -> Result<Option<Puzzle>, Refusal> {
    if own(id) {
        return Ok(personal_puzzles::get(cx.tx, cx.user.id, id)?.map(|p| p.puzzle));
    }
    Ok(by_id(id).cloned())
}

/// Whether `id` is one of a player's own puzzles (or the button that asks for them).
fn own(id: &str) -> bool {
    id == MINE || id.starts_with("mine-")
}

/// "Practise your mistakes": a review's button that opens the presser's own puzzles.
pub fn practise_button(lang: Lang) -> Button {
    Button {
        label: t!(lang, "button-puzzle-practise"),
        custom_id: format!("puzzle-next:{MINE}:0"),
        style: ButtonStyle::Accept,
    }
}

/// `/puzzle mine`: the player's own puzzle due longest ago, with the move they played there.
pub fn mine(cx: &Cx) -> Answer {
    let Some(p) = personal_puzzles::next_due(cx.tx, cx.user.id, cx.now)? else {
        let counts = personal_puzzles::counts(cx.tx, cx.user.id, cx.now)?;
        return Err(match counts.next {
            Some(at) => Refusal::NoOwnPuzzleDue { next: at },
            None => Refusal::NoOwnPuzzles,
        });
    };
    let mut reply = begin(cx, &p.puzzle, None)?;
    let head = t!(
        cx.user.lang,
        "puzzle-mine-head",
        game = p.game,
        ply = p.ply.div_ceil(2),
        played = p.played.as_str()
    );
    reply.text = format!("{head}\n{}", reply.text);
    Ok(reply)
}

fn game_of(p: &Puzzle) -> Game {
    let rules = Ruleset::from_names(&p.variant, &p.options).expect("a shipped puzzle's rules");
    Game::from_rfen(rules, &p.position).expect("a shipped puzzle's position")
}

/// `/puzzle [variant]`: the next puzzle not tried yet, nearest the player's rating.
pub fn next(cx: &Cx, variant: Option<&str>) -> Answer {
    let variant = match variant {
        Some(v) => variant_of(v)?,
        None => match stored::solving(cx.tx, cx.user.id)? {
            Some(s) => variant_of(&s.variant)?,
            None => VariantId::Neo,
        },
    };
    if set(variant).is_empty() {
        return Err(Refusal::NoPuzzleShipped);
    }
    let tried = stored::tried(cx.tx, cx.user.id, variant.name())?;
    let rating = stored::rating(cx.tx, cx.user.id, variant.name(), cx.now)?.rating;
    let Some(p) = set(variant)
        .iter()
        .filter(|p| !tried.contains(&p.id))
        .min_by_key(|p| ((p.rating as f64 - rating).abs() as i64, p.id.clone()))
    else {
        return Err(Refusal::AllPuzzlesTried { variant });
    };
    begin(cx, p, None)
}

/// `/puzzle daily`: the server's puzzle of the day (UTC), the same for everyone there.
pub fn daily(cx: &Cx) -> Answer {
    let lang = cx.user.lang;
    let Some(guild) = cx.place.guild else {
        return Err(Refusal::DailyPuzzleServersOnly);
    };
    let day = cx.now.div_euclid(86_400);
    let Some(p) = of_the_day(guild, day) else {
        return Err(Refusal::NoPuzzleShipped);
    };
    let solvers = stored::daily_solvers(cx.tx, guild, &p.id, day)?;
    let names: Vec<String> = solvers
        .iter()
        .filter_map(|&u| players::name(cx.tx, u).ok().flatten())
        .collect();
    if stored::tried(cx.tx, cx.user.id, &p.variant)?.contains(&p.id) {
        return Ok(private(
            cx,
            t!(
                lang,
                "puzzle-daily-done",
                date = date(lang, cx.now),
                count = names.len(),
                names = names.join(", ")
            ),
        ));
    }
    let mut reply = begin(cx, p, Some(guild))?;
    reply.text = t!(
        lang,
        "puzzle-daily",
        date = date(lang, cx.now),
        count = names.len(),
        names = names.join(", "),
        puzzle = reply.text
    );
    Ok(reply)
}

/// The server's puzzle for day `day`: a variant by turns, a puzzle picked by a hash of the
/// server and the day, so that every process picks the same.
pub fn of_the_day(guild: u64, day: i64) -> Option<&'static Puzzle> {
    let variants: Vec<VariantId> = VariantId::ALL
        .into_iter()
        .filter(|v| !set(*v).is_empty())
        .collect();
    if variants.is_empty() {
        return None;
    }
    let mix = (guild ^ (day as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    let v = variants[(day.rem_euclid(variants.len() as i64)) as usize];
    let all = set(v);
    Some(&all[(mix % all.len() as u64) as usize])
}

/// The board of a daily puzzle's post: its position, from the solver's side.
pub fn daily_board(p: &Puzzle, lang: Lang) -> BoardImage {
    let game = game_of(p);
    board(&game, &game, None, None, lang)
}

/// Opens `p` for the player at its first move.
fn begin(cx: &Cx, p: &Puzzle, daily: Option<u64>) -> Answer {
    let solving = Solving {
        puzzle: p.id.clone(),
        variant: p.variant.clone(),
        ply: 0,
        daily,
    };
    stored::set_solving(cx.tx, cx.user.id, &solving, cx.now)?;
    Ok(screen(cx, p, 0, None))
}

/// The puzzle at ply `ply` of its solution: its board, the task, the menu, Solution.
fn screen(cx: &Cx, p: &Puzzle, ply: usize, head: Option<String>) -> Reply {
    let lang = cx.user.lang;
    let game = at_ply(p, ply);
    let task = t!(
        lang,
        "puzzle-task",
        variant = variant_name(lang, &p.variant),
        rating = p.rating,
        side = game.pos.side.name(),
        theme = theme::theme(lang, p),
        left = (p.solution.len() - ply).div_ceil(2)
    );
    let mut reply = private(
        cx,
        match head {
            Some(h) => format!("{h}\n\n{task}"),
            None => task,
        },
    );
    reply.board = Some(board(&game_of(p), &game, None, Some(&cx.user.name), lang));
    reply.buttons = vec![Button {
        label: t!(lang, "button-puzzle-solution"),
        custom_id: format!("puzzle-solution:{}:{ply}", p.id),
        style: ButtonStyle::Neutral,
    }];
    reply.menu = Some(Menu {
        custom_id: format!("puzzle-move:{}:{ply}", p.id),
        placeholder: t!(lang, "learn-menu"),
        options: candidates(&game, &p.solution[ply]),
    });
    reply
}

/// The position after the first `ply` moves of the solution.
fn at_ply(p: &Puzzle, ply: usize) -> Game {
    let mut g = game_of(p);
    for m in &p.solution[..ply] {
        let a = resolve(&g, m).expect("a checked solution");
        g.play(a);
    }
    g
}

/// Up to 25 legal moves for the menu, in board order: the solution and, beside it, the moves
/// a solver weighs first (wins, then captures, as `/move` offers them), so that the answer
/// does not stand out as the one capture among quiet moves.
fn candidates(game: &Game, solution: &str) -> Vec<String> {
    let solution =
        resolve(game, solution).map_or_else(|_| solution.to_string(), |a| a.text(&game.pos));
    let mut picked = vec![solution];
    for (text, _) in ranked(game, |_| true) {
        if picked.len() >= 25 {
            break;
        }
        if !picked.contains(&text) {
            picked.push(text);
        }
    }
    picked.sort();
    picked
}

/// The open puzzle, or why there is none.
fn open(cx: &Cx) -> Result<(Solving, Puzzle), Refusal> {
    let none = || Refusal::NoPuzzleOpen;
    let s = stored::solving(cx.tx, cx.user.id)?.ok_or_else(none)?;
    let p = findable(cx, &s.puzzle)?.ok_or_else(none)?;
    Ok((s, p))
}

/// An answer to the open puzzle: the solution's move (or, at its last move, any move that
/// wins the game as the solution does) goes on; another fails the puzzle.
fn answer(cx: &Cx, typed: &str) -> Answer {
    let (s, p) = open(cx)?;
    let p = &p;
    let lang = cx.user.lang;
    let game = at_ply(p, s.ply);
    // A square (or a piece's token) asks what its piece may do, as in a game: the puzzle
    // stays open. The solver plays the side to move.
    if let Some(sq) = meant(&game.pos, Some(game.pos.side), typed) {
        return piece::piece_moves(cx, &game, sq);
    }
    if let Some(several) = several_meant(&game.pos, Some(game.pos.side), typed) {
        return Err(several);
    }
    let action = resolve(&game, typed).map_err(|e| Refusal::Illegal {
        text: typed.trim().to_string(),
        why: e,
    })?;
    let did = what_it_did(lang, &game, action);
    let expected = resolve(&game, &p.solution[s.ply]).expect("a checked solution");
    if action != expected && !wins_at_once(&game, action) {
        let mut head = t!(lang, "puzzle-wrong", did = did);
        if let Some(r) = refute::refutation(lang, &game, action, expected) {
            head = format!("{head}\n{r}");
        }
        return finish(cx, &s, p, false, head);
    }
    let next = s.ply + 2;
    if next >= p.solution.len() || wins_at_once(&game, action) {
        return finish(cx, &s, p, true, t!(lang, "puzzle-solved-move", did = did));
    }
    let reply = &p.solution[s.ply + 1];
    stored::set_solving(
        cx.tx,
        cx.user.id,
        &Solving {
            ply: next,
            ..s.clone()
        },
        cx.now,
    )?;
    let head = t!(lang, "puzzle-go-on", did = did, reply = reply.as_str());
    Ok(screen(cx, p, next, Some(head)))
}

/// The move wins the game for the mover at once.
fn wins_at_once(game: &Game, action: Action) -> bool {
    let mut g = game.clone();
    g.play(action);
    g.outcome().is_some_and(|o| o.winner == Some(game.pos.side))
}

/// The puzzle solved or failed: the rating and the streak (for one's own puzzle, when it
/// comes back), the whole solution, Next.
fn finish(cx: &Cx, s: &Solving, p: &Puzzle, solved: bool, head: String) -> Answer {
    let lang = cx.user.lang;
    stored::close(cx.tx, cx.user.id)?;
    let outcome = match own(&p.id) {
        true => practised(cx, p, solved)?,
        false => rated(cx, s, p, solved)?,
    };
    let outcome = match solved {
        true => outcome,
        false => format!("{}\n{outcome}", line::explained(lang, p, &game_of(p))),
    };
    let mut reply = private(cx, format!("{head}\n{outcome}"));
    let start = game_of(p);
    let mut end = start.clone();
    let mut last = None;
    let mut captures = Vec::new();
    for m in &p.solution {
        let a = resolve(&end, m).expect("a checked solution");
        captures = end.play(a);
        last = Some(a);
    }
    let moved = last.map(|a| (a, captures));
    reply.board = Some(board(&start, &end, moved, Some(&cx.user.name), lang));
    reply.buttons = vec![Button {
        label: t!(lang, "button-puzzle-next"),
        custom_id: format!("puzzle-next:{}:0", p.id),
        style: ButtonStyle::Accept,
    }];
    Ok(reply)
}

/// One's own puzzle answered: scheduled again by FSRS, solved or missed, and when it comes
/// back said. No rating changes: it is practice.
fn practised(cx: &Cx, p: &Puzzle, solved: bool) -> Result<String, Refusal> {
    let lang = cx.user.lang;
    let Some(kept) = personal_puzzles::get(cx.tx, cx.user.id, &p.id)? else {
        return Err(Refusal::NoPuzzleOpen);
    };
    let (card, due) = repetition::answered(&kept.card, solved, cx.now);
    personal_puzzles::answered(cx.tx, cx.user.id, &p.id, solved, &card, due)?;
    let counts = personal_puzzles::counts(cx.tx, cx.user.id, cx.now)?;
    Ok(t!(
        lang,
        "puzzle-mine-again",
        solved = if solved { "yes" } else { "no" },
        days = (due - cx.now).div_euclid(86_400).max(1),
        date = date(lang, due),
        due = counts.due
    ))
}

/// A shipped puzzle answered: the rating and the streak.
fn rated(cx: &Cx, s: &Solving, p: &Puzzle, solved: bool) -> Result<String, Refusal> {
    let lang = cx.user.lang;
    let change = stored::attempt(
        cx.tx, cx.user.id, &p.id, &p.variant, p.rating, solved, s.daily, cx.now,
    )?;
    Ok(if solved {
        t!(
            lang,
            "puzzle-solved",
            rating = change.after,
            change = format!("{:+}", change.after - change.before),
            streak = change.streak
        )
    } else {
        t!(
            lang,
            "puzzle-failed",
            rating = change.after,
            change = format!("{:+}", change.after - change.before)
        )
    })
}

/// A puzzle's button or menu, for the ply it was shown at: a stale one says so.
fn pressed(cx: &Cx, puzzle: &str, ply: usize, press: &Press) -> Answer {
    let lang = cx.user.lang;
    if *press == Press::Next {
        if own(puzzle) {
            return mine(cx);
        }
        let variant = by_id(puzzle).map(|p| p.variant.clone());
        return next(cx, variant.as_deref());
    }
    let (s, p) = open(cx)?;
    let p = &p;
    if s.puzzle != puzzle || s.ply != ply {
        return Err(Refusal::PuzzleStepGone);
    }
    match press {
        Press::Move(text) => answer(cx, text),
        Press::Solution => finish(cx, &s, p, false, t!(lang, "puzzle-given-up")),
        // A puzzle has neither hints nor a shown step: no button of ours asks that.
        Press::Next | Press::Hint | Press::Show => {
            Ok(Reply::private(t!(lang, "play-not-my-button")))
        }
    }
}

/// The puzzles, as a kind of exercise.
pub struct Puzzles;

impl Exercise for Puzzles {
    fn kind(&self) -> &'static str {
        "puzzle"
    }

    fn open_since(&self, cx: &Cx) -> Result<Option<i64>, Refusal> {
        if open(cx).is_err() {
            return Ok(None);
        }
        Ok(stored::since(cx.tx, cx.user.id)?)
    }

    fn answer(&self, cx: &Cx, typed: &str) -> Answer {
        answer(cx, typed)
    }

    /// `puzzle-solution:neo-3fa2:0`, `puzzle-move:neo-3fa2:2:d4-d5`, `puzzle-next:neo-3fa2:0`:
    /// the puzzle and the ply of its solution it was shown at, then the menu's move.
    fn press(&self, cx: &Cx, what: &str, rest: &str) -> Option<Answer> {
        let mut parts = rest.splitn(3, ':');
        let puzzle = parts.next()?;
        let ply = parts.next()?.parse().ok()?;
        let press = Press::read(what, parts.next())?;
        Some(pressed(cx, puzzle, ply, &press))
    }
}
