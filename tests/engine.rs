//! The engine and its command line: `bestmove` gives one legal action in positions of every
//! variant (drops, reduced pyramids, the game's own history), its JSON, the same move for
//! the same seed, exit status 2 with nothing on stdout for an ended game or bad input; every
//! level takes a win in one when there is one; the greedy player takes the most material;
//! `match` reports wins, draws, losses, unfinished games and the Elo difference.

mod common;

use common::cli::{refused, rithmo, succeeded};
use common::rfen;
use rithmo::engine::eval::evaluate;
use rithmo::engine::{think, Level};
use rithmo::rules::movegen::legal_actions;
use rithmo::rules::{Color, Game, Ruleset};
use serde_json::Value;

/// The legal actions `rithmo moves` lists for a position.
fn legal(variant: &str, position: &str) -> Vec<String> {
    succeeded(&rithmo(&[
        "moves",
        "--variant",
        variant,
        "--position",
        position,
    ]))
    .lines()
    .map(String::from)
    .collect()
}

/// Middle games reached by play (the benchmark positions): `neo` with prisoners on both
/// sides, `heligon` with entered prisoners and both pyramids reduced.
const NEO_MIDGAME: &str = "s361,4,T12*,s121,s49/p190,s120,2,t30,c3,s66,s28/\
t100,t64,c81,C9*,c25,c9,t36,t16/2,c9,c7,c5,c3,2/2,C4,5/2,C2,C4,C6,C8,2/\
T9,T25,C4,C16,C36,C64,T49,T81/S15,S45,T6,T20,T42,T72,P91,S153/S25,S81,4,S169,S289 \
w C5*,C25*,T25 c2*,c4*";
const SIMPLE_MIDGAME: &str = "s361,t56,2,s120,s225,1,s49/1,t30,5,s28/t64,c9,c81,c49,1,T9,1,t16/\
3,c7,c5,2,s121/4,t12,s66,2/8/1,t100,6/8/1,s190,6/1,t90,5,T72/2,C2,3,T81,C8/C4,7/2,C6,5/\
1,T6,C4,C16,C36,C64,2/S15,S45,T25,2,T49,S91,S153/S25,S81,T42,2,T20,S169,S289 \
b - - halfmove=14 ply=51 wshape=9 wvalue=73";
const CLASSIC_MIDGAME: &str = "s361,s225,4,s121,s49/p190,1,t64,t56,1,t36,s66,s28/\
t100,t90,c25,3,t12,1/4,c5,1,t30,1/1,s120,3,t16,c9,1/1,S45,c49,1,c7,3/2,c9,1,S81,c3,2/\
3,T6,1,T81,2/S15,7/2,C2,2,C6,2/4,C36,C8,1,T20/2,T9,1,C64,2,S153/2,C4,4,S289/\
2,C4,C16,2,T72,1/2,T25,1,T42,T49,P91,1/S25,5,S169,1 w - -";
const HELIGON_MIDGAME: &str = "s361,s225,5,s49/1,s120,t64,t56,t30,3/t100,3,c25,c9,1,t72*/\
1,c81,c49,c7,3,t36/1,c9,1,s66,4/2,c5,5/6,s121,1/5,p(t25,t36,s49,s64),C6,1/3,t90,4/1,T6,5,C8/\
8/3,C4,2,C36,C3*/2,C2,1,S289,C64,T42,1/1,s28,1,C4,C16,P91,2/S15,S45,T25,T20,1,T49,1,S153/\
S25,3,S81,1,S169,1 w T12*,T16* t9*,t81* bbody=3 bgoods=162 blawsuit=5 wbody=4 wgoods=47 \
wlawsuit=7";

/// A `classic` position with White's pyramid reduced to three components.
fn classic_reduced() -> String {
    rfen(
        16,
        &[
            ("d3", "P(C4,T9,S36)"),
            ("c4", "C16"),
            ("f4", "T20"),
            ("e13", "p190"),
            ("d12", "c9"),
            ("g12", "t30"),
        ],
        "w - -",
    )
}

#[test]
fn bestmove_gives_a_legal_action_in_every_variant_at_every_level() {
    let cases: Vec<(&str, String)> = vec![
        ("neo", NEO_MIDGAME.into()),
        ("simple", SIMPLE_MIDGAME.into()),
        ("classic", CLASSIC_MIDGAME.into()),
        ("classic", classic_reduced()),
        ("heligon", HELIGON_MIDGAME.into()),
    ];
    for (variant, position) in &cases {
        let moves = legal(variant, position);
        for level in ["greedy", "1", "2", "3", "5"] {
            let out = succeeded(&rithmo(&[
                "bestmove",
                "--variant",
                variant,
                "--position",
                position,
                "--level",
                level,
                "--millis",
                "300",
            ]));
            let mv = out.trim_end();
            assert_eq!(out, format!("{mv}\n"), "one line");
            assert!(
                moves.contains(&mv.to_string()),
                "{variant} level {level}: {mv}"
            );
        }
    }
}

#[test]
fn bestmove_enters_a_prisoner_when_that_wins_a_triumph() {
    // Black's pyramid is gone; White's circles 2 and 4 stand side by side in Black's half
    // and White holds Black's circle 3: entered next to them, 2 3 4 is a triumph.
    let position = rfen(
        9,
        &[
            ("g2", "P91"),
            ("c7", "C2"),
            ("d7", "C4"),
            ("h9", "c9"),
            ("a9", "c25"),
        ],
        "w C3* -",
    );
    for level in ["1", "3", "5"] {
        let mv = succeeded(&rithmo(&[
            "bestmove",
            "--variant",
            "neo",
            "--position",
            &position,
            "--level",
            level,
            "--seed",
            "3",
            "--millis",
            "300",
        ]));
        let played: Value = serde_json::from_str(&succeeded(&rithmo(&[
            "play",
            "--variant",
            "neo",
            "--position",
            &position,
            "--json",
            mv.trim(),
        ])))
        .unwrap();
        assert_eq!(played["result"]["winner"], "white", "level {level}: {mv}");
        assert_eq!(played["result"]["reason"], "triumph", "level {level}: {mv}");
    }
}

#[test]
fn bestmove_json_has_move_score_depth_nodes_millis_and_a_line_starting_with_the_move() {
    let o = rithmo(&[
        "bestmove",
        "--variant",
        "heligon",
        "--position",
        HELIGON_MIDGAME,
        "--level",
        "3",
        "--json",
    ]);
    let j: Value = serde_json::from_str(&succeeded(&o)).unwrap();
    let mv = j["move"].as_str().unwrap();
    assert!(legal("heligon", HELIGON_MIDGAME).contains(&mv.to_string()));
    assert!(j["score"].is_i64());
    assert!(
        j["depth"].as_u64().unwrap() >= 2,
        "level 3 looks past its own move"
    );
    assert!(j["nodes"].as_u64().unwrap() > 0);
    assert!(j["millis"].is_u64());
    let pv = j["pv"].as_array().unwrap();
    assert_eq!(pv[0], mv);
    assert!(pv.len() >= 2, "a line of replies: {pv:?}");
}

#[test]
fn the_same_seed_gives_the_same_move_and_the_moves_given_are_played_first() {
    let args = [
        "bestmove",
        "--variant",
        "neo",
        "--level",
        "3",
        "--seed",
        "42",
        "--json",
        "d4-d5",
        "f6-f5",
    ];
    let first: Value = serde_json::from_str(&succeeded(&rithmo(&args))).unwrap();
    let again: Value = serde_json::from_str(&succeeded(&rithmo(&args))).unwrap();
    assert_eq!(first["move"], again["move"]);
    assert_eq!(first["nodes"], again["nodes"], "the same search");
    // After two plies it is White's move again, in the position the moves lead to.
    let after: Value = serde_json::from_str(&succeeded(&rithmo(&[
        "play",
        "--variant",
        "neo",
        "--json",
        "d4-d5",
        "f6-f5",
    ])))
    .unwrap();
    let position = after["position"].as_str().unwrap();
    assert!(legal("neo", position).contains(&first["move"].as_str().unwrap().to_string()));
}

#[test]
fn an_ended_game_and_bad_input_exit_2_with_nothing_on_stdout() {
    // The start position comes up a third time: a draw by repetition, which only the moves
    // (the game's history) show.
    let shuffle = ["d4-d5", "f6-f5", "d5-d4", "f5-f6"];
    let mut args = vec!["bestmove", "--variant", "neo"];
    args.extend(shuffle);
    args.extend(shuffle);
    let err = refused(&args);
    assert!(err.contains("the game is over"), "{err}");
    assert!(err.contains("same position came up three times"), "{err}");
    assert!(
        refused(&["bestmove", "--variant", "neo", "--level", "7"]).contains("levels are 1 to 5")
    );
    assert!(refused(&["bestmove", "--variant", "neo", "--level", "hard"]).contains("not a level"));
    assert!(refused(&["bestmove", "--variant", "neo", "d4-d7"]).contains("move 1 'd4-d7'"));
    assert!(refused(&["bestmove", "--variant", "chess"]).contains("unknown variant"));
    assert!(refused(&["bestmove", "--variant", "neo", "--millis", "0"]).contains("--millis"));
}

#[test]
fn the_greedy_player_takes_the_most_material() {
    // White's triangle 6 on d4 can take Black's circle 9 (d5) or square 66 (e5).
    let position = rfen(
        9,
        &[
            ("g2", "P91"),
            ("a8", "p190"),
            ("d4", "T6"),
            ("d5", "c9"),
            ("e5", "s66"),
            ("h9", "c7"),
        ],
        "w - -",
    );
    let mv = succeeded(&rithmo(&[
        "bestmove",
        "--variant",
        "neo",
        "--position",
        &position,
        "--level",
        "greedy",
    ]));
    assert_eq!(mv, "d4xe5\n");
}

/// Whether playing `text` in `game` wins it for the side to move.
fn wins(game: &Game, action: rithmo::rules::Action) -> bool {
    let mut g = game.clone();
    let mover = g.pos.side;
    g.play(action);
    g.outcome().is_some_and(|o| o.winner == Some(mover))
}

/// Positions where the side to move can win at once, met in level-1 games of `variant`.
fn win_in_one_positions(rules: &Ruleset, want: usize) -> Vec<Game> {
    let mut found = Vec::new();
    for seed in 0..40u64 {
        let mut game = Game::new(rules.clone());
        for _ in 0..300 {
            if game.outcome().is_some() {
                break;
            }
            let actions = legal_actions(&game.rules, &game.pos);
            if actions.iter().any(|&a| wins(&game, a)) {
                found.push(game.clone());
                break;
            }
            let t = think(&game, Level::new(1).unwrap(), seed, Some(200)).unwrap();
            game.play(t.action);
        }
        if found.len() == want {
            break;
        }
    }
    found
}

#[test]
fn every_level_takes_a_win_in_one() {
    for variant in ["neo", "simple", "classic", "heligon"] {
        let rules = Ruleset::from_names(variant, &[]).unwrap();
        let positions = win_in_one_positions(&rules, 3);
        assert_eq!(
            positions.len(),
            3,
            "{variant}: level-1 games reach wins in one"
        );
        for game in &positions {
            // Level 1 blunders at random now and then; the others never miss a win in one.
            for level in [2, 3, 5] {
                for seed in 0..3 {
                    let t = think(game, Level::new(level).unwrap(), seed, Some(300)).unwrap();
                    assert!(
                        wins(game, t.action),
                        "{variant} level {level} seed {seed} played {} in {}",
                        t.text,
                        game.rfen()
                    );
                }
            }
            let t = think(game, Level::GREEDY, 0, None).unwrap();
            assert!(wins(game, t.action), "greedy wins at once when it can");
        }
    }
}

#[test]
fn level_five_does_not_walk_into_a_loss_in_one_it_can_avoid() {
    // Black has taken White's pyramid; its circles 3 and 5 stand side by side in White's
    // half and it holds White's circle 4: entered at c3 or f3, 3 4 5 is a triumph. White
    // cannot fill both ends, but its circle 6 on e2 can take the circle 3 (a shared 3).
    let position = rfen(
        9,
        &[
            ("a8", "p190"),
            ("d3", "c3"),
            ("e3", "c5"),
            ("e2", "C6"),
            ("h1", "C8"),
        ],
        "w - c4*",
    );
    let rules = Ruleset::from_names("neo", &[]).unwrap();
    let game = Game::from_rfen(rules, &position).unwrap();
    let t = think(&game, Level::STRONGEST, 1, Some(500)).unwrap();
    let mut after = game.clone();
    after.play(t.action);
    let threats: Vec<_> = legal_actions(&after.rules, &after.pos)
        .into_iter()
        .filter(|&a| wins(&after, a))
        .collect();
    assert!(threats.is_empty(), "{} leaves Black a triumph", t.text);
    assert_eq!(game.pos.side, Color::White);
}

#[test]
fn match_reports_the_result_and_the_elo_difference() {
    let o = rithmo(&[
        "match",
        "--variant",
        "neo",
        "--white",
        "2",
        "--black",
        "1",
        "--games",
        "2",
        "--plies",
        "40",
    ]);
    let out = succeeded(&o);
    assert!(
        out.starts_with("neo: level 2 against level 1, 2 games"),
        "{out}"
    );
    let result = out.lines().nth(1).unwrap();
    for word in ["level 2:", "wins", "draws", "losses", "unfinished"] {
        assert!(result.contains(word), "{out}");
    }
    assert!(out.contains("Elo difference"), "{out}");
    assert!(out.contains("time per move median"), "{out}");
    let games = String::from_utf8(o.stderr).unwrap();
    assert_eq!(
        games.lines().filter(|l| l.starts_with("game ")).count(),
        2,
        "{games}"
    );
}

/// Each game's moves as `--moves` prints them (the line after its result).
fn match_games(stderr: &[u8]) -> Vec<Vec<String>> {
    let text = String::from_utf8(stderr.to_vec()).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    lines
        .windows(2)
        .filter(|w| w[0].starts_with("game "))
        .map(|w| w[1].split_whitespace().map(str::to_string).collect())
        .collect()
}

#[test]
fn a_match_with_random_openings_plays_each_opening_with_both_colours() {
    let o = rithmo(&[
        "match",
        "--variant",
        "simple",
        "--white",
        "1",
        "--black",
        "1",
        "--games",
        "4",
        "--plies",
        "6",
        "--opening",
        "3",
        "--moves",
    ]);
    assert!(
        succeeded(&o).contains("each pair of games opened by 3 random plies"),
        "{}",
        succeeded(&o)
    );
    let games = match_games(&o.stderr);
    assert_eq!(games.len(), 4);
    let opening = |g: &Vec<String>| g[..3].to_vec();
    // Games 1 and 2 are one pair (colours swapped), 3 and 4 the next.
    assert_eq!(opening(&games[0]), opening(&games[1]));
    assert_eq!(opening(&games[2]), opening(&games[3]));
    assert_ne!(opening(&games[0]), opening(&games[2]));
    // Every game replays from its moves with `rithmo play`, as a player would replay it.
    for g in &games {
        assert_eq!(g.len(), 6, "{g:?}");
        let mut args = vec!["play", "--variant", "simple"];
        args.extend(g.iter().map(String::as_str));
        let replay = rithmo(&args);
        let refusal = String::from_utf8_lossy(&replay.stderr);
        assert!(replay.status.success(), "{g:?}: {refusal}");
    }
}

/// White's pyramid on g2 with its ring filled but for g3, and Black holding White's
/// triangle 49 (a multiple of 7, like the pyramid's 91), Black to move: entered on g3 it
/// takes the pyramid next move unless a white piece can take it there first. With `h3`
/// holding White's triangle 81 (no factor 7) nothing can; with the triangle 42 there, it
/// can. How White's position is judged must tell the two apart by far more than the
/// pieces' worth (both are one piece).
#[test]
fn neo_judges_a_hole_by_the_pyramid_that_no_piece_guards_as_a_grave_danger() {
    let with_guard_on_h3 = |h3: &'static str| {
        common::neo_game(
            &[
                ("f1", "C2"),
                ("g1", "C4"),
                ("h1", "C6"),
                ("f2", "C8"),
                ("h2", "C16"),
                ("f3", "T9"),
                ("h3", h3),
                ("d7", "c3"),
            ],
            "b - t49*",
        )
    };
    // White's view: Black is to move.
    let white_view = |game: &Game| -evaluate(&game.rules, &game.pos);
    let unguarded = white_view(&with_guard_on_h3("T81"));
    let guarded = white_view(&with_guard_on_h3("T42"));
    assert!(
        guarded - unguarded >= 300,
        "guarded {guarded}, unguarded {unguarded}"
    );
    // And the search sees why: Black enters the 49 on g3 when nothing can take it there.
    let game = with_guard_on_h3("T81");
    let t = think(&game, Level::new(4).unwrap(), 1, Some(5000)).unwrap();
    assert_eq!(t.text, "T49@g3", "{t:?}");
}

/// `simple`: White's triangle 9 on d5 can take Black's circle 6 on d8, but Black's circle 7
/// takes it back (9 for 6). Early in the count White keeps its triangle; with thirty plies
/// left before the hundred-ply draw, the bot makes the trade rather than drift into a draw.
#[test]
fn simple_trades_when_the_hundred_ply_draw_comes_near() {
    let position = |halfmove: u32| {
        format!("7,s16/8/8/8/8/8/3,c7,4/8/3,c6,4/8/8/3,T9,4/8/8/8/S16,7 w - - halfmove={halfmove}")
    };
    for level in ["3", "5"] {
        let bestmove = |halfmove| {
            let p = position(halfmove);
            let args = ["bestmove", "--variant", "simple", "--level", level];
            succeeded(&rithmo(
                &[&args[..], &["--millis", "5000", "--position", &p]].concat(),
            ))
        };
        assert_ne!(bestmove(0).trim(), "d5xd8", "level {level}, a fresh count");
        assert_eq!(
            bestmove(70).trim(),
            "d5xd8",
            "level {level}, thirty plies left"
        );
    }
}
