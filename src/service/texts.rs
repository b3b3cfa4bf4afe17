//! Texts for players: the rules of each variant in our own words, and the help.

use super::{Answer, Refusal, Reply};
use crate::rules::VariantId;

const HELP: &str = "\
Rithmomachia by correspondence. Commands:
/challenge [opponent] [variant] [options] [colour] [days] [rated] - challenge someone, or anyone here \
(rated:false for a casual game)
/challenge bot:N - play the bot at level 1 (a beginner) to 5 (the strongest), at once
/hint - in a game against the bot: the engine's move for you, and why
/accept, /decline, /cancel - answer or withdraw a challenge
/move <move> - play: c3-c5, c3xc5 (a capture), T25@e6 (drop a prisoner); /move c3 lists that piece's moves
/board - show the board;  /games - your games and those you watch, a player's, or this \
channel's (in a direct message with the bot: your games on every server, your turn first)
/resign - asks you to confirm;  /draw offer|accept|decline
/abort - call a game off before both players have moved: no result, counts for nobody
/watch, /unwatch - get (or stop) a direct message with the board after every move
/history - the game record;  /rules [variant] - how each variant is played
/stats [player] - games won, lost and drawn here, ratings, and a chart of them over time
/leaderboard [variant] - this server's players by rating
/vacation days:N - stop your clocks for 1 to 14 days (30 days in any year)
Each move has a time limit of 1 to 14 days; a reminder comes at 80% of it, and a player out of time loses \
(a game whose first move is not made in time is aborted instead). A challenge nobody accepts expires \
after {challenge_days} days.
Ratings: Glicko-2, per variant and server, from 1500; a rating shown with ? is provisional (still \
uncertain: few games, or none for a long while). Fair play: between the same two players only \
the first {rated_pair_limit} rated game(s) in any 24 hours count; later ones leave ratings alone. Aborted and casual \
games change no rating.
When a game ends, its Rematch button challenges the same opponent again, colours swapped (rated or \
casual as before).
Commands find your game from the thread or channel; when you play several here, /move takes the one \
where it is your turn and the move is legal, and otherwise you are asked for game:N.";

/// The help, with this bot's challenge lifetime and rated pair limit.
pub fn help(challenge_days: u32, rated_pair_limit: u32) -> String {
    HELP.replace("{challenge_days}", &challenge_days.to_string())
        .replace("{rated_pair_limit}", &rated_pair_limit.to_string())
}

pub fn rules(variant: Option<&str>) -> Answer {
    let text = match variant {
        None => variant_list(),
        Some(v) => match VariantId::parse(v).map_err(Refusal)? {
            id if !id.offered() => {
                return Err(Refusal(format!(
                    "{id} is not offered yet: its rules are still being built"
                )))
            }
            id => summary(id),
        },
    };
    Ok(Reply::private(text))
}

/// `/rules` alone: each variant on a line of its own, with what it is in short.
fn variant_list() -> String {
    let mut t = String::from("Variants (ask /rules <variant> for the rules of one):");
    for v in VariantId::ALL.iter().filter(|v| v.offered()) {
        t.push_str(&format!("\n- **{}**: {}", v.name(), in_short(*v)));
    }
    t
}

fn in_short(v: VariantId) -> &'static str {
    match v {
        VariantId::Neo => {
            "8 x 9, White first; king-like moves, capture by a shared prime factor, prisoners \
             dropped back in, a triumph after taking the enemy pyramid"
        }
        VariantId::Classic => {
            "8 x 16, Black first; straight moves of exact length, arithmetic captures (equal, \
             times or divided by distance, sums, differences, siege), pyramids with rescue, harmony wins"
        }
        VariantId::Simple => {
            "8 x 16, White first; moves of 2, 3 or 4 squares with one turn, meeting, assault, \
             ambush, enclosure, a win on points or by a row"
        }
        VariantId::Heligon => {
            "8 x 16, Black first; classic's pieces and moves, meeting, ambush, assault, siege, \
             prisoners entered again, small, great and excellent victories"
        }
    }
}

/// What a star means, for the variants where taken pieces change sides.
const STARRED: &str = "\n- A piece written with a star (t9*) or drawn with a dashed ring \
in its first colour has been taken and turned: it now plays for the side that took it (t9* is \
White's 9 playing for Black).";

pub fn summary(v: VariantId) -> String {
    match v {
        VariantId::Classic => CLASSIC.to_string(),
        VariantId::Heligon => format!("{HELIGON}{STARRED}"),
        VariantId::Neo => format!("{NEO}{STARRED}"),
        VariantId::Simple => SIMPLE.to_string(),
    }
}

const CLASSIC: &str = "\
**classic** (the medieval battle of numbers, after a German description): 8 files, 16 ranks; \
Black (the odd numbers) moves first.
- Moving: a circle steps 1 square along a rank or file, a triangle exactly 2 squares \
diagonally, a square exactly 3 squares in any of the 8 directions; straight, never jumping, \
always onto an empty square. A pyramid moves like any shape it still holds.
- Taking happens by itself after every move; nobody moves onto the piece taken. An enemy falls \
when one of your pieces could move onto it with the same number (16 takes 16); when one of your \
pieces has it in its line of movement, only empty squares between, and your number times or \
divided by the count of squares from yours to it, both counted, gives its number (a circle 4 \
with two empty squares before an enemy 16 counts 4 squares: 4 x 4 = 16); when two or more of \
your pieces' numbers (each plain, multiplied or divided that way) add up to it (120 + 49 = 169), or two of them differ by it (100 - 9 = 91); \
or when every move it has is blocked by your pieces (siege). Taken pieces leave the board.
- Your captures come first, as long as new ones appear; then your opponent's against pieces you \
left exposed.
- Pyramids (White 91 = 1+4+9+16+25+36, Black 190 = 16+25+36+49+64) lose their parts one by one; \
the whole falls to siege or, while complete, to an attack on its total. When a part is hit and \
its owner has an ordinary piece of that number, that piece is given up instead.
- Winning: a harmony. After your move and your captures, three pieces in your opponent's half, \
at most one of them your opponent's, whose numbers form an arithmetic (2 4 6), geometric \
(4 8 16) or musical (3 4 6) proportion: in a straight line with equal gaps and the middle \
number in the middle, or around a corner (the middle number on the corner, the other two on \
its rank and its file at equal distance), only empty squares between them. If your own \
captures complete it, your opponent takes nothing more that turn. A complete pyramid counts \
with its total or any one of its parts.
- Also: a side with no move loses; the same position three times, or 100 plies without a \
capture, is a draw.";

const HELIGON: &str = "\
**heligon** (the medieval battle of numbers after a second German description): 8 files, 16 \
ranks, classic's pieces, start and moves; Black (the odd numbers) moves first.
- Moving: a circle steps 1 square along a rank or file, a triangle exactly 2 squares \
diagonally, a square exactly 3 squares in any of the 8 directions; straight, never jumping, \
always onto an empty square. A pyramid moves like any shape it still holds. Instead of moving \
you may enter a prisoner on any empty square of your own half (write T25@e12).
- Taking happens by itself after every move or entry. An enemy falls to a meeting (one of your \
pieces could move onto it and has the same number), an ambush (two of your pieces could move \
onto it and their sum or difference is its number: 9 and 16 take 25 or 7), an assault (one of \
your pieces on the same rank, file or diagonal, whatever its shape, with only empty squares \
between, and the larger number is the smaller times the count of those empty squares: a 4 with \
3 empty squares before a 12), or a siege (every move it has is blocked by your pieces).
- Your captures come first and nobody moves for them; then your opponent's against pieces you \
left exposed, and there the single piece that takes (meeting, assault) moves onto the square.
- Pyramids (White 91 = 1+4+9+16+25+36, Black 190 = 16+25+36+49+64) attack and are attacked \
with the sum of what is left of them or with any one part; parts fall one by one, the whole at \
its sum or by siege.
- Captured pieces turn to the captor's colour and become prisoners (pyramids and their parts \
do not). Every capture counts: body (pieces), goods (their numbers added up), lawsuit (their \
digits).
- Winning (chosen at the challenge, option victory=): small (the default: three pieces in your \
opponent's half, at least two yours, in proportion, in a line with equal gaps or around a \
corner), great (four pieces, three yours, in a line in rising order or on the corners of a \
square, showing two kinds of proportion), excellent (all three kinds, like 3 4 6 9); or \
body:N, goods:N, lawsuit:N (12, 300, 24 by default); join several with +. Option \
pyramid_first=true: take the enemy pyramid before a proper victory counts; ambush=all: \
ambushes also by product and quotient.
- Also: a side with no move loses; the same position three times, or 100 plies without a \
capture or entry, is a draw.";

const NEO: &str = "\
**neo** (NeoRithmoMachia, by Cesco Reale): 8 files, 9 ranks; White (the even numbers) moves first.
- Moving: a circle makes 1 king step, a triangle up to 2, a square up to 3, turning as it likes, \
only through empty squares. The pyramid never moves.
- Taking: land on an enemy piece whose number shares a prime factor with yours (12 takes 9, \
since both are multiples of 3, but not 25). The piece you take turns to your colour and becomes \
your prisoner.
- Prisoners: instead of moving, drop one on any empty square of your opponent's half \
(write T25@e6). A piece that came from your opponent can then move only inside their half.
- Winning: first take the enemy pyramid (White's 91 = 7 x 13 falls to multiples of 7 or 13; \
Black's 190 = 2 x 5 x 19 to multiples of 2, 5 or 19). Then, still holding your own, line up \
three of your pieces on neighbouring squares of a row, column or diagonal in the opponent's half, \
their numbers in arithmetic (2 4 6), geometric (4 8 16) or harmonic (3 4 6) progression, in any \
order: a triumph. If both pyramids fall, it is a draw.
- Also: a side with no move loses; the same position three times, or 100 plies without a \
capture or drop, is a draw.
- Option balanced=true: Black's pyramid cannot be taken by an even number.";

const SIMPLE: &str = "\
**simple** (a modern German rule set): 8 files, 16 ranks; White (the even numbers) moves first. \
The pyramids (White 91, Black 190) are plain squares.
- Moving: a circle moves exactly 2 squares, a triangle exactly 3, a square exactly 4, along \
ranks and files, turning a corner at most once, and only through empty squares.
- Taking by landing (the move ends there): land on an enemy of your own number (meeting: 16 \
takes 16), or of your number plus, minus, times or divided by the squares you travelled \
(assault: a triangle 12, moving 3 squares, takes 15, 9, 36 or 4).
- Taking without moving, after every move: an enemy next to two of your pieces whose numbers \
give its number by +, -, x or / is ambushed (White's 6 and 2 take Black's 12 = 6 x 2 and 3 = 6 / 2); an enemy whose four \
neighbouring squares are all taken or off the board, at least one by your piece, is enclosed. \
Your own such captures come first, then your opponent's against pieces you left exposed.
- Winning: be the first to capture 200 in numbers (option victory=value:100|200|300), or \
victory=shape:10|20|30 counting circles 2, triangles 3, squares 4. Option limit=N ends the \
game after N plies: the higher score wins, equal scores draw.
- Option rows=true: the only win is three of your pieces in the opponent's half on one rank or \
file, nothing but empty squares between them, the middle number in the middle, in arithmetic \
(3 5 7), geometric (2 4 8) or musical (9 15 45) proportion; a limit then ends in a draw.
- Also: a side with no move loses; the same position three times, or 100 plies without a \
capture, is a draw.";
