//! One page's event stream: at once the page's state if the page is already behind, then
//! every update of its topic in its language; a stream that falls far behind skips to the
//! newest, which is whole. Leaving (the page closed) is noticed when a write fails.

use super::cap::Admitted;
use super::live::{Live, Topic, Update};
use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::stream::{self, Stream};
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::broadcast::{error::RecvError, Receiver};

/// A page following a topic (`Live::follow`): unfollows it when dropped, whether with its
/// stream or, if the page went away before its stream began, on its own.
pub struct Following {
    live: Arc<Live>,
    pub topic: Topic,
}

impl Following {
    /// Held for a page that `Live::follow` counted.
    pub fn new(live: Arc<Live>, topic: Topic) -> Following {
        Following { live, topic }
    }
}

impl Drop for Following {
    fn drop(&mut self) {
        self.live.leave(self.topic);
    }
}

struct State {
    rx: Receiver<Arc<Update>>,
    first: Option<String>,
    lang: usize,
    _following: Following,
    /// Its place among the open streams, given back when the page goes.
    _admitted: Admitted,
}

/// The stream of the topic `following` follows, for a page in language number `lang`;
/// `first`, if the page was behind, is sent before anything else. `rx` was subscribed
/// before the page's version was taken, so no update falls in between.
pub fn events(
    admitted: Admitted,
    following: Following,
    rx: Receiver<Arc<Update>>,
    lang: usize,
    first: Option<String>,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let topic = following.topic;
    let state = State {
        rx,
        first,
        lang,
        _following: following,
        _admitted: admitted,
    };
    let events = stream::unfold(state, move |mut s| async move {
        if let Some(data) = s.first.take() {
            return Some((Ok(Event::default().data(data)), s));
        }
        loop {
            match s.rx.recv().await {
                Ok(u) if u.topic == topic => {
                    let data = u.data[s.lang].clone();
                    return Some((Ok(Event::default().data(data)), s));
                }
                Ok(_) | Err(RecvError::Lagged(_)) => continue,
                Err(RecvError::Closed) => return None,
            }
        }
    });
    // Comments every 15 s keep proxies from closing a quiet stream, and find closed pages.
    Sse::new(events).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
}
