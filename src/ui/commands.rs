//! The one table of commands: id, menu and shortcuts, with the label and help text in
//! `commands.ftl` under the command's id. Menus, tooltips, the help screen and the keyboard
//! handling all read from here, and whether a command can run now is decided here too
//! ([`enabled`]), so they can never disagree.

use super::printing::Printout;
use eframe::egui::{Key, KeyboardShortcut, Modifiers};
use schocken_core::session::desk::Desk;
use schocken_core::session::log::{Session, SuddenBlocked};
use schocken_core::tr;

/// The menus, in menu-bar order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Menu {
    Evening,
    Entry,
    View,
    Print,
    Help,
    /// The organiser's own: the tabs, the till's keys, undo, the phones' server.
    Tournament,
    /// The projector's keys (it shows no menus).
    Projector,
    /// The keys of the new evening's form and the table's dialogs (no menu of their own: the
    /// form and the dialogs name them beside their buttons).
    Form,
    /// The player list's own keys.
    Registry,
    /// The Verein view's own keys.
    Club,
    /// The history's own keys (its list, and the statistics' sorting).
    History,
    /// The keys of an evening looked back at.
    Review,
    /// The help's and "Über Schocken"'s own keys, over any view (scrolling, closing).
    Window,
    /// The table's own keys (the evening at it, not its dialogs).
    Table,
    /// The new evening's own keys (besides the form's).
    Setup,
    /// The answer to a question that stops the form (another rule book drops changed rules).
    Question,
    /// What is typed in the organiser's fields: their keys are the fields' own (a name's offers,
    /// a card's games), read by the widgets; the help lists them first.
    Typing,
    /// The blank score sheet's dialog (modal over any view).
    BlankSheet,
}

impl Menu {
    /// The referee's menus, in menu-bar order.
    pub const ALL: &'static [Menu] = &[Menu::Evening, Menu::Entry, Menu::View, Menu::Print, Menu::Help];
    /// The menus of the organiser's window: nothing of an evening; its own, the look and the help.
    pub const ORGANISER: &'static [Menu] = &[Menu::Tournament, Menu::View, Menu::Help];

    pub fn title(self) -> String {
        match self {
            Menu::Evening => schocken_core::tr!("commands-menu-evening"),
            Menu::Entry => schocken_core::tr!("commands-menu-entry"),
            Menu::View => schocken_core::tr!("commands-menu-view"),
            Menu::Print => schocken_core::tr!("commands-menu-print"),
            Menu::Help => schocken_core::tr!("commands-menu-help"),
            Menu::Tournament => schocken_core::tr!("commands-menu-tournament"),
            Menu::Projector => schocken_core::tr!("commands-menu-projector"),
            Menu::Form => schocken_core::tr!("commands-menu-form"),
            Menu::Registry => schocken_core::tr!("commands-menu-registry"),
            Menu::Club => schocken_core::tr!("commands-menu-club"),
            Menu::History => schocken_core::tr!("commands-menu-history"),
            Menu::Review => schocken_core::tr!("commands-menu-review"),
            Menu::Window => schocken_core::tr!("commands-menu-window"),
            Menu::Table => schocken_core::tr!("commands-menu-table"),
            Menu::Setup => schocken_core::tr!("commands-menu-setup"),
            Menu::Question => schocken_core::tr!("commands-menu-question"),
            Menu::Typing => schocken_core::tr!("commands-menu-typing"),
            Menu::BlankSheet => schocken_core::tr!("commands-menu-blank-sheet"),
        }
    }

    /// The commands of this menu, in table order.
    pub fn commands(self) -> impl Iterator<Item = Cmd> {
        Cmd::ALL.iter().copied().filter(move |c| c.menu() == self)
    }
}

/// Where keys mean one thing each: a window, or a view of the referee's window that reads its own
/// keys. Within one, no two commands share a key (tested); across them a key may mean different
/// things (Ctrl+Z undoes an entry at the table, a payment in the Verein view).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keys {
    /// The referee at the table and its dialogs (and the start page).
    Referee,
    /// The new evening's form.
    Setup,
    /// The organiser's window (its F1 lists the projector's keys after its own).
    Organiser,
    /// The projector's window, which the organiser's runs: its keys are read there only.
    Projector,
    /// The player list.
    Registry,
    /// The Verein view.
    Club,
    /// The history of the evenings and its statistics.
    History,
    /// An evening looked back at.
    Review,
    /// The help window (and "Über Schocken") while open: its keys come before the view's.
    Window,
    /// A question over the new evening's form or the Verein view's rule book: its answers come
    /// before the form's keys.
    Question,
    /// The blank score sheet's dialog: modal, its keys come before the view's.
    BlankSheet,
}

impl Keys {
    pub const ALL: [Keys; 11] = [
        Keys::Referee,
        Keys::Setup,
        Keys::Organiser,
        Keys::Projector,
        Keys::Registry,
        Keys::Club,
        Keys::History,
        Keys::Review,
        Keys::Window,
        Keys::Question,
        Keys::BlankSheet,
    ];

    /// The menus whose keys count here, in the order the help lists them: the view's own first.
    pub fn menus(self) -> &'static [Menu] {
        match self {
            Keys::Referee => {
                &[Menu::Evening, Menu::Entry, Menu::View, Menu::Print, Menu::Help, Menu::Table, Menu::Form]
            }
            // As at the table: the evening's commands say there is none yet.
            Keys::Setup => &[Menu::Setup, Menu::Form, Menu::Evening, Menu::Entry, Menu::View, Menu::Print, Menu::Help],
            Keys::Organiser => &[Menu::Typing, Menu::Tournament, Menu::View, Menu::Help],
            Keys::Projector => &[Menu::Projector],
            Keys::Registry => &[Menu::Registry, Menu::View, Menu::Help],
            Keys::Club => &[Menu::Club, Menu::View, Menu::Help],
            // The evening's commands that need no evening at the table (a new one, the folder).
            Keys::History => &[Menu::History, Menu::Evening, Menu::View, Menu::Print, Menu::Help],
            // The table's commands say there is no evening at the table (as before the review
            // had keys of its own).
            Keys::Review => &[Menu::Review, Menu::Evening, Menu::Entry, Menu::View, Menu::Print, Menu::Help],
            Keys::Window => &[Menu::Window],
            Keys::Question => &[Menu::Question],
            Keys::BlankSheet => &[Menu::BlankSheet],
        }
    }

    /// Every command whose keys count here: outside the referee's and the review's, nothing of
    /// an evening (the beer mats) is among the look's commands.
    pub fn commands(self) -> impl Iterator<Item = Cmd> {
        let table = matches!(self, Keys::Referee | Keys::Setup | Keys::Review);
        self.menus().iter().flat_map(|m| m.commands()).filter(move |&cmd| table || cmd != Cmd::BeerMat)
    }

    /// The command whose key is Esc here (back, close), which the help names.
    pub fn escape(self) -> Option<Cmd> {
        self.commands()
            .find(|cmd| cmd.shortcuts().iter().any(|k| k.logical_key == Key::Escape && k.modifiers.is_none()))
    }

    /// The commands the app runs from their keys here; the rest (the projector's, the form's,
    /// the organiser's, the player list's and the Verein view's own) are read by their window
    /// or view, which knows what is chosen.
    pub fn app_commands(self) -> impl Iterator<Item = Cmd> {
        self.commands().filter(|cmd| Menu::ALL.contains(&cmd.menu()))
    }
}

impl Cmd {
    /// Whether one of the command's keys was pressed this frame (and takes it).
    pub fn pressed(self, ctx: &eframe::egui::Context) -> bool {
        ctx.input_mut(|i| self.shortcuts().iter().any(|k| i.consume_shortcut(k)))
    }

    /// Whether one of its keys was pressed this frame, with any modifier (Shift+Tab moves the
    /// focus as Tab does), leaving the key to the widget that has it (a text field's Tab still
    /// moves the focus, its Enter still ends the typing): the rows of `Menu::Typing`, which say
    /// what those keys do beyond the field.
    pub fn seen(self, ctx: &eframe::egui::Context) -> bool {
        ctx.input(|i| self.shortcuts().iter().any(|k| i.key_pressed(k.logical_key)))
    }

    /// How often its keys were pressed this frame (and takes them all): a key held down repeats.
    pub fn presses(self, ctx: &eframe::egui::Context) -> usize {
        ctx.input_mut(|i| self.shortcuts().iter().map(|k| i.count_and_consume_key(k.modifiers, k.logical_key)).sum())
    }
}

const CTRL: Modifiers = Modifiers::COMMAND;
const CTRL_SHIFT: Modifiers = Modifiers { shift: true, ..Modifiers::COMMAND };
const CTRL_ALT: Modifiers = Modifiers { alt: true, ..Modifiers::COMMAND };
const NONE: Modifiers = Modifiers::NONE;
const ALT: Modifiers = Modifiers::ALT;

/// Defines [`Cmd`] and everything fixed about each command from one list, so no second list
/// (`ALL`, the menus, the keys) can miss a command.
macro_rules! commands {
    ($($(#[$doc:meta])* $cmd:ident = $id:literal in $menu:ident, keys [$(($m:expr, $k:ident)),*];)+) => {
        /// Everything the referee can do by menu, button or key.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Cmd {
            $($(#[$doc])* $cmd),+
        }

        impl Cmd {
            /// Every command, in the order of the menus and the help screen.
            pub const ALL: &'static [Cmd] = &[$(Cmd::$cmd),+];

            /// The id of its label (`commands-ID`) and help text (`commands-ID.help`).
            fn id(self) -> &'static str {
                match self {
                    $(Cmd::$cmd => $id),+
                }
            }

            /// The menu the command sits in.
            pub fn menu(self) -> Menu {
                match self {
                    $(Cmd::$cmd => Menu::$menu),+
                }
            }

            /// The keyboard shortcuts (the first is shown in menus).
            pub fn shortcuts(self) -> &'static [KeyboardShortcut] {
                match self {
                    $(Cmd::$cmd => {
                        const KEYS: &[KeyboardShortcut] = &[$(KeyboardShortcut::new($m, Key::$k)),*];
                        KEYS
                    }),+
                }
            }
        }
    };
}

commands! {
    NewSession = "new-session" in Evening, keys [(CTRL, N)];
    OpenFile = "open-file" in Evening, keys [(CTRL, O)];
    History = "history" in Evening, keys [(CTRL, H)];
    Players = "players" in Evening, keys [(CTRL_SHIFT, L)];
    Club = "club" in Evening, keys [(CTRL_SHIFT, V)];
    Tournament = "tournament" in Evening, keys [(CTRL_SHIFT, T)];
    SessionsFolder = "sessions-folder" in Evening, keys [(CTRL_SHIFT, O)];
    RuleBook = "rule-book" in Evening, keys [(CTRL_SHIFT, R)];
    CloseSession = "close-session" in Evening, keys [(CTRL, W)];
    Quit = "quit" in Evening, keys [(CTRL, Q)];
    Undo = "undo" in Entry, keys [(CTRL, Z)];
    Redo = "redo" in Entry, keys [(CTRL_SHIFT, Z), (CTRL, Y)];
    Take = "take" in Entry, keys [(CTRL, T)];
    DroppedDice = "dropped-dice" in Entry, keys [(CTRL, D)];
    Lustwurf = "lustwurf" in Entry, keys [(CTRL, L)];
    Note = "note" in Entry, keys [(CTRL, K)];
    Starter = "starter" in Entry, keys [(CTRL, B)];
    Seats = "seats" in Entry, keys [(CTRL, U)];
    Sudden = "sudden" in Entry, keys [(CTRL, E)];
    BeerMat = "beer-mat" in View, keys [(CTRL, M)];
    ZoomIn = "zoom-in" in View, keys [(CTRL, Plus), (CTRL, Equals)];
    ZoomOut = "zoom-out" in View, keys [(CTRL, Minus)];
    ZoomReset = "zoom-reset" in View, keys [(CTRL, Num0)];
    Language = "language" in View, keys [(CTRL, G)];
    Theme = "theme" in View, keys [(CTRL_SHIFT, H)];
    OwnFolder = "own-folder" in View, keys [(CTRL_SHIFT, E)];
    PrintSession = "print-session" in Print, keys [(CTRL, P)];
    PrintGame = "print-game" in Print, keys [(CTRL_ALT, P)];
    PrintTallies = "print-tallies" in Print, keys [(CTRL_SHIFT, P)];
    SaveSession = "save-session" in Print, keys [(CTRL_SHIFT, S)];
    SaveGame = "save-game" in Print, keys [(CTRL_ALT, S)];
    SaveTallies = "save-tallies" in Print, keys [(CTRL_ALT, M)];
    PrintBlank = "print-blank" in Print, keys [(CTRL_SHIFT, B)];
    /// The evening in view as a picture to share (`crate::share`), saved beside its file.
    SharePicture = "share-picture" in Print, keys [(CTRL_SHIFT, I)];
    Help = "help" in Help, keys [(NONE, F1)];
    About = "about" in Help, keys [];
    TabRegistration = "tab-registration" in Tournament, keys [(CTRL, Num1)];
    TabDraw = "tab-draw" in Tournament, keys [(CTRL, Num2)];
    TabCards = "tab-cards" in Tournament, keys [(CTRL, Num3)];
    TabStandings = "tab-standings" in Tournament, keys [(CTRL, Num4)];
    FeePaid = "fee-paid" in Tournament, keys [(CTRL, B)];
    FeeOpen = "fee-open" in Tournament, keys [(CTRL, O)];
    FeeWaived = "fee-waived" in Tournament, keys [(CTRL, E)];
    OrganiserUndo = "organiser-undo" in Tournament, keys [(CTRL, Z)];
    OrganiserRedo = "organiser-redo" in Tournament, keys [(CTRL_SHIFT, Z), (CTRL, Y)];
    Phones = "phones" in Tournament, keys [(CTRL_SHIFT, W)];
    /// The standings as a picture to share, saved in the tournament folder.
    OrganiserPicture = "organiser-picture" in Tournament, keys [(CTRL_SHIFT, I)];
    Blank = "projector-blank" in Projector, keys [(NONE, B)];
    Freeze = "projector-freeze" in Projector, keys [(NONE, F)];
    NextPage = "projector-next" in Projector, keys [(NONE, ArrowRight)];
    PreviousPage = "projector-previous" in Projector, keys [(NONE, ArrowLeft)];
    CloseProjector = "projector-close" in Projector, keys [(NONE, Escape)];
    Confirm = "confirm" in Form, keys [(CTRL, Enter)];
    SamePlayers = "same-players" in Form, keys [(CTRL, R)];
    MoveUp = "move-up" in Form, keys [(CTRL, ArrowUp)];
    MoveDown = "move-down" in Form, keys [(CTRL, ArrowDown)];
    /// The next player of the list (the rule book, in its field); with a name typed, the name
    /// offered for it.
    FormNext = "form-next" in Form, keys [(NONE, ArrowDown)];
    FormPrevious = "form-previous" in Form, keys [(NONE, ArrowUp)];
    FormRemove = "form-remove" in Form, keys [(NONE, Delete)];
    /// Closes a dialog, the rule book, the notice or the beer mats, else clears what is typed.
    TableEscape = "table-escape" in Table, keys [(NONE, Escape)];
    /// The end of a game waits for it; a player's seat number typed (`1` of ten or more) waits
    /// for it too.
    TableGoOn = "table-go-on" in Table, keys [(NONE, Enter)];
    /// Takes back what was typed towards a player (the picker's own typing, no text field).
    PickerErase = "picker-erase" in Table, keys [(NONE, Backspace)];
    SetupBack = "setup-back" in Setup, keys [(NONE, Escape)];
    QuestionYes = "question-yes" in Question, keys [(NONE, Enter)];
    QuestionNo = "question-no" in Question, keys [(NONE, Escape)];
    /// The registration's name field offers past evenings' names: its ↓ ↑ choose one.
    RegisterChoose = "register-choose" in Typing, keys [(NONE, ArrowDown), (NONE, ArrowUp)];
    /// Enter in the organiser's fields: registers the name, renames, saves the card; yes to the
    /// question whether the player list learns new names.
    TypedEnter = "typed-enter" in Typing, keys [(NONE, Enter)];
    /// No to that question; a rename or the names offered left as they were.
    TypedEscape = "typed-escape" in Typing, keys [(NONE, Escape)];
    /// A card's fields: Tab to the next game's; the table's number and Tab switch tables.
    CardNext = "card-next" in Typing, keys [(NONE, Tab)];
    BlankMore = "blank-more" in BlankSheet, keys [(NONE, ArrowUp), (NONE, Plus)];
    BlankFewer = "blank-fewer" in BlankSheet, keys [(NONE, ArrowDown), (NONE, Minus)];
    /// So many players: the digit's key (2 to 9, in this order).
    BlankPlayers = "blank-players" in BlankSheet,
        keys [(NONE, Num2), (NONE, Num3), (NONE, Num4), (NONE, Num5), (NONE, Num6), (NONE, Num7), (NONE, Num8), (NONE, Num9)];
    BlankPrint = "blank-print" in BlankSheet, keys [(NONE, Enter)];
    BlankSave = "blank-save" in BlankSheet, keys [(CTRL, S)];
    BlankCancel = "blank-cancel" in BlankSheet, keys [(NONE, Escape)];
    RegistryAdd = "registry-add" in Registry, keys [(CTRL, N)];
    RegistryRename = "registry-rename" in Registry, keys [(NONE, F2)];
    RegistryMerge = "registry-merge" in Registry, keys [(CTRL, M)];
    RegistryJoin = "registry-join" in Registry, keys [(CTRL, J)];
    RegistryUndo = "registry-undo" in Registry, keys [(CTRL, Z)];
    RegistryNext = "registry-next" in Registry, keys [(NONE, ArrowDown)];
    RegistryPrevious = "registry-previous" in Registry, keys [(NONE, ArrowUp)];
    /// Closes the field being typed (a new name, a rename, a merge, the question), else back.
    RegistryBack = "registry-back" in Registry, keys [(NONE, Escape)];
    /// Answers the question before a merge that splits evenings: merge all the same.
    RegistryConfirm = "registry-confirm" in Registry, keys [(NONE, Enter)];
    ClubPaid = "club-paid" in Club, keys [(CTRL, B)];
    ClubUndo = "club-undo" in Club, keys [(CTRL, Z)];
    ClubPrint = "club-print" in Club, keys [(CTRL, P)];
    ClubPrintOther = "club-print-other" in Club, keys [(CTRL_SHIFT, P)];
    ClubNextPage = "club-next-page" in Club, keys [(NONE, PageDown)];
    ClubPreviousPage = "club-previous-page" in Club, keys [(NONE, PageUp)];
    ClubSave = "club-save" in Club, keys [(CTRL, S)];
    ClubPhones = "club-phones" in Club, keys [(CTRL_SHIFT, W)];
    ClubCodes = "club-codes" in Club, keys [(CTRL_SHIFT, K)];
    ClubRules = "club-rules" in Club, keys [(CTRL, R)];
    ClubRulesSave = "club-rules-save" in Club, keys [(CTRL, Enter)];
    ClubPayments = "club-payments" in Club, keys [(CTRL, L)];
    ClubRemove = "club-remove" in Club, keys [(NONE, Delete)];
    /// The season shown as a picture to share, saved in the sessions folder.
    ClubPicture = "club-picture" in Club, keys [(CTRL_SHIFT, I)];
    /// The member chosen at the last evening, a row of the payments, or the name offered.
    ClubNext = "club-next" in Club, keys [(NONE, ArrowDown)];
    ClubPrevious = "club-previous" in Club, keys [(NONE, ArrowUp)];
    /// While a typed name is asked about: the next name offered (Tab is the field's otherwise).
    ClubOtherName = "club-other-name" in Club, keys [(NONE, Tab)];
    /// Closes the payments or the rule book's page, else back to where the referee was.
    ClubBack = "club-back" in Club, keys [(NONE, Escape)];
    /// The history's list: the arrows, Enter and Esc serve it from the search field too.
    HistoryNext = "history-next" in History, keys [(NONE, ArrowDown)];
    HistoryPrevious = "history-previous" in History, keys [(NONE, ArrowUp)];
    HistoryPageDown = "history-page-down" in History, keys [(NONE, PageDown)];
    HistoryPageUp = "history-page-up" in History, keys [(NONE, PageUp)];
    /// Home and End stay the search field's while it has the keyboard.
    HistoryFirst = "history-first" in History, keys [(NONE, Home)];
    HistoryLast = "history-last" in History, keys [(NONE, End)];
    HistoryOpen = "history-open" in History, keys [(NONE, Enter)];
    HistoryBack = "history-back" in History, keys [(NONE, Escape)];
    /// The statistics' sorting (the search field keeps the plain arrows).
    StatsSortPrevious = "stats-sort-previous" in History, keys [(ALT, ArrowLeft)];
    StatsSortNext = "stats-sort-next" in History, keys [(ALT, ArrowRight)];
    StatsAscending = "stats-ascending" in History, keys [(ALT, ArrowUp)];
    StatsDescending = "stats-descending" in History, keys [(ALT, ArrowDown)];
    /// The review: ↓/↑, Home/End go from game to game, ←/→ turn between log and beer mats.
    ReviewNext = "review-next" in Review, keys [(NONE, ArrowDown)];
    ReviewPrevious = "review-previous" in Review, keys [(NONE, ArrowUp)];
    ReviewFirst = "review-first" in Review, keys [(NONE, Home)];
    ReviewLast = "review-last" in Review, keys [(NONE, End)];
    ReviewLog = "review-log" in Review, keys [(NONE, ArrowLeft)];
    ReviewBeerMats = "review-beer-mats" in Review, keys [(NONE, ArrowRight)];
    /// Closes the rule book first, as at the table.
    ReviewBack = "review-back" in Review, keys [(NONE, Escape)];
    /// The help window scrolls by keys (issue 33) and closes with Esc, as "Über Schocken" and the
    /// phones' big QR code's window do.
    HelpLineDown = "help-line-down" in Window, keys [(NONE, ArrowDown)];
    HelpLineUp = "help-line-up" in Window, keys [(NONE, ArrowUp)];
    HelpPageDown = "help-page-down" in Window, keys [(NONE, PageDown)];
    HelpPageUp = "help-page-up" in Window, keys [(NONE, PageUp)];
    HelpTop = "help-top" in Window, keys [(NONE, Home)];
    HelpEnd = "help-end" in Window, keys [(NONE, End)];
    CloseWindow = "close-window" in Window, keys [(NONE, Escape)];
}

/// A shortcut as the language of the moment writes it: "Strg+Z" in German, "Ctrl+Z" in English
/// (egui's own names are English only). Every key the help lists is written here.
pub fn shortcut(ctx: &eframe::egui::Context, keys: &KeyboardShortcut) -> String {
    shortcut_on(ctx.os().is_mac(), keys)
}

/// A shortcut as [`shortcut`] writes it, where no window says which keyboard: on a Mac's
/// (`is_mac`: "Cmd") or another's ("Strg").
pub fn shortcut_on(is_mac: bool, keys: &KeyboardShortcut) -> String {
    let (ctrl, shift, alt, cmd) =
        (tr!("help-key-ctrl"), tr!("help-key-shift"), tr!("help-key-alt"), tr!("help-key-cmd"));
    let names = eframe::egui::ModifierNames {
        is_short: false,
        alt: &alt,
        ctrl: &ctrl,
        shift: &shift,
        mac_cmd: &cmd,
        mac_alt: &alt,
        concat: "+",
    };
    // egui's key names are English and long ("PageDown", "Escape"): the keyboard's own, here.
    let key = match keys.logical_key {
        Key::ArrowUp => "↑".to_string(),
        Key::ArrowDown => "↓".to_string(),
        Key::ArrowLeft => "←".to_string(),
        Key::ArrowRight => "→".to_string(),
        Key::Escape => tr!("help-key-escape"),
        Key::Delete => tr!("help-key-delete"),
        Key::Home => tr!("help-key-home"),
        Key::End => tr!("help-key-end"),
        Key::PageUp => tr!("help-key-page-up"),
        Key::PageDown => tr!("help-key-page-down"),
        Key::Backspace => tr!("help-key-backspace"),
        Key::Equals => "=".to_string(),
        other => other.name().to_string(),
    };
    match names.format(&keys.modifiers, is_mac) {
        modifiers if modifiers.is_empty() => key,
        modifiers => format!("{modifiers}+{key}"),
    }
}

/// Shortcuts that do the same, one after the other ("Strg+Y / Strg+Umschalt+Z").
pub fn shortcuts(ctx: &eframe::egui::Context, keys: &[KeyboardShortcut]) -> String {
    keys.iter().map(|k| shortcut(ctx, k)).collect::<Vec<_>>().join(" / ")
}

/// Two commands that go either way, as a message names them: "↑/↓" (the first, then the second).
pub fn pair(ctx: &eframe::egui::Context, first: Cmd, second: Cmd) -> String {
    format!("{}/{}", first.shortcut_text(ctx), second.shortcut_text(ctx))
}

/// Where a printout goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Destination {
    /// The default printer, or else the PDF viewer.
    Printer,
    /// A PDF file the referee chooses.
    File,
}

impl Cmd {
    pub fn label(self) -> String {
        schocken_core::i18n::message(&format!("commands-{}", self.id()), &[])
    }

    /// What the command does, for tooltips and the help screen.
    pub fn help(self) -> String {
        schocken_core::i18n::message(&format!("commands-{}.help", self.id()), &[])
    }

    /// The shortcuts as text in the language of the moment, e.g. `Strg+Z` (menus, tooltips, F1).
    pub fn shortcut_text(self, ctx: &eframe::egui::Context) -> String {
        shortcuts(ctx, self.shortcuts())
    }

    /// The shortcuts as text where no window is at hand (a message on the command line), as
    /// this machine's keyboard writes them.
    pub fn shortcut_text_here(self) -> String {
        self.shortcuts().iter().map(|k| shortcut_on(cfg!(target_os = "macos"), k)).collect::<Vec<_>>().join(" / ")
    }

    /// What it does and its keys: "Startet oder stoppt … (Strg+Umschalt+W)" (a button's tooltip).
    pub fn tooltip(self, ctx: &eframe::egui::Context) -> String {
        format!("{} ({})", self.help(), self.shortcut_text(ctx))
    }

    /// The printout and where it goes, for the print and save commands.
    pub fn printout(self) -> Option<(Printout, Destination)> {
        Some(match self {
            Cmd::PrintSession => (Printout::Session, Destination::Printer),
            Cmd::PrintGame => (Printout::Game, Destination::Printer),
            Cmd::PrintTallies => (Printout::Tallies, Destination::Printer),
            Cmd::SaveSession => (Printout::Session, Destination::File),
            Cmd::SaveGame => (Printout::Game, Destination::File),
            Cmd::SaveTallies => (Printout::Tallies, Destination::File),
            _ => return None,
        })
    }
}

/// What is open: the evening at the table (`desk`), or one looked back at (`session` only).
#[derive(Clone, Copy)]
pub struct Open<'a> {
    pub desk: Option<&'a Desk>,
    pub session: Option<&'a Session>,
    /// A tournament table that is over (its games played, its knock-out decided) with no game
    /// begun: nothing more is thrown, started or seated here.
    pub decided: bool,
}

/// Why a command cannot run now. Kept as data and worded when shown, so a key pressed at the
/// wrong moment says why nothing happened instead of doing nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocked {
    /// No evening is open (at the table or looked back at).
    NoEvening,
    /// The tournament table is over: nothing more is played at it.
    TableDecided,
    /// The game sheet of a game not yet begun.
    NoGameYet,
    NothingToUndo,
    NothingToRedo,
    /// The rules do not allow a voluntary take.
    TakeOff,
    /// Nobody has thrown yet in this round: there is nothing to take.
    NothingToTake,
    /// A throw over the limit in this round: nobody can take after it (RULES.md 3).
    TakeAfterOverLimit,
    DroppedDiceOff,
    LustwurfOff,
    /// A roll-off must settle the tie first.
    RollOffFirst,
    /// A round is being entered.
    RoundBegun,
    /// Seats change only between games.
    GameBegun,
    /// `Sudden` belongs to a tournament table's session.
    NotATournamentTable,
    /// Time is up already.
    AlreadySudden,
}

impl Blocked {
    /// The reason in the current language.
    pub fn message(self) -> String {
        match self {
            Blocked::NoEvening => schocken_core::tr!("commands-blocked-no-evening"),
            Blocked::TableDecided => schocken_core::tr!("commands-blocked-table-decided"),
            Blocked::NotATournamentTable => schocken_core::tr!("commands-blocked-not-a-tournament-table"),
            Blocked::AlreadySudden => schocken_core::tr!("commands-blocked-already-sudden"),
            Blocked::NoGameYet => schocken_core::tr!("commands-blocked-no-game-yet"),
            Blocked::NothingToUndo => schocken_core::tr!("commands-blocked-nothing-to-undo"),
            Blocked::NothingToRedo => schocken_core::tr!("commands-blocked-nothing-to-redo"),
            Blocked::TakeOff => schocken_core::tr!("commands-blocked-take-off"),
            Blocked::NothingToTake => schocken_core::tr!("commands-blocked-nothing-to-take"),
            Blocked::TakeAfterOverLimit => schocken_core::tr!("commands-blocked-take-after-over-limit"),
            Blocked::DroppedDiceOff => schocken_core::tr!("commands-blocked-dropped-dice-off"),
            Blocked::LustwurfOff => schocken_core::tr!("commands-blocked-lustwurf-off"),
            Blocked::RollOffFirst => schocken_core::tr!("commands-blocked-roll-off-first"),
            Blocked::RoundBegun => schocken_core::tr!("commands-blocked-round-begun"),
            Blocked::GameBegun => schocken_core::tr!("commands-blocked-game-begun"),
        }
    }
}

/// Whether a command can run now (greys out menu entries and buttons).
pub fn enabled(cmd: Cmd, open: Open<'_>) -> bool {
    blocked(cmd, open).is_none()
}

/// Why a command cannot run now, if it cannot: the one place that decides it, for menus,
/// buttons and keys.
pub fn blocked(cmd: Cmd, open: Open<'_>) -> Option<Blocked> {
    if let Some((printout, _)) = cmd.printout() {
        let Some(session) = open.session else { return Some(Blocked::NoEvening) };
        let e = session.engine();
        let sheet = printout != Printout::Game || e.game_begun() || !e.finished_games().is_empty();
        return (!sheet).then_some(Blocked::NoGameYet);
    }
    // The rule book reads the evening's header: an evening looked back at has one too; so does
    // its picture.
    if cmd == Cmd::RuleBook || cmd == Cmd::SharePicture {
        return open.session.is_none().then_some(Blocked::NoEvening);
    }
    if cmd.menu() != Menu::Entry && cmd != Cmd::BeerMat {
        return None;
    }
    let Some(desk) = open.desk else { return Some(Blocked::NoEvening) };
    let playing = [Cmd::Take, Cmd::DroppedDice, Cmd::Lustwurf, Cmd::Starter, Cmd::Seats, Cmd::Sudden];
    if open.decided && playing.contains(&cmd) {
        return Some(Blocked::TableDecided);
    }
    let e = desk.session().engine();
    let rules = e.rules();
    let pending = matches!(e.awaiting(), schocken_core::session::state::Awaiting::RollOff(_));
    let drafting = !desk.session().draft().is_empty();
    let why = |ok: bool, why: Blocked| (!ok).then_some(why);
    match cmd {
        Cmd::Undo => why(desk.can_undo(), Blocked::NothingToUndo),
        Cmd::Redo => why(desk.can_redo(), Blocked::NothingToRedo),
        Cmd::Take => why(rules.voluntary_take, Blocked::TakeOff)
            .or(why(!pending, Blocked::RollOffFirst))
            .or(why(drafting, Blocked::NothingToTake))
            .or(why(!over_limit_thrown(desk.session().draft()), Blocked::TakeAfterOverLimit)),
        Cmd::DroppedDice => why(schocken_core::rules::penalties::drops_count(rules), Blocked::DroppedDiceOff)
            .or(why(!pending, Blocked::RollOffFirst)),
        Cmd::Lustwurf => why(rules.lustwurf, Blocked::LustwurfOff).or(why(!pending, Blocked::RollOffFirst)),
        Cmd::Starter => why(!pending, Blocked::RollOffFirst).or(why(!drafting, Blocked::RoundBegun)),
        Cmd::Sudden => desk.session().sudden_blocked().map(|b| match b {
            SuddenBlocked::NotATournamentTable => Blocked::NotATournamentTable,
            SuddenBlocked::AlreadySudden => Blocked::AlreadySudden,
            SuddenBlocked::RollOffPending => Blocked::RollOffFirst,
            SuddenBlocked::RoundBegun => Blocked::RoundBegun,
        }),
        Cmd::Seats => why(!pending, Blocked::RollOffFirst)
            .or(why(!drafting, Blocked::RoundBegun))
            .or(why(!e.game_begun(), Blocked::GameBegun)),
        _ => None,
    }
}

/// Whether a throw of the round being entered is over its limit (then nobody can take).
fn over_limit_thrown(draft: &[schocken_core::session::event::RoundEntry]) -> bool {
    let limit = schocken_core::report::news::round_limit(draft).map(|(_, count)| count);
    let over = |t: schocken_core::rules::throw::Throw| {
        limit.is_some_and(|l| schocken_core::rules::throw_limit::over(t.count(), l))
    };
    draft.iter().filter_map(|d| d.throw()).any(over)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_command_has_a_label_and_a_help_text_in_every_language() {
        for &cmd in Cmd::ALL {
            let id = format!("commands-{}", cmd.id());
            assert!(schocken_core::i18n::exists(&id), "{id}");
            assert!(schocken_core::i18n::exists(&format!("{id}.help")), "{id}.help");
        }
    }

    #[test]
    fn every_command_is_in_a_window_and_no_two_of_a_window_share_a_key() {
        let mut in_windows: HashSet<Cmd> = HashSet::new();
        for space in Keys::ALL {
            let mut keys = HashSet::new();
            for cmd in space.commands() {
                in_windows.insert(cmd);
                for s in cmd.shortcuts() {
                    assert!(keys.insert((s.modifiers, s.logical_key)), "{cmd:?}: {s:?} taken twice");
                }
            }
        }
        assert_eq!(in_windows.len(), Cmd::ALL.len());
    }

    #[test]
    fn nothing_at_the_table_runs_without_an_evening_and_nothing_prints_without_one() {
        let none = Open { desk: None, session: None, decided: false };
        for &cmd in Cmd::ALL {
            let at_table = cmd.menu() == Menu::Entry
                || [Cmd::BeerMat, Cmd::RuleBook, Cmd::SharePicture].contains(&cmd)
                || cmd.printout().is_some();
            assert_eq!(enabled(cmd, none), !at_table, "{cmd:?}");
        }
    }
}
