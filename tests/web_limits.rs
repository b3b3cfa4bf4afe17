//! What one client may hold of the pages, over raw TCP and plain HTTP: a connection that
//! sends nothing, or trickles its request's head, or stays idle after an answer, is closed
//! once the head's time is up; past the connections' limit one more is closed at once,
//! and the pages answer others all the while; live pages (event streams) are capped per
//! sender and in all, answered 503 with when to ask again, and a place comes back when a
//! page goes; a token or session id of the wrong form is simply nobody's.

mod common;
#[path = "common/web.rs"]
mod site;

use common::driver::{Challenge, Driver};
use common::people::{alice, bob, T0};
use rithmo::web::Limits;
use site::{client, token, Site};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

/// Far longer than any limit below: a test that waits this long has found a connection
/// that was not closed.
const PATIENCE: Duration = Duration::from_secs(20);

fn game() -> Driver {
    let mut d = Driver::new();
    d.duel(&alice(), &bob(), Challenge::to(Some(bob())).command(), T0);
    d
}

fn limits(header_seconds: u64, connections: usize, streams: usize, per_sender: usize) -> Limits {
    Limits {
        header_timeout: Duration::from_secs(header_seconds),
        connections,
        streams,
        streams_per_sender: per_sender,
    }
}

fn connect(site: &Site) -> TcpStream {
    let s = TcpStream::connect(site.addr).unwrap();
    s.set_read_timeout(Some(PATIENCE)).unwrap();
    s
}

/// Reads until the server closes the connection (a test fails if it never does): what it
/// sent before closing.
fn until_closed(mut s: TcpStream) -> String {
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        match s.read(&mut buf) {
            Ok(0) => return String::from_utf8_lossy(&got).into_owned(),
            Ok(n) => got.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => {
                return String::from_utf8_lossy(&got).into_owned()
            }
            Err(e) => panic!("the connection was not closed: {e} (after {got:?})"),
        }
    }
}

/// A page's status over a fresh connection.
fn status(site: &Site, path: &str) -> u16 {
    let (status, _, _) = site.get(path);
    status
}

#[test]
fn a_silent_a_trickling_and_an_idle_connection_are_each_closed_and_others_are_answered() {
    let d = game();
    let site = Site::limited(&d.path, limits(1, 64, 100, 10));
    let page = format!("/g/{}", token(&d.path, 1));
    // Silent: connected, nothing sent.
    let silent = connect(&site);
    // Trickling: a head begun, a header line every half second, never ended.
    let mut trickling = connect(&site);
    trickling
        .write_all(format!("GET {page} HTTP/1.1\r\nHost: x\r\n").as_bytes())
        .unwrap();
    let trickle = std::thread::spawn(move || {
        for i in 0..40 {
            if trickling
                .write_all(format!("X-{i}: y\r\n").as_bytes())
                .is_err()
            {
                return true;
            }
            std::thread::sleep(Duration::from_millis(500));
        }
        false
    });
    // Idle: one request answered on a connection kept alive, then nothing.
    let mut idle = connect(&site);
    idle.write_all(format!("GET {page} HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes())
        .unwrap();
    assert_eq!(status(&site, &page), 200, "others are answered meanwhile");
    assert_eq!(
        until_closed(silent),
        "",
        "the silent one gets nothing, and goes"
    );
    let answered = until_closed(idle);
    assert!(answered.starts_with("HTTP/1.1 200"), "{answered}");
    assert!(
        trickle.join().unwrap(),
        "the trickling one was closed before its 40 lines"
    );
    assert_eq!(status(&site, &page), 200);
}

#[test]
fn past_the_connections_limit_one_more_is_closed_at_once_and_the_place_comes_back() {
    let d = game();
    let site = Site::limited(&d.path, limits(2, 3, 100, 10));
    let page = format!("/g/{}", token(&d.path, 1));
    let held: Vec<TcpStream> = (0..3).map(|_| connect(&site)).collect();
    // Give the server a moment to take all three before the fourth comes.
    std::thread::sleep(Duration::from_millis(300));
    let mut fourth = connect(&site);
    // The request may or may not be written before the close; nothing is answered.
    let _ = fourth.write_all(format!("GET {page} HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes());
    assert_eq!(until_closed(fourth), "", "closed unanswered");
    // The three are closed by their head's time; then the pages answer again.
    for s in held {
        until_closed(s);
    }
    assert_eq!(status(&site, &page), 200);
}

/// An event stream opened as a page opens it, from the sender a proxy on this machine names
/// (`X-Forwarded-For`): its status, and the response (held open while it lives).
fn stream(site: &Site, path: &str, from: &str) -> (u16, Option<String>, reqwest::Response) {
    let url = site.url(path);
    let from = from.to_string();
    let r = site.rt.block_on(async move {
        client()
            .get(url)
            .header("x-forwarded-for", from)
            .send()
            .await
            .unwrap()
    });
    let retry = r
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().to_string());
    (r.status().as_u16(), retry, r)
}

#[test]
fn live_pages_are_capped_per_sender_and_in_all_and_a_place_comes_back_when_a_page_goes() {
    let d = game();
    let site = Site::limited(&d.path, limits(10, 64, 3, 2));
    let events = format!("/g/{}/events", token(&d.path, 1));
    let (a1, _, first) = stream(&site, &events, "198.51.100.1");
    let (a2, _, _second) = stream(&site, &events, "198.51.100.1");
    assert_eq!((a1, a2), (200, 200));
    let (a3, retry, _) = stream(&site, &events, "198.51.100.1");
    assert_eq!(
        (a3, retry.as_deref()),
        (503, Some("30")),
        "a's share is two"
    );
    let (b1, _, _b) = stream(&site, &events, "198.51.100.2");
    assert_eq!(b1, 200, "another sender is not held back by a");
    let (c1, _, _) = stream(&site, &events, "198.51.100.3");
    assert_eq!(c1, 503, "three in all");
    // The page is still served: only its stream waits.
    assert_eq!(status(&site, &format!("/g/{}", token(&d.path, 1))), 200);
    // One of a's pages closed: its place comes back, to a or anyone.
    drop(first);
    let again = (0..50).find_map(|_| {
        std::thread::sleep(Duration::from_millis(100));
        let (s, _, r) = stream(&site, &events, "198.51.100.3");
        (s == 200).then_some(r)
    });
    assert!(again.is_some(), "the place was given back");
}

#[test]
fn a_token_of_the_wrong_form_is_nobodys_page() {
    let d = game();
    let site = Site::on(&d.path);
    let t = token(&d.path, 1);
    for wrong in [
        String::new(),
        "0".into(),
        t[..16].to_string(),
        t[..39].to_string(),
        format!("{t}0"),
        t.to_uppercase(),
    ] {
        for path in [
            format!("/g/{wrong}"),
            format!("/g/{wrong}/events"),
            format!("/s/{wrong}"),
        ] {
            assert_eq!(status(&site, &path), 404, "{path}");
        }
    }
    assert_eq!(status(&site, &format!("/g/{t}")), 200);
}
