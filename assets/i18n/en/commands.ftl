# The commands of menus, buttons and keys: the label and, as .help, what the command does
# (tooltip and help window).

commands-menu-evening = Evening
commands-menu-entry = Entry
commands-menu-view = View
commands-menu-print = Print
commands-menu-help = Help

commands-new-session = New evening
    .help = Start a new evening: players, rules
commands-open-file = Open file…
    .help = Open a session file
commands-history = History and statistics
    .help = Every evening of the folder: search, look back, statistics, export
commands-sessions-folder = Choose the sessions folder…
    .help = Where the evenings are saved (a shared or synced folder works too)
commands-close-session = Back to start
    .help = Back to the start page (everything is already saved)
commands-undo = Undo
    .help = Take back the last entry
commands-redo = Redo
    .help = Put back the entry taken back
commands-take = Voluntary take
    .help = The player to throw takes the discs of the best throw so far (where allowed)
commands-dropped-dice = Dropped dice
    .help = A player dropped the dice
commands-lustwurf = Lustwurf
    .help = A player threw though he could neither win nor lose
commands-note = Note
    .help = Write a note into the record
commands-starter = Set starter
    .help = Who starts the next round (opening roll, roll-off, referee's decision)
commands-seats = Change seating
    .help = Between games: players leave, newcomers join
commands-beer-mat = Beer mats
    .help = Show the tally marks on the beer mats
commands-print-session = Print the evening's round sheet
    .help = { commands-print-help }
commands-print-game = Print this game's round sheet
    .help = { commands-print-help }
commands-print-tallies = Print the beer mats
    .help = { commands-print-help }
commands-save-session = Evening's round sheet as PDF…
    .help = { commands-save-help }
commands-save-game = This game's round sheet as PDF…
    .help = { commands-save-help }
commands-save-tallies = Beer mats as PDF…
    .help = { commands-save-help }
commands-zoom-in = Zoom in
    .help = Make everything bigger
commands-zoom-out = Zoom out
    .help = Make everything smaller
commands-zoom-reset = Normal size
    .help = Normal size
# The language switch names the other language, in that language.
commands-language = Deutsch
    .help = Auf Deutsch umschalten
commands-help = Help
    .help = Every command and key

commands-print-help = Send to the default printer, or else open in the PDF viewer
commands-save-help = Save as a PDF file (A4)

# Why a command cannot run now (instead of silently doing nothing).
commands-blocked-no-evening = This needs an open evening.
commands-blocked-no-game-yet = The game has not begun: there is no game sheet yet.
commands-blocked-nothing-to-undo = There is nothing to undo.
commands-blocked-nothing-to-redo = There is nothing to redo.
commands-blocked-take-off = A voluntary take is off in these rules (only Kalk has it).
commands-blocked-nothing-to-take = A voluntary take needs someone to have thrown in this round.
commands-blocked-dropped-dice-off = Dropped dice do not count in these rules.
commands-blocked-lustwurf-off = Lustwurf is off in these rules.
commands-blocked-roll-off-first = A roll-off must settle the tie first.
commands-blocked-round-begun = The round has already begun.
commands-blocked-game-begun = The seating changes only between games.
commands-theme = Light / dark
    .help = Switch between the dark and the light, high-contrast look (for bright bars)
commands-tournament = Tournament…
    .help = Run or start a tournament in the chosen folder: registration, draws, cards, standings, projector
commands-sudden = Time is up: sudden
    .help = From now on each round decides its half or final alone; no more discs move
commands-blocked-not-a-tournament-table = Sudden rounds belong to a tournament table.
commands-blocked-already-sudden = Time is up already.
commands-quit = Quit
    .help = Closes the program; the evening is saved after every entry already
commands-players = Player list
    .help = The club's players: rename them, merge spellings
