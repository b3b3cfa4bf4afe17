//! The service's floor: what every part of it speaks and nothing in it depends on. The
//! request (`Command` and every payload it carries), the reply with its pictures, engine
//! work as a value (`Thinking`), the typed refusal, the buttons' ids, and the commands'
//! schema (`Declared`) with the values an adapter read (`Given`). It imports nothing else
//! from `service`: commands, game steps, the clock and the adapters all stand on it.

pub mod button;
pub mod clock_asked;
pub mod command;
pub mod cx;
pub mod exercise;
pub mod matches;
pub mod notify;
pub mod refusal;
pub mod reply;
pub mod request;
pub mod schema;
pub mod settings;
pub mod team;
pub mod thinking;
pub mod tournament;
pub mod want;
pub mod who;

pub use clock_asked::{ClockAsked, ClockPart};
pub use command::{ColourChoice, Command, DrawAction, Scope, DAYS_PER_MOVE, DEFAULT_DAYS};
pub use matches::{MatchAsk, MatchTerms};
pub use refusal::Refusal;
pub use reply::{
    Answer, Attachment, BoardImage, Button, ButtonStyle, ChartImage, Compared, Finished, Menu,
    Notice, ReplayImage, Reply, TableImage,
};
pub use request::{Request, Via, What};
pub use team::TeamAsk;
pub use thinking::{HintJob, ReviewJob, Reviewed, Thinking};
pub use who::Role;
pub use who::{Place, User};

pub use button::{
    challenge_buttons, draw_buttons, hint_buttons, page_buttons, rematch_buttons, resign_buttons,
    ButtonId,
};
pub use cx::{Cx, Defaults};
pub use exercise::{ExercisePress, Press};
pub use schema::given::{Given, Value};
pub use schema::{
    AfterPress, Declared, Kind, Opt, Words, CAP, CLOSE, DAYS, GAME, INCREMENT, MAX_INPUT,
    MAX_INTEGER, QUORUM, TEAM, TEAM_MODE, WEEKENDS_OFF,
};
pub use want::Want;
