//! A player's strip: a token in their colour, their name, whether it is their turn and the
//! time they have left (or, once the game is over, its result), the enemy pyramid when they
//! have taken it, their scores, their reduced pyramid's remaining components, and their
//! prisoners (or, in variants without prisoners, the enemy pieces they have taken) as chips.
//! Its words are in the view's language.

use super::countdown::time_left_text;
use super::layout::Area;
use super::palette::{self, Rgba};
use super::piece::Spot;
use super::shapes;
use super::sprites;
use super::{font, tray, BoardView};
use crate::i18n::Lang;
use crate::rules::position::TALLY_KEYS;
use crate::rules::variant::Goal;
use crate::rules::{Color, Drops, Piece, Position, Ruleset, Victory};
use crate::t;
use tiny_skia::{PathBuilder, Pixmap};

const NAME_SIZE: f32 = 19.0;
const SMALL_SIZE: f32 = 13.0;
/// Scores wider than this (`heligon`'s three tallies, about 170 px and more; `simple`'s two
/// scores stay below 160) go to the second line, so that the name keeps its room.
const LONG_SCORES: f32 = 162.0;
const SCORE_SIZE: f32 = SMALL_SIZE + 1.0;

pub fn draw(pixmap: &mut Pixmap, view: &BoardView, color: Color, a: Area) {
    let to_move = view.pos.side == color && view.verdict.is_none();
    let verdict = view
        .verdict
        .as_ref()
        .filter(|v| v.winner.is_none() || v.winner == Some(color));
    let edge = match (to_move, verdict) {
        (true, _) => Some(palette::TURN),
        (_, Some(v)) if v.winner.is_some() => Some(palette::WIN),
        _ => None,
    };
    card(pixmap, a, edge);
    let line1 = a.y as f32 + 21.0;
    let line2 = line1 + 30.0;
    // A tall strip: components and tallies on the second line, the pieces on the third.
    let tall = a.h > 90;
    let line3 = if tall { line2 + 28.0 } else { line2 };
    let x0 = a.x as f32 + 12.0;
    let right_edge = (a.x + a.w) as f32 - 12.0;
    token(pixmap, color, x0 + 9.0, line1);
    let scores = score_text(view.lang, view.rules, view.pos, color);
    let low = tall || font::width(&scores, SCORE_SIZE) > LONG_SCORES;
    let mut row_end = right_edge + 4.0;
    let right = if low {
        let scores_start = draw_scores(pixmap, &scores, right_edge, line2) - 8.0;
        if !tall {
            row_end = scores_start;
        }
        badges(pixmap, view, color, "", right_edge, line1)
    } else {
        badges(pixmap, view, color, &scores, right_edge, line1)
    };
    let pill = match (to_move, verdict) {
        (true, _) => Some(turn_text(view.lang, view.time_left)),
        (_, Some(v)) => Some(v.text.clone()),
        _ => None,
    };
    let pill_w = pill.as_ref().map_or(0.0, |t| pill_width(t) + 10.0);
    let end = name_line(pixmap, view, color, x0 + 26.0, line1, right - pill_w - 10.0);
    if let Some(text) = pill {
        let fill = match (to_move, verdict) {
            (true, _) => palette::TURN,
            (_, Some(v)) if v.winner.is_some() => palette::WIN,
            _ => palette::DRAW,
        };
        let text = font::fit(&text, SMALL_SIZE, right - end - 34.0);
        draw_pill(pixmap, &text, fill, end + 10.0, line1);
    }
    let mut x = x0;
    let reduced = view
        .pos
        .pyramid_of(color)
        .and_then(|sq| view.pos.at(sq))
        .filter(|p| !p.is_complete_pyramid());
    if let Some(p) = reduced {
        let label = t!(view.lang, "picture-pyramid");
        if tray::pyramid_chip_width(&label, &p) < row_end - x {
            let end = tray::pyramid_chip(pixmap, &label, &p, x, line2) + 14.0;
            x = if tall { x0 } else { end };
        }
    }
    if let Some(half) = &view.half_labels {
        row_end = half_legend(pixmap, &half[color.index()], right_edge, line3) - 10.0;
    }
    let (label, row) = second_row(view, color);
    tray::row(pixmap, &label, &row, x, line3, row_end);
}

/// Where the side's half is, right-aligned at `right` on the strip's last line; returns where
/// it begins.
fn half_legend(pixmap: &mut Pixmap, text: &str, right: f32, cy: f32) -> f32 {
    let base = cy + font::digit_height(SMALL_SIZE) / 2.0;
    font::draw_right(pixmap, text, SMALL_SIZE, palette::MUTED, right, base);
    right - font::width(text, SMALL_SIZE)
}

/// "to move", with the time left when the picture knows it.
pub fn turn_text(lang: Lang, time_left: Option<i64>) -> String {
    match time_left {
        Some(secs) => t!(
            lang,
            "picture-to-move-left",
            left = time_left_text(lang, secs)
        ),
        None => t!(lang, "picture-to-move"),
    }
}

/// The pieces in a player's second row, with their label: their prisoners, or where there
/// are none in the variant, the enemy pieces they have taken (a pyramid taken whole has its
/// badge).
fn second_row(view: &BoardView, color: Color) -> (String, Vec<Piece>) {
    if view.rules.drops != Drops::None {
        let prisoners = view.pos.prisoners[color.index()];
        let label = t!(view.lang, "picture-prisoners");
        return (label, prisoners.as_slice().to_vec());
    }
    let mut taken = view.losses.pieces(color.other()).to_vec();
    taken.retain(|p| !p.is_pyramid());
    (t!(view.lang, "picture-taken"), taken)
}

/// Draws the scores right-aligned at `right`; returns where they begin.
fn draw_scores(pixmap: &mut Pixmap, scores: &str, right: f32, cy: f32) -> f32 {
    if scores.is_empty() {
        return right;
    }
    let base = cy + font::digit_height(SCORE_SIZE) / 2.0;
    font::draw_right(pixmap, scores, SCORE_SIZE, palette::TEXT, right, base);
    right - font::width(scores, SCORE_SIZE) - 12.0
}

/// Right-aligned on the first line, from the right: scores (when they fit there), the taken
/// enemy pyramid, and the last move in the strip of the side that played it. Returns where
/// they begin.
fn badges(
    pixmap: &mut Pixmap,
    view: &BoardView,
    color: Color,
    scores: &str,
    right: f32,
    cy: f32,
) -> f32 {
    let mut right = draw_scores(pixmap, scores, right, cy);
    if view.losses.pyramid(color.other()) {
        let label = t!(view.lang, "picture-pyramid-taken");
        let pyramid = Piece::pyramid(color.other());
        right = taken_badge(pixmap, &label, &pyramid, right, cy);
    }
    if color != view.pos.side {
        if let Some(text) = &view.last_text {
            right = last_move_chip(pixmap, text, right, cy);
        }
    }
    right
}

fn card(pixmap: &mut Pixmap, a: Area, edge: Option<Rgba>) {
    let Some(p) = shapes::rounded_rect(a.x as f32, a.y as f32, a.w as f32, a.h as f32, 8.0) else {
        return;
    };
    shapes::fill(pixmap, &p, palette::CARD);
    if let Some(colour) = edge {
        shapes::stroke(pixmap, &p, colour, 2.0);
    }
}

fn token(pixmap: &mut Pixmap, color: Color, cx: f32, cy: f32) {
    let ink = palette::ink(color);
    if let Some(p) = PathBuilder::from_circle(cx, cy, 10.0) {
        shapes::fill(pixmap, &p, ink.body);
        shapes::stroke(pixmap, &p, Rgba::rgb(0xc9ced6), 2.0);
    }
}

/// The player's name, or the colour's; with a name, the colour follows in grey.
/// Returns where the text ends.
fn name_line(
    pixmap: &mut Pixmap,
    view: &BoardView,
    color: Color,
    x: f32,
    cy: f32,
    max: f32,
) -> f32 {
    let given = match color {
        Color::White => view.white.as_deref(),
        Color::Black => view.black.as_deref(),
    };
    let base = cy + font::digit_height(NAME_SIZE) / 2.0;
    let colour = side_name(view.lang, color);
    let name = given.map(font::printable).filter(|n| !n.is_empty());
    let room = (max - x).max(40.0);
    match name {
        Some(n) => {
            let n = font::fit(&n, NAME_SIZE, room - 50.0);
            font::draw(pixmap, &n, NAME_SIZE, palette::TEXT, x, base);
            let after = x + font::width(&n, NAME_SIZE) + 7.0;
            font::draw(pixmap, &colour, SMALL_SIZE, palette::MUTED, after, base);
            after + font::width(&colour, SMALL_SIZE)
        }
        None => {
            font::draw(pixmap, &colour, NAME_SIZE, palette::TEXT, x, base);
            x + font::width(&colour, NAME_SIZE)
        }
    }
}

/// "White", "Weiß", "Bianco": the side as every message names it.
pub fn side_name(lang: Lang, color: Color) -> String {
    let side = match color {
        Color::White => "white",
        Color::Black => "black",
    };
    t!(lang, "side", side = side)
}

fn pill_width(text: &str) -> f32 {
    font::width(text, SMALL_SIZE) + 14.0
}

/// White text on a rounded pill of `fill`, from `x` (to the whole pixel), centred on `cy`;
/// drawn once per thread for each text and colour, then stamped.
fn draw_pill(pixmap: &mut Pixmap, text: &str, fill: Rgba, x: f32, cy: f32) {
    let (x, top) = (x.round(), (cy - 10.0).round() - 1.0);
    let size = (pill_width(text).ceil() as u32 + 3, 23);
    let key = format!("pill {fill:?} {text}");
    sprites::stamp_drawn(pixmap, &key, size, (x as i32 - 1, top as i32), |p| {
        paint_pill(p, text, fill, 1.0, 11.0)
    });
}

fn paint_pill(pixmap: &mut Pixmap, text: &str, fill: Rgba, x: f32, cy: f32) {
    if let Some(p) = shapes::rounded_rect(x, cy - 10.0, pill_width(text), 20.0, 10.0) {
        shapes::fill(pixmap, &p, fill);
    }
    let base = cy + font::digit_height(SMALL_SIZE) / 2.0;
    let ink = if fill == palette::WIN {
        palette::WHITE_INK.text
    } else {
        Rgba::rgb(0xffffff)
    };
    font::draw(pixmap, text, SMALL_SIZE, ink, x + 7.0, base);
}

/// The last move in a chip of the highlight's colour, in the strip of the side that played
/// it; returns the new right edge.
fn last_move_chip(pixmap: &mut Pixmap, text: &str, right: f32, cy: f32) -> f32 {
    let size = SMALL_SIZE + 1.0;
    let w = font::width(text, size) + 14.0;
    let x = right - w;
    if let Some(p) = shapes::rounded_rect(x, cy - 11.0, w, 22.0, 6.0) {
        shapes::fill(pixmap, &p, palette::LAST_MOVE_CHIP);
    }
    let base = cy + font::digit_height(size) / 2.0;
    font::draw(pixmap, text, size, Rgba::rgb(0xffffff), x + 7.0, base);
    x - 10.0
}

/// Scores kept in RFEN tallies (`simple`, `heligon`): "value 120/200 · shape 14"; every score
/// the variant keeps is shown, 0 included, so players see what they play for, and the one a
/// points goal counts carries that goal. Each is labelled in `lang` ("Wert 120/200").
pub fn score_text(lang: Lang, rules: &Ruleset, pos: &Position, color: Color) -> String {
    let parts: Vec<String> = TALLY_KEYS
        .iter()
        .zip(pos.counters.tallies)
        .enumerate()
        .filter(|&(i, (key, v))| i % 2 == color.index() && (v != 0 || rules.keys.contains(key)))
        .map(|(_, (key, v))| {
            let name = &key[1..];
            let label = score_label(lang, name);
            match goal_of(rules, name) {
                Some(n) => format!("{label} {v}/{n}"),
                None => format!("{label} {v}"),
            }
        })
        .collect();
    parts.join(" · ")
}

/// A score's label: the tally's name (`value`, `body` ...) in `lang`.
fn score_label(lang: Lang, name: &str) -> String {
    match name {
        "value" => t!(lang, "picture-score-value"),
        "shape" => t!(lang, "picture-score-shape"),
        "body" => t!(lang, "picture-score-body"),
        "goods" => t!(lang, "picture-score-goods"),
        "lawsuit" => t!(lang, "picture-score-lawsuit"),
        other => other.to_string(),
    }
}

/// The points goal counted by the score `name`, when the game is won by reaching it.
fn goal_of(rules: &Ruleset, name: &str) -> Option<u32> {
    if rules.victory == Victory::Heligon {
        let aim = &rules.options.aim;
        return match name {
            "body" => aim.body,
            "goods" => aim.goods,
            "lawsuit" => aim.lawsuit,
            _ => None,
        };
    }
    if rules.victory != Victory::Points || rules.options.rows {
        return None;
    }
    match (rules.options.goal, name) {
        (Goal::Value(n), "value") | (Goal::Shape(n), "shape") => Some(n),
        _ => None,
    }
}

/// A small pyramid of the enemy colour with `label` ("pyramid taken"); returns the new
/// right edge.
fn taken_badge(pixmap: &mut Pixmap, label: &str, pyramid: &Piece, right: f32, cy: f32) -> f32 {
    let w = font::width(label, SMALL_SIZE);
    let base = cy + font::digit_height(SMALL_SIZE) / 2.0;
    font::draw_right(pixmap, label, SMALL_SIZE, palette::TEXT, right, base);
    let icon_x = right - w - 18.0;
    let spot = Spot {
        cx: icon_x,
        cy,
        s: 32.0,
    };
    sprites::stamp(pixmap, pyramid, spot, true);
    icon_x - 26.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::rfen;

    fn scores(options: &[&str], color: Color) -> String {
        let options: Vec<String> = options.iter().map(|o| o.to_string()).collect();
        let rules = Ruleset::from_names("simple", &options).unwrap();
        let text = "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C2,7 w - - bshape=9 bvalue=73 wvalue=4";
        score_text(Lang::En, &rules, &rfen::parse(text, &rules).unwrap(), color)
    }

    #[test]
    fn the_score_a_points_goal_counts_shows_the_goal() {
        assert_eq!(scores(&[], Color::Black), "value 73/200 · shape 9");
        assert_eq!(scores(&[], Color::White), "value 4/200 · shape 0");
        assert_eq!(
            scores(&["victory=shape:30"], Color::Black),
            "value 73 · shape 9/30"
        );
        // Only a row wins: no score is a goal.
        assert_eq!(scores(&["rows=true"], Color::Black), "value 73 · shape 9");
    }

    #[test]
    fn the_strips_words_are_in_the_pictures_language() {
        let two_days = Some(2 * 86_400 + 4 * 3600);
        assert_eq!(turn_text(Lang::En, two_days), "to move · 2 d 4 h left");
        assert_eq!(turn_text(Lang::De, two_days), "am Zug · noch 2 Tg. 4 Std.");
        assert_eq!(turn_text(Lang::It, None), "al tratto");
        assert_eq!(turn_text(Lang::It, Some(0)), "al tratto · tempo scaduto");
        assert_eq!(side_name(Lang::En, Color::White), "White");
        assert_eq!(side_name(Lang::De, Color::White), "Weiß");
        assert_eq!(side_name(Lang::It, Color::Black), "Nero");
        let rules = Ruleset::from_names("simple", &[]).unwrap();
        let text = "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C2,7 w - - bshape=9 bvalue=73";
        let pos = rfen::parse(text, &rules).unwrap();
        assert_eq!(
            score_text(Lang::De, &rules, &pos, Color::Black),
            "Wert 73/200 · Form 9"
        );
        assert_eq!(
            score_text(Lang::It, &rules, &pos, Color::Black),
            "valore 73/200 · forma 9"
        );
    }

    #[test]
    fn heligon_shows_its_tallies_with_the_goals_of_a_common_victory() {
        let text = "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/C2,7 w - - bbody=2 bgoods=25 blawsuit=3";
        let tallies = |options: &[&str], color| {
            let options: Vec<String> = options.iter().map(|o| o.to_string()).collect();
            let rules = Ruleset::from_names("heligon", &options).unwrap();
            score_text(Lang::En, &rules, &rfen::parse(text, &rules).unwrap(), color)
        };
        assert_eq!(tallies(&[], Color::Black), "body 2 · goods 25 · lawsuit 3");
        assert_eq!(
            tallies(&["victory=small+goods:300"], Color::White),
            "body 0 · goods 0/300 · lawsuit 0"
        );
        assert_eq!(
            tallies(&["victory=body+lawsuit:30"], Color::Black),
            "body 2/12 · goods 25 · lawsuit 3/30"
        );
    }
}
