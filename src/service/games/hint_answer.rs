//! A hint's answer, computed where it may take a second (a blocking thread, the console, a
//! test): the engine's level-5 move, the reason for it and what it expects in answer.

use crate::engine::line::exchange;
use crate::engine::why::{why, Arrangement, Why};
use crate::engine::{self, Level};
use crate::i18n::Lang;
use crate::service::protocol::{HintJob, Reply, Thinking};
use crate::service::words::consequence_words::answer;
use crate::service::words::illegal::game_over;
use crate::service::words::piece_words::{and_chain, how, piece, Role};
use crate::t;

/// A reply whose hint, if it carries one, is computed here and now (up to a second).
pub trait Thought {
    /// For callers that may think where they are (the console, tests, a blocking thread).
    fn thought(self) -> Reply;
}

impl Thought for Reply {
    fn thought(mut self) -> Reply {
        match self.thinking.take() {
            Some(Thinking::Hint(job)) => Reply {
                update: self.update,
                ..answer_hint(&job)
            },
            other => Reply {
                thinking: other,
                ..self
            },
        }
    }
}

struct Hinted<'a>(&'a HintJob);

impl std::ops::Deref for Hinted<'_> {
    type Target = HintJob;
    fn deref(&self) -> &HintJob {
        self.0
    }
}

/// The engine's move for the hint's asker, and why, for their eyes only.
pub fn answer_hint(job: &HintJob) -> Reply {
    Hinted(job).answer()
}

impl Hinted<'_> {
    /// The engine's level-5 move and why, for the asker's eyes only. Takes up to a second,
    /// like the bot's thinking.
    pub fn answer(&self) -> Reply {
        let (lang, game) = (self.lang, self.game);
        if let Some(outcome) = self.state.outcome() {
            let why = game_over(lang, &outcome);
            return Reply::private(t!(lang, "bot-no-hint", game = game, why = why));
        }
        let seed = (self.game as u64) ^ u64::from(self.state.pos.counters.halfmove);
        match engine::think(&self.state, Level::STRONGEST, seed, None) {
            Ok(thought) => Reply::private(self.told(&thought)),
            Err(e) => Reply::private(t!(lang, "bot-no-hint", game = game, why = e)),
        }
    }

    /// The hint's sentence: the move, its reason, and what the engine's line expects the
    /// opponent to take and the player to take back (never "gives nothing away" then).
    fn told(&self, thought: &engine::Thought) -> String {
        let (lang, game, mv) = (self.lang, self.game, &thought.text);
        let reason = why(&self.state, thought.action);
        let line = match thought.line.as_slice() {
            [] => vec![thought.action],
            line => line.to_vec(),
        };
        let exchange = match reason {
            Why::Wins(_) => None,
            _ => exchange(&self.state, &line),
        };
        let Some(e) = exchange else {
            let why = because(lang, &reason);
            return t!(lang, "bot-hint", game = game, move = mv, why = why);
        };
        let answer = answer(lang, &self.opponent, &e);
        if reason == Why::Improves {
            return t!(lang, "hint-line", game = game, move = mv, answer = answer);
        }
        let why = because(lang, &reason);
        t!(lang, "hint-answered", game = game, move = mv, why = why, answer = answer)
    }
}

/// The engine's reason for a move, as a clause: "it takes the circle 4 on e5 (gcd(4,6)=2)".
fn because(lang: Lang, why: &Why) -> String {
    let aim = |a: &Arrangement| match a {
        Arrangement::Harmony => "harmony",
        Arrangement::Triumph => "triumph",
        Arrangement::Row => "row",
        Arrangement::ProperVictory => "proper-victory",
    };
    match why {
        Why::Wins(reason) => t!(
            lang,
            "bot-why-wins",
            reason = t!(lang, "why-reason", reason = reason.name())
        ),
        Why::Takes(taken) => {
            let pieces: Vec<String> = taken
                .iter()
                .map(|c| {
                    t!(
                        lang,
                        "bot-taken",
                        piece = piece(lang, Role::Object, &c.piece, c.square),
                        how = how(lang, &c.how)
                    )
                })
                .collect();
            t!(lang, "bot-why-takes", pieces = and_chain(lang, &pieces))
        }
        Why::Stops(reason) => t!(lang, "bot-why-stops", reason = reason.name()),
        Why::Saves(saved) => {
            let pieces: Vec<String> = saved
                .iter()
                .map(|(p, sq)| piece(lang, Role::Object, p, *sq))
                .collect();
            t!(lang, "bot-why-saves", pieces = and_chain(lang, &pieces))
        }
        Why::WithinOne(a) => t!(lang, "bot-why-within-one", aim = aim(a)),
        Why::Toward(a) => t!(lang, "bot-why-toward", aim = aim(a)),
        Why::Improves => t!(lang, "bot-why-improves"),
    }
}
