//! The one service driver of the tests: a `Service` on a real SQLite file (a fresh one in a
//! temporary folder, or a file the test names) or, when `RITHMO_TEST_POSTGRES` names a
//! server, on a fresh PostgreSQL database there (`postgres`), asked as a user at a place and a time: run a
//! command, press a button, move, resign, begin a game, tick the clock; and the database's
//! rows, to prove a refusal changed nothing. The commands as the tests write them too: a
//! challenge (`Challenge`), one to the bot (`BotChallenge`), a move.

use super::people::{user, HERE, T0};
use rithmo::rules::{Piece, Square};
use rithmo::service::{
    ClockAsked, ColourChoice, Command, Place, Refusal, Reply, Request, Scope, Service, Thought,
    User, Via,
};
use std::path::{Path, PathBuf};
use tempfile::TempDir;

/// A service and the file it stands on. `run`, `press` and the rest act at `place`; `at` and
/// `press_at` name another.
pub struct Driver {
    pub svc: Service,
    pub path: PathBuf,
    pub place: Place,
    /// (what was asked, a text of the answer) for every reply, once `keeping_texts` is on.
    pub seen: Vec<(String, String)>,
    keep: bool,
    // Last, so that the service closes its file before the folder (or database) goes.
    _dir: Option<TempDir>,
    _database: Option<super::postgres::Database>,
}

impl Driver {
    /// A service on a new database file in a temporary folder, asked at `HERE`.
    pub fn new() -> Driver {
        if let Some(server) = super::postgres::server() {
            let db = super::postgres::Database::fresh(&server);
            let path = PathBuf::from(&db.url);
            let mut d = Driver::over(Service::open(&path).unwrap(), path, None);
            d._database = Some(db);
            return d;
        }
        let dir = TempDir::new().unwrap();
        let path = dir.path().join("games.db");
        Driver::over(Service::open(&path).unwrap(), path, Some(dir))
    }

    /// A service on the test's own file (new or made earlier), asked at `HERE`.
    pub fn on(path: &Path) -> Driver {
        Driver::over(Service::open(path).unwrap(), path.to_path_buf(), None)
    }

    fn over(svc: Service, path: PathBuf, dir: Option<TempDir>) -> Driver {
        Driver {
            svc,
            path,
            place: HERE,
            seen: Vec::new(),
            keep: false,
            _dir: dir,
            _database: None,
        }
    }

    /// The same, asked at `place`.
    pub fn with_place(mut self, place: Place) -> Driver {
        self.place = place;
        self
    }

    /// The same, keeping every reply's text (and its notices') in `seen`; each must say
    /// something.
    pub fn keeping_texts(mut self) -> Driver {
        self.keep = true;
        self
    }

    /// A restart: a new service on the same file.
    pub fn reopen(&mut self) {
        self.svc = Service::open(&self.path).unwrap();
    }

    /// `who` sends `command` at `now`, here.
    pub fn run(&mut self, who: &User, command: Command, now: i64) -> Reply {
        self.at(self.place, who, command, now)
    }

    /// `who` sends `command` at `now` from `place`.
    pub fn at(&mut self, place: Place, who: &User, command: Command, now: i64) -> Reply {
        let asked = self.keep.then(|| format!("{} {:?}", who.name, command));
        let r = ask(&mut self.svc, place, who, command, now);
        self.kept(asked, &r);
        r
    }

    /// A command that must be answered for everyone to see.
    pub fn ok(&mut self, who: &User, command: Command, now: i64) -> Reply {
        let r = self.run(who, command, now);
        assert!(!r.ephemeral, "{}", r.text);
        r
    }

    /// `who` presses the button `custom_id` at `now`, here.
    pub fn press(&mut self, who: &User, custom_id: &str, now: i64) -> Reply {
        self.press_at(self.place, who, custom_id, now)
    }

    /// The same, at `place`.
    pub fn press_at(&mut self, place: Place, who: &User, custom_id: &str, now: i64) -> Reply {
        let r = self
            .svc
            .run(&Request::press(Via::Console, who, &place, custom_id), now)
            .thought();
        let asked = self
            .keep
            .then(|| format!("{} presses {custom_id}", who.name));
        self.kept(asked, &r);
        r
    }

    /// The clock's announcements at `now`.
    pub fn tick(&mut self, now: i64) -> Vec<Reply> {
        let replies = self.svc.tick(now);
        for r in &replies {
            let asked = self.keep.then(|| format!("tick at {now}"));
            self.kept(asked, r);
        }
        replies
    }

    /// `who` types the move `text` here, naming no game.
    pub fn mv(&mut self, who: &User, text: &str, now: i64) -> Reply {
        self.run(who, mv(None, text), now)
    }

    /// A move that must be played.
    pub fn played(&mut self, who: &User, text: &str, now: i64) -> Reply {
        let r = self.mv(who, text, now);
        assert!(!r.ephemeral, "{text}: {}", r.text);
        r
    }

    /// neo's usual first moves here, White `d4-d5` then Black `f6-f5`, each in the one game
    /// it fits: once both have moved, a resignation or an agreed draw is a result (before,
    /// it aborts the game).
    pub fn opening(&mut self, white: &User, black: &User, now: i64) {
        self.opening_at(self.place, white, black, now);
    }

    /// The same, at `place`.
    pub fn opening_at(&mut self, place: Place, white: &User, black: &User, now: i64) {
        for (who, text) in [(white, "d4-d5"), (black, "f6-f5")] {
            let r = self.at(place, who, mv(None, text), now);
            assert!(!r.ephemeral, "{text}: {}", r.text);
        }
    }

    /// `who` resigns their game here: the private question, then its Resign button.
    pub fn resign(&mut self, who: &User, now: i64) -> Reply {
        self.resign_at(self.place, who, now)
    }

    /// The same, at `place`.
    pub fn resign_at(&mut self, place: Place, who: &User, now: i64) -> Reply {
        let question = self.at(place, who, Command::Resign { game: None }, now);
        assert!(
            question.ephemeral,
            "the question is private: {}",
            question.text
        );
        assert_eq!(
            question.buttons.len(),
            2,
            "Resign, Keep playing: {question:?}"
        );
        let confirm = question
            .buttons
            .iter()
            .find(|b| b.custom_id.starts_with("resign:"));
        let confirm = confirm.unwrap_or_else(|| panic!("a Resign button: {question:?}"));
        let id = confirm.custom_id.clone();
        self.press_at(place, who, &id, now)
    }

    /// `from` challenges here with `challenge` and `to` accepts it by number: the start
    /// message (its `game` the new game's number).
    pub fn duel(&mut self, from: &User, to: &User, challenge: Command, now: i64) -> Reply {
        self.duel_at(self.place, from, to, challenge, now)
    }

    /// The same, at `place`.
    pub fn duel_at(
        &mut self,
        place: Place,
        from: &User,
        to: &User,
        challenge: Command,
        now: i64,
    ) -> Reply {
        let r = self.at(place, from, challenge, now);
        assert!(!r.ephemeral, "{}", r.text);
        let game = Some(r.game.unwrap());
        let r = self.at(place, to, Command::Accept { game, team: None }, now);
        assert!(r.game_started, "{}", r.text);
        r
    }

    /// `n` games, game k in channel `first_channel + k` of `guild` between its own two
    /// players (`first_player + 2k` White and the next), each begun at T0.
    pub fn games_in_channels(&mut self, guild: u64, first_channel: u64, first_player: u64, n: u64) {
        let player = |id: u64| user(id, &format!("player{id}"));
        for k in 0..n {
            let place = Place {
                guild: Some(guild),
                channel: first_channel + k,
                thread: None,
                lang: None,
            };
            let white = first_player + 2 * k;
            self.opened_game(place, &player(white), &player(white + 1));
        }
    }

    /// `white` challenges `black` at `place` (three days a move), who accepts, and each makes
    /// a first move, so that the clock's end is a forfeit (a game without them is aborted
    /// instead).
    fn opened_game(&mut self, place: Place, white: &User, black: &User) {
        let c = Challenge::to(Some(black.clone())).command();
        self.duel_at(place, white, black, c, T0);
        self.opening_at(place, white, black, T0);
    }

    /// Every row of the tables a command could change, to prove a refusal changed nothing.
    pub fn snapshot(&self) -> String {
        snapshot(&self.path)
    }

    /// Game `game` goes on from `rfen` as if its moves had led there: its start and its
    /// position both, no move logged (a hand-made position just before what a test shows).
    pub fn set_position(&self, game: i64, rfen: &str) {
        let conn = rithmo::store::sql::Connection::at(&self.path).unwrap();
        let sql = "UPDATE games SET start_position = ?1, position = ?1 WHERE id = ?2";
        conn.execute(sql, rithmo::params![rfen, game]).unwrap();
    }

    /// (status, result, reason) of game `game` as stored.
    pub fn status(&self, game: i64) -> (String, Option<String>, Option<String>) {
        let conn = rithmo::store::sql::Connection::at(&self.path).unwrap();
        conn.query_row(
            "SELECT status, result, reason FROM games WHERE id = ?1",
            [game],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap()
    }

    /// Keeps `r`'s texts after what was asked, when texts are kept (`asked` is then Some).
    fn kept(&mut self, asked: Option<String>, r: &Reply) {
        let Some(asked) = asked else { return };
        assert!(!r.text.trim().is_empty(), "{asked}: an empty reply");
        self.seen.push((asked.clone(), r.text.clone()));
        for n in &r.notices {
            self.seen
                .push((format!("{asked} (notice)"), n.text.clone()));
        }
    }
}

/// `who` sends `command` at `now` from `place`, to a service of the test's own (one opened
/// several times on a file, or in a thread). Everyone may manage the test's servers, as in
/// the console; `as_member` asks without that permission.
pub fn ask(svc: &mut Service, place: Place, who: &User, command: Command, now: i64) -> Reply {
    asked(svc, place, who, command, true, now)
}

/// `ask`, by a member who may not manage the server.
pub fn as_member(svc: &mut Service, place: Place, who: &User, command: Command, now: i64) -> Reply {
    asked(svc, place, who, command, false, now)
}

fn asked(
    svc: &mut Service,
    place: Place,
    who: &User,
    command: Command,
    manages_server: bool,
    now: i64,
) -> Reply {
    let request = Request::command(Via::Console, who, &place, command).managing(manages_server);
    // A hint or a review is computed here, as the adapters do off their lock.
    let reply = svc.run(&request, now).thought();
    match reply.thinking.clone() {
        Some(rithmo::service::Thinking::Review(job)) => {
            let done = job.run(&mut |_, _| {});
            svc.reviewed(who, &place, &job, &done, now)
        }
        _ => reply,
    }
}

/// A challenge as the tests write it: neo without options, the challenger White, three days a
/// move, rated, unless a field says otherwise (`Challenge { days: 1, ..Challenge::to(x) }`).
pub struct Challenge {
    pub opponent: Option<User>,
    pub variant: String,
    pub options: Vec<String>,
    pub colour: ColourChoice,
    pub days: u32,
    /// A time bank's increment and cap, weekends off (none: days per move).
    pub clock: ClockAsked,
    pub rated: bool,
}

impl Challenge {
    /// The usual challenge to `opponent` (anyone when None).
    pub fn to(opponent: Option<User>) -> Challenge {
        Challenge {
            opponent,
            variant: "neo".into(),
            options: vec![],
            colour: ColourChoice::White,
            days: 3,
            clock: ClockAsked::default(),
            rated: true,
        }
    }

    pub fn command(self) -> Command {
        Command::Challenge {
            opponent: self.opponent,
            variant: self.variant,
            options: self.options,
            colour: self.colour,
            days: Some(self.days),
            clock: self.clock,
            rated: self.rated,
            team: None,
        }
    }
}

/// A challenge to the bot as the tests write it: neo without options, the challenger White,
/// the server's days and its rating of games against the bot, unless a field says otherwise
/// (`BotChallenge { days: Some(3), ..BotChallenge::level(2) }`).
pub struct BotChallenge {
    pub level: u8,
    pub variant: String,
    pub options: Vec<String>,
    pub colour: ColourChoice,
    pub days: Option<u32>,
    pub rated: Option<bool>,
}

impl BotChallenge {
    /// The usual challenge to the bot at `level`.
    pub fn level(level: u8) -> BotChallenge {
        BotChallenge {
            level,
            variant: "neo".into(),
            options: vec![],
            colour: ColourChoice::White,
            days: None,
            rated: None,
        }
    }

    pub fn command(self) -> Command {
        Command::ChallengeBot {
            level: self.level,
            variant: self.variant,
            options: self.options,
            colour: self.colour,
            days: self.days,
            clock: ClockAsked::default(),
            rated: self.rated,
            team: None,
        }
    }
}

/// The usual challenge with the colour and the days given.
pub fn challenge(opponent: Option<User>, colour: ColourChoice, days: u32) -> Command {
    Challenge {
        colour,
        days,
        ..Challenge::to(opponent)
    }
    .command()
}

/// The first page of `/games` in `scope`.
pub fn games_in(scope: Scope) -> Command {
    Command::Games { scope, page: 1 }
}

/// The move `text`, in `game` or (None) in the one game it fits.
pub fn mv(game: Option<i64>, text: &str) -> Command {
    Command::Move {
        game,
        text: text.into(),
        ply: None,
    }
}

/// A refusal: private, and for the reason `expected`, with its data.
#[track_caller]
pub fn refused(r: &Reply, expected: Refusal) {
    assert!(r.ephemeral, "a refusal is ephemeral: {}", r.text);
    assert_eq!(r.refused.as_ref(), Some(&expected), "{}", r.text);
}

/// A refusal: private, and for a reason `what` accepts (a pattern, where the data is long).
#[track_caller]
pub fn refused_as(r: &Reply, what: impl Fn(&Refusal) -> bool) {
    assert!(r.ephemeral, "a refusal is ephemeral: {}", r.text);
    let why = r.refused.as_ref();
    assert!(
        why.is_some_and(what),
        "unexpected refusal {why:?}: {}",
        r.text
    );
}

/// Square `text` of the board (as the refusals name it).
pub fn sq(text: &str) -> Square {
    Square::parse(text, 16).unwrap()
}

/// The piece written `text` (`C4`, `t16`).
pub fn piece(text: &str) -> Piece {
    Piece::parse(text).unwrap()
}

/// Every row of the tables a command may write, as text: equal before and after a refusal.
pub fn snapshot(db: &Path) -> String {
    let conn = rithmo::store::sql::Connection::at(db).unwrap();
    let mut out = String::new();
    for table in [
        "games",
        "moves",
        "draw_offers",
        "watchers",
        "servers",
        "server_channels",
        "tournaments",
        "entrants",
        "pairings",
        "teams",
        "team_members",
        "team_votes",
        "match_places",
    ] {
        let mut stmt = conn.prepare(&format!("SELECT * FROM {table}")).unwrap();
        let rows = stmt
            .query_map((), |r| {
                Ok((0..r.len())
                    .map(|i| format!("{:?}", r.get_ref(i).unwrap()))
                    .collect::<Vec<_>>()
                    .join("|"))
            })
            .unwrap();
        for row in rows {
            out.push_str(&row.unwrap());
            out.push('\n');
        }
    }
    out
}

/// The command `/name` with its text options as an adapter read them (Discord's options, the
/// console's words), in `lang`: the declaration's own reading, limits included.
pub fn typed(
    name: &str,
    lang: rithmo::i18n::Lang,
    texts: &[(&'static str, &str)],
) -> Result<Command, String> {
    use rithmo::service::protocol::{Given, Value};
    let declared = rithmo::service::commands::by_name(name).expect("a declared command");
    let mut given = Given::new(declared, lang);
    for (option, text) in texts {
        given.set(option, Value::Text(text.to_string()));
    }
    declared.read(&given)
}
