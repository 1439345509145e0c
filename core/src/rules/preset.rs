//! The seven presets of RULES.md section 9, as data.

use super::knobs::*;

/// A club's rule book as one named set of knob values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    MainTaunus,
    Obertiefenbach,
    TheimannDimmi,
    TheimannAltstadt,
    Kalk,
    Grundregeln,
    Dohren,
}

impl Preset {
    /// Every preset, in RULES.md order.
    pub const ALL: &'static [Preset] = &[
        Preset::MainTaunus,
        Preset::Obertiefenbach,
        Preset::TheimannDimmi,
        Preset::TheimannAltstadt,
        Preset::Kalk,
        Preset::Grundregeln,
        Preset::Dohren,
    ];

    /// The id used in session files and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Preset::MainTaunus => "main-taunus",
            Preset::Obertiefenbach => "obertiefenbach",
            Preset::TheimannDimmi => "theimann-dimmi",
            Preset::TheimannAltstadt => "theimann-altstadt",
            Preset::Kalk => "kalk",
            Preset::Grundregeln => "grundregeln",
            Preset::Dohren => "dohren",
        }
    }

    pub fn parse(id: &str) -> Option<Preset> {
        Preset::ALL.iter().copied().find(|p| p.id() == id)
    }

    /// The preset a mistyped id most likely meant (`kalkk` → `kalk`, `Main-Taunus` → `main-taunus`).
    pub fn nearest(id: &str) -> Option<Preset> {
        nearest(id, Preset::ALL.iter().map(|p| p.id())).and_then(Preset::parse)
    }

    /// Every id, for a refusal's list of known ones: `main-taunus, obertiefenbach, …`.
    pub fn ids() -> String {
        Preset::ALL.iter().map(|p| p.id()).collect::<Vec<_>>().join(", ")
    }

    /// The knobs this preset leaves for the table to agree on before the first game, with the
    /// values the table may pick (the first is the default).
    pub fn agreed(self) -> &'static [(Knob, &'static [Value])] {
        type Agreed = (Knob, &'static [Value]);
        const GENERAL: Agreed = (Knob::GeneralValue, &[GeneralValue::Three.value(), GeneralValue::Pips.value()]);
        const STREETS: Agreed = (Knob::Streets, &[Streets::Equal.value(), Streets::SmallAndLarge.value()]);
        const EQUAL: Agreed = (Knob::EqualThrows, &[EqualThrows::LaterWorse.value(), EqualThrows::RollOff.value()]);
        const SCHOCK_OUT: Agreed = (Knob::SchockOutFromHandRound, &[Value::Bool(false), Value::Bool(true)]);
        match self {
            Preset::Obertiefenbach => &[SCHOCK_OUT],
            Preset::Grundregeln => &[GENERAL, STREETS, EQUAL],
            Preset::Dohren => &[GENERAL, STREETS],
            _ => &[],
        }
    }

    /// The preset's rule set, with every "agreed" knob at its default.
    pub fn rules(self) -> Rules {
        let base = Rules {
            discs: 13,
            structure: Structure::Halves,
            schock_shape: SchockShape::TwoOnes,
            jule: false,
            schock_two_below_general: false,
            general_value: GeneralValue::Three,
            streets: Streets::Ascending,
            house_numbers: HouseNumbers::Digits,
            hand_only: HandOnly::Off,
            siebener: Siebener::Off,
            achter: Achter::Off,
            fewer_throws_win: false,
            hand_beats_assembled: false,
            equal_throws: EqualThrows::LaterWorse,
            equal_schock_outs: EqualSchockOuts::LaterWorse,
            empty_stock: EmptyStock::FromWinner,
            free_players: FreePlayers::SitOut,
            too_many_throws_loses: false,
            over_limit_disc: false,
            voluntary_take: false,
            final_starter: FinalStarter::Half2Loser,
            next_game_starter: NextGameStarter::Loser,
            opening: Opening::OneDie,
            dropped_dice: DroppedDice::Off,
            lustwurf: false,
            lustwurf_penalty: LustwurfPenalty::Mark,
            handschock: Handschock::Off,
            schock_out_from_hand_round: false,
            points: Points::Off,
        };
        let single_half_15 = Rules {
            discs: 15,
            structure: Structure::Single,
            schock_shape: SchockShape::OnePlusPair,
            streets: Streets::Equal,
            house_numbers: HouseNumbers::Sum,
            ..base.clone()
        };
        let theimann = Rules {
            final_starter: FinalStarter::RollOff,
            opening: Opening::ThreeDice,
            points: Points::Theimann,
            ..base.clone()
        };
        match self {
            Preset::MainTaunus => Rules {
                jule: true,
                equal_throws: EqualThrows::RollOff,
                too_many_throws_loses: true,
                dropped_dice: DroppedDice::RoundThenPart,
                ..base
            },
            Preset::Obertiefenbach => Rules {
                jule: true,
                schock_two_below_general: true,
                fewer_throws_win: true,
                hand_beats_assembled: true,
                too_many_throws_loses: true,
                dropped_dice: DroppedDice::RoundThenPart,
                ..base
            },
            Preset::TheimannDimmi => Rules { handschock: Handschock::Points, ..theimann },
            Preset::TheimannAltstadt => {
                Rules { empty_stock: EmptyStock::WinnerDiscards, handschock: Handschock::Round, ..theimann }
            }
            Preset::Kalk => Rules {
                fewer_throws_win: true,
                voluntary_take: true,
                final_starter: FinalStarter::Half1Loser,
                next_game_starter: NextGameStarter::Rotate,
                opening: Opening::FirstSeat,
                ..base
            },
            Preset::Grundregeln => single_half_15,
            Preset::Dohren => Rules { jule: true, dropped_dice: DroppedDice::Round, lustwurf: true, ..single_half_15 },
        }
    }
}

/// A rule set as a table chose it: a preset plus the knobs set explicitly (overrides), in knob
/// order. Keeping the explicit settings (not just the resulting [`Rules`]) lets a session file be
/// written back exactly as it was read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSet {
    pub preset: Preset,
    overrides: Vec<(Knob, Value)>,
    rules: Rules,
}

impl RuleSet {
    /// The preset as it stands, "agreed" knobs at their defaults.
    pub fn new(preset: Preset) -> RuleSet {
        RuleSet { preset, overrides: Vec::new(), rules: preset.rules() }
    }

    /// Sets one knob explicitly. Returns `None` (and changes nothing) if the value does not fit
    /// the knob.
    #[must_use]
    pub fn set(&mut self, knob: Knob, value: Value) -> Option<()> {
        knob.set(&mut self.rules, value)?;
        match self.overrides.binary_search_by_key(&knob, |(k, _)| *k) {
            Ok(i) => self.overrides[i].1 = value,
            Err(i) => self.overrides.insert(i, (knob, value)),
        }
        Some(())
    }

    /// Forgets an explicit setting: the knob goes back to the preset's value.
    pub fn reset(&mut self, knob: Knob) {
        if let Ok(i) = self.overrides.binary_search_by_key(&knob, |(k, _)| *k) {
            self.overrides.remove(i);
            let preset_value = knob.get(&self.preset.rules());
            knob.set(&mut self.rules, preset_value).expect("a preset's own value fits its knob");
        }
    }

    /// The knobs set explicitly, in knob order (what a session file writes after the preset).
    pub fn overrides(&self) -> &[(Knob, Value)] {
        &self.overrides
    }

    /// The rules the engine plays by.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The knobs whose value differs from the preset's (with the preset's value and this one's),
    /// so that the app and printouts can show how a table's rules depart from the club's book.
    pub fn differences(&self) -> Vec<(Knob, Value, Value)> {
        let preset = self.preset.rules();
        Knob::ALL
            .iter()
            .filter_map(|&k| {
                let (was, now) = (k.get(&preset), k.get(&self.rules));
                (was != now).then_some((k, was, now))
            })
            .collect()
    }
}
