//! Pictures for a reply, drawn before anything is sent: on a blocking thread (drawing and
//! encoding take milliseconds, a replay far longer: too long for the async threads) and
//! outside the service lock, each distinct board once (a move's reply and its watchers'
//! messages often share one).

use crate::service::{games::picture as image, BoardImage, Reply};
use tracing::warn;

/// A reply with its pictures: the reply's board and each notice's, in the notices' order,
/// the replay GIF and the rating chart.
pub struct Drawn {
    pub reply: Reply,
    pub board: Option<Vec<u8>>,
    pub notice_boards: Vec<Option<Vec<u8>>>,
    pub replay: Option<Vec<u8>>,
    /// The rating chart (PNG).
    pub chart: Option<Vec<u8>>,
    /// The evaluation graph (PNG), and the moments' boards under their names.
    pub graph: Option<Vec<u8>>,
    pub moments: Vec<(String, Vec<u8>)>,
    /// A table (a tournament's standings, PNG).
    pub table: Option<Vec<u8>>,
}

/// Draws the reply's pictures on a blocking thread.
pub async fn draw(reply: Reply) -> Drawn {
    tokio::task::spawn_blocking(move || draw_now(reply))
        .await
        .expect("drawing does not panic")
}

pub fn draw_now(reply: Reply) -> Drawn {
    let mut done: Vec<(BoardImage, Vec<u8>)> = Vec::new();
    let mut picture = |b: &Option<BoardImage>| -> Option<Vec<u8>> {
        let b = b.as_ref()?;
        if let Some((_, png)) = done.iter().find(|(seen, _)| seen == b) {
            return Some(png.clone());
        }
        let png = image::png(b);
        done.push((b.clone(), png.clone()));
        Some(png)
    };
    let board = picture(&reply.board);
    let notice_boards = reply.notices.iter().map(|n| picture(&n.board)).collect();
    let replay = reply.replay.as_ref().and_then(|r| {
        image::gif(r)
            .inspect_err(|e| warn!("replay failed: {e}"))
            .ok()
    });
    let chart = reply.chart.as_ref().map(image::chart);
    let graph = reply
        .graph
        .as_ref()
        .map(crate::render::eval_graph::eval_graph_png);
    let moments = reply
        .moments
        .iter()
        .map(|(name, b)| (name.clone(), image::png(b)))
        .collect();
    let table = reply
        .table
        .as_ref()
        .map(|t| crate::render::table::table_png(&t.table));
    Drawn {
        reply,
        board,
        notice_boards,
        replay,
        chart,
        graph,
        moments,
        table,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::material::Losses;
    use crate::rules::{Game, Ruleset};
    use crate::service::Notice;

    fn board(flip: bool) -> BoardImage {
        let rules = Ruleset::from_names("neo", &[]).unwrap();
        let pos = Game::new(rules.clone()).pos;
        BoardImage {
            losses: Losses::of(&rules, &pos),
            rules,
            pos,
            last: None,
            captures: vec![],
            winning: vec![],
            winning_parts: vec![],
            flip,
            white: None,
            black: None,
            result: None,
            deadline: None,
            now: None,
            lang: Default::default(),
            compared: None,
        }
    }

    #[test]
    fn each_notice_gets_its_own_sides_picture_and_equal_boards_are_equal_pictures() {
        let notice = |user, flip| Notice {
            user,
            text: "your move".into(),
            board: Some(board(flip)),
        };
        let reply = Reply {
            board: Some(board(false)),
            notices: vec![
                notice(1, true),
                notice(2, false),
                Notice {
                    user: 3,
                    text: "no picture".into(),
                    board: None,
                },
            ],
            ..Reply::public("moved")
        };
        let drawn = draw_now(reply);
        let main = drawn.board.expect("the reply's board");
        assert!(main.starts_with(b"\x89PNG"));
        let [flipped, same, none] = &drawn.notice_boards[..] else {
            panic!("one entry per notice");
        };
        assert_eq!(same.as_ref(), Some(&main));
        assert_ne!(flipped.as_ref(), Some(&main), "Black sees the board turned");
        assert!(none.is_none());
    }
}
