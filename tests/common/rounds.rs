//! A Swiss round written by hand, as the pairing tests compare the engine's with it.

use rithmo::tournament::{Pairing, Round, StartNo};

/// The round of boards `pairs` (White, Black) and the bye `bye`.
pub fn round(pairs: &[(StartNo, StartNo)], bye: Option<StartNo>) -> Round {
    Round {
        pairs: pairs
            .iter()
            .map(|&(white, black)| Pairing { white, black })
            .collect(),
        bye,
    }
}
