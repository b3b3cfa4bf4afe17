//! The REST side: a small HTTP/1.1 server that records requests and answers like Discord
//! (JSON, or for the pages a browser is sent to, a page or a redirect: `Reply`).

use super::commands::{command_errors, refusal};
use super::model::Answer;
use super::payloads::{channel, user, GUILD};
use super::{activity, oauth, roles, urlencoded};
use super::{FakeDiscord, Recorded, APP_ID};
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};

pub async fn serve(listener: TcpListener, fake: FakeDiscord) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            return;
        };
        tokio::spawn(connection(stream, fake.clone()));
    }
}

/// Keep-alive: one request after another on the same connection.
async fn connection(stream: TcpStream, fake: FakeDiscord) {
    let mut reader = BufReader::new(stream);
    loop {
        let Some(Request {
            method,
            path,
            headers,
            body,
        }) = read_request(&mut reader).await
        else {
            return;
        };
        let header = |k: &str| headers.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
        let (json, files, types) = decode(&body, header("content-type").unwrap_or_default());
        let form = match header("content-type") {
            Some(t) if essence(&t) == "application/x-www-form-urlencoded" => {
                urlencoded::pairs(&String::from_utf8_lossy(&body))
            }
            _ => Vec::new(),
        };
        let (path, query) = match path.split_once('?') {
            Some((p, q)) => (p.to_string(), q.to_string()),
            None => (path, String::new()),
        };
        // A frozen Discord takes requests and never answers them: thawed, it drops them.
        if fake.state.lock().unwrap().world.faults.frozen {
            while fake.state.lock().unwrap().world.faults.frozen {
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            }
            return;
        }
        let untyped = untyped(&files, &types);
        let rec = Recorded {
            method: method.clone(),
            path: path.clone(),
            query,
            json,
            files,
            file_types: types,
            headers,
            form,
            at: std::time::Instant::now(),
        };
        let reply = match untyped {
            Some(refusal) => Reply::from(refusal),
            None => route(&fake, &rec),
        };
        fake.state.lock().unwrap().requests.push(rec);
        // Done, but the answer held back: the client cannot know it was done.
        let webhook = path.contains("/webhooks/");
        while fake.state.lock().unwrap().world.faults.holds(webhook) {
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        let text = reply.body;
        // A 429 also says how long to wait in its headers, as Discord does.
        let retry = answer_retry(reply.status, &text);
        let more: String = reply
            .headers
            .iter()
            .map(|(k, v)| format!("{k}: {v}\r\n"))
            .collect();
        let head = format!(
            "HTTP/1.1 {}\r\ncontent-type: {}\r\ncontent-length: {}\r\n{retry}{more}\r\n",
            reply.status,
            reply.content_type,
            text.len()
        );
        let stream = reader.get_mut();
        if stream.write_all(head.as_bytes()).await.is_err()
            || stream.write_all(text.as_bytes()).await.is_err()
        {
            return;
        }
    }
}

/// One HTTP/1.1 request as read off a connection; header names in lower case.
pub(super) struct Request {
    pub method: String,
    pub path: String,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

/// The next request on a kept-alive connection; `None` once the peer closed it.
pub(super) async fn read_request(reader: &mut BufReader<TcpStream>) -> Option<Request> {
    let mut line = String::new();
    if reader.read_line(&mut line).await.unwrap_or(0) == 0 {
        return None;
    }
    let mut parts = line.split_whitespace();
    let method = parts.next().unwrap_or("").to_string();
    let path = parts.next().unwrap_or("").to_string();
    let mut headers = Vec::new();
    loop {
        let mut h = String::new();
        reader.read_line(&mut h).await.unwrap();
        let h = h.trim_end().to_string();
        if h.is_empty() {
            break;
        }
        if let Some((k, v)) = h.split_once(':') {
            headers.push((k.trim().to_ascii_lowercase(), v.trim().to_string()));
        }
    }
    let header = |k: &str| headers.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
    let body = read_body(
        reader,
        header("content-length"),
        header("transfer-encoding"),
    )
    .await;
    Some(Request {
        method,
        path,
        headers,
        body,
    })
}

pub(super) async fn read_body(
    r: &mut BufReader<TcpStream>,
    length: Option<String>,
    encoding: Option<String>,
) -> Vec<u8> {
    if encoding.is_some_and(|e| e.contains("chunked")) {
        let mut body = Vec::new();
        loop {
            let mut size = String::new();
            r.read_line(&mut size).await.unwrap();
            let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
            let mut chunk = vec![0; n + 2];
            r.read_exact(&mut chunk).await.unwrap();
            if n == 0 {
                return body;
            }
            body.extend_from_slice(&chunk[..n]);
        }
    }
    let n: usize = length.and_then(|l| l.parse().ok()).unwrap_or(0);
    let mut body = vec![0; n];
    r.read_exact(&mut body).await.unwrap();
    body
}

/// The type Discord's upload documentation gives a file part of this name (docs:
/// reference#uploading-files: `Content-Type: image/png` for a PNG), if it names one.
fn expected_type(name: &str) -> Option<&'static str> {
    match name.rsplit_once('.')?.1.to_ascii_lowercase().as_str() {
        "png" => Some("image/png"),
        "gif" => Some("image/gif"),
        "jpg" | "jpeg" => Some("image/jpeg"),
        "txt" => Some("text/plain"),
        _ => None,
    }
}

/// A 400 for a file part without its `Content-Type`, or with one its name contradicts.
fn untyped(files: &[(String, Vec<u8>)], types: &[Option<String>]) -> Option<Answer> {
    let bad = files.iter().zip(types).find(|((name, _), ty)| {
        let essence = ty.as_deref().map(|t| {
            t.split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_ascii_lowercase()
        });
        match (essence, expected_type(name)) {
            (None, _) => true,
            (Some(e), _) if e.is_empty() => true,
            (Some(e), Some(want)) => e != want,
            (Some(_), None) => false,
        }
    })?;
    let ((name, _), ty) = bad;
    Some((
        "400 Bad Request",
        Some(json!({"code": 50035, "message": "Invalid Form Body",
            "errors": {"files": {"_errors": [{"code": "CONTENT_TYPE_INVALID",
            "message": format!("file {name}: Content-Type {ty:?}")}]}}})),
    ))
}

/// A request's body: its JSON, its files (name, bytes) and each file part's `Content-Type`.
type Decoded = (Value, Vec<(String, Vec<u8>)>, Vec<Option<String>>);

/// JSON bodies as they are; multipart ones as their `payload_json` plus the files, and
/// each file part's `Content-Type` header, if it has one.
pub(super) fn decode(body: &[u8], content_type: String) -> Decoded {
    let Some(boundary) = content_type.split("boundary=").nth(1) else {
        return (
            serde_json::from_slice(body).unwrap_or(Value::Null),
            Vec::new(),
            Vec::new(),
        );
    };
    let marker = format!("--{}", boundary.trim_matches('"'));
    let (mut json, mut files, mut types) = (Value::Null, Vec::new(), Vec::new());
    for part in split(body, marker.as_bytes()).into_iter().skip(1) {
        let Some(end) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..end]).to_string();
        let mut data = &part[end + 4..];
        if data.ends_with(b"\r\n") {
            data = &data[..data.len() - 2];
        }
        let name = head
            .split("name=\"")
            .nth(1)
            .and_then(|s| s.split('"').next())
            .unwrap_or("")
            .to_string();
        if name == "payload_json" {
            json = serde_json::from_slice(data).unwrap_or(Value::Null);
        } else {
            let file = head
                .split("filename=\"")
                .nth(1)
                .and_then(|s| s.split('"').next())
                .unwrap_or(&name)
                .to_string();
            files.push((file, data.to_vec()));
            types.push(head.lines().find_map(|l| {
                let (k, v) = l.split_once(':')?;
                k.trim()
                    .eq_ignore_ascii_case("content-type")
                    .then(|| v.trim().to_string())
            }));
        }
    }
    (json, files, types)
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

fn split<'a>(mut hay: &'a [u8], marker: &[u8]) -> Vec<&'a [u8]> {
    let mut out = Vec::new();
    while let Some(i) = find(hay, marker) {
        out.push(&hay[..i]);
        hay = &hay[i + marker.len()..];
    }
    out.push(hay);
    out
}

/// An answer as it goes out: Discord's JSON (`Answer`), or for a browser a page or a
/// redirect, with the headers that carry it (`Location`).
pub struct Reply {
    pub status: &'static str,
    pub content_type: &'static str,
    pub headers: Vec<(&'static str, String)>,
    pub body: String,
}

impl From<Answer> for Reply {
    fn from((status, json): Answer) -> Reply {
        Reply {
            status,
            content_type: "application/json",
            headers: Vec::new(),
            body: json.map(|v| v.to_string()).unwrap_or_default(),
        }
    }
}

impl Reply {
    /// `302 Found` to `location`, where a browser goes next.
    pub fn redirect(location: String) -> Reply {
        Reply {
            status: "302 Found",
            content_type: "text/plain; charset=utf-8",
            headers: vec![("location", location)],
            body: String::new(),
        }
    }

    /// A page of plain text (Discord's pages that say what is wrong with a link).
    pub fn page(status: &'static str, text: &str) -> Reply {
        Reply {
            status,
            content_type: "text/plain; charset=utf-8",
            headers: Vec::new(),
            body: text.to_string(),
        }
    }
}

/// A media type without its parameters, in lower case (`application/json; charset=utf-8`
/// is `application/json`).
pub fn essence(content_type: &str) -> String {
    let t = content_type.split(';').next().unwrap_or("");
    t.trim().to_ascii_lowercase()
}

/// The segments of a path under Discord's API base, `/api` with or without a version
/// (`/api/v10/users/@me` and `/api/users/@me` are both `["users", "@me"]`); `None` for a
/// path outside it.
pub fn api_path(path: &str) -> Option<Vec<&str>> {
    let rest = path.strip_prefix("/api/")?;
    let rest = match rest.split_once('/') {
        Some((v, more)) if v.len() > 1 && v.starts_with('v') && v[1..].parse::<u8>().is_ok() => {
            more
        }
        _ => rest,
    };
    Some(rest.split('/').collect())
}

/// The OAuth2 pages and endpoints first, then the activity instances, the roles, then the
/// rest.
fn route(fake: &FakeDiscord, r: &Recorded) -> Reply {
    if let Some(reply) = oauth::route(fake, r) {
        return reply;
    }
    if let Some(answer) = activity::route(fake, r) {
        return answer.into();
    }
    if let Some(answer) = roles::route(fake, r) {
        return answer.into();
    }
    route_json(fake, r).into()
}

fn route_json(fake: &FakeDiscord, r: &Recorded) -> Answer {
    let p: Vec<&str> = r.path.trim_start_matches("/api/v10/").split('/').collect();
    let ok = "200 OK";
    // Like Discord: a message over 2,000 characters is refused.
    let content = r.json["content"]
        .as_str()
        .or(r.json["data"]["content"].as_str());
    if content.is_some_and(|c| c.chars().count() > 2000) {
        return (
            "400 Bad Request",
            Some(json!({"code": 50035, "message": "Invalid Form Body",
                "errors": {"content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH",
                "message": "Must be 2000 or fewer in length."}]}}})),
        );
    }
    let mut state = fake.state.lock().unwrap();
    let world = &mut state.world;
    let app = APP_ID.to_string();
    match (r.method.as_str(), p.as_slice()) {
        // No query string: serenity appends ?v=10 itself.
        ("GET", ["gateway"]) => (
            ok,
            Some(json!({"url": format!("ws://127.0.0.1:{}", fake.ws_port)})),
        ),
        ("GET", ["gateway", "bot"]) => (
            ok,
            Some(
                json!({"url": format!("ws://127.0.0.1:{}", fake.ws_port), "shards": 1,
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}),
            ),
        ),
        // Get Current Application: what a bot without the gateway's READY learns its id by.
        ("GET", ["applications", "@me"]) => (
            ok,
            Some(
                json!({"id": app.clone(), "name": "rithmo", "bot_public": true,
                "bot_require_code_grant": false, "description": "", "flags": 0}),
            ),
        ),
        ("PUT", ["applications", _, .., "commands"]) if command_errors(&r.json).is_some() => {
            ("400 Bad Request", command_errors(&r.json).map(refusal))
        }
        ("PUT", ["applications", app, .., "commands"]) => {
            world.commands = r.json.clone();
            let list: Vec<Value> = r
                .json
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .enumerate()
                .map(|(i, mut c)| {
                    c["id"] = json!((1000 + i).to_string());
                    c["application_id"] = json!(app.to_string());
                    c["version"] = json!("1");
                    c["type"] = c.get("type").cloned().unwrap_or(json!(1));
                    // Kept as sent: a permission bit set as a string, or null.
                    let kept = c.get("default_member_permissions").cloned();
                    c["default_member_permissions"] = kept.unwrap_or(Value::Null);
                    c
                })
                .collect();
            (ok, Some(Value::Array(list)))
        }
        ("POST", ["interactions", id, token, "callback"]) => {
            world.callback(id, token, &r.json, &r.files)
        }
        ("GET", ["webhooks", a, token, "messages", "@original"]) if *a == app => {
            world.get_original(token)
        }
        ("PATCH", ["webhooks", a, token, "messages", "@original"]) if *a == app => {
            world.edit_original(token, &r.json, &r.files)
        }
        ("POST", ["webhooks", a, token]) if *a == app => world.followup(token, &r.json, &r.files),
        ("POST", ["channels", parent, "messages", msg, "threads"]) => {
            // A thread starts from a message everyone sees, in that channel.
            let (parent, msg): (u64, u64) = (parent.parse().unwrap(), msg.parse().unwrap());
            if !world
                .message(msg)
                .is_some_and(|m| m.channel == parent && !m.ephemeral)
            {
                return (
                    "404 Not Found",
                    Some(json!({"code": 10008, "message": "Unknown Message"})),
                );
            }
            let id = world.id();
            state.threads.push(id);
            let mut c = channel(id, Some(parent));
            c["guild_id"] = json!(GUILD.to_string());
            (ok, Some(c))
        }
        ("GET", ["channels", ch, "messages"]) => {
            let limit = query(&r.query, "limit").and_then(|l| l.parse().ok());
            world.history(ch.parse().unwrap(), limit)
        }
        ("POST", ["channels", ch, "messages"]) => {
            world.create_message(ch.parse().unwrap(), &r.json, &r.files)
        }
        ("POST", ["users", "@me", "channels"]) => {
            let to: u64 = r.json["recipient_id"]
                .as_str()
                .and_then(|s| s.parse().ok())
                .or(r.json["recipient_id"].as_u64())
                .unwrap_or(1);
            let id = world.dm_channel(to);
            (
                ok,
                Some(json!({"id": id.to_string(), "type": 1, "recipients": [user(to, "someone")]})),
            )
        }
        _ => {
            eprintln!("fake discord: no route for {} {}", r.method, r.path);
            (
                "404 Not Found",
                Some(json!({"message": "Unknown route", "code": 0})),
            )
        }
    }
}

/// The value of `name` in a query string.
fn query<'a>(q: &'a str, name: &str) -> Option<&'a str> {
    q.split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

/// The headers of a 429: `Retry-After` (seconds) and the rate limit's scope.
fn answer_retry(status: &str, body: &str) -> String {
    if !status.starts_with("429") {
        return String::new();
    }
    let v: Value = serde_json::from_str(body).unwrap_or(Value::Null);
    let secs = v["retry_after"].as_f64().unwrap_or(1.0);
    format!(
        "retry-after: {}\r\nx-ratelimit-scope: user\r\nx-ratelimit-remaining: 0\r\n",
        secs.ceil()
    )
}
