//! The table view drawn: the news of the last entry, the log of rounds, and the felt with its
//! seats and stock as laid out by `felt` (the drawing that needs no view).

use super::felt::{FELT, Layout, SeatState, discs, fitted, seat};
use super::*;

/// How many rounds the table's log shows.
const LOG_ROUNDS: usize = 100;

impl TableView {
    pub(super) fn news_ui(&self, ui: &mut egui::Ui) {
        let lines = match &self.news {
            News::Nothing => Vec::new(),
            News::Undone(None) => vec![news::Line { text: tr!("table-undone"), headline: false }],
            News::Undone(Some(what)) => {
                vec![news::Line { text: tr!("table-undone-what", what = what.as_str()), headline: false }]
            }
            News::Entered(outcome) => news::lines(self.desk().session(), *outcome, self.round()),
        };
        for line in lines {
            let text = RichText::new(line.text).strong();
            let headline = text_color(ui.visuals(), TURN);
            ui.label(if line.headline { text.size(24.0).color(headline) } else { text.size(18.0) });
        }
    }

    /// The rounds, newest first, each line wrapped so it is read without hovering; a note the
    /// referee saved stands among them where it was written.
    pub(super) fn log_ui(&self, ui: &mut egui::Ui) {
        let session = self.desk().session();
        let e = session.engine();
        ui.label(RichText::new(tr!("table-log")).weak());
        egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
            // The newest rounds; the whole evening is in the review and on the printouts.
            let mut shown = 0;
            for index in (0..session.events().len()).rev() {
                let Some(step) = timeline::step(session, index) else { continue };
                for item in step.items.iter().rev() {
                    match item {
                        timeline::Item::Round { record: r, .. } => {
                            ui.label(RichText::new(where_(e.rules(), r.game, r.part, r.number)).strong());
                            ui.add(egui::Label::new(words::round(e, r)).wrap());
                            shown += 1;
                        }
                        timeline::Item::Note(text) => {
                            ui.add(
                                egui::Label::new(RichText::new(tr!("timeline-note", text = *text)).italics()).wrap(),
                            );
                        }
                        _ => continue,
                    }
                    ui.add_space(4.0);
                }
                if shown >= LOG_ROUNDS {
                    break;
                }
            }
        });
    }

    /// The players around the table in seat order (clockwise from the top left), the stock on
    /// the felt in the middle.
    pub(super) fn table(&self, ui: &mut egui::Ui) {
        let e = self.engine();
        let seating = e.seating();
        let discards = e.rules().empty_stock == EmptyStock::WinnerDiscards;
        let at = Layout::new(seating.len(), e.rules().discs, discards, ui.available_rect_before_wrap());
        let painter = ui.painter_at(at.table);
        let corner = at.felt.width().min(at.felt.height()) * 0.5;
        painter.rect(
            at.felt,
            corner,
            FELT,
            egui::Stroke::new(6.0, Color32::from_rgb(0x5d, 0x40, 0x37)),
            egui::StrokeKind::Inside,
        );

        // The stock (and the discs out of play) in the middle; real labels (not painted text), so
        // screen readers and tests can read them.
        let stock = e.stock();
        discs(&painter, at.stock, stock, at.disc, true);
        let on_felt = |ui: &mut egui::Ui, rect: egui::Rect, text: String, size: f32| {
            let text = fitted(ui, &text, size, rect.width()).color(Color32::WHITE);
            ui.put(rect, egui::Label::new(text).selectable(false));
        };
        on_felt(ui, at.label, tr!("table-stock", discs = stock), 22.0);
        if e.discarded() > 0 {
            on_felt(ui, at.discarded, tr!("table-discarded", discs = e.discarded()), 16.0);
        }

        let current = self.current();
        let tied = match e.awaiting() {
            Awaiting::RollOff(tied) => tied,
            _ => Vec::new(),
        };
        // The round being entered, or the one waiting for a roll-off.
        let as_entries = |entries: &[schocken_core::rules::round::Entry]| -> Vec<RoundEntry> {
            entries
                .iter()
                .map(|entry| match entry.act {
                    Act::Throw(throw) => RoundEntry::Throw { player: e.name(entry.player).to_string(), throw },
                    Act::Take => RoundEntry::Take { player: e.name(entry.player).to_string() },
                })
                .collect()
        };
        // The round being entered, or the one waiting for a roll-off; before the next round's
        // first throw, the round just played (so the table can still read what everyone threw),
        // but not into the next game once its end is closed: a new game starts with clean cards.
        let session = self.desk().session();
        let this_game = |r: &&schocken_core::session::state::RoundRecord| r.game == e.game() || self.waiting();
        let (draft, last_round) = match (e.pending_entries(), e.rounds().last().filter(this_game)) {
            (Some(entries), _) => (as_entries(entries), None),
            (None, Some(r)) if session.draft().is_empty() => (as_entries(&r.entries), Some(r)),
            (None, _) => (session.draft().to_vec(), None),
        };
        let limit = round_limit(&draft).map(|(_, count)| count);
        for (number, (&p, &card_rect)) in (1..).zip(seating.iter().zip(&at.cards)) {
            let playing = e.part_players().contains(&p);
            let free = playing && e.is_free(p);
            let thrown = draft.iter().find(|d| d.player() == e.name(p));
            let over_limit = match last_round {
                Some(r) => r.violations.contains(&p),
                None => thrown.and_then(|t| t.throw()).zip(limit).is_some_and(|(t, l)| throw_limit::over(t.count(), l)),
            };
            let tied = tied.contains(&p);
            let lives = self.round().and_then(|r| r.lives_of(e.name(p)));
            let state = SeatState {
                number,
                turn: current == Some(p),
                tied,
                playing,
                free,
                thrown,
                last_round: last_round.is_some(),
                over_limit,
                lives,
            };
            seat(ui, card_rect, e, p, state);
        }
    }
}
