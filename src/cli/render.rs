//! `rithmo render` (a board PNG) and `rithmo replay` (an animated GIF of a game).

use super::{lang_arg, GameArgs};
use crate::i18n::Lang;
use crate::render::{render_png, BoardView, Verdict};
use crate::rules::explain::resolve;
use crate::rules::notation::{self, MoveText};
use crate::rules::{Action, Position, Square};
use crate::service::games::replay::{replay_gif_with, ReplayOptions};
use crate::service::words::last_move::last_move_text;
use clap::Args;
use std::path::{Path, PathBuf};

/// Names and orientation, shared by both commands.
#[derive(Args, Clone)]
pub struct Looks {
    /// Draw the board from Black's side (Black at the bottom)
    #[arg(long)]
    flip: bool,
    /// White player's name
    #[arg(long)]
    white: Option<String>,
    /// Black player's name
    #[arg(long)]
    black: Option<String>,
    /// The language of the picture's words: en, de or it
    #[arg(long, default_value = "en", value_parser = lang_arg)]
    lang: Lang,
}

#[derive(Args)]
pub struct RenderArgs {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    looks: Looks,
    /// The move that led to the position, highlighted (c3-c5, or T25@e6 for a drop)
    #[arg(long, value_name = "MOVE")]
    last: Option<String>,
    /// A square where a piece was just captured, marked in red (repeatable)
    #[arg(long = "captured", value_name = "SQUARE")]
    captured: Vec<String>,
    /// Where to write the PNG
    #[arg(long)]
    out: PathBuf,
}

#[derive(Args)]
pub struct ReplayArgs {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    looks: Looks,
    /// Where to write the GIF
    #[arg(long)]
    out: PathBuf,
    /// A game record (as /history exports it) to replay instead of --variant and moves
    #[arg(long, conflicts_with_all = ["moves", "variant", "position"])]
    record: Option<PathBuf>,
    /// Moves to play in order, one frame each
    #[arg(required_unless_present = "record")]
    moves: Vec<String>,
}

/// The rules, start and actions of a record file, every move checked by the rules core.
fn from_record(path: &Path) -> Result<(crate::rules::Game, Vec<crate::rules::Action>), String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let rec = crate::service::games::record::parse(&text)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let (end, actions) = rec
        .replay()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let start = match rec.tag("Position") {
        Some(p) => crate::rules::Game::from_rfen(end.rules.clone(), p)?,
        None => crate::rules::Game::new(end.rules.clone()),
    };
    Ok((start, actions))
}

pub fn run_render(args: &RenderArgs) -> Result<String, String> {
    let game = args.game.game()?;
    let pos = &game.pos;
    let last = match &args.last {
        Some(text) => Some(last_action(pos, text).map_err(|e| format!("--last '{text}': {e}"))?),
        None => None,
    };
    let captured = args
        .captured
        .iter()
        .map(|s| Square::parse(s, pos.ranks).map_err(|e| format!("--captured: {e}")))
        .collect::<Result<Vec<_>, _>>()?;
    let view = BoardView {
        last,
        last_text: last.map(|a| last_move_text(&game.rules, a, &captured)),
        captured,
        flip: args.looks.flip,
        white: args.looks.white.clone(),
        black: args.looks.black.clone(),
        verdict: game.outcome().map(|o| Verdict::of(args.looks.lang, &o)),
        lang: args.looks.lang,
        ..BoardView::new(&game.rules, pos)
    };
    let png = render_png(&view);
    write(&args.out, &png)?;
    Ok(format!("{}: {} bytes\n", args.out.display(), png.len()))
}

/// Reads the move that led to `pos`: its destination must hold the piece that got there, and a
/// move's start square must now be empty.
fn last_action(pos: &Position, text: &str) -> Result<Action, String> {
    match notation::parse(text, pos.ranks)? {
        MoveText::Move { from, to, .. } => {
            if pos.at(to).is_none() {
                return Err(format!("{to} is empty, so no piece just moved there"));
            }
            if let Some(p) = pos.at(from) {
                return Err(format!(
                    "{from} still holds the {}, so no piece just left it",
                    p.describe()
                ));
            }
            Ok(Action::Move { from, to })
        }
        MoveText::Drop { shape, value, to } => match pos.at(to) {
            Some(p) if p.value == value && shape.is_none_or(|s| s == p.shape) => {
                Ok(Action::Drop { piece: p, to })
            }
            Some(p) => Err(format!(
                "{to} holds the {}, not that prisoner",
                p.describe()
            )),
            None => Err(format!("{to} is empty, so nothing was dropped there")),
        },
    }
}

pub fn run_replay(args: &ReplayArgs) -> Result<String, String> {
    let (game, actions) = match &args.record {
        Some(path) => from_record(path)?,
        None => {
            let mut game = args.game.game()?;
            let start = game.clone();
            let mut actions = Vec::with_capacity(args.moves.len());
            for (i, text) in args.moves.iter().enumerate() {
                let action =
                    resolve(&game, text).map_err(|e| format!("move {} '{text}': {e}", i + 1))?;
                game.play(action);
                actions.push(action);
            }
            (start, actions)
        }
    };
    let start = game.pos;
    let opts = ReplayOptions {
        flip: args.looks.flip,
        white: args.looks.white.clone(),
        black: args.looks.black.clone(),
        verdict: None,
        lang: args.looks.lang,
        notation: true,
    };
    let gif = replay_gif_with(&game.rules, &start, &actions, &opts)?;
    write(&args.out, &gif)?;
    Ok(format!(
        "{}: {} frames, {} bytes\n",
        args.out.display(),
        actions.len() + 1,
        gif.len()
    ))
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}
