//! The start, and each round's games: start numbers fixed by rating, then every game of a
//! round robin (Berger tables: its colours) or a Swiss's round (the Dutch pairing) begun
//! together, each an ordinary game begun as an accepted challenge is. The start is a duty,
//! claimed in its transaction: the organiser's command or the clock at sign-up's close,
//! whichever comes first, does it once.

use super::setup::may_run;
use super::table::{self, State};
use super::words::format_text;
use crate::i18n::Lang;
use crate::rules::Ruleset;
use crate::service::games::start::{begin as begin_game, begins, offered, Offer};
use crate::service::protocol::refusal::Damage;
use crate::service::protocol::Cx;
use crate::service::words::tell;
use crate::service::{Answer, ColourChoice, Place, Refusal, Reply};
use crate::store::duties::{self, Duty};
use crate::store::games::{self, ClockKind};
use crate::store::ratings;
use crate::store::servers;
use crate::store::sql::Connection;
use crate::store::tournaments::pairings::{self, PairingRow, Scored};
use crate::store::tournaments::{self, entrants, Format, Stage, TournamentRow};
use crate::t;
use crate::tournament::{pair_next_round, schedule, Pairing, Tournament};

pub const START: &str = "tournament-start";
/// The fewest players a tournament starts with.
pub const FEWEST: usize = 3;

/// `/tournament start`: the organiser's or a manager's.
pub fn start(cx: &Cx, t: &TournamentRow) -> Answer {
    if !may_run(cx, t) {
        return Err(Refusal::TournamentNotAllowed { id: t.id });
    }
    if t.stage != Stage::Open {
        return Err(Refusal::TournamentStartNotOpen { id: t.id });
    }
    if let Some(why) = cannot_start(cx.tx, t)? {
        return Err(why);
    }
    let post = cx.place.post_lang(cx.user);
    tournaments::set_lang(cx.tx, t.id, post.code())?;
    let started =
        begin(cx.tx, t, post, cx.now)?.ok_or(Refusal::TournamentStartNotOpen { id: t.id })?;
    // The answer to the command is the announcement, posted where it was given (and owed
    // by the outbox should the answer not arrive); the games' own posts follow.
    Ok(Reply {
        channel: None,
        announces: true,
        ..started
    })
}

/// Why `t` cannot start with the players it has, in `lang`; none if it can.
pub fn cannot_start(
    conn: &Connection,
    t: &TournamentRow,
) -> crate::store::sql::Result<Option<Refusal>> {
    let players = entrants::list(conn, t.id)?.len();
    if players < FEWEST {
        return Ok(Some(Refusal::TournamentTooFew {
            id: t.id,
            players,
            fewest: FEWEST,
        }));
    }
    let most = Tournament::max_swiss_rounds(players);
    if t.format == Format::Swiss && t.rounds > most {
        return Ok(Some(Refusal::TournamentTooManyRounds {
            rounds: t.rounds,
            players,
            most,
        }));
    }
    Ok(None)
}

/// Starts `t`: numbers its players, begins its first games and says so in `post`; none if
/// it was started (or cancelled) already.
pub fn begin(
    tx: &Connection,
    t: &TournamentRow,
    post: Lang,
    now: i64,
) -> Result<Option<Reply>, Refusal> {
    let duty = Duty {
        kind: START,
        subject: t.id,
        occasion: 0,
    };
    if !duties::claim(tx, &duty, now)?
        || !tournaments::advance(tx, t.id, Stage::Open, Stage::Running, now)?
    {
        return Ok(None);
    }
    number(tx, t, now)?;
    let s = table::state(tx, t)?;
    let mut posts = Vec::new();
    let games = match t.format {
        Format::RoundRobin => {
            let mut all = Vec::new();
            for round in schedule(s.t.players.len() as u32, t.double) {
                all.extend(play(
                    tx,
                    t,
                    &s,
                    round.number,
                    &round.pairs,
                    now,
                    &mut posts,
                )?);
            }
            all
        }
        Format::Swiss => {
            let round =
                pair_next_round(&s.t).map_err(|e| Refusal::TournamentUnpaired(e.to_string()))?;
            let mut all = play(tx, t, &s, 1, &round.pairs, now, &mut posts)?;
            all.extend(bye(tx, t, 1, round.bye)?);
            all
        }
    };
    let head = t!(
        post,
        "tournament-begins",
        id = t.id,
        name = &t.name,
        format = format_text(post, t),
        players = s.t.players.len()
    );
    let mut reply = announce(tx, t, &s, head, &games, post)?;
    reply.also = posts;
    Ok(Some(reply))
}

/// Start numbers by rating at the start (the highest first; equal ratings in order of
/// joining), kept with the rating.
fn number(tx: &Connection, t: &TournamentRow, now: i64) -> crate::store::sql::Result<()> {
    let mut rated = Vec::new();
    for e in entrants::list(tx, t.id)? {
        let r = ratings::current(tx, Some(t.guild), &t.variant, e.player, now)?;
        rated.push((r.rating.round().max(0.0) as u32, e));
    }
    rated.sort_by_key(|(rating, e)| (std::cmp::Reverse(*rating), e.joined_at, e.player));
    for (n, (rating, e)) in (1..).zip(&rated) {
        entrants::number(tx, t.id, e.player, n, *rating)?;
    }
    Ok(())
}

/// Where a tournament's games and posts go: the server's tournament channel, else the
/// channel it was created in.
pub fn channel(tx: &Connection, t: &TournamentRow) -> crate::store::sql::Result<u64> {
    Ok(servers::get(tx, t.guild)?
        .tournament_channel
        .unwrap_or(t.channel))
}

/// Begins the games of round `round`'s `pairs`: the pairings stored, each with its game,
/// and each game's own first post (in `posts`), from which its thread is opened.
pub fn play(
    tx: &Connection,
    t: &TournamentRow,
    s: &State,
    round: u32,
    pairs: &[Pairing],
    now: i64,
    posts: &mut Vec<Reply>,
) -> Result<Vec<PairingRow>, Refusal> {
    let rules = Ruleset::from_names(
        &t.variant,
        &crate::service::games::loaded::option_list(&t.options),
    )
    .map_err(|e| Refusal::Damaged(Damage::Rules(e)))?;
    let place = Place {
        guild: Some(t.guild),
        channel: channel(tx, t)?,
        thread: None,
        lang: None,
    };
    let lang = tournaments::lang(tx, t.id)?.map_or(Lang::En, |c| Lang::from_locale(&c));
    let mut out = Vec::new();
    for p in pairs {
        let (white, black) = (s.user(p.white), s.user(p.black));
        let offer = Offer {
            challenger: white,
            opponent: Some(black),
            colour: ColourChoice::White,
            clock: ClockKind::from_columns(t.days_per_move, t.increment, t.cap),
            weekends: t.weekends,
            rated: t.rated,
        };
        let row = offered(&rules, &offer, &place, None, now);
        let id = games::insert_challenge(tx, &row, now)?;
        // Paired before it begins: a tournament's game follows the tournament's weekends
        // only, from its first move on.
        let pairing = PairingRow {
            tournament: t.id,
            round,
            white: p.white,
            black: Some(p.black),
            game: Some(id),
            result: None,
            lost_on_time: None,
        };
        pairings::insert(tx, &pairing)?;
        let (loaded, due) = begin_game(tx, &games::GameRow { id, ..row }, white, black, now)?;
        games::set_lang(tx, id, lang)?;
        posts.push(Reply {
            channel: Some(place.channel),
            ..begins(tx, &loaded, due, lang, now)?
        });
        out.push(pairing);
    }
    Ok(out)
}

/// The bye of a Swiss round, scored at once as a win.
pub fn bye(
    tx: &Connection,
    t: &TournamentRow,
    round: u32,
    bye: Option<u32>,
) -> crate::store::sql::Result<Option<PairingRow>> {
    let Some(n) = bye else { return Ok(None) };
    let p = PairingRow {
        tournament: t.id,
        round,
        white: n,
        black: None,
        game: None,
        result: Some(Scored::Bye),
        lost_on_time: None,
    };
    pairings::insert(tx, &p)?;
    Ok(Some(p))
}

/// The post of a start or a new round: `head`, then each pairing (its game's number,
/// White - Black; the bye), every player mentioned; and to each player, their games.
pub fn announce(
    tx: &Connection,
    t: &TournamentRow,
    s: &State,
    head: String,
    games: &[PairingRow],
    post: Lang,
) -> crate::store::sql::Result<Reply> {
    let lines =
        |lang: Lang| -> Vec<String> { games.iter().map(|p| pairing_line(lang, s, p)).collect() };
    let text = format!("{head}\n{}", lines(post).join("\n"));
    let mut notices = Vec::new();
    let mut players: Vec<u32> = games
        .iter()
        .flat_map(|p| [Some(p.white), p.black])
        .flatten()
        .collect();
    players.sort_unstable();
    players.dedup();
    for &n in &players {
        let mine: Vec<&PairingRow> = games
            .iter()
            .filter(|p| p.white == n || p.black == Some(n))
            .collect();
        notices.push(tell::one(tx, s.user(n), |lang| {
            let lines: Vec<String> = mine.iter().map(|p| pairing_line(lang, s, p)).collect();
            t!(
                lang,
                "tournament-your-games",
                id = t.id,
                name = &t.name,
                games = lines.join("\n")
            )
        })?);
    }
    Ok(Reply {
        mentions: players.iter().map(|&n| s.user(n)).collect(),
        notices,
        channel: Some(channel(tx, t)?),
        ..Reply::public(text)
    })
}

/// "round 1, game 12: alice (White) - bob (Black)"; "round 1: carol has the bye".
pub fn pairing_line(lang: Lang, s: &State, p: &PairingRow) -> String {
    match (p.black, p.game) {
        (Some(black), Some(game)) => t!(
            lang,
            "tournament-pairing",
            round = p.round,
            game = game,
            white = s.name(p.white),
            black = s.name(black)
        ),
        _ => t!(
            lang,
            "tournament-bye",
            round = p.round,
            player = s.name(p.white)
        ),
    }
}
