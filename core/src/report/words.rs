//! The words for what happened at the table: throw names, round explanations, part names, the
//! rules' knobs. Shared by the text summary, the app and the printouts so that all say the same
//! thing; the wording itself is in `assets/i18n/*/words.ftl` and `rules.ftl`.

use crate::rules::book;
use crate::rules::knobs::{EqualSchockOuts, HouseNumbers, Knob, Rules, Structure, Value};
use crate::rules::outcome::PlayerId;
use crate::rules::preset::{Preset, RuleSet};
use crate::rules::round::Act;
use crate::rules::throw::{Category, Throw};
use crate::rules::throw_limit;
use crate::session::event::RoundEntry;
use crate::session::state::{Engine, LostBy, Mark, MarkReason, Part, RoundRecord, Source};
use crate::tr;

/// `Schock 4`, `General 5`, `Hausnummer 653`.
pub fn category(cat: Category, rules: &Rules) -> String {
    match cat {
        Category::SchockOut => tr!("words-schock-out"),
        Category::Jule => tr!("words-jule"),
        Category::Siebener => tr!("words-siebener"),
        Category::Achter => tr!("words-achter"),
        Category::Schock(x) => tr!("words-schock", pips = x),
        Category::General(x) => tr!("words-general", pips = x),
        Category::Strasse(top) => tr!("words-street", run = format!("{}-{}-{}", top - 2, top - 1, top)),
        Category::Hausnummer(n) => match rules.house_numbers {
            HouseNumbers::Digits => tr!("words-house-number", number = n.to_string()),
            HouseNumbers::Sum => tr!("words-house-number-sum", sum = n),
        },
    }
}

/// `6-5-4 (2×)`, `6-5-4 (2×, aus der Hand)` where a repeated throw came from the hand: the count
/// in full-size type (a superscript is too small to read on screen; the printouts draw their own).
/// Names as a sentence lists them: "Anna", "Anna und Ben", "Anna, Ben und Carl".
pub fn list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => tr!("words-and", first = rest.join(", "), last = *last),
    }
}

pub fn throw(t: Throw) -> String {
    let (dice, count) = (t.dice().to_string(), t.count().get());
    if t.hand() && count > 1 {
        tr!("words-throw-from-hand", dice = dice, count = count)
    } else {
        tr!("words-throw", dice = dice, count = count)
    }
}

/// What a player did in a round: `Anna 6-5-4 (2×)`, `Ben nimmt`.
pub fn act(name: &str, act: Act) -> String {
    match act {
        Act::Throw(t) => format!("{name} {}", throw(t)),
        Act::Take => tr!("words-act-takes", name = name),
    }
}

/// Entries as the referee typed them (a round waiting for a roll-off, a draft): `Anna 6-5-4 (2×), Ben nimmt`.
pub fn raw_entries(entries: &[RoundEntry]) -> String {
    let list: Vec<String> = entries
        .iter()
        .map(|x| match x {
            RoundEntry::Throw { player, throw } => act(player, Act::Throw(*throw)),
            RoundEntry::Take { player } => act(player, Act::Take),
        })
        .collect();
    list.join(", ")
}

/// Who holds discs after a round: `Anna 3`, `Ben 10`.
pub fn holders(engine: &Engine, r: &RoundRecord) -> Vec<String> {
    engine.players().filter(|&p| r.holding(p) > 0).map(|p| format!("{} {}", engine.name(p), r.holding(p))).collect()
}

/// `Strich für Anna: Lustwurf`.
pub fn mark_for(engine: &Engine, m: &Mark) -> String {
    tr!("words-mark-for", name = engine.name(m.player), reason = mark_reason(m.reason))
}

/// The discs a player's Lustwurfs cost him (`lustwurf_penalty = disc`), in the evening or in one
/// `game`, for his beer mat and the round sheet's totals: `Lustwurf kostet einen Deckel: 2×
/// (Spiel 1, 3)`; `None` where none did.
pub fn lustwurf_discs(engine: &Engine, player: PlayerId, game: Option<u32>) -> Option<String> {
    let mut games: Vec<u32> = engine
        .lustwurf_discs()
        .iter()
        .filter(|d| d.player == player && game.is_none_or(|n| d.game == n))
        .map(|d| d.game)
        .collect();
    let count = games.len();
    games.dedup();
    let games = games.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    (count > 0).then(|| tr!("words-lustwurf-discs", count = count, games = games))
}

/// How a part was lost, after the loser's name: nothing for a round, the reason otherwise.
pub fn lost_by(by: LostBy) -> String {
    match by {
        LostBy::Round(_) => String::new(),
        LostBy::DroppedDice => format!(" {}", tr!("words-lost-by-dropped-dice")),
        LostBy::LustwurfDisc => format!(" {}", tr!("words-lost-by-lustwurf-disc")),
    }
}

/// `1. Hälfte`, `Finale`.
pub fn part(p: Part) -> String {
    match p {
        Part::Half1 => tr!("words-part-half1"),
        Part::Half2 => tr!("words-part-half2"),
        Part::Final => tr!("words-part-final"),
    }
}

/// The part under these rules: where a game has a single half, that half is the game (`Spiel`).
pub fn part_of(rules: &Rules, p: Part) -> String {
    if rules.structure == Structure::Single { tr!("words-part-single") } else { part(p) }
}

/// The part with its article, for sentences: `die zweite Hälfte`, `das Finale`.
pub fn part_with_article(p: Part) -> String {
    match p {
        Part::Half1 => tr!("words-part-article-half1"),
        Part::Half2 => tr!("words-part-article-half2"),
        Part::Final => tr!("words-part-article-final"),
    }
}

pub fn mark_reason(reason: MarkReason) -> String {
    match reason {
        MarkReason::GameLost => tr!("words-mark-reason-game-lost"),
        MarkReason::DroppedDice => tr!("words-mark-reason-dropped-dice"),
        MarkReason::Lustwurf => tr!("words-mark-reason-lustwurf"),
        MarkReason::Handschock => tr!("words-mark-reason-handschock"),
        MarkReason::SchockOutFromHand => tr!("words-mark-reason-schock-out-from-hand"),
    }
}

/// Why the round ended as it did, in one sentence:
/// `Ben: Schock 3 — Dora bekommt 3 Deckel aus dem Stock`.
pub fn round(engine: &Engine, r: &RoundRecord) -> String {
    let rules = engine.rules();
    let (winner, loser) = (engine.name(r.winner), engine.name(r.loser));
    let best = r.counted_throw_of(r.winner, rules).map(|t| category(t.category(rules), rules)).unwrap_or_default();
    let mut text = tr!("words-round-best", winner = winner, best = best);
    text.push(' ');
    // Two Schock-Outs: the rule that put the winner's first, as the loser's close call does.
    if let Some(top) = top_call(engine, r) {
        text += &top;
        text.push(' ');
    }
    if rules.too_many_throws_loses && r.violations.contains(&r.loser) {
        text += &tr!("words-round-over-limit", loser = loser);
        text.push(' ');
    } else if matches!(r.entries.last().map(|e| e.act), Some(Act::Take)) {
        text += &tr!("words-round-took", loser = loser);
        text.push(' ');
    } else if !r.roll_offs.is_empty() {
        text += &tr!("words-round-roll-off", sums = roll_off_sums(engine, r));
        text.push(' ');
    } else if let Some(close) = close_call(engine, r) {
        text += &close;
        text.push(' ');
    } else if let Some(lowest) = r.throw_of(r.loser).filter(|_| r.loser != r.winner && r.source != Source::Sudden) {
        // The loser's own throw, so the table hears why it is his round.
        text += &tr!("words-round-lowest", loser = loser, throw = lowest.dice().to_string());
        text.push(' ');
    }
    let discs = r.discs;
    let moved = match r.source {
        Source::Stock => tr!("words-round-from-stock", loser = loser, discs = discs),
        Source::Winner => tr!("words-round-from-winner", loser = loser, discs = discs, winner = winner),
        Source::Discard => tr!("words-round-discard", winner = winner, discs = discs),
        // A Schock-Out: everything in play ends with the loser, what he held before included.
        Source::All => tr!("words-round-all", loser = loser, discs = r.holding(r.loser)),
        Source::Sudden => tr!("words-round-sudden", loser = loser),
    };
    let moved = house_rules(engine, r, moved);
    let single = rules.structure == Structure::Single;
    text += &if let Some(part_loser) = r.part_loser {
        let part = if single { tr!("words-part-article-single") } else { part_with_article(r.part) };
        tr!("words-round-part-lost", moved = moved, loser = engine.name(part_loser), part = part)
    } else {
        moved
    };
    text
}

/// What the house rules did in a round, after the discs that moved: each assembled throw that
/// `hand_only` made a Hausnummer, and the discs a throw over the limit cost (`over_limit_disc`).
fn house_rules(engine: &Engine, r: &RoundRecord, mut moved: String) -> String {
    let rules = engine.rules();
    for e in &r.entries {
        if let Some(lost) = r.counted_throw_of(e.player, rules).and_then(|t| t.hand_only_lost(rules)) {
            let (name, lost) = (engine.name(e.player), category(lost, rules));
            moved += &tr!("words-round-hand-only", name = name, category = lost);
        }
    }
    for &(p, discs) in &r.penalty_discs {
        moved += &tr!("words-round-over-limit-disc", name = engine.name(p), discs = discs);
    }
    moved
}

/// Whose sums each roll-off of a round had, in throwing order, and what it was for: `um den
/// niedrigsten Wurf: Anna 9, Ben 9; Anna 12, Ben 7` (a second roll-off after a semicolon). A
/// roll-off among the round's worst throws settles the loser; else it settles the best.
fn roll_off_sums(engine: &Engine, r: &RoundRecord) -> String {
    let each: Vec<String> = r
        .roll_offs
        .iter()
        .map(|sums| sums.iter().map(|&(p, s)| format!("{} {s}", engine.name(p))).collect::<Vec<_>>().join(", "))
        .collect();
    let bottom = r.roll_offs.first().is_some_and(|sums| sums.iter().any(|&(p, _)| p == r.loser));
    let what = if bottom { tr!("words-roll-off-bottom") } else { tr!("words-roll-off-top") };
    format!("{what}: {}", each.join("; "))
}

/// What decided against the loser when another player threw the same: fewer throws, a throw
/// from the hand, or "Mit ist Schitt" (the later of two equal throws is worse). Names a player
/// whose throw is equal to the loser's and beat it for the reason told; `None` when the loser's
/// throw was simply the worst.
fn close_call(engine: &Engine, r: &RoundRecord) -> Option<String> {
    let (other, why) = close_rival(engine.rules(), r)?;
    let (other, loser) = (engine.name(other), engine.name(r.loser));
    Some(match why {
        Close::FewerThrows => tr!("words-round-close-fewer-throws", other = other, loser = loser),
        Close::FromHand => tr!("words-round-close-from-hand", other = other, loser = loser),
        Close::LaterWorse => tr!("words-round-close-later-worse", other = other, loser = loser),
        Close::EarlierWorse => tr!("words-round-close-earlier-worse", other = other, loser = loser),
    })
}

/// Why the winner's Schock-Out beat another player's (not the loser's: his close call tells it):
/// fewer throws, from the hand, or the order `equal_schock_outs` gives two equal Schock-Outs.
fn top_call(engine: &Engine, r: &RoundRecord) -> Option<String> {
    let rules = engine.rules();
    let won = r.counted_throw_of(r.winner, rules)?;
    if !won.rank(rules).is_schock_out() {
        return None;
    }
    let (other, why) = rival_of(rules, r, r.winner, true)?;
    if other == r.loser {
        return None;
    }
    let other = engine.name(other);
    Some(match why {
        Close::FewerThrows => tr!("words-round-top-fewer-throws", other = other),
        Close::FromHand => tr!("words-round-top-from-hand", other = other),
        Close::LaterWorse => tr!("words-round-top-later-worse", other = other),
        Close::EarlierWorse => tr!("words-round-top-earlier-worse", other = other),
    })
}

/// Why an equal throw beat the loser's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Close {
    FewerThrows,
    FromHand,
    LaterWorse,
    /// Two Schock-Outs under `equal_schock_outs = earlier-worse`.
    EarlierWorse,
}

/// The first player (in throwing order) whose throw equals the loser's by category and beat it
/// by a tie-break of RULES.md 3, with that tie-break; `None` when no equal throw beat the loser.
fn close_rival(rules: &Rules, r: &RoundRecord) -> Option<(PlayerId, Close)> {
    rival_of(rules, r, r.loser, false)
}

/// The first player (in throwing order) whose throw equals `who`'s by category and that a
/// tie-break of RULES.md 3 put below `who`'s (`beaten`), or above it, with that tie-break.
fn rival_of(rules: &Rules, r: &RoundRecord, who: PlayerId, beaten: bool) -> Option<(PlayerId, Close)> {
    // The throws as they rank before any tie-break.
    let plain = Rules { fewer_throws_win: false, hand_beats_assembled: false, ..rules.clone() };
    let own = r.counted_throw_of(who, rules)?;
    let at = r.entries.iter().position(|e| e.player == who)?;
    let earlier_worse = own.rank(rules).is_schock_out() && rules.equal_schock_outs == EqualSchockOuts::EarlierWorse;
    r.entries.iter().enumerate().find_map(|(i, e)| {
        let Act::Throw(t) = e.act else { return None };
        let t = throw_limit::counted(t, r.limit, rules);
        let lost_outright = rules.too_many_throws_loses && r.violations.contains(&e.player);
        if e.player == who || lost_outright || t.rank(&plain) != own.rank(&plain) {
            return None;
        }
        // Whether `e`'s throw beat `who`'s by the tie-break, and which one decided.
        let (above, why) = if rules.fewer_throws_win && t.count() != own.count() {
            (t.count() < own.count(), Close::FewerThrows)
        } else if rules.hand_beats_assembled && t.hand() != own.hand() {
            (t.hand(), Close::FromHand)
        } else if earlier_worse {
            (i > at, Close::EarlierWorse)
        } else {
            (i < at, Close::LaterWorse)
        };
        (above != beaten).then_some((e.player, why))
    })
}

/// A preset's name for people: `Main-Taunus-Kreis`, `Grundregeln` (never its file id).
pub fn preset_name(p: Preset) -> String {
    crate::i18n::message(&format!("words-preset-name-{}", p.id()), &[])
}

/// A preset's one-line description for people choosing rules and reading printouts.
pub fn preset(p: Preset) -> String {
    crate::i18n::message(&format!("rules-preset-{}", p.id()), &[])
}

/// What a knob means, for people choosing rules and reading printouts.
pub fn knob(k: Knob) -> String {
    crate::i18n::message(&format!("rules-knob-{}", k.name()), &[])
}

/// What a house rule does, in one sentence, for a referee who does not know it (the knob grid,
/// `schocken rules PRESET`).
pub fn explain(k: Knob) -> String {
    debug_assert!(k.is_house_rule(), "only the house rules are explained");
    crate::i18n::message(&format!("rules-explain-{}", k.name()), &[])
}

/// A knob's value for people: `Mit ist Schitt` for `later-worse`, `ja` for `yes`.
pub fn value(k: Knob, v: Value) -> String {
    match v {
        Value::Bool(true) => tr!("words-yes"),
        Value::Bool(false) => tr!("words-no"),
        Value::Number(n) => n.to_string(),
        Value::Choice(c) => {
            debug_assert_eq!(c.knob(), k, "a value of another knob");
            crate::i18n::message(&c.label_id(), &[])
        }
    }
}

/// The rule book in one short line, for the table's header and the lists of evenings:
/// `Kalker Hubertusschützen + 5 Hausregeln` ([`book::house_rules`]), the preset's name alone
/// where the club plays it as printed.
pub fn rule_book(set: &RuleSet) -> String {
    rule_book_of(set.preset, book::house_rules(set).len())
}

/// [`rule_book`] for a list that keeps only the preset and the number of house rules (the
/// history's digest of an evening).
pub fn rule_book_of(preset: Preset, house_rules: usize) -> String {
    match house_rules {
        0 => preset_name(preset),
        count => tr!("words-rule-book", preset = preset_name(preset), count = count),
    }
}

/// A knob that differs from the preset, as the setup words it: `Siebener: 7 (statt 1)`.
pub fn difference(k: Knob, preset_value: Value, now: Value) -> String {
    tr!("words-difference", knob = knob(k), value = value(k, now), preset_value = value(k, preset_value))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, exists};
    use crate::rules::knobs::KnobKind;

    #[test]
    fn every_preset_knob_and_value_has_words_in_every_language() {
        for p in Preset::ALL {
            assert!(exists(&format!("rules-preset-{}", p.id())), "{p:?}");
            assert!(exists(&format!("words-preset-name-{}", p.id())), "{p:?}");
        }
        for k in Knob::ALL {
            assert!(exists(&format!("rules-knob-{}", k.name())), "{k:?}");
            assert_eq!(exists(&format!("rules-explain-{}", k.name())), k.is_house_rule(), "{k:?}");
            if let KnobKind::Choice(choices) = k.kind() {
                for c in choices {
                    assert_eq!(c.knob(), *k, "{c:?}");
                    assert!(exists(&c.label_id()), "{k:?} {c:?}");
                }
            }
        }
        crate::i18n::scoped(Lang::En, || {
            assert_eq!(value(Knob::Streets, crate::rules::knobs::Streets::Equal.value()), "all four, all equal")
        });
    }
}
