//! The `rithmo` command line run as a user runs it: its output, and a refusal (exit status 2,
//! nothing on stdout, the reason on stderr).

use std::process::{Command, Output};

pub fn rithmo(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rithmo"))
        .args(args)
        .output()
        .unwrap()
}

/// What a run printed on stdout.
pub fn printed(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

/// What a run that must succeed printed on stdout.
pub fn succeeded(o: &Output) -> String {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    printed(o)
}

/// The reason a refused run gives.
pub fn refused(args: &[&str]) -> String {
    let o = rithmo(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}");
    assert!(o.stdout.is_empty(), "nothing on stdout for {args:?}");
    String::from_utf8(o.stderr).unwrap()
}
