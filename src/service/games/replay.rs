//! A game's animated replay: each ply played from the start and drawn as the board picture
//! draws it (the move, its captures and their arrows, what each side has lost), a pause on
//! the final position with the result in place of "to move", the players' names on the
//! strips; the renderer encodes the frames.

use crate::i18n::Lang;
use crate::render::gif::animate;
use crate::render::{arrows, render_image, BoardView, Verdict};
use crate::rules::material::Losses;
use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Captured, Game, Position, Ruleset, Square};
use crate::service::games::loaded::framed;
use crate::service::words::halves::half_labels;
use crate::service::words::last_move::last_move_text;
use crate::service::words::proof::labels;
use image::RgbImage;

/// Who is shown and from which side; the defaults match `render_png`'s.
#[derive(Clone, Debug, Default)]
pub struct ReplayOptions {
    pub flip: bool,
    pub white: Option<String>,
    pub black: Option<String>,
    /// How the game ended when the rules did not end it (a resignation, a draw agreed, the
    /// clock), shown on the last frame; otherwise the rules' result is shown there.
    pub verdict: Option<Verdict>,
    /// The language of the pictures' words.
    pub lang: Lang,
    /// Each frame writes its ply's move in the mover's strip, as the board picture does.
    pub notation: bool,
}

/// The replay of `actions` from `start`; an action that is not legal where it is played is
/// refused with its ply number.
pub fn replay_gif(
    rules: &Ruleset,
    start: &Position,
    actions: &[Action],
) -> Result<Vec<u8>, String> {
    replay_gif_with(rules, start, actions, &ReplayOptions::default())
}

pub fn replay_gif_with(
    rules: &Ruleset,
    start: &Position,
    actions: &[Action],
    opts: &ReplayOptions,
) -> Result<Vec<u8>, String> {
    animate(&frames(rules, start, actions, opts)?)
}

fn frames(
    rules: &Ruleset,
    start: &Position,
    actions: &[Action],
    opts: &ReplayOptions,
) -> Result<Vec<RgbImage>, String> {
    if start.ranks != rules.ranks {
        return Err(format!(
            "the position has {} ranks, {} needs {}",
            start.ranks, rules.id, rules.ranks
        ));
    }
    let mut game = Game::from_position(rules.clone(), *start);
    let frame = Frame { rules, start, opts };
    let ending = |game: &Game, last: bool| {
        let rules_end = game.outcome().map(|o| Verdict::of(opts.lang, &o));
        rules_end.or_else(|| opts.verdict.clone().filter(|_| last))
    };
    let mut out = vec![frame.draw(&game.pos, None, &[], ending(&game, actions.is_empty()))];
    for (i, &action) in actions.iter().enumerate() {
        if let Some(o) = game.outcome() {
            return Err(format!("ply {}: the game is already over ({o})", i + 1));
        }
        if !legal_actions(rules, &game.pos).contains(&action) {
            let text = action.text(&game.pos);
            return Err(format!("ply {}: {text} is not a legal action here", i + 1));
        }
        let captured = game.play(action);
        let verdict = ending(&game, i + 1 == actions.len());
        out.push(frame.draw(&game.pos, Some(action), &captured, verdict));
    }
    Ok(out)
}

/// What every frame shares.
struct Frame<'a> {
    rules: &'a Ruleset,
    start: &'a Position,
    opts: &'a ReplayOptions,
}

impl Frame<'_> {
    /// `pos` after `last`, which captured `captured`.
    fn draw(
        &self,
        pos: &Position,
        last: Option<Action>,
        captured: &[Captured],
        verdict: Option<Verdict>,
    ) -> RgbImage {
        let (rules, opts) = (self.rules, self.opts);
        let squares: Vec<Square> = captured.iter().map(|c| c.square).collect();
        let (arrows, rescues) = arrows::marks(captured);
        let (winning, parts) = framed(rules, pos);
        render_image(&BoardView {
            rules,
            pos,
            last,
            last_text: last
                .filter(|_| opts.notation)
                .map(|a| last_move_text(rules, a, &squares)),
            captured: squares,
            losses: Losses::since(rules, self.start, pos),
            winning,
            winning_labels: labels(opts.lang, &parts),
            half_labels: half_labels(opts.lang, rules),
            flip: opts.flip,
            white: opts.white.clone(),
            black: opts.black.clone(),
            arrows,
            rescues,
            verdict,
            time_left: None,
            lang: opts.lang,
        })
    }
}
