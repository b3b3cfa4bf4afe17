//! The puzzle of the day, announced once a day (UTC) in each server's puzzle channel
//! (`/settings puzzle-channel`), by whichever process's clock claims it first.

use crate::i18n::{date, Lang};
use crate::service::clock::time::DAY;
use crate::service::commands::puzzle::{daily_board, of_the_day};
use crate::service::{Refusal, Reply};
use crate::store::duties::{self, Duty};
use crate::store::{servers, Store};
use crate::t;

/// The day's posts not made yet, each with its channel and the language to write it in.
pub fn post(store: &mut Store, now: i64) -> Vec<(Reply, Lang)> {
    let day = now.div_euclid(DAY);
    let servers = servers::puzzle_channels(store.conn()).unwrap_or_default();
    let mut out = Vec::new();
    for (guild, channel, lang) in servers {
        let Some(p) = of_the_day(guild, day) else {
            break;
        };
        let lang = lang.unwrap_or_default();
        let claimed = store.write(|tx| -> Result<bool, Refusal> {
            let d = Duty {
                kind: duties::DAILY_PUZZLE,
                subject: guild as i64,
                occasion: day,
            };
            Ok(duties::claim(tx, &d, now)?)
        });
        if claimed != Ok(true) {
            continue;
        }
        let text = t!(
            lang,
            "puzzle-daily-post",
            date = date(lang, now),
            variant = crate::service::words::phrases::variant_name(lang, &p.variant),
            rating = p.rating
        );
        let reply = Reply {
            board: Some(daily_board(p, lang)),
            channel: Some(channel),
            ..Reply::public(text)
        };
        out.push((reply, lang));
    }
    out
}
