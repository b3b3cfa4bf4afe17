//! Why a text is no RFEN position for a ruleset, as data: which field, where in the text
//! (`at`, the 1-based character; `rank`, 1-based) and what is wrong there. `Display` words it
//! in English, for the command line and the logs: the service reads RFEN only from its own
//! store, so a refusal says a stored game is damaged, in no player's language.

use super::{Color, Square, VariantId};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RfenError {
    /// Fewer than the four fields: board, side, white prisoners, black prisoners.
    TooFewFields {
        found: usize,
    },
    /// The side to move is neither `w` nor `b`.
    Side {
        at: usize,
        text: String,
    },
    /// The board's ranks, as its slashes separate them, are not the variant's.
    Ranks {
        found: usize,
        needs: u8,
    },
    EmptyItem(InRank),
    /// An empty-square count too large to read.
    BadCount {
        spot: InRank,
        item: String,
    },
    ZeroCount(InRank),
    /// The rank's pieces and empty squares pass its eighth square.
    LongRank(InRank),
    /// The rank's pieces and empty squares stop before its eighth square.
    ShortRank {
        at: usize,
        rank: u8,
        squares: u32,
    },
    /// A piece on the board that cannot be read; `why` is `Piece::parse`'s reason.
    BadPiece {
        spot: InRank,
        why: String,
    },
    /// A prisoner that cannot be read or kept; `why` is `Piece::parse`'s or
    /// `Prisoners::add`'s reason.
    BadPrisoner {
        spot: InPrisoners,
        why: String,
    },
    /// A prisoner listed among the other side's.
    PrisonerColour {
        spot: InPrisoners,
        item: String,
    },
    PrisonerPyramid(InPrisoners),
    NotKeyValue {
        at: usize,
        field: String,
    },
    /// A counter the variant does not keep.
    UnknownKey {
        at: usize,
        key: String,
        variant: VariantId,
        known: &'static [&'static str],
    },
    NotANumber {
        at: usize,
        key: String,
        value: String,
    },
    /// Prisoners in a variant where captured pieces leave the board.
    NoPrisoners {
        variant: VariantId,
    },
    /// A pyramid in a variant where pyramids are plain squares (`S91`, `s190`).
    PlainPyramid {
        square: Square,
        color: Color,
        value: u16,
        variant: VariantId,
    },
}

impl fmt::Display for RfenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RfenError::TooFewFields { found } => write!(
                f,
                "RFEN needs at least 4 fields (board, side, white prisoners, black prisoners), found {found}"
            ),
            RfenError::Side { at, text } => write!(
                f,
                "RFEN character {at}: side to move must be w or b, not '{text}'"
            ),
            RfenError::Ranks { found, needs } => write!(
                f,
                "RFEN board has {found} ranks separated by '/', this variant needs {needs}"
            ),
            RfenError::EmptyItem(spot) => write!(f, "{spot}: empty item between commas"),
            RfenError::BadCount { spot, item } => write!(f, "{spot}: bad count '{item}'"),
            RfenError::ZeroCount(spot) => {
                write!(f, "{spot}: an empty-square count must be at least 1")
            }
            RfenError::LongRank(spot) => {
                write!(f, "{spot}: rank {} has more than 8 squares", spot.rank)
            }
            RfenError::ShortRank { at, rank, squares } => write!(
                f,
                "RFEN character {at}: rank {rank} has {squares} squares, not 8"
            ),
            RfenError::BadPiece { spot, why } => write!(f, "{spot}: {why}"),
            RfenError::BadPrisoner { spot, why } => write!(f, "{spot}: {why}"),
            RfenError::PrisonerColour { spot, item } => write!(
                f,
                "{spot}: {item} is not in the holder's colour ({})",
                spot.holder.name()
            ),
            RfenError::PrisonerPyramid(spot) => {
                write!(f, "{spot}: a taken pyramid is never a prisoner")
            }
            RfenError::NotKeyValue { at, field } => write!(
                f,
                "RFEN character {at}: '{field}' is not a key=value field"
            ),
            RfenError::UnknownKey {
                at,
                key,
                variant,
                known,
            } => write!(
                f,
                "RFEN character {at}: unknown key '{key}' for {variant} (known: {})",
                known.join(", ")
            ),
            RfenError::NotANumber { at, key, value } => write!(
                f,
                "RFEN character {at}: {key} needs a whole number, not '{value}'"
            ),
            RfenError::NoPrisoners { variant } => write!(
                f,
                "RFEN: {variant} keeps no prisoners (captured pieces leave the board); write - for both lists"
            ),
            RfenError::PlainPyramid {
                square,
                color,
                value,
                variant,
            } => write!(
                f,
                "RFEN: the pyramid on {square}: in {variant} the pyramids are plain squares, written {}{value}",
                if *color == Color::White { 'S' } else { 's' }
            ),
        }
    }
}

/// Where an item of a rank is: its character and the rank, both 1-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InRank {
    pub at: usize,
    pub rank: u8,
}

/// "RFEN character 3 (rank 8)".
impl fmt::Display for InRank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RFEN character {} (rank {})", self.at, self.rank)
    }
}

/// Where a prisoner is: its character (1-based) and the side holding it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InPrisoners {
    pub at: usize,
    pub holder: Color,
}

/// "RFEN character 21 (white prisoners)".
impl fmt::Display for InPrisoners {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "RFEN character {} ({} prisoners)",
            self.at,
            self.holder.name()
        )
    }
}

impl std::error::Error for RfenError {}

/// Callers that report in English (the command line, the renderer, tests) keep using `?`
/// into a String.
impl From<RfenError> for String {
    fn from(e: RfenError) -> String {
        e.to_string()
    }
}
