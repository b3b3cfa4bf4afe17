//! The watcher: one thread per process asks the database every `POLL` whether anything was
//! committed (SQLite's `PRAGMA data_version`, which changes with every other connection's
//! commit, this process's or another's; PostgreSQL's `LISTEN`, notified by every write
//! transaction on any machine), and then whether what an open page shows changed (its
//! version). A change is rendered once per language and broadcast to every stream.

use crate::i18n::Lang;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;
use tokio::sync::broadcast;

/// How often the watcher asks: a move reaches the pages within about this long. Asking
/// costs a read of the WAL index, far below a millisecond.
pub const POLL: Duration = Duration::from_millis(40);

/// What a page follows: a game, or a server's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topic {
    Game(i64),
    Server(u64),
}

/// A topic's new state, one event's data per language (in `Lang::ALL`'s order).
pub struct Update {
    pub topic: Topic,
    pub data: [String; 3],
}

/// Renders a topic's state as an event's data in a language; its version first.
pub type Render =
    dyn Fn(&crate::store::sql::Connection, Topic, Lang) -> Result<String, String> + Send + Sync;
/// A topic's version now.
pub type Version =
    dyn Fn(&crate::store::sql::Connection, Topic) -> Result<String, String> + Send + Sync;

pub struct Live {
    sender: broadcast::Sender<Arc<Update>>,
    /// The topics some page follows: how many pages, and the version they were last sent.
    watched: Mutex<HashMap<Topic, (usize, String)>>,
}

/// Updates a slow stream may fall behind by before it skips to the newest (each is whole).
const BACKLOG: usize = 64;

impl Live {
    /// The watcher, started on its own thread with `conn`; it stops once `Live` is dropped.
    pub fn start(
        conn: crate::store::sql::Connection,
        version: Box<Version>,
        render: Box<Render>,
    ) -> Arc<Live> {
        let live = Arc::new(Live {
            sender: broadcast::channel(BACKLOG).0,
            watched: Mutex::new(HashMap::new()),
        });
        let weak = Arc::downgrade(&live);
        std::thread::Builder::new()
            .name("web-watcher".into())
            .spawn(move || watch(weak, conn, &version, &render))
            .expect("a thread for the web watcher");
        live
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Arc<Update>> {
        self.sender.subscribe()
    }

    /// A page follows `topic`; `current` is its version now, taken under the lock so that
    /// no commit falls between it and the watcher's next look. Returns it.
    pub fn follow(
        &self,
        topic: Topic,
        current: impl FnOnce() -> Result<String, String>,
    ) -> Result<String, String> {
        let mut watched = self.watched.lock().map_err(|e| e.to_string())?;
        let now = current()?;
        let entry = watched.entry(topic).or_insert((0, now.clone()));
        entry.0 += 1;
        Ok(now)
    }

    /// A page stopped following `topic`.
    pub fn leave(&self, topic: Topic) {
        if let Ok(mut watched) = self.watched.lock() {
            if let Some(entry) = watched.get_mut(&topic) {
                entry.0 -= 1;
                if entry.0 == 0 {
                    watched.remove(&topic);
                }
            }
        }
    }

    /// The topics whose version moved on since last sent, with the new version recorded.
    fn changed(&self, conn: &crate::store::sql::Connection, version: &Version) -> Vec<Topic> {
        let Ok(mut watched) = self.watched.lock() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (topic, (_, seen)) in watched.iter_mut() {
            match version(conn, *topic) {
                Ok(v) if v != *seen => {
                    *seen = v;
                    out.push(*topic);
                }
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "web: cannot read a page's version"),
            }
        }
        out
    }
}

/// The watcher's loop: look, and when something was committed, send what changed.
fn watch(
    live: Weak<Live>,
    conn: crate::store::sql::Connection,
    version: &Version,
    render: &Render,
) {
    let mut commits = Commits::new(&conn);
    loop {
        let committed = commits.since_last(&conn);
        let Some(live) = live.upgrade() else {
            return;
        };
        if !committed {
            continue;
        }
        for topic in live.changed(&conn, version) {
            match rendered(&conn, topic, render) {
                // Nobody listening is no error: the page may just have closed.
                Ok(update) => drop(live.sender.send(Arc::new(update))),
                Err(e) => tracing::warn!(error = %e, "web: cannot render a live update"),
            }
        }
    }
}

/// A topic's update in every language.
fn rendered(
    conn: &crate::store::sql::Connection,
    topic: Topic,
    render: &Render,
) -> Result<Update, String> {
    let [en, de, it] = Lang::ALL;
    Ok(Update {
        topic,
        data: [
            render(conn, topic, en)?,
            render(conn, topic, de)?,
            render(conn, topic, it)?,
        ],
    })
}

/// Whether anything was committed since the last look, waiting up to `POLL`: SQLite's
/// count of commits by other connections (`PRAGMA data_version`), or PostgreSQL's
/// notifications. A PostgreSQL connection lost and opened again may have missed some: it
/// answers "committed", and every followed page's version is compared (a resynchronisation).
enum Commits {
    Sqlite(i64),
    Postgres { listening: bool },
}

impl Commits {
    fn new(conn: &crate::store::sql::Connection) -> Commits {
        match conn.as_sqlite() {
            Some(_) => Commits::Sqlite(data_version(conn)),
            None => Commits::Postgres { listening: false },
        }
    }

    fn since_last(&mut self, conn: &crate::store::sql::Connection) -> bool {
        match self {
            Commits::Sqlite(seen) => {
                std::thread::sleep(POLL);
                let now = data_version(conn);
                std::mem::replace(seen, now) != now
            }
            Commits::Postgres { listening } if !*listening => {
                *listening = conn.listen().is_ok();
                if !*listening {
                    std::thread::sleep(POLL);
                }
                *listening
            }
            Commits::Postgres { listening } => match conn.wait_for_commits(POLL) {
                Ok(any) => any,
                Err(e) => {
                    tracing::warn!(error = %e, "web: lost the database's notifications");
                    *listening = false;
                    std::thread::sleep(POLL);
                    false
                }
            },
        }
    }
}

/// SQLite's count of commits by other connections, as this one has seen them.
fn data_version(conn: &crate::store::sql::Connection) -> i64 {
    conn.as_sqlite()
        .and_then(|c| {
            c.pragma_query_value(None, "data_version", |r| r.get(0))
                .ok()
        })
        .unwrap_or(-1)
}
