//! The blank paper score sheet from the app's print menu (issue 33; `schocken print --blank` on
//! the command line): how many players, by keys (↑/↓ or the digits), printed with Enter or saved
//! as PDF with Ctrl+S; Esc closes it. Its rules are the club's own rule book where the folder has
//! one (`verein.ron`'s `rules`, CLUB.md 3), else the evening on screen's, else Main-Taunus — and the
//! dialog says which, so that the paper a club hands out plays its house rules.

use crate::print::BLANK_PLAYERS;
use eframe::egui::{self, Key, Modifiers, RichText};
use schocken_core::report::words;
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::tr;

/// Where the sheet's rules come from, said in the dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesFrom {
    Club,
    Evening,
    Default,
}

pub struct BlankSheet {
    pub players: usize,
    pub rules: RuleSet,
    from: RulesFrom,
}

/// What the referee chose.
pub enum Answer {
    Print,
    Save,
    Cancel,
}

impl BlankSheet {
    /// The sheet with the club's rules, else the evening's, else the first preset; 4 players.
    pub fn new(club: Option<RuleSet>, evening: Option<RuleSet>) -> BlankSheet {
        let (rules, from) = match (club, evening) {
            (Some(club), _) => (club, RulesFrom::Club),
            (None, Some(evening)) => (evening, RulesFrom::Evening),
            (None, None) => (RuleSet::new(Preset::MainTaunus), RulesFrom::Default),
        };
        BlankSheet { players: 4, rules, from }
    }

    /// The dialog, modal over the view; the referee's answer once given.
    pub fn ui(&mut self, ctx: &egui::Context) -> Option<Answer> {
        let (up, down, digit, enter, save, esc) = ctx.input_mut(|i| {
            let digit = (2..=9).find(|&n| i.consume_key(Modifiers::NONE, digit_key(n)));
            (
                i.consume_key(Modifiers::NONE, Key::ArrowUp) || i.consume_key(Modifiers::NONE, Key::Plus),
                i.consume_key(Modifiers::NONE, Key::ArrowDown) || i.consume_key(Modifiers::NONE, Key::Minus),
                digit,
                i.consume_key(Modifiers::NONE, Key::Enter),
                i.consume_key(Modifiers::COMMAND, Key::S),
                i.consume_key(Modifiers::NONE, Key::Escape),
            )
        });
        if up {
            self.players = (self.players + 1).min(*BLANK_PLAYERS.end());
        }
        if down {
            self.players = (self.players - 1).max(*BLANK_PLAYERS.start());
        }
        if let Some(n) = digit {
            self.players = n;
        }
        let mut answer = if enter {
            Some(Answer::Print)
        } else if save {
            Some(Answer::Save)
        } else {
            esc.then_some(Answer::Cancel)
        };
        egui::Modal::new(egui::Id::unique("blank-sheet")).show(ctx, |ui| {
            ui.set_max_width(560.0);
            ui.heading(tr!("printing-blank-title"));
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let label = ui.label(RichText::new(tr!("printing-blank-players")).size(18.0));
                let range = BLANK_PLAYERS;
                ui.add(egui::DragValue::new(&mut self.players).range(range)).labelled_by(label.id);
            });
            let rules = words::rule_book(&self.rules);
            let said = match self.from {
                RulesFrom::Club => tr!("printing-blank-rules-club", rules = rules),
                RulesFrom::Evening => tr!("printing-blank-rules-evening", rules = rules),
                RulesFrom::Default => tr!("printing-blank-rules-default", rules = rules),
            };
            ui.label(said);
            ui.label(RichText::new(tr!("printing-blank-keys")).weak());
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(tr!("printing-blank-print")).clicked() {
                    answer = Some(Answer::Print);
                }
                if ui.button(tr!("printing-blank-save")).clicked() {
                    answer = Some(Answer::Save);
                }
                if ui.button(tr!("printing-blank-cancel")).clicked() {
                    answer = Some(Answer::Cancel);
                }
            });
        });
        answer
    }

    /// The file name to suggest: `wertungsbogen-kalk-4.pdf`, as `schocken print --blank` names it.
    pub fn file_name(&self) -> String {
        format!("{}.pdf", tr!("cli-print-blank-name", preset = self.rules.preset.id(), players = self.players))
    }
}

fn digit_key(n: usize) -> Key {
    [Key::Num2, Key::Num3, Key::Num4, Key::Num5, Key::Num6, Key::Num7, Key::Num8, Key::Num9][n - 2]
}
