use super::*;
use crate::i18n::{self, Lang};
use crate::tournament::game::pids;
use crate::tournament::{file, replay, standings};
use proptest::prelude::*;

/// The standings' rows of these places, row i the player i.
fn rows(places: &[usize]) -> Vec<(usize, Pid)> {
    places.iter().enumerate().map(|(i, &place)| (place, Pid::new(i))).collect()
}

/// `n` who share the Schock-Out prize, players 0, 1, …
fn winners(n: usize) -> Vec<Pid> {
    Pid::all(n).collect()
}

/// An amount in cents, short for the tables below.
fn c(cents: i64) -> Money {
    Money::cents(cents)
}

fn tournament(names: &[&str]) -> Tournament {
    let events: String = names.iter().map(|n| format!("Register(name: {n:?}),")).collect();
    let text =
        format!("Tournament(format: 1, rules: (preset: \"main-taunus\"), scoring: LossPoints, events: [{events}])");
    replay::replay(&file::parse(&text).unwrap(), &[]).unwrap().0
}

fn mark(cash: &Cash, t: &Tournament, name: &str, status: Status) -> Cash {
    apply(cash, t, FeeEdit::Mark { name: name.into(), status }).unwrap().unwrap()
}

#[test]
fn euros_in_both_languages() {
    i18n::scoped(Lang::De, || {
        assert_eq!(c(123_450).to_string(), "1.234,50\u{a0}€");
        assert_eq!(c(5).to_string(), "0,05\u{a0}€");
        assert_eq!(c(-700).to_string(), "\u{2212}7,00\u{a0}€");
    });
    i18n::scoped(Lang::En, || assert_eq!(c(123_450).to_string(), "€1,234.50"));
}

#[test]
fn amounts_as_typed() {
    for (typed, cents) in [
        ("5", 500),
        ("5,5", 550),
        ("5,50", 550),
        ("5.50", 550),
        ("1.234,50", 123_450),
        ("1.234", 123_400),
        ("5,00 €", 500),
        ("€ 2.5", 250),
        ("0", 0),
    ] {
        assert_eq!(Money::parse(typed), Some(c(cents)), "{typed}");
    }
    for bad in ["", "fünf", "5,555", "-5", "5,", ",5", "1,2,3", "99999999"] {
        assert_eq!(Money::parse(bad), None, "{bad}");
    }
}

#[test]
fn marking_players_and_the_cash_list() {
    let t = tournament(&["Anna", "Ben", "Carl"]);
    let cash = apply(&Cash::new(), &t, FeeEdit::Fee(c(500))).unwrap().unwrap();
    let cash = mark(&cash, &t, "Anna", Status::Paid);
    let cash = mark(&cash, &t, "Carl", Status::Waived);
    // Paid again takes nothing more; open is what nobody marked.
    assert_eq!(apply(&cash, &t, FeeEdit::Mark { name: "Anna".into(), status: Status::Paid }), Ok(None));
    assert_eq!(apply(&cash, &t, FeeEdit::Mark { name: "Ben".into(), status: Status::Open }), Ok(None));
    let list = cash_list(&cash, &t);
    assert_eq!((list.taken, list.open), (c(500), c(500)));
    assert_eq!([list.count(Status::Paid), list.count(Status::Open), list.count(Status::Waived)], [1, 1, 1]);
    let statuses: Vec<Status> = t.players.iter().map(|p| cash.payment(&p.name).status()).collect();
    assert_eq!(statuses, [Status::Paid, Status::Open, Status::Waived]);
    // A fee raised later: Anna keeps what she paid, Ben owes the new fee.
    let cash = apply(&cash, &t, FeeEdit::Fee(c(700))).unwrap().unwrap();
    let list = cash_list(&cash, &t);
    assert_eq!((list.taken, list.open), (c(500), c(700)));
    assert_eq!(
        apply(&cash, &t, FeeEdit::Mark { name: "Zoe".into(), status: Status::Paid }),
        Err(FeeError::UnknownPlayer("Zoe".into()))
    );
}

#[test]
fn a_payment_follows_a_rename_and_never_goes_out_of_sight() {
    let t = tournament(&["Anna", "Ben"]);
    let cash = mark(&apply(&Cash::new(), &t, FeeEdit::Fee(c(300))).unwrap().unwrap(), &t, "Anna", Status::Paid);
    let renamed = apply(&cash, &t, FeeEdit::Rename { old: "Anna".into(), new: "Anne".into() }).unwrap().unwrap();
    assert_eq!(renamed.payment("Anne"), Payment::Paid(c(300)));
    // Against a tournament without Anne the payment is listed under its own name.
    let list = cash_list(&renamed, &t);
    assert_eq!(list.taken, c(300));
    assert_eq!(list.rows.last().map(|r| (r.name.as_str(), r.player)), Some(("Anne", None)));
}

/// `edit` made to `cash`, then taken back by its inverse (each applied to the till as it stands):
/// the till after it.
fn undone(cash: &Cash, t: &Tournament, edit: FeeEdit) -> Cash {
    let back = edit.inverse(cash);
    let after = apply(cash, t, edit).unwrap().unwrap();
    let mut till = after.clone();
    for edit in back {
        till = apply(&till, t, edit).unwrap().unwrap_or(till);
    }
    assert_eq!(till, *cash, "taken back exactly");
    after
}

#[test]
fn each_change_to_the_till_is_taken_back_by_its_inverse() {
    let t = tournament(&["Anna", "Ben"]);
    let cash = undone(&Cash::new(), &t, FeeEdit::Fee(c(500)));
    let cash = undone(&cash, &t, FeeEdit::Mark { name: "Anna".into(), status: Status::Paid });
    // Anna paid the fee of then: her mark taken back after the fee changed gives her 5 € back.
    let raised = undone(&cash, &t, FeeEdit::Fee(c(700)));
    let open = undone(&raised, &t, FeeEdit::Mark { name: "Anna".into(), status: Status::Open });
    assert_eq!(
        FeeEdit::Mark { name: "Anna".into(), status: Status::Open }.inverse(&raised),
        [FeeEdit::Payment { name: "Anna".into(), payment: Payment::Paid(c(500)) }]
    );
    undone(&open, &t, FeeEdit::Mark { name: "Ben".into(), status: Status::Waived });
    undone(&cash, &t, FeeEdit::Plan(Plan::Fixed { places: vec![c(1000)], schock_out: c(0) }));
    // A rename moves the payment and is moved back; a payment the new name had comes back too.
    undone(&cash, &t, FeeEdit::Rename { old: "Anna".into(), new: "Anne".into() });
    let mut stranger = cash.clone();
    stranger.players.insert("Anne".into(), Payment::Waived);
    undone(&stranger, &t, FeeEdit::Rename { old: "Anna".into(), new: "Anne".into() });
    assert_eq!(FeeEdit::Rename { old: "Ben".into(), new: "Bert".into() }.inverse(&cash), []);
}

#[test]
fn the_file_reads_back() {
    let t = tournament(&["Anna", "Ben \"B\""]);
    let mut cash =
        mark(&apply(&Cash::new(), &t, FeeEdit::Fee(c(250))).unwrap().unwrap(), &t, "Ben \"B\"", Status::Paid);
    cash.plan = Plan::Fixed { places: vec![c(3000), c(1000)], schock_out: c(500) };
    assert_eq!(Cash::parse(&cash.write()), Ok(cash.clone()));
    assert_eq!(Cash::parse("Cash()").map(|cash| cash.fee), Ok(Money::ZERO));
    assert!(Cash::parse("Cash(format: 2)").is_err());
    assert!(Cash::parse("Cash(fee: -1)").is_err());
    assert!(
        matches!(Cash::parse("Cash(players: {\"Anna\": Paid(-5)})"), Err(CashFileError::Negative(m)) if m == Money::cents(-5))
    );
}

#[test]
fn shares_over_a_hundred_are_refused() {
    let t = tournament(&["Anna"]);
    let plan = Plan::Shares { places: vec![60, 40], schock_out: 10 };
    assert_eq!(apply(&Cash::new(), &t, FeeEdit::Plan(plan)), Err(FeeError::SharesOver(110)));
}

#[test]
fn shares_in_whole_euros_the_rest_to_place_one() {
    // 7 × 5 € = 35 €: 50 % = 17,50 → 17; 30 % = 10,50 → 10; 10 % = 3,50 → 3; 10 % kept = 3,50 → 3.
    let plan = Plan::Shares { places: vec![50, 30], schock_out: 10 };
    let p = split(&plan, c(3500), &rows(&[1, 2, 3, 4, 5, 6, 7]), &winners(1));
    let amounts: Vec<(Prize, Money)> = p.lines.iter().map(|l| (l.prize, l.amount())).collect();
    assert_eq!(amounts, [(Prize::Place(1), c(1900)), (Prize::Place(2), c(1000)), (Prize::SchockOut, c(300))]);
    assert_eq!(p.kept, c(300));
}

#[test]
fn shared_places_share_their_prizes() {
    // 100 €: 50/30/20; two at place 2 share 30 + 20.
    let p = split(&Plan::default(), c(10_000), &rows(&[1, 2, 2, 4]), &winners(0));
    assert_eq!(p.lines[1].prize, Prize::Place(2));
    assert_eq!(p.lines[1].players, [(Pid::new(1), c(2500)), (Pid::new(2), c(2500))]);
    // Three share place 1 of 50 €: 17 + 17 + 16, in whole euros, the first the rest.
    let p = split(&Plan::Shares { places: vec![100], schock_out: 0 }, c(5000), &rows(&[1, 1, 1]), &winners(0));
    assert_eq!(p.lines[0].players, [(Pid::new(0), c(1800)), (Pid::new(1), c(1600)), (Pid::new(2), c(1600))]);
}

#[test]
fn prizes_nobody_takes_stay_in_the_till() {
    let plan = Plan::Fixed { places: vec![c(2000), c(1000), c(500)], schock_out: c(500) };
    let p = split(&plan, c(3000), &rows(&[1, 2]), &winners(0));
    // Place 3 and the Schock-Out prize stay in the till; 40 € promised of 20 € taken: 20 € short.
    assert_eq!(p.lines.iter().map(PayoutLine::amount).sum::<Money>(), c(3000));
    assert_eq!(p.kept, Money::ZERO);
    let p = split(&plan, c(2000), &rows(&[1, 2, 3]), &winners(1));
    assert_eq!(p.kept, c(-2000));
}

#[test]
fn the_payout_over_real_standings() {
    let t = tournament(&["Anna", "Ben", "Carl"]);
    let mut cash = apply(&Cash::new(), &t, FeeEdit::Fee(c(1000))).unwrap().unwrap();
    for name in ["Anna", "Ben", "Carl"] {
        cash = mark(&cash, &t, name, Status::Paid);
    }
    let s = standings::standings(&t);
    let p = payout(&cash, &t, &s);
    // Nobody has played: all three share place 1 and with it every prize (30 €).
    assert_eq!(p.taken, c(3000));
    assert_eq!(p.lines.len(), 1);
    assert_eq!(p.lines[0].players.iter().map(|(who, _)| *who).collect::<Vec<_>>(), pids(&[0, 1, 2]));
    assert_eq!(p.lines[0].amount() + p.kept, c(3000));
}

fn places() -> impl Strategy<Value = Vec<usize>> {
    // Standings places: each row either shares the place above or takes its own position.
    prop::collection::vec(any::<bool>(), 0..30).prop_map(|shared| {
        let mut places: Vec<usize> = Vec::new();
        for (i, same) in shared.into_iter().enumerate() {
            let place = match places.last() {
                Some(&p) if same => p,
                _ => i + 1,
            };
            places.push(place);
        }
        places
    })
}

fn shares() -> impl Strategy<Value = Plan> {
    (prop::collection::vec(0u32..60, 0..8), 0u32..30).prop_filter_map("at most 100 %", |(places, schock_out)| {
        (places.iter().sum::<u32>() + schock_out <= 100).then_some(Plan::Shares { places, schock_out })
    })
}

fn fixed() -> impl Strategy<Value = Plan> {
    (prop::collection::vec(0i64..20_000, 0..8), 0i64..5_000).prop_map(|(places, schock_out)| Plan::Fixed {
        places: places.into_iter().map(c).collect(),
        schock_out: c(schock_out),
    })
}

proptest! {
    /// Whatever the plan, the field and the ties: the payout adds up to the money taken to the
    /// cent, every prize but place 1 is whole euros, and shares never leave the till short.
    #[test]
    fn the_payout_adds_up_to_the_money_taken(
        plan in prop_oneof![shares(), fixed()],
        taken in 0i64..10_000_000,
        places in places(),
        schock_out in 0usize..4,
    ) {
        let p = split(&plan, c(taken), &rows(&places), &winners(schock_out));
        let paid: Money = p.lines.iter().map(PayoutLine::amount).sum();
        prop_assert_eq!(paid + p.kept, c(taken));
        for line in &p.lines {
            prop_assert!(!line.players.is_empty());
            for (i, (who, cents)) in line.players.iter().enumerate() {
                match line.prize {
                    Prize::Place(place) => prop_assert_eq!(places[*who], place),
                    Prize::SchockOut => prop_assert!(who.index() < schock_out),
                }
                if let Plan::Shares { .. } = plan {
                    let first_place = line.prize == Prize::Place(1) && i == 0;
                    prop_assert!(first_place || cents.rounded_down(ROUNDING) == *cents, "{:?}", p);
                }
            }
        }
        if let Plan::Shares { .. } = plan {
            prop_assert!(!p.kept.is_negative());
        }
    }
}
