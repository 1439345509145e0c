//! The words for what happened at the table: throw names, round explanations, part names.
//! Shared by the text summary, the app and the printouts so that all say the same thing.

use crate::i18n::Lang;
use crate::rules::knobs::Rules;
use crate::rules::round::Act;
use crate::rules::throw::{Category, Throw};
use crate::session::state::{Engine, LostBy, Mark, MarkReason, Part, RoundRecord, Source};

/// `Schock 4`, `General 5`, `Hausnummer 653`.
pub fn category(cat: Category, rules: &Rules, lang: Lang) -> String {
    let de = lang == Lang::De;
    match cat {
        Category::SchockOut => "Schock-Out".into(),
        Category::Jule => "Jule".into(),
        Category::Schock(x) => format!("Schock {x}"),
        Category::General(x) => format!("General {x}"),
        Category::Strasse(top) => {
            let run = format!("{}-{}-{}", top - 2, top - 1, top);
            if de { format!("Straße {run}") } else { format!("street {run}") }
        }
        Category::Hausnummer(n) => match rules.house_numbers {
            crate::rules::knobs::HouseNumbers::Digits if de => format!("Hausnummer {n}"),
            crate::rules::knobs::HouseNumbers::Digits => format!("house number {n}"),
            crate::rules::knobs::HouseNumbers::Sum if de => format!("Hausnummer (Summe {n})"),
            crate::rules::knobs::HouseNumbers::Sum => format!("house number (sum {n})"),
        },
    }
}

/// `6-5-4 ²` for two throws, with `aus der Hand` where a repeated throw came from the hand.
pub fn throw(t: Throw, lang: Lang) -> String {
    let count = match t.count().get() {
        1 => "¹",
        2 => "²",
        _ => "³",
    };
    let hand = if t.hand() && t.count().get() > 1 {
        if lang == Lang::De { " aus der Hand" } else { " from the hand" }
    } else {
        ""
    };
    format!("{} {count}{hand}", t.dice())
}

/// What a player did in a round: `Anna 6-5-4 ²`, `Ben nimmt`.
pub fn act(name: &str, act: Act, lang: Lang) -> String {
    match act {
        Act::Throw(t) => format!("{name} {}", throw(t, lang)),
        Act::Take => format!("{name} {}", if lang == Lang::De { "nimmt" } else { "takes" }),
    }
}

/// Who holds discs after a round: `Anna 3`, `Ben 10`.
pub fn holders(engine: &Engine, r: &RoundRecord) -> Vec<String> {
    (0..engine.names().len())
        .filter(|&p| r.holding(p) > 0)
        .map(|p| format!("{} {}", engine.name(p), r.holding(p)))
        .collect()
}

/// `Strich für Anna: Lustwurf`.
pub fn mark_for(engine: &Engine, m: &Mark, lang: Lang) -> String {
    let reason = mark_reason(m.reason, lang);
    match lang {
        Lang::De => format!("Strich für {}: {reason}", engine.name(m.player)),
        Lang::En => format!("Mark for {}: {reason}", engine.name(m.player)),
    }
}

/// How a part was lost, after the loser's name: nothing for a round, the reason otherwise.
pub fn lost_by(by: LostBy, lang: Lang) -> &'static str {
    match (by, lang) {
        (LostBy::Round(_), _) => "",
        (LostBy::DroppedDice, Lang::De) => " (zum zweiten Mal Würfel fallen gelassen)",
        (LostBy::DroppedDice, Lang::En) => " (dropped the dice twice)",
    }
}

pub fn part(p: Part, lang: Lang) -> &'static str {
    match (p, lang) {
        (Part::Half1, Lang::De) => "Hälfte 1",
        (Part::Half2, Lang::De) => "Hälfte 2",
        (Part::Final, Lang::De) => "Finale",
        (Part::Half1, Lang::En) => "half 1",
        (Part::Half2, Lang::En) => "half 2",
        (Part::Final, Lang::En) => "final",
    }
}

/// The part with its article, for sentences: `die Hälfte 1`, `das Finale`.
pub fn part_with_article(p: Part, lang: Lang) -> String {
    match (p, lang) {
        (Part::Final, Lang::De) => "das Finale".into(),
        (_, Lang::De) => format!("die {}", part(p, lang)),
        (_, Lang::En) => part(p, lang).into(),
    }
}

pub fn mark_reason(reason: MarkReason, lang: Lang) -> &'static str {
    match (reason, lang) {
        (MarkReason::GameLost, Lang::De) => "Spiel verloren",
        (MarkReason::DroppedDice, Lang::De) => "Würfel fallen gelassen",
        (MarkReason::Lustwurf, Lang::De) => "Lustwurf",
        (MarkReason::Handschock, Lang::De) => "Handschock",
        (MarkReason::SchockOutFromHand, Lang::De) => "Schock-Out aus der Hand",
        (MarkReason::GameLost, Lang::En) => "lost a game",
        (MarkReason::DroppedDice, Lang::En) => "dropped the dice",
        (MarkReason::Lustwurf, Lang::En) => "Lustwurf",
        (MarkReason::Handschock, Lang::En) => "Handschock",
        (MarkReason::SchockOutFromHand, Lang::En) => "Schock-Out from the hand",
    }
}

/// Why the round ended as it did, in one sentence:
/// `Ben: Schock 3 — Dora bekommt 3 Deckel aus dem Stock`.
pub fn round(engine: &Engine, r: &RoundRecord, lang: Lang) -> String {
    let de = lang == Lang::De;
    let rules = engine.rules();
    let name = |p| engine.name(p);
    let (w, l) = (name(r.winner), name(r.loser));
    let best = r.throw_of(r.winner).map(|t| category(t.category(rules), rules, lang)).unwrap_or_default();
    let mut text = format!("{w}: {best} — ");
    if r.violations.contains(&r.loser) {
        text += &if de {
            format!("{l} hat öfter geworfen als vorgelegt und verliert; ")
        } else {
            format!("{l} threw more often than the limit and loses; ")
        };
    } else if matches!(r.entries.last().map(|e| e.act), Some(Act::Take)) {
        text += &if de { format!("{l} nimmt freiwillig; ") } else { format!("{l} takes voluntarily; ") };
    } else if !r.roll_offs.is_empty() {
        text += if de { "nach Äugeln: " } else { "after a roll-off: " };
    }
    let n = r.discs;
    let discs = if n == 1 { "disc" } else { "discs" };
    text += &match (r.source, de) {
        (Source::Stock, true) => format!("{l} bekommt {n} Deckel aus dem Stock"),
        (Source::Stock, false) => format!("{l} gets {n} {discs} from the stock"),
        (Source::Winner, true) => format!("{l} bekommt {n} Deckel von {w}"),
        (Source::Winner, false) => format!("{l} gets {n} {discs} from {w}"),
        (Source::Discard, true) => format!("{w} legt {n} Deckel ab"),
        (Source::Discard, false) => format!("{w} puts {n} {discs} out of play"),
        (Source::All, true) => format!("{l} bekommt alle Deckel ({n} wechseln)"),
        (Source::All, false) => format!("{l} gets every disc ({n} change hands)"),
    };
    if r.part_lost {
        text += &if de {
            format!(" und verliert {}", part_with_article(r.part, lang))
        } else {
            format!(" and loses {}", part(r.part, lang))
        };
    }
    text
}

/// What a knob means, for people choosing rules and reading printouts.
pub fn knob(k: crate::rules::knobs::Knob, lang: Lang) -> &'static str {
    use crate::rules::knobs::Knob::*;
    let (de, en) = match k {
        Discs => ("Deckel im Spiel", "Discs in play"),
        Structure => {
            ("Aufbau: zwei Hälften und Finale, oder ein Durchgang", "Structure: two halves and a final, or one")
        }
        SchockShape => ("Form des Schocks: 1-1-x oder 1-x-x", "Shape of a Schock: 1-1-x or 1-x-x"),
        Jule => ("Jule (1-2-4) zählt 7 Deckel", "Jule (1-2-4) is worth 7 discs"),
        SchockTwoBelowGeneral => ("Schock 2 liegt unter dem General", "Schock 2 ranks below General"),
        GeneralValue => ("Wert des Generals: 3 oder die Augenzahl", "General is worth 3 or its pips"),
        Streets => ("Straßen", "Streets"),
        HouseNumbers => ("Hausnummern: als Zahl oder nach Augensumme", "House numbers: as a number or by pip sum"),
        FewerThrowsWin => ("Weniger Würfe gewinnen", "Fewer throws win"),
        HandBeatsAssembled => ("Aus der Hand schlägt gebastelt", "From the hand beats assembled"),
        EqualThrows => ("Gleiche Würfe: Mit ist Schitt oder Äugeln", "Equal throws: later is worse, or roll-off"),
        EmptyStock => {
            ("Leerer Stock: vom Gewinner, oder Gewinner legt ab", "Empty stock: from the winner, or winner discards")
        }
        TooManyThrowsLoses => ("Zu oft geworfen verliert die Runde", "Too many throws loses the round"),
        VoluntaryTake => ("Deckel freiwillig nehmen erlaubt", "Voluntary take allowed"),
        FinalStarter => ("Wer beginnt das Finale", "Who starts the final"),
        NextGameStarter => ("Wer beginnt das nächste Spiel", "Who starts the next game"),
        Opening => ("Wer beginnt das erste Spiel", "Who starts the first game"),
        DroppedDice => ("Würfel fallen gelassen", "Dropped dice"),
        Lustwurf => ("Lustwurf kostet einen Strich", "Lustwurf owes a mark"),
        Handschock => ("Handschock (Schock aus der Hand)", "Handschock (Schock from the hand)"),
        SchockOutFromHandRound => {
            ("Schock-Out aus der Hand kostet einen Strich", "Schock-Out from the hand owes a mark")
        }
        Points => ("Turnierpunkte", "Tournament points"),
    };
    lang.tr(de, en)
}

/// A knob's value for people: `Mit ist Schitt` for `later-worse`, `ja` for `yes`.
pub fn value(v: crate::rules::knobs::Value, lang: Lang) -> String {
    use crate::rules::knobs::Value;
    let id = match v {
        Value::Bool(b) => return lang.tr(if b { "ja" } else { "nein" }, if b { "yes" } else { "no" }).into(),
        Value::Number(n) => return n.to_string(),
        Value::Choice(id) => id,
    };
    let (de, en) = match id {
        "halves" => ("zwei Hälften und Finale", "two halves and a final"),
        "single" => ("ein Durchgang", "a single half"),
        "two-ones" => ("1-1-x", "1-1-x"),
        "one-plus-pair" => ("1-x-x", "1-x-x"),
        "three" => ("3 Deckel", "3 discs"),
        "pips" => ("Augenzahl", "its pips"),
        "ascending" => ("alle vier, höhere schlägt niedrigere", "all four, higher beats lower"),
        "equal" => ("alle vier, alle gleich", "all four, all equal"),
        "small-and-large" => ("nur kleine (1-2-3) und große (4-5-6)", "only small (1-2-3) and large (4-5-6)"),
        "digits" => ("als Zahl (665 vor 221)", "as a number (665 over 221)"),
        "sum" => ("nach Augensumme", "by pip sum"),
        "later-worse" => ("Mit ist Schitt (später ist schlechter)", "later is worse"),
        "roll-off" => ("Äugeln (auswürfeln)", "roll-off"),
        "from-winner" => ("vom Gewinner", "from the winner"),
        "winner-discards" => ("Gewinner legt ab", "winner discards"),
        "half1-loser" => ("Verlierer der Hälfte 1", "loser of half 1"),
        "half2-loser" => ("Verlierer der Hälfte 2", "loser of half 2"),
        "loser" => ("der Verlierer", "the loser"),
        "rotate" => ("reihum", "in turn"),
        "one-die" => ("Eröffnungswurf mit einem Würfel", "opening roll with one die"),
        "three-dice" => ("Eröffnungswurf mit drei Würfeln", "opening roll with three dice"),
        "first-seat" => ("Platz 1", "seat 1"),
        "off" => ("aus", "off"),
        "round" => ("ein Strich", "one mark"),
        "round-then-part" => ("ein Strich, beim 2. Mal Hälfte verloren", "one mark, the 2nd time loses the half"),
        "points" => ("3 Turnierpunkte", "3 tournament points"),
        "theimann" => ("Theimann", "Theimann"),
        other => (other, other),
    };
    lang.tr(de, en).into()
}
