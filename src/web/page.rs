//! A game's page as HTML: a shell (head, stylesheet, script) around the part that changes,
//! which the live stream sends again whole when the game moves on. No inline script or
//! style: the content security policy forbids both.

use super::html::esc;
use super::view::{GameView, MoveView};
use crate::i18n::Lang;
use crate::rules::Color;
use crate::t;

/// A whole page: `title` and `body` in the shell every page shares.
pub fn shell(lang: Lang, title: &str, body: &str) -> String {
    shell_with(lang, title, body, "")
}

/// The shell with more in its head (a page's own script).
fn shell_with(lang: Lang, title: &str, body: &str, head: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{code}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\">\
         <title>{title}</title>\
         <link rel=\"stylesheet\" href=\"/assets/web.css\">\
         <script src=\"/assets/web.js\" defer></script>{head}</head>\
         <body>{body}</body></html>\n",
        code = lang.code(),
        title = esc(title),
    )
}

/// The game's page: the part that follows the game, and the player's controls (filled by
/// `play.js` for the signed-in reader only: the live part is the same for everyone).
pub fn game_page(lang: Lang, v: &GameView) -> String {
    let body = format!(
        "<main id=\"page\">{}</main>{}",
        fragment(lang, v),
        play_panel(lang)
    );
    let head = "<script src=\"/assets/play.js\" defer></script>";
    shell_with(lang, &v.title, &body, head)
}

/// The controls' frame and their words, in the reader's language.
fn play_panel(lang: Lang) -> String {
    let keys = [
        "sign-in",
        "sign-out",
        "signed-in-as",
        "your-move",
        "their-move",
        "choose-target",
        "prisoners",
        "no-moves-here",
        "resign",
        "offer-draw",
        "hint",
        "cancel",
        "sending",
        "network-failed",
    ];
    let words: String = keys
        .iter()
        .map(|k| {
            let text = crate::i18n::text(lang, &format!("web-{k}"), &[("name", "{name}".into())]);
            format!(" data-{k}=\"{}\"", esc(&text))
        })
        .collect();
    format!(
        "<section id=\"play\" class=\"play\" hidden{words}>\
         <p id=\"play-who\" class=\"who\"></p>\
         <p id=\"play-say\" class=\"say\" role=\"status\" aria-live=\"polite\"></p>\
         <div id=\"play-drops\" class=\"drops\"></div>\
         <ul id=\"play-moves\" class=\"choices\"></ul>\
         <div id=\"play-buttons\" class=\"actions\"></div>\
         <div id=\"play-tools\" class=\"tools\"></div></section>"
    )
}

/// The part of the page that follows the game: everything in it but the shell.
pub fn fragment(lang: Lang, v: &GameView) -> String {
    let last = v.moves.len();
    format!(
        "<div id=\"live\" data-kind=\"game\" data-base=\"{token}/\" data-v=\"{version}\" \
         data-last=\"{last}\" data-of=\"{of}\" data-geometry=\"{geometry}\"{renew}>\
         <h1>{title}</h1><p class=\"terms\">{terms}</p>\
         {players}<p id=\"state\" class=\"state\">{state}</p>\
         <figure class=\"board\">{img}<figcaption>{steps}</figcaption></figure>\
         <details><summary>{in_words}</summary><p id=\"position\">{position}</p></details>\
         <h2>{moves_head}</h2>{moves}</div>",
        token = esc(&v.token),
        version = esc(&v.version),
        geometry = esc(&v.geometry),
        of = esc(&t!(lang, "web-move-n-of", n = "{n}", of = "{of}")),
        renew = v
            .renew_in
            .map(|s| format!(" data-renew=\"{s}\""))
            .unwrap_or_default(),
        title = esc(&v.title),
        terms = esc(&v.terms),
        players = players(lang, v),
        state = esc(&v.state),
        img = board_img(lang, v, last),
        steps = steps(lang, last),
        in_words = esc(&t!(lang, "web-board-in-words")),
        position = esc(&v.position),
        moves_head = esc(&t!(lang, "web-moves")),
        moves = move_list(lang, &v.moves),
    )
}

/// The board after the last ply, its text alternative the position in words.
fn board_img(lang: Lang, v: &GameView, last: usize) -> String {
    let alt = t!(
        lang,
        "web-board-alt",
        ply = last as u32,
        position = v.position.clone()
    );
    format!(
        "<div class=\"frame\"><img id=\"board\" src=\"{token}/board/{last}.png?v={version}\" \
         width=\"{width}\" height=\"{height}\" alt=\"{alt}\" data-alt-ply=\"{ply_alt}\">\
         <div id=\"touch\" class=\"touch\"></div></div>",
        // Its size before it loads (a new picture after every move): the page keeps its place
        // and the touch targets theirs.
        width = v.geometry.split(' ').next().unwrap_or("0"),
        height = v.geometry.split(' ').nth(1).unwrap_or("0"),
        token = esc(&v.token),
        version = esc(&v.version),
        alt = esc(&alt),
        ply_alt = esc(&t!(lang, "web-board-alt-ply", ply = "{ply}")),
    )
}

/// White's and Black's names with ratings, the one to move marked.
fn players(lang: Lang, v: &GameView) -> String {
    let one = |c: Color, name: &Option<String>| {
        let (key, class) = match c {
            Color::White => (t!(lang, "web-white"), "white"),
            Color::Black => (t!(lang, "web-black"), "black"),
        };
        let moving = if v.to_move == Some(c) { " to-move" } else { "" };
        let name = name.clone().unwrap_or_else(|| t!(lang, "web-nobody"));
        format!(
            "<li class=\"player {class}{moving}\"><span class=\"side\">{}</span> {}</li>",
            esc(&key),
            esc(&name)
        )
    };
    format!(
        "<ul class=\"players\">{}{}</ul>",
        one(Color::White, &v.white),
        one(Color::Black, &v.black)
    )
}

/// The step buttons and where the board stands: "Move 7 of 7". First and latest are two
/// arrows (◀◀, ▶▶) in the font that draws the single ones: the media symbols ⏮ ⏭ are
/// missing from many fonts and showed as empty boxes there.
fn steps(lang: Lang, last: usize) -> String {
    let button = |step: &str, label: &str, name: String| {
        format!(
            "<button type=\"button\" data-step=\"{step}\" aria-label=\"{}\">{label}</button>",
            esc(&name)
        )
    };
    format!(
        "<div class=\"steps\">{}{}<span id=\"counter\" aria-live=\"polite\">{}</span>{}{}</div>",
        button("first", "&#x25C0;&#x25C0;", t!(lang, "web-first")),
        button("prev", "&#x25C0;", t!(lang, "web-back")),
        esc(&t!(
            lang,
            "web-move-n-of",
            n = last as u32,
            of = last as u32
        )),
        button("next", "&#x25B6;", t!(lang, "web-forward")),
        button("last", "&#x25B6;&#x25B6;", t!(lang, "web-latest")),
    )
}

/// The moves, numbered as a record numbers them, each a button to show the board after it.
fn move_list(lang: Lang, moves: &[MoveView]) -> String {
    if moves.is_empty() {
        return format!("<p>{}</p>", esc(&t!(lang, "web-no-moves")));
    }
    let items: String = moves.iter().map(move_item).collect();
    format!("<ol class=\"moves\">{items}</ol>")
}

fn move_item(m: &MoveView) -> String {
    let number = if m.ply % 2 == 1 {
        format!("{}.", m.ply.div_ceil(2))
    } else {
        format!("{}&#8230;", m.ply.div_ceil(2))
    };
    let captures: String = m
        .captures
        .iter()
        .map(|c| format!("<li>{}</li>", esc(c)))
        .collect();
    let captures = if captures.is_empty() {
        String::new()
    } else {
        format!("<ul class=\"captures\">{captures}</ul>")
    };
    format!(
        "<li data-ply=\"{ply}\"><button type=\"button\" data-ply=\"{ply}\">{number} {text}</button>{captures}</li>",
        ply = m.ply,
        text = esc(&m.text),
    )
}

/// The page for an address that leads nowhere.
pub fn not_found(lang: Lang) -> String {
    let body = format!(
        "<main id=\"page\"><h1>{}</h1><p>{}</p></main>",
        esc(&t!(lang, "web-not-found-title")),
        esc(&t!(lang, "web-not-found"))
    );
    shell(lang, &t!(lang, "web-not-found-title"), &body)
}
