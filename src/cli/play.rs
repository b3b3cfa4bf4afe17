use super::{json, GameArgs};
use crate::rules::explain::resolve;
use crate::rules::{Captured, Outcome};
use clap::Args;
use serde::Serialize;
use std::fmt::Write;

#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Print {"position", "events", "result"} as JSON
    #[arg(long)]
    json: bool,
    /// Moves to play in order
    #[arg(required = true)]
    moves: Vec<String>,
}

#[derive(Serialize)]
struct CaptureJson {
    square: String,
    piece: String,
    how: String,
    /// "white" or "black": the side that took it (not always the mover).
    by: &'static str,
    /// The squares of the capturing pieces.
    captors: Vec<String>,
    /// `classic`: the pyramid component this piece was given up to save.
    #[serde(skip_serializing_if = "Option::is_none")]
    rescue: Option<RescueJson>,
}

#[derive(Serialize)]
struct RescueJson {
    pyramid: String,
    component: String,
}

#[derive(Serialize)]
struct EventJson {
    #[serde(rename = "move")]
    mv: String,
    captures: Vec<CaptureJson>,
    result: Option<Outcome>,
}

#[derive(Serialize)]
struct PlayJson {
    position: String,
    events: Vec<EventJson>,
    result: Option<Outcome>,
}

fn capture_json(c: &Captured) -> CaptureJson {
    CaptureJson {
        square: c.square.to_string(),
        piece: c.piece.text(),
        how: c.how.to_string(),
        by: c.by.name(),
        captors: c.captors.squares().iter().map(|s| s.to_string()).collect(),
        rescue: c.rescue.map(|r| RescueJson {
            pyramid: r.pyramid.to_string(),
            component: r.component.text(),
        }),
    }
}

pub fn run(args: &PlayArgs) -> Result<String, String> {
    let mut game = args.game.game()?;
    let mut events = Vec::new();
    for (i, text) in args.moves.iter().enumerate() {
        let action = resolve(&game, text).map_err(|e| format!("move {} '{text}': {e}", i + 1))?;
        let mv = action.text(&game.pos);
        let captures = game.play(action).iter().map(capture_json).collect();
        events.push(EventJson {
            mv,
            captures,
            result: game.outcome(),
        });
    }
    let result = game.outcome();
    if args.json {
        return Ok(json(&PlayJson {
            position: game.rfen(),
            events,
            result,
        }));
    }
    let mut out = String::new();
    for e in &events {
        let _ = write!(out, "{}", e.mv);
        for c in &e.captures {
            let _ = write!(out, "; {} takes {} on {}", c.by, c.piece, c.square);
            if !c.captors.is_empty() {
                let _ = write!(out, " with {}", c.captors.join("+"));
            }
            let _ = write!(out, " ({})", c.how);
            if let Some(r) = &c.rescue {
                let _ = write!(
                    out,
                    ", saving {} of the pyramid on {}",
                    r.component, r.pyramid
                );
            }
        }
        out.push('\n');
    }
    let _ = writeln!(out, "position: {}", game.rfen());
    let _ = writeln!(
        out,
        "result: {}",
        result.map_or("none".to_string(), |o| o.to_string())
    );
    Ok(out)
}
