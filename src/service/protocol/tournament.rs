//! What a `/tournament` asks for, and the terms of one created.

/// What a `/tournament` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    Create(Terms),
    Join,
    Leave,
    Start,
    Standings,
    List,
    Withdraw,
    Cancel,
    Export,
}

/// What `/tournament create` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Terms {
    pub name: String,
    pub variant: String,
    pub options: Vec<String>,
    pub swiss: bool,
    /// A round robin played twice, colours swapped.
    pub double: bool,
    /// A Swiss's rounds.
    pub rounds: u32,
    /// Days per move; `None`: the server's default.
    pub days: Option<u32>,
    pub rated: bool,
    pub max_players: u32,
    /// Days until sign-up closes and the clock starts it; `None`: started by hand.
    pub signup_days: Option<u32>,
}
