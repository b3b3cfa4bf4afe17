//! Pages follow their game live by server-sent events: one watcher per process notices
//! every commit to the database, by any process (`live`), and the streams fan its updates
//! out to the open pages (`stream`), as many as the limits let in (`cap`).

pub mod cap;
pub mod live;
pub mod stream;

pub use cap::Streams;
pub use live::{Live, Topic};
