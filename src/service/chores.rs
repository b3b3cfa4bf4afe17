//! The bot's own work, with one driver for every adapter: the service lists what the
//! engine owes (`chores`: its moves in every game where it is its turn, then the reviews
//! players chose of their finished games), the engine works each one with the service's
//! lock released, and the service stores what it came to (`finish_chore`) if it is still
//! wanted. Discord, the console and the pages' own desk all run `drive`.

use crate::service::games::bot::BotTurn;
use crate::service::protocol::{ReviewJob, Reviewed};
use crate::service::{Reply, Service};
use std::collections::HashSet;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Mutex, MutexGuard};

/// A piece of the engine's work the service owes.
#[derive(Clone, Debug)]
pub enum Chore {
    /// The bot's move in a game where it is its turn.
    Move(BotTurn),
    /// A review of a finished game that a player chose to have (`/notify review-finished`).
    Review(ReviewJob),
}

/// What the engine's work came to, with the chore it was for.
#[derive(Clone, Debug)]
pub enum Worked {
    /// The move the bot chose, in canonical text, or why it found none.
    Move(BotTurn, Result<String, String>),
    Review(ReviewJob, Reviewed),
}

/// Which kind of work, on which game: two drivers never do the same at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Key {
    Move(i64),
    Review(i64),
}

impl Chore {
    /// The game it is about.
    pub fn game(&self) -> i64 {
        match self {
            Chore::Move(turn) => turn.game,
            Chore::Review(job) => job.game,
        }
    }

    /// The engine's part: up to a second for a move, up to a minute for a review. Call it
    /// off the async threads and outside the service's lock.
    pub fn work(self) -> Worked {
        match self {
            Chore::Move(turn) => {
                let text = turn.think();
                Worked::Move(turn, text)
            }
            Chore::Review(job) => {
                let done = job.run(&mut |_, _| {});
                Worked::Review(job, done)
            }
        }
    }

    fn key(&self) -> Key {
        match self {
            Chore::Move(turn) => Key::Move(turn.game),
            Chore::Review(job) => Key::Review(job.game),
        }
    }
}

impl Service {
    /// The work the engine owes now: the bot's moves (oldest game first, after a restart
    /// too), then the reviews owed.
    pub fn chores(&self) -> Vec<Chore> {
        let moves = self.bot_turns().into_iter().map(Chore::Move);
        moves
            .chain(self.reviews_owed().into_iter().map(Chore::Review))
            .collect()
    }

    /// Stores what a chore came to at `now`, if the game still wants it (still the bot's
    /// turn at the ply it thought about; not reviewed meanwhile): the reply to deliver, or
    /// none. A move the engine could not find is the error.
    pub fn finish_chore(&mut self, worked: Worked, now: i64) -> Result<Option<Reply>, String> {
        match worked {
            Worked::Move(turn, text) => Ok(self.bot_move(&turn, &text?, now)),
            Worked::Review(job, done) => Ok(self.auto_reviewed(&job, &done, now)),
        }
    }
}

/// How a driver reaches the service: under its lock, with the adapter's clock; `None`
/// once the service is closed.
pub trait Serving {
    fn with<T>(&mut self, f: impl FnOnce(&mut Service, i64) -> T) -> Option<T>;
}

/// The chores being worked on in this process.
#[derive(Default)]
pub struct Working(Mutex<HashSet<Key>>);

impl Working {
    fn take(&self, key: Key) -> bool {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).insert(key)
    }

    fn put_down(&self, key: Key) {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&key);
    }
}

/// A service behind its lock with the chores being worked on it: what the console and the
/// pages' desk of `rithmo serve` share, so that neither thinks about what the other does.
pub struct Served {
    service: Mutex<Service>,
    working: Working,
}

impl Served {
    pub fn new(service: Service) -> Served {
        Served {
            service: Mutex::new(service),
            working: Working::default(),
        }
    }

    /// The service, under its lock.
    pub fn lock(&self) -> MutexGuard<'_, Service> {
        self.service.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// `drive`, each call to the service at the time `clock` says then.
    pub fn drive(&self, clock: impl Fn() -> i64, out: impl FnMut(Outcome)) {
        drive(&mut Clocked(self, clock), &self.working, out);
    }
}

/// A served service at a clock.
struct Clocked<'a, C>(&'a Served, C);

impl<C: Fn() -> i64> Serving for Clocked<'_, C> {
    fn with<T>(&mut self, f: impl FnOnce(&mut Service, i64) -> T) -> Option<T> {
        let now = (self.1)();
        Some(f(&mut self.0.lock(), now))
    }
}

/// A chore's end that the adapter delivers or reports.
pub enum Outcome {
    /// Stored: the bot's move to post, a review's direct messages.
    Done(Box<Reply>),
    /// The engine failed (found no move, or panicked): the game waits for the next drive.
    Failed { game: i64, error: String },
}

/// Works every chore owed, one at a time, until none is left that this drive has not
/// tried (a bot's move may finish a game whose review is then owed); each outcome goes to
/// `out` as soon as it is stored. Blocks: run it on a thread that may.
pub fn drive(serving: &mut impl Serving, working: &Working, mut out: impl FnMut(Outcome)) {
    let mut tried = HashSet::new();
    loop {
        let owed = serving.with(|s, _| s.chores()).unwrap_or_default();
        let fresh: Vec<Chore> = owed.into_iter().filter(|c| tried.insert(c.key())).collect();
        if fresh.is_empty() {
            return;
        }
        for chore in fresh {
            let key = chore.key();
            if !working.take(key) {
                continue;
            }
            let outcome = work_and_finish(serving, chore);
            working.put_down(key);
            if let Some(outcome) = outcome {
                out(outcome);
            }
        }
    }
}

/// One chore: the engine's part with the lock released, then stored under it.
fn work_and_finish(serving: &mut impl Serving, chore: Chore) -> Option<Outcome> {
    let game = chore.game();
    let worked = match catch_unwind(AssertUnwindSafe(|| chore.work())) {
        Ok(worked) => worked,
        Err(_) => {
            let error = "the engine panicked".to_string();
            return Some(Outcome::Failed { game, error });
        }
    };
    match serving.with(|s, now| s.finish_chore(worked, now))? {
        Ok(reply) => reply.map(|r| Outcome::Done(Box::new(r))),
        Err(error) => Some(Outcome::Failed { game, error }),
    }
}
