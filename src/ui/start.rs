//! The start page: a new evening, the last evenings to continue, a file to open.

use super::action::Action;
use super::commands::Cmd;
use crate::io::store::Listed;
use eframe::egui::{self, RichText};
use schocken_core::report::words;
use schocken_core::session::state::Awaiting;
use schocken_core::stats::short_date;
use schocken_core::tr;
use std::sync::Arc;

/// How many tournament folders opened before the start page offers.
pub const RECENT_TOURNAMENTS: usize = 5;

/// A tournament folder opened before, as the start page offers it.
pub struct Tournament {
    pub dir: std::path::PathBuf,
    /// The title from `turnier.ron`, else the folder's name.
    pub title: String,
}

impl Tournament {
    /// The folder if it still holds a tournament (a folder moved or deleted is not offered).
    pub fn read(dir: &std::path::Path) -> Option<Tournament> {
        let text = std::fs::read_to_string(dir.join(crate::io::tournament_folder::FILE_NAME)).ok()?;
        let folder = || dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        // A file that does not read is still offered: the organiser's window says what is wrong.
        let title = schocken_core::tournament::file::parse(&text).ok().and_then(|f| f.title).unwrap_or_else(folder);
        Some(Tournament { dir: dir.to_path_buf(), title })
    }
}

#[derive(Default)]
pub struct StartView {
    /// The newest files as the folder's live model read them, in its order (a new snapshot whose
    /// newest files differ shows the page afresh: [`StartView::shows`]).
    read: Vec<Arc<Listed>>,
    /// The same, newest first by when they began.
    recent: Vec<Arc<Listed>>,
    tournaments: Vec<Tournament>,
    /// The evening last played, offered to resume.
    last: Option<std::path::PathBuf>,
    focused: bool,
}

impl StartView {
    /// `recent`: the newest files, the last played first. The resume card offers the last
    /// played; the list shows the evenings newest first, by when they began.
    pub fn new(read: &[Arc<Listed>], tournaments: Vec<Tournament>) -> StartView {
        let last = read.iter().find(|l| l.session.is_ok()).map(|l| l.path.clone());
        let started = |l: &Arc<Listed>| l.session.as_ref().ok().and_then(|s| s.header().started.clone());
        let mut recent = read.to_vec();
        recent.sort_by_key(|l| std::cmp::Reverse(started(l)));
        StartView { read: read.to_vec(), recent, tournaments, last, focused: false }
    }

    /// Whether the page shows these newest files (each file the same as read before).
    pub fn shows(&self, read: &[Arc<Listed>]) -> bool {
        self.read.len() == read.len() && self.read.iter().zip(read).all(|(a, b)| Arc::ptr_eq(a, b))
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, dir: Result<&std::path::Path, &str>) -> Option<Action> {
        let mut action = None;
        egui::CentralPanel::default().show(ui, |ui| {
            ui.add_space(12.0);
            // The program's name, the same in every language. i18n-ok
            ui.heading(egui::RichText::new("Schocken").size(34.0).strong());
            ui.label(tr!("start-tagline"));
            ui.add_space(16.0);
            ui.horizontal(|ui| {
                let big = |cmd: Cmd| {
                    egui::Button::new(egui::RichText::new(cmd.label()).size(20.0)).min_size(egui::vec2(220.0, 44.0))
                };
                if ui.add(big(Cmd::NewSession)).on_hover_text(Cmd::NewSession.shortcut_text(ui.ctx())).clicked() {
                    action = Some(Action::NewSession);
                }
                if ui.add(big(Cmd::OpenFile)).on_hover_text(Cmd::OpenFile.shortcut_text(ui.ctx())).clicked() {
                    action = Some(Action::OpenDialog);
                }
                if ui.add(big(Cmd::Players)).on_hover_text(Cmd::Players.shortcut_text(ui.ctx())).clicked() {
                    action = Some(Action::Command(Cmd::Players));
                }
                if ui.add(big(Cmd::History)).on_hover_text(Cmd::History.shortcut_text(ui.ctx())).clicked() {
                    action = Some(Action::History);
                }
                let tournament = ui.add(big(Cmd::Tournament)).on_hover_text(Cmd::Tournament.help());
                if tournament.clicked() {
                    action = Some(Action::Tournament);
                }
            });
            ui.add_space(8.0);
            let club = ui.button(RichText::new(Cmd::Club.label()).size(17.0)).on_hover_text(Cmd::Club.help());
            if club.clicked() {
                action = Some(Action::Command(Cmd::Club));
            }
            if !self.tournaments.is_empty() {
                ui.add_space(8.0);
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(tr!("start-tournaments")).weak());
                    for t in &self.tournaments {
                        let button = ui.button(RichText::new(&t.title).size(17.0));
                        if button.on_hover_text(t.dir.display().to_string()).clicked() {
                            action = Some(Action::OpenTournament(t.dir.clone()));
                        }
                    }
                });
            }
            let last = self.recent.iter().find(|l| Some(&l.path) == self.last.as_ref());
            if let Some((path, session)) = last.and_then(|l| Some((&l.path, l.session.as_ref().ok()?))) {
                ui.add_space(16.0);
                egui::Frame::group(ui.style()).inner_margin(12.0).show(ui, |ui| {
                    let e = session.engine();
                    let title = session.header().title.as_deref().unwrap_or("—");
                    ui.label(RichText::new(tr!("start-last-played")).weak());
                    ui.label(RichText::new(title).size(22.0).strong());
                    let part = words::part_of(e.rules(), e.part());
                    let whose = e.next_players().and_then(|ps| ps.get(session.draft().len()).copied());
                    // What is pending where the evening stopped: a roll-off, who starts, whose turn.
                    let state = match (e.awaiting(), whose) {
                        (Awaiting::RollOff(tied), _) => {
                            let names: Vec<&str> = tied.iter().map(|&p| e.name(p)).collect();
                            tr!("start-state-roll-off", game = e.game(), part = part, names = names.join(", "))
                        }
                        (Awaiting::Starter, _) => tr!("start-state-starter", game = e.game(), part = part),
                        (Awaiting::Round, Some(p)) => {
                            tr!("start-state-turn", game = e.game(), part = part, name = e.name(p))
                        }
                        (Awaiting::Round, None) => tr!("start-state", game = e.game(), part = part),
                    };
                    ui.label(RichText::new(state).size(18.0));
                    let label = RichText::new(tr!("start-resume")).size(20.0);
                    let resume = ui.add(egui::Button::new(label).min_size(egui::vec2(260.0, 40.0)));
                    if !self.focused {
                        resume.request_focus();
                        self.focused = true;
                    }
                    if resume.clicked() {
                        action = Some(Action::Open(path.clone()));
                    }
                });
            }
            ui.add_space(20.0);
            ui.heading(tr!("start-recent"));
            ui.add_space(6.0);
            if self.recent.is_empty() {
                ui.label(tr!("start-none-yet"));
                // A first start (an installed app has no sample folder): the samples built in.
                ui.horizontal(|ui| {
                    ui.label(tr!("start-demo"));
                    for (label, tournament) in
                        [(tr!("start-demo-evenings"), false), (tr!("start-demo-tournament"), true)]
                    {
                        if ui.button(label).on_hover_text(tr!("start-demo-hint")).clicked() {
                            action = Some(Action::Demo { tournament });
                        }
                    }
                });
            }
            egui::ScrollArea::vertical().auto_shrink([false, true]).max_height(ui.available_height() - 40.0).show(
                ui,
                |ui| {
                    egui::Grid::new("recent").striped(true).spacing([16.0, 8.0]).show(ui, |ui| {
                        for listed in &self.recent {
                            match &listed.session {
                                Ok(session) => {
                                    let h = session.header();
                                    let e = session.engine();
                                    if ui.button(tr!("start-continue")).clicked() {
                                        action = Some(Action::Open(listed.path.clone()));
                                    }
                                    let title = egui::RichText::new(h.title.as_deref().unwrap_or("—")).strong();
                                    let look = ui
                                        .add(egui::Button::new(title).frame(false))
                                        .on_hover_text(tr!("start-look-back"));
                                    if look.clicked() {
                                        action = Some(Action::Review(listed.path.clone()));
                                    }
                                    ui.label(h.started.as_deref().map(short_date).unwrap_or_default());
                                    ui.label(words::rule_book(&h.rules));
                                    let mut names = e.names().iter().take(4).cloned().collect::<Vec<_>>().join(", ");
                                    if e.names().len() > 4 {
                                        names.push_str(", …");
                                    }
                                    ui.label(names);
                                    let games = e.finished_games().len();
                                    ui.label(tr!("start-games", count = games, game = e.game()));
                                }
                                Err(reason) => {
                                    ui.label("");
                                    ui.label(
                                        egui::RichText::new(tr!("start-damaged")).color(ui.visuals().error_fg_color),
                                    );
                                    ui.label("");
                                    ui.label("");
                                    ui.label(egui::RichText::new(reason.to_string()).small());
                                    ui.label("");
                                }
                            }
                            ui.end_row();
                        }
                    });
                },
            );
            ui.add_space(8.0);
            match dir {
                Ok(dir) => ui.small(tr!("start-folder", folder = dir.display().to_string())),
                Err(e) => ui.colored_label(ui.visuals().error_fg_color, e),
            };
        });
        action
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable as _;
    use schocken_core::i18n::Lang;

    /// A damaged file's reason is read once and worded in the language of each frame.
    #[test]
    fn a_damaged_file_is_explained_in_the_language_of_the_moment() {
        let dir = std::env::temp_dir().join(format!("schocken-start-damaged-{}", std::process::id()));
        let store = crate::io::store::Store::open(dir.clone()).unwrap();
        std::fs::write(dir.join("kaputt.ron"), "Session(").unwrap();
        let recent: Vec<Arc<Listed>> =
            schocken_core::i18n::scoped(Lang::De, || store.recent(12)).unwrap().into_iter().map(Arc::new).collect();
        std::fs::remove_dir_all(&dir).unwrap();
        let mut harness = Harness::builder()
            .with_size(egui::vec2(1366.0, 768.0))
            .with_context_setup(crate::ui::review::tests::setup)
            .build_ui_state(
                |ui, (view, lang): &mut (StartView, Lang)| {
                    schocken_core::i18n::set(*lang);
                    view.ui(ui, Ok(std::path::Path::new("/tmp")));
                },
                (StartView::new(&recent, Vec::new()), Lang::En),
            );
        harness.run();
        harness.get_by_label("damaged");
        assert!(harness.query_by_label_contains("kaputt.ron: line 1").is_some());
        harness.state_mut().1 = Lang::De;
        harness.run();
        harness.get_by_label("beschädigt");
        assert!(harness.query_by_label_contains("kaputt.ron: Zeile 1").is_some());
    }
}
