//! Each kind of edit undone and redone by its patch (`Edit::Patch`): the events before and after
//! it come back exactly, the events as they stand otherwise untouched; an undo whose events are
//! gone is refused in words and changes nothing.

use super::super::tests::{changed, edited, game, refused, register, rn, tn, tournament, with};
use super::super::{Current, Edit, apply};
use super::*;
use crate::i18n::{self, Lang};
use crate::tournament::draw::Proposal;
use crate::tournament::file::{Games, RoundKind, TournamentFile};
use crate::tournament::game::pids;
use crate::tournament::replay;

/// The card of `round`, `table` with one game lost by `loser` in both halves.
fn card(round: u32, table: u32, loser: &str) -> Event {
    Event::Card { round: rn(round), table: tn(table), games: vec![game(loser, loser, None)] }
}

/// `edit` made to `f`, then undone by its patch's inverse and redone by the patch, each applied
/// as an edit (checked and replayed like every edit): the events after the edit, and the patch.
fn undone_and_redone(f: &TournamentFile, edit: Edit) -> (Vec<Event>, Patch) {
    let after = changed(f, edit);
    let patch = Patch::between(&f.events, &after);
    assert_eq!(changed(&with(after.clone()), Edit::Patch(patch.inverse())), f.events, "undone");
    assert_eq!(changed(f, Edit::Patch(patch.clone())), after, "redone");
    assert_eq!(patch.inverse().inverse(), patch);
    (after, patch)
}

/// Anna, Ben, Carl and Dora at two tables of round 1, with `events` after the draw.
fn drawn_with(events: Vec<Event>) -> TournamentFile {
    let mut f = tournament(true);
    f.events.extend(events);
    f
}

#[test]
fn each_kind_of_edit_is_undone_and_redone_exactly() {
    let f = tournament(false);
    let team = Edit::Register { names: vec!["Eva".into(), "Fritz".into()], team: Some("Kegler".into()) };
    undone_and_redone(&f, team);
    undone_and_redone(&f, Edit::Withdraw("Ben".into()));
    // A withdrawal taken back in the middle of the events.
    let mut middle = f.events.clone();
    middle.insert(2, Event::Withdraw("Anna".into()));
    undone_and_redone(&with(middle), Edit::BackIn("Anna".into()));

    let drawn = drawn_with(vec![card(1, 1, "Ben"), card(1, 2, "Dora")]);
    undone_and_redone(&drawn, Edit::Rename { old: "Ben".into(), new: "Benno".into() });
    undone_and_redone(&drawn, Edit::Card { round: rn(1), table: tn(1), games: vec![game("Anna", "Anna", None)] });
    let next = Proposal {
        round: rn(2),
        kind: RoundKind::Points { games: Games::new(2).unwrap() },
        tables: vec![pids(&[0, 2]), pids(&[1, 3])],
        seed: Some(2),
    };
    undone_and_redone(&drawn, Edit::Draw(next));
    // A re-draw takes the place of the round's draw, before a card.
    let redraw = Proposal {
        round: rn(1),
        kind: RoundKind::Points { games: Games::new(2).unwrap() },
        tables: vec![pids(&[0, 3]), pids(&[1, 2])],
        seed: Some(3),
    };
    let (after, patch) = undone_and_redone(&tournament(true), Edit::Draw(redraw));
    assert_eq!(after.len(), tournament(true).events.len());
    assert_eq!(patch, Patch::between(&tournament(true).events, &after));
    // A table's cards wherever they stand, another table's between them staying.
    let cards = drawn_with(vec![card(1, 1, "Ben"), card(1, 2, "Dora"), card(1, 1, "Anna")]);
    let (after, _) = undone_and_redone(&cards, Edit::ClearCard { round: rn(1), table: tn(1) });
    assert_eq!(after[5..], [card(1, 2, "Dora")]);
}

#[test]
fn a_rename_patches_only_the_events_that_name_him() {
    let f = drawn_with(vec![card(1, 1, "Ben")]);
    let after = changed(&f, Edit::Rename { old: "Ben".into(), new: "Benno".into() });
    let patch = Patch::between(&f.events, &after);
    // Undone over another change since: Carl's registration changed meanwhile stays so.
    let mut now = after.clone();
    now[2] = register("Carlo");
    let mut undone = now.clone();
    patch.inverse().apply(&mut undone).expect("undone");
    let mut expected = f.events.clone();
    expected[2] = register("Carlo");
    assert_eq!(undone, expected, "the other change stays");
    // The draw changed since (Carl renamed there too) is no longer the one the rename made:
    // refused, nothing changed.
    if let Event::Draw { tables, .. } = &mut now[4] {
        tables[1][0] = "Carlo".into();
    }
    let mut refused = now.clone();
    let gone = patch.inverse().apply(&mut refused).expect_err("refused");
    assert!(matches!(gone, Gone(Event::Draw { round, .. }) if round.get() == 1), "{gone:?}");
    assert_eq!(refused, now);
}

#[test]
fn an_undo_takes_back_only_its_own_change_where_the_events_moved() {
    let f = tournament(false);
    let after = changed(&f, Edit::Register { names: vec!["Eva".into()], team: None });
    let patch = Patch::between(&f.events, &after);
    // Another change came after (and one before): only Eva's registration goes.
    let mut now = after.clone();
    now.insert(0, register("Zoe"));
    now.push(Event::Withdraw("Ben".into()));
    let mut undone = now.clone();
    patch.inverse().apply(&mut undone).expect("undone");
    let mut expected = now.clone();
    expected.retain(|e| *e != register("Eva"));
    assert_eq!(undone, expected);
    // Redone: Eva comes back after the event she followed, not at the end.
    patch.apply(&mut undone).expect("redone");
    assert_eq!(undone, now);
}

#[test]
fn an_undo_whose_events_are_gone_is_refused_in_words() {
    let f = tournament(false);
    let after = changed(&f, Edit::Register { names: vec!["Eva".into()], team: None });
    let undo = Edit::Patch(Patch::between(&f.events, &after).inverse());
    // Eva renamed since: her registration is not there as recorded.
    let renamed = changed(&with(after), Edit::Rename { old: "Eva".into(), new: "Eve".into() });
    let file = with(renamed.clone());
    assert_eq!(refused(&file, undo.clone()), "die Anmeldung von „Eva“ wurde seither geändert");
    assert_eq!(edited(&file, &[], undo.clone()).ok(), None);
    i18n::scoped(Lang::En, || {
        let (t, _) = replay::replay(&file, &[]).unwrap();
        let error = apply(Current { file: &file, tournament: &t, sessions: &[] }, undo).unwrap_err();
        assert_eq!(error.to_string(), "the registration of \"Eva\" has been changed since");
    });
    // A card's undo where the table's card was cleared since; a redo of a re-draw whose draw moved on.
    let drawn = drawn_with(vec![card(1, 1, "Ben")]);
    let patch = Patch::between(&tournament(true).events, &drawn.events);
    let cleared = changed(&drawn, Edit::ClearCard { round: rn(1), table: tn(1) });
    assert_eq!(
        refused(&with(cleared), Edit::Patch(patch.inverse())),
        "die Karte von Runde 1, Tisch 1 wurde seither geändert"
    );
}

#[test]
fn a_patch_between_equal_events_is_empty_and_changes_nothing() {
    let f = tournament(true);
    let patch = Patch::between(&f.events, &f.events);
    assert!(patch.is_empty());
    assert_eq!(edited(&f, &[], Edit::Patch(patch)), Ok(None));
    // Events that do not replay are not written: a patch is checked like every edit.
    let mut broken = f.events.clone();
    broken.push(Event::Withdraw("Zoe".into()));
    let patch = Patch::between(&f.events, &broken);
    assert_eq!(refused(&f, Edit::Patch(patch)), "Ereignis 6: „Zoe“ ist nicht angemeldet");
}
