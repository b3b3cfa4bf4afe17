//! `/settings`: a server's own settings, shown to anyone who asks and changed by members who
//! may manage the server (Discord's Manage Server; anyone in the console). A change names
//! only what it changes; `reset` puts one setting back to its default.

use crate::i18n::Lang;
use crate::service::clock::{bank_words, terms};
use crate::service::commands::challenge::clock_asked;
use crate::service::protocol::settings::Change;
use crate::service::protocol::AfterPress;
use crate::service::protocol::Given;
use crate::service::protocol::{
    ClockAsked, Cx, Declared, Kind, Opt, CAP, DAYS, INCREMENT, WEEKENDS_OFF,
};
use crate::service::words::channels::{mention, mentions};
use crate::service::{Answer, Command, Refusal, Reply, DAYS_PER_MOVE};
use crate::store::games;
use crate::store::games::ClockKind;
use crate::store::servers::{self, Settings};
use crate::t;

/// The longest a challenge may stay open.
pub const MAX_CHALLENGE_DAYS: u32 = 90;

/// The languages a server's posts may be set to; `auto` follows Discord's server language.
const LANGUAGES: &[&str] = &["auto", "en", "de", "it"];

/// `web:on` shows the server's board of games on the web, `web:off` hides it.
const ON_OFF: &[&str] = &["on", "off"];

/// What `reset` can put back to its default.
const RESETTABLE: &[&str] = &[
    "language",
    "days",
    "challenge-days",
    "puzzle-channel",
    "tournament-channel",
];

/// `/settings`: the server's settings, or a change to them.
pub const SETTINGS: Declared = Declared {
    name: "settings",
    options: &[
        Opt::named("language", Kind::Choice(LANGUAGES)),
        DAYS,
        INCREMENT,
        CAP,
        WEEKENDS_OFF,
        Opt::named(
            "challenge-days",
            Kind::Number {
                min: 1,
                max: MAX_CHALLENGE_DAYS as i64,
                choices: &[],
            },
        ),
        Opt::named("add-channel", Kind::Channel),
        Opt::named("remove-channel", Kind::Channel),
        Opt::named("all-channels", Kind::Flag),
        Opt::named("bot-rated", Kind::Flag),
        Opt::named("teams-rated", Kind::Flag),
        Opt::named("puzzle-channel", Kind::Channel),
        Opt::named("tournament-channel", Kind::Channel),
        Opt::named("game-puzzles", Kind::Flag),
        Opt::named("web", Kind::Choice(ON_OFF)),
        Opt::named("reset", Kind::Choice(RESETTABLE)),
    ],
    in_dms: false,
    begins_games: false,
    managers_only: true,
    help: 13,
    after_press: |_| AfterPress::Stays,
    parse,
};

fn parse(g: &Given) -> Result<Command, String> {
    let lang = g.choice("language")?.map(|code| Lang::parse(&code));
    Ok(Command::Settings(Change {
        lang,
        days: g.fitting("days")?,
        clock: clock_asked(g)?,
        challenge_days: g.fitting("challenge-days")?,
        add_channel: g.channel("add-channel"),
        remove_channel: g.channel("remove-channel"),
        all_channels: g.flag("all-channels").unwrap_or(false),
        bot_rated: g.flag("bot-rated"),
        teams_rated: g.flag("teams-rated"),
        puzzle_channel: g.channel("puzzle-channel"),
        tournament_channel: g.channel("tournament-channel"),
        game_puzzles: g.flag("game-puzzles"),
        web: g.choice("web")?.map(|w| w == "on"),
        reset: g.choice("reset")?,
    }))
}

pub fn run(cx: &Cx, change: &Change) -> Answer {
    let Some(guild) = cx.place.guild else {
        return Err(Refusal::SettingsServersOnly);
    };
    let now = servers::get(cx.tx, guild)?;
    if change.is_empty() {
        return Ok(Reply::private(shown(cx, &now, None)));
    }
    if !cx.manages_server {
        return Err(Refusal::SettingsNotAllowed);
    }
    let new = changed(now.clone(), change)?;
    servers::save(cx.tx, guild, &new, cx.user.id, cx.now)?;
    // The board's token is made by the store when it is first turned on.
    let new = Settings {
        web_token: servers::get(cx.tx, guild)?.web_token,
        ..new
    };
    if new.lang != now.lang {
        // The clock's later posts in this server's games (reminders, forfeits) follow.
        let post = new.lang.or(cx.guild_locale).unwrap_or_default();
        games::set_server_lang(cx.tx, guild, post)?;
    }
    Ok(Reply::private(shown(cx, &new, Some(&now))))
}

/// `settings` with `change` applied, or why it cannot be.
fn changed(mut s: Settings, change: &Change) -> Result<Settings, Refusal> {
    clock_changed(&mut s, change)?;
    if let Some(d) = change
        .challenge_days
        .filter(|d| !(1..=MAX_CHALLENGE_DAYS).contains(d))
    {
        return Err(Refusal::SettingsChallengeDays {
            days: d,
            max: MAX_CHALLENGE_DAYS,
        });
    }
    if change.all_channels && (change.add_channel.is_some() || change.remove_channel.is_some()) {
        return Err(Refusal::SettingsAllOrList);
    }
    if let Some(reset) = change.reset.as_deref() {
        match reset {
            "language" => s.lang = None,
            "days" => {
                // The clock kind goes back with its days.
                s.days = None;
                (s.increment, s.cap) = (None, None);
            }
            "challenge-days" => s.challenge_days = None,
            "puzzle-channel" => s.puzzle_channel = None,
            _ => s.tournament_channel = None,
        }
    }
    if let Some(l) = change.lang {
        s.lang = l;
    }
    s.challenge_days = change.challenge_days.or(s.challenge_days);
    s.bot_rated = change.bot_rated.unwrap_or(s.bot_rated);
    s.teams_rated = change.teams_rated.unwrap_or(s.teams_rated);
    s.game_puzzles = change.game_puzzles.unwrap_or(s.game_puzzles);
    s.web = change.web.unwrap_or(s.web);
    s.puzzle_channel = change.puzzle_channel.or(s.puzzle_channel);
    s.tournament_channel = change.tournament_channel.or(s.tournament_channel);
    if change.all_channels {
        s.channels.clear();
    }
    if let Some(c) = change.remove_channel {
        if !s.channels.contains(&c) {
            return Err(Refusal::SettingsNotListed { channel: c });
        }
        s.channels.retain(|&x| x != c);
    }
    if let Some(c) = change.add_channel.filter(|c| !s.channels.contains(c)) {
        s.channels.push(c);
        s.channels.sort_unstable();
    }
    Ok(s)
}

/// The default clock after `change`: `days` alone are days per move, with an increment
/// they are a time bank's start (checked as a challenge's are); weekends off on their own.
fn clock_changed(s: &mut Settings, change: &Change) -> Result<(), Refusal> {
    if let Some(d) = change.days.filter(|d| !DAYS_PER_MOVE.contains(d)) {
        if change.clock.increment.is_none() {
            return Err(Refusal::SettingsDaysNotOffered { days: d });
        }
    }
    let asked = ClockAsked {
        weekends: None,
        ..change.clock
    };
    if change.days.is_some() || !asked.is_empty() {
        // Something was asked, so the default below is never taken.
        let kind = terms::settle(change.days, &asked, ClockKind::PerMove { days: 0 })?;
        s.days = Some(kind.days());
        (s.increment, s.cap) = kind.bank_terms();
    }
    s.weekends = change.clock.weekends.unwrap_or(s.weekends);
    Ok(())
}

/// Every setting, one line each, with what changed since `before` (when something was).
fn shown(cx: &Cx, s: &Settings, before: Option<&Settings>) -> String {
    let lang = cx.user.lang;
    // Each language by its own name, as language menus show them.
    let post_lang = match s.lang {
        Some(l) => t!(
            lang,
            "settings-language-set",
            language = t!(l, "language-name")
        ),
        None => {
            let discord = cx.guild_locale.unwrap_or_default();
            t!(
                lang,
                "settings-language-auto",
                language = t!(discord, "language-name")
            )
        }
    };
    let days = |set: Option<u32>, resolved: u32| match set {
        Some(_) => t!(lang, "settings-days-set", days = resolved),
        None => t!(lang, "settings-days-default", days = resolved),
    };
    let channels = if s.channels.is_empty() {
        t!(lang, "settings-channels-all")
    } else {
        mentions(&s.channels)
    };
    let announced = |c: Option<u64>| c.map_or_else(|| t!(lang, "settings-not-announced"), mention);
    let bot = if s.bot_rated {
        t!(lang, "settings-bot-rated")
    } else {
        t!(lang, "settings-bot-casual")
    };
    let teams = if s.teams_rated {
        t!(lang, "settings-teams-rated")
    } else {
        t!(lang, "settings-teams-casual")
    };
    let mining = if s.game_puzzles {
        t!(lang, "settings-game-puzzles-on")
    } else {
        t!(lang, "settings-game-puzzles-off")
    };
    let web = web_line(cx, s);
    let head = match before {
        Some(b) if b == s => t!(lang, "settings-unchanged"),
        Some(_) => t!(lang, "settings-changed"),
        None => t!(lang, "settings-shown"),
    };
    let clock = ClockKind::from_columns(s.days.unwrap_or(cx.defaults.days), s.increment, s.cap);
    let clock = t!(
        lang,
        "clock-bank-settings",
        clock = bank_words::kind_terms(lang, clock, s.weekends)
    );
    let list = t!(
        lang,
        "settings-list",
        head = head,
        language = post_lang,
        days = days(s.days, s.days.unwrap_or(cx.defaults.days)),
        challenge_days = days(
            s.challenge_days,
            s.challenge_days.unwrap_or(cx.defaults.challenge_days)
        ),
        channels = channels,
        bot = bot,
        teams = teams,
        puzzles = announced(s.puzzle_channel),
        tournaments = announced(s.tournament_channel),
        mining = mining,
        web = web,
    );
    // Days per move with weekends counted are the days line's already.
    if s.increment.is_some() || s.weekends {
        format!("{list}\n{clock}")
    } else {
        list
    }
}

/// Whether the server's board of games is on the web, with its link when it is.
fn web_line(cx: &Cx, s: &Settings) -> String {
    let lang = cx.user.lang;
    match (s.web, cx.web_url, s.web_token.as_deref()) {
        (false, ..) => t!(lang, "settings-web-off"),
        (true, Some(base), Some(token)) => t!(
            lang,
            "settings-web-on",
            url = crate::service::web_link::server_url(base, token)
        ),
        (true, ..) => t!(lang, "settings-web-on-no-address"),
    }
}
