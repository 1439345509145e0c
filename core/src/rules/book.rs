//! A club's rule book as the table sees it (issue 33): which knobs depart from the preset as
//! house rules, and which knobs cannot act at all under the rest of the rules (RULES.md names
//! each such dependency in the knob's own sentence), so that the setup can say so and the header
//! can count "Kalk + 5 Hausregeln" the way the club counts them.

use super::knobs::{Handschock, Knob, Points, Rules, SchockShape, Structure, Value};
use super::preset::RuleSet;

/// The knob whose value in `rules` keeps `knob`'s own value from acting:
/// `lustwurf_penalty` where there is no Lustwurf (RULES.md 7: "where `lustwurf` is yes"),
/// `siebener`/`achter` under one-plus-pair (1-2-2 is Schock 2 there, RULES.md 2),
/// `handschock = points` without tournament points, `final_starter` with no final.
pub fn idle(knob: Knob, rules: &Rules) -> Option<Knob> {
    match knob {
        Knob::LustwurfPenalty if !rules.lustwurf => Some(Knob::Lustwurf),
        Knob::Siebener | Knob::Achter if rules.schock_shape == SchockShape::OnePlusPair => Some(Knob::SchockShape),
        Knob::Handschock if rules.handschock == Handschock::Points && rules.points == Points::Off => Some(Knob::Points),
        Knob::FinalStarter if rules.structure == Structure::Single => Some(Knob::Structure),
        _ => None,
    }
}

/// One way a rule set departs from its preset's book: a knob and the value the club plays,
/// with the preset's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HouseRule {
    pub knob: Knob,
    pub preset: Value,
    pub value: Value,
}

/// The club's house rules: every knob that differs from the preset, except a choice the preset
/// leaves to agreement (picking "pips" where the book offers it is no house rule) and a knob
/// changed only so that another can act (`lustwurf: true` for "a Lustwurf costs a disc" is one
/// house rule, not two).
pub fn house_rules(set: &RuleSet) -> Vec<HouseRule> {
    let preset = set.preset.rules();
    let differences = set.differences();
    let enables_another =
        |knob: Knob| differences.iter().any(|&(other, _, _)| other != knob && idle(other, &preset) == Some(knob));
    differences
        .iter()
        .filter(|&&(knob, _, value)| {
            let agreed = set.preset.agreed().iter().any(|(k, values)| *k == knob && values.contains(&value));
            !agreed && !enables_another(knob)
        })
        .map(|&(knob, preset, value)| HouseRule { knob, preset, value })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::knobs::{EqualSchockOuts, FreePlayers, GeneralValue, LustwurfPenalty, Siebener};
    use crate::rules::preset::Preset;

    /// The club of issue 33: Kalk with Siebener 7, the earlier of two Schock-Outs worse, free
    /// players keep playing, a throw over the limit costs a disc, a Lustwurf costs a disc.
    fn kalk_club() -> RuleSet {
        let mut set = RuleSet::new(Preset::Kalk);
        for (knob, value) in [
            (Knob::Siebener, Siebener::Seven.value()),
            (Knob::EqualSchockOuts, EqualSchockOuts::EarlierWorse.value()),
            (Knob::FreePlayers, FreePlayers::KeepPlaying.value()),
            (Knob::OverLimitDisc, Value::Bool(true)),
            (Knob::Lustwurf, Value::Bool(true)),
            (Knob::LustwurfPenalty, LustwurfPenalty::Disc.value()),
        ] {
            set.set(knob, value).unwrap();
        }
        set
    }

    #[test]
    fn a_knob_changed_so_that_another_can_act_is_part_of_that_house_rule() {
        let rules: Vec<Knob> = house_rules(&kalk_club()).iter().map(|h| h.knob).collect();
        assert_eq!(
            rules,
            [Knob::Siebener, Knob::EqualSchockOuts, Knob::FreePlayers, Knob::OverLimitDisc, Knob::LustwurfPenalty]
        );
        // `lustwurf: true` alone is a house rule of its own.
        let mut set = RuleSet::new(Preset::Kalk);
        set.set(Knob::Lustwurf, Value::Bool(true)).unwrap();
        assert_eq!(house_rules(&set).len(), 1);
    }

    #[test]
    fn an_agreed_choice_is_no_house_rule() {
        let mut set = RuleSet::new(Preset::Grundregeln);
        set.set(Knob::GeneralValue, GeneralValue::Pips.value()).unwrap();
        assert!(house_rules(&set).is_empty());
        assert!(house_rules(&RuleSet::new(Preset::Kalk)).is_empty());
    }

    #[test]
    fn a_knob_says_which_other_keeps_it_from_acting() {
        let kalk = Preset::Kalk.rules();
        assert_eq!(idle(Knob::LustwurfPenalty, &kalk), Some(Knob::Lustwurf));
        assert_eq!(idle(Knob::LustwurfPenalty, kalk_club().rules()), None);
        assert_eq!(idle(Knob::Siebener, &Preset::Grundregeln.rules()), Some(Knob::SchockShape));
        assert_eq!(idle(Knob::FinalStarter, &Preset::Dohren.rules()), Some(Knob::Structure));
        assert_eq!(idle(Knob::Siebener, &kalk), None);
    }
}
