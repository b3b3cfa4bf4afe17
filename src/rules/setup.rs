//! Start positions, in RFEN, transcribed from RULES.md section 1 (seeds 003/004 for `neo`).

pub const NEO: &str = "s361,s225,4,s121,s49/p190,s120,t90,t56,t30,t12,s66,s28/\
t100,t64,c81,c49,c25,c9,t36,t16/2,c9,c7,c5,c3,2/8/2,C2,C4,C6,C8,2/\
T9,T25,C4,C16,C36,C64,T49,T81/S15,S45,T6,T20,T42,T72,P91,S153/S25,S81,4,S169,S289 w - -";

/// Seed 000's table; `heligon` and `simple` start from it too (seed 002's picture is missing).
pub const CLASSIC: &str = "s361,s225,4,s121,s49/p190,s120,t64,t56,t30,t36,s66,s28/\
t100,t90,c81,c49,c25,c9,t12,t16/2,c9,c7,c5,c3,2/8/8/8/8/8/8/8/8/2,C2,C4,C6,C8,2/\
T9,T6,C4,C16,C36,C64,T72,T81/S15,S45,T25,T20,T42,T49,P91,S153/S25,S81,4,S169,S289 b - -";

/// Seed 002 (`simple`): seed 000's table with White to move first and the pyramids played
/// as plain squares, `S91` and `s190` (a test checks it against `CLASSIC`).
pub const SIMPLE: &str = "s361,s225,4,s121,s49/s190,s120,t64,t56,t30,t36,s66,s28/\
t100,t90,c81,c49,c25,c9,t12,t16/2,c9,c7,c5,c3,2/8/8/8/8/8/8/8/8/2,C2,C4,C6,C8,2/\
T9,T6,C4,C16,C36,C64,T72,T81/S15,S45,T25,T20,T42,T49,S91,S153/S25,S81,4,S169,S289 w - -";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simple_is_the_classic_table_with_square_pyramids_and_white_first() {
        let derived = CLASSIC
            .replace("P91", "S91")
            .replace("p190", "s190")
            .replace(" b - -", " w - -");
        assert_eq!(SIMPLE, derived);
    }
}
