//! The blank paper score sheet from the app's print menu (issue 33; `schocken print --blank` on
//! the command line): how many players, by keys (↑/↓ or the digits), printed with Enter or saved
//! as PDF with Ctrl+S; Esc closes it. Its rules are the club's own rule book where the folder has
//! one (`verein.ron`'s `rules`, CLUB.md 3), else the evening on screen's, else Main-Taunus — and the
//! dialog says which, so that the paper a club hands out plays its house rules.

use super::commands::Cmd;
use crate::print::BLANK_PLAYERS;
use eframe::egui::{self, RichText};
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
        // The digit's key first: its place among the row's keys is how many players, from 2.
        let digit = ctx.input_mut(|i| Cmd::BlankPlayers.shortcuts().iter().position(|k| i.consume_shortcut(k)));
        let digit = digit.map(|at| at + 2);
        let [up, down, enter, save, esc] =
            [Cmd::BlankMore, Cmd::BlankFewer, Cmd::BlankPrint, Cmd::BlankSave, Cmd::BlankCancel]
                .map(|cmd| cmd.pressed(ctx));
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
                RulesFrom::Default => {
                    tr!("printing-blank-rules-default", rules = rules, key = Cmd::ClubRules.shortcut_text(ui.ctx()))
                }
            };
            ui.label(said);
            ui.label(RichText::new(keys_line(ui.ctx())).weak());
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

/// The dialog's keys in a line, from the command table: "↑/↓ oder 2–9: Spieler · …".
fn keys_line(ctx: &egui::Context) -> String {
    let key = |cmd: Cmd| cmd.shortcut_text(ctx);
    let digits = Cmd::BlankPlayers.shortcuts();
    let first_last =
        |k: Option<&egui::KeyboardShortcut>| k.map(|k| super::commands::shortcut(ctx, k)).unwrap_or_default();
    tr!(
        "printing-blank-keys",
        more = super::commands::shortcut(ctx, &Cmd::BlankMore.shortcuts()[0]),
        fewer = super::commands::shortcut(ctx, &Cmd::BlankFewer.shortcuts()[0]),
        digits = format!("{}–{}", first_last(digits.first()), first_last(digits.last())),
        print = key(Cmd::BlankPrint),
        save = key(Cmd::BlankSave),
        cancel = key(Cmd::BlankCancel)
    )
}
