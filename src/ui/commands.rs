//! The one table of commands: label, shortcut and help text. Menus, tooltips, the help screen
//! and the keyboard handling all read from here, so they can never disagree.

use crate::i18n::Lang;
use eframe::egui::{Key, KeyboardShortcut, Modifiers};

/// Everything the referee can do by menu, button or key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cmd {
    NewSession,
    OpenFile,
    History,
    SessionsFolder,
    CloseSession,
    Undo,
    Redo,
    Take,
    DroppedDice,
    Lustwurf,
    Note,
    Starter,
    Seats,
    BeerMat,
    PrintSession,
    PrintGame,
    PrintTallies,
    SaveSession,
    SaveGame,
    SaveTallies,
    ZoomIn,
    ZoomOut,
    ZoomReset,
    Language,
    Help,
}

/// The menus, in menu-bar order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Menu {
    Evening,
    Entry,
    View,
    Print,
    Help,
}

impl Menu {
    pub const ALL: &'static [Menu] = &[Menu::Evening, Menu::Entry, Menu::View, Menu::Print, Menu::Help];

    pub fn title(self, lang: Lang) -> &'static str {
        match self {
            Menu::Evening => lang.tr("Abend", "Evening"),
            Menu::Entry => lang.tr("Eintrag", "Entry"),
            Menu::View => lang.tr("Ansicht", "View"),
            Menu::Print => lang.tr("Drucken", "Print"),
            Menu::Help => lang.tr("Hilfe", "Help"),
        }
    }

    /// The commands of this menu, in table order.
    pub fn commands(self) -> impl Iterator<Item = Cmd> {
        Cmd::ALL.iter().copied().filter(move |c| c.menu() == self)
    }
}

const CTRL: Modifiers = Modifiers::COMMAND;
const CTRL_SHIFT: Modifiers = Modifiers { shift: true, ..Modifiers::COMMAND };

impl Cmd {
    /// Every command, in the order of the help screen.
    pub const ALL: &'static [Cmd] = &[
        Cmd::NewSession,
        Cmd::OpenFile,
        Cmd::History,
        Cmd::SessionsFolder,
        Cmd::CloseSession,
        Cmd::Undo,
        Cmd::Redo,
        Cmd::Take,
        Cmd::DroppedDice,
        Cmd::Lustwurf,
        Cmd::Note,
        Cmd::Starter,
        Cmd::Seats,
        Cmd::BeerMat,
        Cmd::PrintSession,
        Cmd::PrintGame,
        Cmd::PrintTallies,
        Cmd::SaveSession,
        Cmd::SaveGame,
        Cmd::SaveTallies,
        Cmd::ZoomIn,
        Cmd::ZoomOut,
        Cmd::ZoomReset,
        Cmd::Language,
        Cmd::Help,
    ];

    /// The menu the command sits in.
    pub fn menu(self) -> Menu {
        match self {
            Cmd::NewSession | Cmd::OpenFile | Cmd::History | Cmd::SessionsFolder | Cmd::CloseSession => Menu::Evening,
            Cmd::Undo
            | Cmd::Redo
            | Cmd::Take
            | Cmd::DroppedDice
            | Cmd::Lustwurf
            | Cmd::Note
            | Cmd::Starter
            | Cmd::Seats => Menu::Entry,
            Cmd::BeerMat | Cmd::ZoomIn | Cmd::ZoomOut | Cmd::ZoomReset | Cmd::Language => Menu::View,
            Cmd::PrintSession
            | Cmd::PrintGame
            | Cmd::PrintTallies
            | Cmd::SaveSession
            | Cmd::SaveGame
            | Cmd::SaveTallies => Menu::Print,
            Cmd::Help => Menu::Help,
        }
    }

    pub fn label(self, lang: Lang) -> &'static str {
        let (de, en) = match self {
            Cmd::NewSession => ("Neuer Abend", "New evening"),
            Cmd::OpenFile => ("Datei öffnen…", "Open file…"),
            Cmd::History => ("Verlauf und Statistik", "History and statistics"),
            Cmd::SessionsFolder => ("Ordner der Abende wählen…", "Choose the sessions folder…"),
            Cmd::CloseSession => ("Zur Startseite", "Back to start"),
            Cmd::Undo => ("Rückgängig", "Undo"),
            Cmd::Redo => ("Wiederherstellen", "Redo"),
            Cmd::Take => ("Freiwillig nehmen", "Voluntary take"),
            Cmd::DroppedDice => ("Würfel gefallen", "Dropped dice"),
            Cmd::Lustwurf => ("Lustwurf", "Lustwurf"),
            Cmd::Note => ("Notiz", "Note"),
            Cmd::Starter => ("Beginner festlegen", "Set starter"),
            Cmd::Seats => ("Sitzordnung ändern", "Change seating"),
            Cmd::BeerMat => ("Bierdeckel", "Beer mats"),
            Cmd::PrintSession => ("Wertungsbogen des Abends drucken", "Print the evening's round sheet"),
            Cmd::PrintGame => ("Wertungsbogen dieses Spiels drucken", "Print this game's round sheet"),
            Cmd::PrintTallies => ("Bierdeckel drucken", "Print the beer mats"),
            Cmd::SaveSession => ("Wertungsbogen des Abends als PDF…", "Evening's round sheet as PDF…"),
            Cmd::SaveGame => ("Wertungsbogen dieses Spiels als PDF…", "This game's round sheet as PDF…"),
            Cmd::SaveTallies => ("Bierdeckel als PDF…", "Beer mats as PDF…"),
            Cmd::ZoomIn => ("Größer", "Zoom in"),
            Cmd::ZoomOut => ("Kleiner", "Zoom out"),
            Cmd::ZoomReset => ("Normale Größe", "Normal size"),
            Cmd::Language => ("English", "Deutsch"),
            Cmd::Help => ("Hilfe", "Help"),
        };
        lang.tr(de, en)
    }

    /// What the command does, for tooltips and the help screen.
    pub fn help(self, lang: Lang) -> &'static str {
        let (de, en) = match self {
            Cmd::NewSession => ("Einen neuen Abend anlegen: Spieler, Regeln", "Start a new evening: players, rules"),
            Cmd::OpenFile => ("Eine Sitzungsdatei öffnen", "Open a session file"),
            Cmd::History => (
                "Alle Abende des Ordners: suchen, ansehen, Statistik, Export",
                "Every evening of the folder: search, look back, statistics, export",
            ),
            Cmd::SessionsFolder => (
                "Wo die Abende gespeichert werden (auch ein gemeinsamer oder synchronisierter Ordner)",
                "Where the evenings are saved (a shared or synced folder works too)",
            ),
            Cmd::CloseSession => (
                "Zurück zur Startseite (alles ist schon gespeichert)",
                "Back to the start page (everything is already saved)",
            ),
            Cmd::Undo => ("Den letzten Eintrag zurücknehmen", "Take back the last entry"),
            Cmd::Redo => ("Den zurückgenommenen Eintrag wiederherstellen", "Put back the entry taken back"),
            Cmd::Take => (
                "Der Spieler am Zug nimmt freiwillig die Deckel des besten Wurfs (wo erlaubt)",
                "The player to throw takes the discs of the best throw so far (where allowed)",
            ),
            Cmd::DroppedDice => ("Ein Spieler hat die Würfel fallen lassen", "A player dropped the dice"),
            Cmd::Lustwurf => (
                "Ein Spieler hat geworfen, obwohl er weder gewinnen noch verlieren konnte",
                "A player threw though he could neither win nor lose",
            ),
            Cmd::Note => ("Eine Notiz ins Protokoll schreiben", "Write a note into the record"),
            Cmd::Starter => (
                "Wer die nächste Runde beginnt (Eröffnungswurf, Auswürfeln, Schiedsrichterentscheid)",
                "Who starts the next round (opening roll, roll-off, referee's decision)",
            ),
            Cmd::Seats => (
                "Zwischen zwei Spielen: Spieler gehen, neue kommen dazu",
                "Between games: players leave, newcomers join",
            ),
            Cmd::BeerMat => ("Striche auf dem Bierdeckel anzeigen", "Show the tally marks on the beer mats"),
            Cmd::PrintSession | Cmd::PrintGame | Cmd::PrintTallies => (
                "An den Standarddrucker schicken, sonst im PDF-Betrachter öffnen",
                "Send to the default printer, or else open in the PDF viewer",
            ),
            Cmd::SaveSession | Cmd::SaveGame | Cmd::SaveTallies => {
                ("Als PDF-Datei speichern (A4)", "Save as a PDF file (A4)")
            }
            Cmd::ZoomIn => ("Alles größer darstellen", "Make everything bigger"),
            Cmd::ZoomOut => ("Alles kleiner darstellen", "Make everything smaller"),
            Cmd::ZoomReset => ("Normale Größe", "Normal size"),
            Cmd::Language => ("Switch to English", "Auf Deutsch umschalten"),
            Cmd::Help => ("Alle Befehle und Tasten", "Every command and key"),
        };
        lang.tr(de, en)
    }

    /// The keyboard shortcuts (the first is shown in menus).
    pub fn shortcuts(self) -> &'static [KeyboardShortcut] {
        /// A static list of shortcuts.
        macro_rules! keys {
            ($($m:expr, $k:expr);+) => {{
                const KEYS: &[KeyboardShortcut] = &[$(KeyboardShortcut::new($m, $k)),+];
                KEYS
            }};
        }
        match self {
            Cmd::NewSession => keys!(CTRL, Key::N),
            Cmd::OpenFile => keys!(CTRL, Key::O),
            Cmd::History => keys!(CTRL, Key::H),
            Cmd::SessionsFolder => &[],
            Cmd::CloseSession => keys!(CTRL, Key::W),
            Cmd::Undo => keys!(CTRL, Key::Z),
            Cmd::Redo => keys!(CTRL_SHIFT, Key::Z; CTRL, Key::Y),
            Cmd::Take => keys!(CTRL, Key::T),
            Cmd::DroppedDice => keys!(CTRL, Key::D),
            Cmd::Lustwurf => keys!(CTRL, Key::L),
            Cmd::Note => keys!(CTRL, Key::K),
            Cmd::Starter => keys!(CTRL, Key::B),
            Cmd::Seats => keys!(CTRL, Key::U),
            Cmd::BeerMat => keys!(CTRL, Key::M),
            Cmd::PrintSession => keys!(CTRL, Key::P),
            Cmd::PrintTallies => keys!(CTRL_SHIFT, Key::P),
            Cmd::SaveSession => keys!(CTRL_SHIFT, Key::S),
            Cmd::PrintGame | Cmd::SaveGame | Cmd::SaveTallies => &[],
            Cmd::ZoomIn => keys!(CTRL, Key::Plus; CTRL, Key::Equals),
            Cmd::ZoomOut => keys!(CTRL, Key::Minus),
            Cmd::ZoomReset => keys!(CTRL, Key::Num0),
            Cmd::Language => keys!(CTRL, Key::G),
            Cmd::Help => keys!(Modifiers::NONE, Key::F1),
        }
    }

    /// The shortcut as text, e.g. `Ctrl+Z`.
    pub fn shortcut_text(self, ctx: &eframe::egui::Context) -> String {
        self.shortcuts().iter().map(|s| ctx.format_shortcut(s)).collect::<Vec<_>>().join(" / ")
    }
}
