//! `rithmo bench-web`'s HTTP side, on raw connections so that the client costs little
//! beside the server: event streams that note when each move's event arrives, and timed
//! page loads.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// How long anything may take before the bench gives up.
pub const PATIENCE: Duration = Duration::from_secs(60);

/// One event stream: records (ply, arrival) of every event it reads.
pub async fn watch(
    addr: &str,
    path: &str,
    arrivals: Arc<Mutex<Vec<(u32, Instant)>>>,
    connected: Arc<AtomicUsize>,
) {
    let Ok(mut s) = TcpStream::connect(addr).await else {
        return;
    };
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n");
    if s.write_all(request.as_bytes()).await.is_err() {
        return;
    }
    let mut pending: Vec<u8> = Vec::new();
    let mut chunk = vec![0u8; 16 * 1024];
    let mut counted = false;
    while let Ok(n) = s.read(&mut chunk).await {
        if n == 0 {
            return;
        }
        let at = Instant::now();
        pending.extend_from_slice(&chunk[..n]);
        if !counted && pending.windows(4).any(|w| w == b"\r\n\r\n") {
            counted = true;
            connected.fetch_add(1, Ordering::SeqCst);
        }
        for ply in take_plies(&mut pending) {
            if let Ok(mut a) = arrivals.lock() {
                a.push((ply, at));
            }
        }
    }
}

/// The plies of the events complete in `buf` (each names its last ply once), the rest kept.
fn take_plies(buf: &mut Vec<u8>) -> Vec<u32> {
    const MARK: &[u8] = b"data-last=\\\"";
    let mut plies = Vec::new();
    let mut done = 0;
    while let Some(i) = find(&buf[done..], MARK) {
        let start = done + i + MARK.len();
        let digits: Vec<u8> = buf[start..]
            .iter()
            .copied()
            .take_while(u8::is_ascii_digit)
            .collect();
        if start + digits.len() >= buf.len() {
            break;
        }
        plies.push(String::from_utf8_lossy(&digits).parse().unwrap_or(0));
        done = start + digits.len();
    }
    // Keep only what may hold the start of the next mark.
    let keep_from = done.max(buf.len().saturating_sub(MARK.len()));
    buf.drain(..keep_from);
    plies
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// `pages` page loads one after another on one connection, each timed.
pub async fn page_times(
    addr: &str,
    path: &str,
    pages: usize,
    status: u16,
) -> Result<Vec<Duration>, String> {
    let mut s = TcpStream::connect(addr).await.map_err(|e| e.to_string())?;
    let request = format!("GET {path} HTTP/1.1\r\nHost: bench\r\nAccept-Language: en\r\n\r\n");
    let mut times = Vec::with_capacity(pages);
    let mut buf = vec![0u8; 256 * 1024];
    for i in 0..pages + 20 {
        let started = Instant::now();
        s.write_all(request.as_bytes())
            .await
            .map_err(|e| e.to_string())?;
        let got = read_response(&mut s, &mut buf).await?;
        if got != status {
            return Err(format!("{path} answered {got}, not {status}"));
        }
        // The first loads warm the caches and the connection; they are not counted.
        if i >= 20 {
            times.push(started.elapsed());
        }
    }
    Ok(times)
}

/// The version the game's page was drawn at (its `data-v`), as a page's stream sends it.
pub async fn page_version(addr: &str, path: &str) -> Result<String, String> {
    let mut s = TcpStream::connect(addr).await.map_err(|e| e.to_string())?;
    let request = format!("GET {path} HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\r\n");
    s.write_all(request.as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    let mut page = String::new();
    s.read_to_string(&mut page)
        .await
        .map_err(|e| e.to_string())?;
    page.split("data-v=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .map(String::from)
        .ok_or_else(|| "no version on the page".into())
}

/// Reads one whole response (its Content-Length); its status.
pub async fn read_response(s: &mut TcpStream, buf: &mut [u8]) -> Result<u16, String> {
    let mut got = 0;
    loop {
        let n = s.read(&mut buf[got..]).await.map_err(|e| e.to_string())?;
        if n == 0 {
            return Err("the server closed the connection".into());
        }
        got += n;
        let text = String::from_utf8_lossy(&buf[..got]);
        if let Some(head_end) = text.find("\r\n\r\n") {
            let length = text[..head_end]
                .lines()
                .find_map(|l| {
                    l.to_ascii_lowercase()
                        .strip_prefix("content-length:")
                        .map(|v| v.trim().parse::<usize>().unwrap_or(0))
                })
                .ok_or("no content-length")?;
            if got >= head_end + 4 + length {
                let status = text.split(' ').nth(1).and_then(|c| c.parse().ok());
                return status.ok_or_else(|| "no status".into());
            }
        }
    }
}

pub async fn wait_listening(addr: &str) -> Result<(), String> {
    let started = Instant::now();
    while TcpStream::connect(addr).await.is_err() {
        if started.elapsed() > PATIENCE {
            return Err(format!("the server never listened on {addr}"));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Ok(())
}

pub async fn wait_for(done: impl Fn() -> bool) -> Result<(), String> {
    let started = Instant::now();
    while !done() {
        if started.elapsed() > PATIENCE {
            return Err("the watchers did not all connect".into());
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    Ok(())
}
