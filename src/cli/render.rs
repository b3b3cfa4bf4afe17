use super::GameArgs;
use crate::render::{render_png, replay_gif, BoardView};
use crate::rules::explain::resolve;
use crate::service::record;
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct RenderArgs {
    #[command(flatten)]
    game: GameArgs,
    /// The move that led to the position, to highlight its squares
    #[arg(long)]
    last: Option<String>,
    /// The position before --last, to check the move (without it, only its squares are read)
    #[arg(long)]
    before: Option<String>,
    /// Black at the bottom
    #[arg(long)]
    flip: bool,
    #[arg(long)]
    white: Option<String>,
    #[arg(long)]
    black: Option<String>,
    #[arg(long)]
    out: PathBuf,
}

pub fn run(args: &RenderArgs) -> Result<String, String> {
    let game = args.game.game()?;
    let last = match &args.last {
        None => None,
        Some(m) => Some(last_move(
            &args.game,
            args.before.as_deref(),
            m,
            game.rules.ranks,
        )?),
    };
    let view = BoardView {
        rules: &game.rules,
        pos: &game.pos,
        last,
        captured: Vec::new(),
        flip: args.flip,
        white: args.white.clone(),
        black: args.black.clone(),
    };
    let png = render_png(&view);
    std::fs::write(&args.out, &png)
        .map_err(|e| format!("cannot write {}: {e}", args.out.display()))?;
    Ok(format!("{} ({} bytes)\n", args.out.display(), png.len()))
}

/// The last move as an action: checked in --before when given, else taken by its squares.
fn last_move(
    g: &GameArgs,
    before: Option<&str>,
    text: &str,
    ranks: u8,
) -> Result<crate::rules::Action, String> {
    use crate::rules::notation::{parse, MoveText};
    if let Some(b) = before {
        let prior = GameArgs {
            position: Some(b.to_string()),
            ..g.clone()
        }
        .game()?;
        return resolve(&prior, text).map_err(|e| format!("--last {text}: {e}"));
    }
    match parse(text, ranks)? {
        MoveText::Move { from, to, .. } => Ok(crate::rules::Action::Move { from, to }),
        MoveText::Drop { shape, value, to } => {
            let shape = shape.unwrap_or(crate::rules::Shape::Circle);
            let piece = crate::rules::Piece::new(crate::rules::Color::White, shape, value);
            Ok(crate::rules::Action::Drop { piece, to })
        }
    }
}

#[derive(Args)]
pub struct ReplayArgs {
    #[command(flatten)]
    game: GameArgs,
    /// A game record (as /history exports it) instead of --variant and moves
    #[arg(long)]
    record: Option<PathBuf>,
    #[arg(long)]
    out: PathBuf,
    moves: Vec<String>,
}

pub fn run_replay(args: &ReplayArgs) -> Result<String, String> {
    let (rules, start, actions) = match &args.record {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let rec = record::parse(&text)?;
            let rules = rec.rules()?;
            let start = match rec.tag("Position") {
                Some(p) => crate::rules::Game::from_rfen(rules.clone(), p)?,
                None => crate::rules::Game::new(rules.clone()),
            };
            let (_, actions) = rec.replay()?;
            (rules, start.pos, actions)
        }
        None => {
            let mut game = args.game.game()?;
            let start = game.pos;
            let mut actions = Vec::new();
            for (i, m) in args.moves.iter().enumerate() {
                let a = resolve(&game, m).map_err(|e| format!("move {} '{m}': {e}", i + 1))?;
                game.play(a);
                actions.push(a);
            }
            (game.rules, start, actions)
        }
    };
    let gif = replay_gif(&rules, &start, &actions)?;
    std::fs::write(&args.out, &gif)
        .map_err(|e| format!("cannot write {}: {e}", args.out.display()))?;
    Ok(format!(
        "{} ({} frames, {} bytes)\n",
        args.out.display(),
        actions.len() + 1,
        gif.len()
    ))
}
