//! The puzzle of the day, announced once a day (UTC) in each server's puzzle channel
//! (`/settings puzzle-channel`), by whichever process's clock claims it first.

use crate::i18n::{date, Lang};
use crate::puzzles::Puzzle;
use crate::service::clock::time::DAY;
use crate::service::exercises::puzzle::{daily_board, of_the_day};
use crate::service::{Refusal, Reply};
use crate::store::duties::{self, Duty};
use crate::store::{servers, Store};
use crate::t;

/// What is done with a day's post, of the puzzle with this id, in the transaction that
/// claims it (the outbox is written there).
pub type Finish<'a> =
    dyn Fn(&crate::store::sql::Connection, Reply, &str) -> crate::store::sql::Result<Reply> + 'a;

/// The day's posts not made yet, each for its channel, in its server's language.
pub fn post(store: &mut Store, now: i64, finish: &Finish) -> Vec<Reply> {
    let day = now.div_euclid(DAY);
    let servers = servers::puzzle_channels(store.conn()).unwrap_or_default();
    let mut out = Vec::new();
    for (guild, channel, lang) in servers {
        let Some(p) = of_the_day(guild, day) else {
            break;
        };
        let lang = lang.unwrap_or_default();
        let made = store.write(|tx| -> Result<Option<Reply>, Refusal> {
            let d = Duty {
                kind: duties::DAILY_PUZZLE,
                subject: guild as i64,
                occasion: day,
            };
            if !duties::claim(tx, &d, now)? {
                return Ok(None);
            }
            Ok(Some(finish(
                tx,
                announcement(p, channel, lang, now),
                &p.id,
            )?))
        });
        let Ok(Some(reply)) = made else {
            continue;
        };
        out.push(reply);
    }
    out
}

/// The post announcing puzzle `p` in `channel`.
fn announcement(p: &Puzzle, channel: u64, lang: Lang, now: i64) -> Reply {
    let text = t!(
        lang,
        "puzzle-daily-post",
        date = date(lang, now),
        variant = crate::service::words::phrases::variant_name(lang, &p.variant),
        rating = p.rating,
        theme = crate::service::exercises::puzzle::theme::theme(lang, p)
    );
    Reply {
        board: Some(daily_board(p, lang)),
        channel: Some(channel),
        lang,
        ..Reply::public(text)
    }
}
