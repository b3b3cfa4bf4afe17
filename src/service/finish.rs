//! The one way a reply leaves the service: in the transaction that made it, copied into a
//! match's other place, dressed once (no messages to bots, its text and pictures in its
//! language, drawn for its time), and, with the outbox in use, the posts and direct
//! messages it owes written there in that same transaction. Commands, presses, the bot's
//! moves, reviews nobody asked for, a server leaving a match and every clock duty end here.

use crate::i18n::Lang;
use crate::service::games::{self, bot};
use crate::service::outbox::{self, Owing};
use crate::service::words::speak;
use crate::service::{matches, teams, Reply};
use crate::store::sql::{Connection, Result};

/// How the replies of one piece of work leave: at its time, and owing their posts as
/// its request's origin says (none without the outbox).
pub(crate) struct Finish {
    pub now: i64,
    pub owing: Option<Owing>,
}

impl Finish {
    /// A reply made in `tx`, in `main`: a post for its own channel (the clock's, the
    /// bot's) lands in a match's other place too.
    pub fn reply(&self, tx: &Connection, reply: Reply, main: Lang) -> Result<Reply> {
        let reply = match reply.channel {
            Some(_) => matches::both_places::mirror(tx, reply, None)?,
            None => reply,
        };
        self.here_only(tx, reply, main)
    }

    /// A reply about a game, in the language that game speaks.
    pub fn of_game(&self, tx: &Connection, reply: Reply) -> Result<Reply> {
        let main = speak::of_game(tx, &reply);
        self.reply(tx, reply, main)
    }

    /// A reply that goes only where it says (a server that left a match gets no copy).
    pub fn here_only(&self, tx: &Connection, reply: Reply, main: Lang) -> Result<Reply> {
        let reply = dressed(tx, reply, main, self.now);
        match &self.owing {
            Some(o) => outbox::owe(tx, reply, o),
            None => Ok(reply),
        }
    }

    /// A daily puzzle's post, its board drawn from puzzle `puzzle` when it is sent.
    pub fn puzzle(&self, tx: &Connection, reply: Reply, puzzle: &str) -> Result<Reply> {
        let lang = reply.lang;
        let reply = dressed(tx, reply, lang, self.now);
        match &self.owing {
            Some(_) => outbox::owe_puzzle(tx, reply, puzzle),
            None => Ok(reply),
        }
    }
}

/// The reply as it leaves the service: no messages to bots, its text and pictures in
/// `main` (and each notice's picture in its receiver's language), drawn for time `now`.
pub(crate) fn dressed(conn: &Connection, reply: Reply, main: Lang, now: i64) -> Reply {
    let mut reply = bot::without_bots(reply);
    // A team's messages go to its members (a failed look-up leaves them as they were).
    let _ = teams::fan_out::to_members(conn, &mut reply);
    reply.lang = main;
    speak::pictures(conn, &mut reply, main);
    games::facing::notices(conn, &mut reply);
    reply.also = std::mem::take(&mut reply.also)
        .into_iter()
        .map(|r| dressed(conn, r, main, now))
        .collect();
    reply.at(now)
}
