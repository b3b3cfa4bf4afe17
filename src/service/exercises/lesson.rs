//! `/learn [variant] [lesson] [move]`: the lessons of a variant, one step at a time, private
//! to the learner (ephemeral in a server, plain in a direct message with the bot). A step
//! shows its board, its task, Hint and Show me buttons and a menu of candidate moves; the
//! learner answers with `/learn move:...`, with `/move` where they play no game, or from the
//! menu. Any move that does the task passes (the rules core checks it); another is answered
//! with what it did instead. Progress is stored per player: `/learn` goes on where they
//! stopped. Nothing here touches a game or a rating.

use crate::i18n::{has, text, Lang};
use crate::lessons::{book, Lesson, Verdict};
use crate::rules::explain::resolve;
use crate::rules::movegen::legal_actions;
use crate::rules::{Action, Game, VariantId};
use crate::service::exercises::shared::{board, private, variant_of, what_it_did};
use crate::service::exercises::Exercise;
use crate::service::protocol::{Button, ButtonStyle, Menu};
use crate::service::protocol::{Cx, Press};
use crate::service::words::phrases::variant_name;
use crate::service::words::verdict::verdict;
use crate::service::{Answer, Refusal, Reply};
use crate::store::lessons::{self, Place as At};
use crate::t;

/// `/learn [variant] [lesson]`: lesson N, or the one the learner is at, or their first
/// unfinished one.
pub fn open(cx: &Cx, variant: Option<&str>, number: Option<u32>) -> Answer {
    let now = lessons::current(cx.tx, cx.user.id)?;
    let variant = match (variant, &now) {
        (Some(v), _) => variant_of(v)?,
        (None, Some(at)) => variant_of(&at.variant)?,
        (None, None) => VariantId::Neo,
    };
    let all = book(variant);
    let at = match number {
        Some(n) => {
            let Some(l) = (n as usize).checked_sub(1).and_then(|i| all.get(i)) else {
                return Err(Refusal::NoSuchLesson {
                    number: n,
                    count: all.len(),
                    variant,
                });
            };
            At {
                variant: variant.name().into(),
                lesson: l.id.clone(),
                step: 0,
            }
        }
        None => match now.filter(|at| at.variant == variant.name()) {
            Some(at) => at,
            None => first_open(cx, variant)?,
        },
    };
    lessons::set(cx.tx, cx.user.id, &at, cx.now)?;
    Ok(screen(cx, &at, None))
}

/// The learner's first lesson of `variant` not finished yet (the first when all are).
fn first_open(cx: &Cx, variant: VariantId) -> crate::store::sql::Result<At> {
    let done = lessons::done(cx.tx, cx.user.id, variant.name())?;
    let all = book(variant);
    let l = all
        .iter()
        .find(|l| !done.contains(&l.id))
        .unwrap_or(&all[0]);
    Ok(At {
        variant: variant.name().into(),
        lesson: l.id.clone(),
        step: 0,
    })
}

/// The open lesson's step, or why there is none.
fn opened(cx: &Cx) -> Result<(At, VariantId, usize, &'static Lesson), Refusal> {
    let none = || Refusal::NoLessonOpen;
    let at = lessons::current(cx.tx, cx.user.id)?.ok_or_else(none)?;
    let variant = variant_of(&at.variant)?;
    let all = book(variant);
    let index = all
        .iter()
        .position(|l| l.id == at.lesson)
        .ok_or_else(none)?;
    if at.step >= all[index].steps.len() {
        return Err(none());
    }
    Ok((at, variant, index, &all[index]))
}

/// An answer to the open step: passed, the next step (or the lesson's end); else what it
/// did instead, and the same step again.
fn answer(cx: &Cx, typed: &str) -> Answer {
    let (at, variant, index, lesson) = opened(cx)?;
    let lang = cx.user.lang;
    let game = lesson.game(variant, at.step);
    let action = resolve(&game, typed).map_err(|e| Refusal::Illegal {
        text: typed.trim().to_string(),
        why: e,
    })?;
    let did = what_it_did(lang, &game, action);
    match lesson.steps[at.step].goal.check(&game, action) {
        Verdict::Done => advance(cx, &at, variant, index, lesson, &game, action, did, false),
        v => {
            let mut after = game.clone();
            after.play(action);
            let mut reply = screen(cx, &at, None);
            reply.text = t!(
                lang,
                "learn-not-yet",
                did = did,
                why = verdict(lang, &v, &after),
                task = reply.text
            );
            Ok(reply)
        }
    }
}

/// The step is done (by the learner, or `shown`): its words, and the next step or the end.
#[allow(clippy::too_many_arguments)]
fn advance(
    cx: &Cx,
    at: &At,
    variant: VariantId,
    index: usize,
    lesson: &Lesson,
    game: &Game,
    action: Action,
    did: String,
    shown: bool,
) -> Answer {
    let lang = cx.user.lang;
    let key = step_key(variant, lesson, at.step);
    let why = optional(lang, &format!("{key}-done"));
    // The step's words tell its own solution ("On d8 your circle 9 reaches d9"): after
    // another move that also does the task they would say what did not happen, so they
    // come labelled as the lesson's way, after what the learner's move did.
    let solution = resolve(game, &lesson.steps[at.step].solution).ok();
    let head = if shown {
        t!(lang, "learn-shown", did = did, why = why)
    } else if solution.is_none_or(|s| s == action) {
        t!(lang, "learn-done", did = did, why = why)
    } else {
        let lesson_way = solution.map(|s| s.text(&game.pos)).unwrap_or_default();
        t!(
            lang,
            "learn-done-another",
            did = did,
            solution = lesson_way,
            why = why
        )
    };
    if at.step + 1 < lesson.steps.len() {
        // The next step's board shows where it goes on.
        let next = At {
            step: at.step + 1,
            ..at.clone()
        };
        lessons::set(cx.tx, cx.user.id, &next, cx.now)?;
        return Ok(screen(cx, &next, Some(head)));
    }
    let mut after = game.clone();
    let captures = after.play(action);
    let picture = board(
        game,
        &after,
        Some((action, captures)),
        Some(&cx.user.name),
        lang,
    );
    lessons::finish(cx.tx, cx.user.id, variant.name(), &lesson.id, shown, cx.now)?;
    let all = book(variant);
    let mut reply = private(
        cx,
        match all.get(index + 1) {
            Some(next) => t!(
                lang,
                "learn-lesson-finished",
                head = head,
                title = title(lang, variant, lesson),
                next = title(lang, variant, next)
            ),
            None => t!(
                lang,
                "learn-variant-finished",
                head = head,
                variant = variant_name(lang, variant.name())
            ),
        },
    );
    match all.get(index + 1) {
        Some(next) => {
            let at = At {
                variant: variant.name().into(),
                lesson: next.id.clone(),
                step: 0,
            };
            lessons::set(cx.tx, cx.user.id, &at, cx.now)?;
            reply.buttons = vec![button(
                lang,
                "button-next-lesson",
                variant,
                index + 1,
                0,
                "next",
            )];
        }
        None => lessons::close(cx.tx, cx.user.id)?,
    }
    reply.board = Some(picture);
    Ok(reply)
}

/// A lesson's button or menu, for the step it was shown with: a stale one says so.
fn pressed(cx: &Cx, variant: &str, lesson: usize, step: usize, press: &Press) -> Answer {
    let lang = cx.user.lang;
    if *press == Press::Next {
        let v = variant_of(variant)?;
        return open(cx, Some(v.name()), Some(lesson as u32 + 1));
    }
    let (at, v, index, l) = opened(cx)?;
    if at.variant != variant || index != lesson || at.step != step {
        return Err(Refusal::LessonStepGone);
    }
    match press {
        Press::Hint => {
            let key = step_key(v, l, at.step);
            Ok(private(cx, text(lang, &format!("{key}-hint"), &[])))
        }
        Press::Show => {
            let game = l.game(v, at.step);
            let solution = &l.steps[at.step].solution;
            let action = resolve(&game, solution).expect("checked by the lesson tests");
            let did = what_it_did(lang, &game, action);
            advance(cx, &at, v, index, l, &game, action, did, true)
        }
        Press::Move(text) => answer(cx, text),
        // A lesson is never given up: no button of ours asks that.
        Press::Next | Press::Solution => Ok(Reply::private(t!(lang, "play-not-my-button"))),
    }
}

/// The step's screen: its lesson, task and board, the Hint and Show me buttons and the menu
/// of candidate moves; `head` (what just happened) first.
fn screen(cx: &Cx, at: &At, head: Option<String>) -> Reply {
    let lang = cx.user.lang;
    let variant = VariantId::parse(&at.variant).expect("a stored variant");
    let all = book(variant);
    let index = all.iter().position(|l| l.id == at.lesson).unwrap_or(0);
    let lesson = &all[index];
    let game = lesson.game(variant, at.step);
    let key = step_key(variant, lesson, at.step);
    let task = t!(
        lang,
        "learn-step",
        // The variant as the reader's language names it ("klassisch", "classica").
        variant = variant_name(lang, variant.name()),
        number = index + 1,
        count = all.len(),
        title = title(lang, variant, lesson),
        step = at.step + 1,
        steps = lesson.steps.len(),
        side = game.pos.side.name(),
        task = text(lang, &format!("{key}-task"), &[])
    );
    let mut reply = private(
        cx,
        match head {
            Some(h) => format!("{h}\n\n{task}"),
            None => task,
        },
    );
    reply.board = Some(board(&game, &game, None, Some(&cx.user.name), lang));
    reply.buttons = vec![
        button(lang, "button-lesson-hint", variant, index, at.step, "hint"),
        button(lang, "button-lesson-show", variant, index, at.step, "show"),
    ];
    reply.menu = Some(Menu {
        custom_id: format!("learn-move:{}:{index}:{}", variant.name(), at.step),
        placeholder: t!(lang, "learn-menu"),
        options: candidates(lesson, &game, at.step),
    });
    reply
}

/// Up to 25 of the step's legal moves for the menu, in board order: the solution and the
/// wrong move always among them, then the moving piece's other moves, then the rest.
fn candidates(lesson: &Lesson, game: &Game, step: usize) -> Vec<String> {
    let s = &lesson.steps[step];
    let texts = |a: &Action| a.text(&game.pos);
    let all: Vec<Action> = legal_actions(&game.rules, &game.pos);
    let wanted: Vec<String> = [&s.solution, &s.wrong]
        .into_iter()
        .filter_map(|m| resolve(game, m).ok())
        .map(|a| texts(&a))
        .collect();
    let from = resolve(game, &s.solution).ok().and_then(|a| match a {
        Action::Move { from, .. } => Some(from),
        Action::Drop { .. } => None,
    });
    let near = |a: &Action| matches!(a, Action::Move { from: f, .. } if Some(*f) == from);
    let mut picked = wanted;
    for a in all.iter().filter(|a| near(a)).chain(all.iter()) {
        let t = texts(a);
        if picked.len() >= 25 {
            break;
        }
        if !picked.contains(&t) {
            picked.push(t);
        }
    }
    picked.sort();
    picked
}

fn button(
    lang: Lang,
    label: &str,
    variant: VariantId,
    lesson: usize,
    step: usize,
    what: &str,
) -> Button {
    Button {
        label: text(lang, label, &[]),
        custom_id: format!("learn-{what}:{}:{lesson}:{step}", variant.name()),
        style: ButtonStyle::Neutral,
    }
}

/// `lesson-<variant>-<id>-<step from 1>`: the key of a step's texts.
fn step_key(variant: VariantId, lesson: &Lesson, step: usize) -> String {
    format!("lesson-{}-{}-{}", variant.name(), lesson.id, step + 1)
}

fn title(lang: Lang, variant: VariantId, lesson: &Lesson) -> String {
    text(
        lang,
        &format!("lesson-{}-{}-title", variant.name(), lesson.id),
        &[],
    )
}

/// A text the lesson may have (a step's explanation), empty when it has none.
fn optional(lang: Lang, id: &str) -> String {
    if has(Lang::En, id) {
        text(lang, id, &[])
    } else {
        String::new()
    }
}

/// The lessons, as a kind of exercise.
pub struct Lessons;

impl Exercise for Lessons {
    fn kind(&self) -> &'static str {
        "learn"
    }

    fn open_since(&self, cx: &Cx) -> Result<Option<i64>, Refusal> {
        if opened(cx).is_err() {
            return Ok(None);
        }
        Ok(lessons::since(cx.tx, cx.user.id)?)
    }

    fn answer(&self, cx: &Cx, typed: &str) -> Answer {
        answer(cx, typed)
    }

    /// `learn-hint:neo:3:0`, `learn-move:neo:3:0:d4-d5`: the variant, the lesson and the
    /// step it was shown at (from 0), then the menu's move.
    fn press(&self, cx: &Cx, what: &str, rest: &str) -> Option<Answer> {
        let mut parts = rest.splitn(4, ':');
        let variant = parts.next()?;
        let lesson = parts.next()?.parse().ok()?;
        let step = parts.next()?.parse().ok()?;
        let press = Press::read(what, parts.next())?;
        Some(pressed(cx, variant, lesson, step, &press))
    }
}
