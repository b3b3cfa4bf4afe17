//! The outbox's rows in the store: a lane (a channel, a user's direct messages) goes out in
//! order, one row at a time; a row leased to a sender (or to an interaction's answer) is
//! nobody else's until the lease runs out, as when its process died; a wait Discord asked
//! for is kept; rows sent or given up never come back, and one given up does not hold its
//! lane. On the engine the tests run on (`TestDb`).

mod common;

use common::postgres::TestDb;

use rithmo::store::outbox::{self, New, RowState, Target};
use rithmo::store::Store;

fn add(store: &mut Store, target: Target, text: &str, lease: Option<(&str, i64)>) -> i64 {
    store
        .write(|tx| {
            outbox::add(
                tx,
                &New {
                    target,
                    game: None,
                    payload: text,
                    via: lease.map(|_| "token"),
                    lease,
                },
                1_000,
            )
        })
        .unwrap()
}

fn claim(store: &mut Store, owner: &str, now: i64) -> Vec<i64> {
    store
        .write(|tx| outbox::claim(tx, owner, now, 10_000, 10))
        .unwrap()
        .into_iter()
        .map(|c| c.id)
        .collect()
}

#[test]
fn each_lane_goes_out_in_order_and_a_lease_holds_until_it_runs_out() {
    let db = TestDb::new("o");
    let mut store = Store::open(db.path()).unwrap();
    let (ch, dm) = (Target::Channel(5), Target::User(7));
    let first = add(&mut store, ch, "first", None);
    let second = add(&mut store, ch, "second", None);
    let dm1 = add(&mut store, dm, "dm", None);
    // The head of each lane, for the first sender only.
    assert_eq!(claim(&mut store, "a", 2_000), [first, dm1]);
    assert_eq!(claim(&mut store, "b", 2_000), Vec::<i64>::new());
    outbox::sent(store.conn(), first, Some(99), 2_100).unwrap();
    assert_eq!(claim(&mut store, "b", 2_200), [second]);
    // "a" died holding the direct message: it is taken up once the lease runs out.
    assert_eq!(claim(&mut store, "b", 11_999), Vec::<i64>::new());
    assert_eq!(claim(&mut store, "b", 12_001), [dm1]);
    assert_eq!(
        outbox::state(store.conn(), first).unwrap(),
        Some(RowState {
            sent: true,
            failed: false,
            message: Some(99),
            attempts: 0
        })
    );
}

#[test]
fn waits_are_kept_and_a_row_given_up_lets_its_lane_go_on() {
    let db = TestDb::new("o");
    let mut store = Store::open(db.path()).unwrap();
    let ch = Target::Channel(5);
    let a = add(&mut store, ch, "a", None);
    let b = add(&mut store, ch, "b", None);
    assert_eq!(claim(&mut store, "s", 2_000), [a]);
    outbox::later(store.conn(), a, 3_000, true, "502").unwrap();
    assert_eq!(
        claim(&mut store, "s", 2_500),
        Vec::<i64>::new(),
        "waits, in order"
    );
    assert_eq!(claim(&mut store, "s", 3_000), [a]);
    outbox::failed(store.conn(), a, "404 10003 Unknown Channel", 3_100).unwrap();
    assert_eq!(claim(&mut store, "s", 3_200), [b]);
    assert_eq!(
        outbox::state(store.conn(), a).unwrap(),
        Some(RowState {
            sent: false,
            failed: true,
            message: None,
            attempts: 1
        })
    );
    assert_eq!(outbox::unsent(store.conn()).unwrap(), 1);
}

#[test]
fn a_row_an_answer_carries_is_the_senders_only_when_released_or_its_lease_ran_out() {
    let db = TestDb::new("o");
    let mut store = Store::open(db.path()).unwrap();
    let ch = Target::Channel(5);
    let answered = add(&mut store, ch, "answered", Some(("me", 11_000)));
    let failed = add(
        &mut store,
        Target::Channel(6),
        "failed",
        Some(("me", 11_000)),
    );
    assert_eq!(claim(&mut store, "s", 2_000), Vec::<i64>::new());
    outbox::sent(store.conn(), answered, None, 2_000).unwrap();
    outbox::release(store.conn(), failed).unwrap();
    assert_eq!(claim(&mut store, "s", 2_100), [failed]);
    outbox::sent(store.conn(), failed, Some(5), 2_200).unwrap();
    assert_eq!(
        claim(&mut store, "s", 20_000),
        Vec::<i64>::new(),
        "sent stays sent"
    );
}

#[test]
fn the_clock_forgets_sent_rows_after_their_retention_and_keeps_what_was_never_sent() {
    use rithmo::service::outbox::{FAILED_KEPT_MS, SENT_KEPT_MS};
    use rithmo::service::Service;
    let db = TestDb::new("o");
    let path = db.path().to_path_buf();
    let mut store = Store::open(&path).unwrap();
    // 450 rows sent at 2 s (more than one batch), one given up and one never sent.
    let sent: Vec<i64> = (0..450)
        .map(|i| add(&mut store, Target::Channel(100 + i), "sent", None))
        .collect();
    for &id in &sent {
        outbox::sent(store.conn(), id, Some(id as u64), 2_000).unwrap();
    }
    let given_up = add(&mut store, Target::User(7), "given up", None);
    outbox::failed(store.conn(), given_up, "403 50007", 2_000).unwrap();
    let waiting = add(&mut store, Target::Channel(5), "waiting", None);
    outbox::later(store.conn(), waiting, 10_000, true, "502").unwrap();
    drop(store);

    let mut svc = Service::open(&path).unwrap();
    svc.use_outbox();
    let state = |svc: &Service, id| outbox::state(svc.store().conn(), id).unwrap();
    assert_eq!(
        svc.outbox_prune_at(2_000 + SENT_KEPT_MS - 1),
        0,
        "still kept"
    );
    assert!(state(&svc, sent[0]).is_some());
    assert_eq!(
        svc.outbox_prune_at(2_000 + SENT_KEPT_MS + 1),
        450,
        "every sent row"
    );
    assert!(sent.iter().all(|&id| state(&svc, id).is_none()));
    assert!(
        state(&svc, given_up).unwrap().failed,
        "the failure's report is kept"
    );
    assert!(state(&svc, waiting).is_some());
    // A week on, the report goes too; a row never sent stays, however old.
    assert_eq!(svc.outbox_prune_at(2_000 + FAILED_KEPT_MS + 1), 1);
    assert_eq!(svc.outbox_prune_at(i64::MAX / 2), 0);
    assert!(
        !state(&svc, waiting).unwrap().sent,
        "never sent, never forgotten"
    );
    assert!(svc.outbox_waiting());
}
