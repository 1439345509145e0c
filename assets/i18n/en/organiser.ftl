# The organiser's window: registration, draw, cards, standings.

organiser-tab-registration = Registration
organiser-tab-draw = Draw
organiser-tab-cards = Cards
organiser-tab-standings = Standings
organiser-closed = This tournament cannot be run from here
organiser-leave = ← Start page
organiser-saved-in = Every change is saved at once: { $file }
organiser-untitled = Untitled tournament
organiser-field = { $count ->
        [one] 1 player
       *[other] { $count } players
    }
organiser-scoring-theimann = Theimann points
    .help = throw values as when counting points (a Schock from the hand and so on), −5 for the game’s loser
organiser-scoring-half-points = Half points
    .help = 1 per half won, −1 for a lost final
organiser-scoring-loss-points = Loss points
    .help = 1 per half lost and per game lost; fewer is better
organiser-scoring-exit-order = Exit order
    .help = points by the order in which players leave a half

organiser-name = Name
organiser-name-hint = name, then { $enter }
organiser-team = Team
organiser-team-hint = optional
organiser-register = Register
organiser-registered = { $name } is registered, start number { $number }
organiser-registered-count = { $count ->
        [one] 1 player registered
       *[other] { $count } players registered
    }{ $withdrawn ->
        [0] {""}
       *[other] , { $withdrawn } withdrawn
    }
organiser-withdraw = Withdraw
organiser-withdrawn = withdrawn
organiser-back-in = Back in
    .help = Takes the withdrawal back, as long as no later draw left the player out
organiser-back-in-who = { $name } back in
organiser-back = { $name } is back in
organiser-withdraw-who = Withdraw { $name }
organiser-withdrew = { $name } has withdrawn and is not drawn again; the results stay

organiser-teams = Teams
organiser-no-teams = Nobody plays for a team.
organiser-prize = Prizes
organiser-col-schock-outs = Schock-Outs
organiser-new = New tournament
organiser-new-folder = Tournament folder: { $dir }
organiser-title = Title
organiser-title-hint = 8th Schocken tournament
organiser-place = Place
organiser-date = Date
organiser-date-hint = DD.MM.YYYY
organiser-time = Start
organiser-time-hint = HH:MM
organiser-bad-date = The date (DD.MM.YYYY) or the time (HH:MM) cannot be read
organiser-rules = The tables' rule set
organiser-scoring = Scoring
organiser-table-sizes = Table size
organiser-from = from
organiser-to = to
organiser-players-per-table = players per table
organiser-discs = Discs by table size
organiser-discs-at = { $size } players:
organiser-create = Create the tournament

organiser-next-round = Draw round { $round }
organiser-points-round = Points round
organiser-knockout-round = Knock-out round
organiser-games = Games per table
organiser-qualifiers = The best of the standings
organiser-lives-label = Lives
organiser-advance = Advancing
organiser-propose = Propose round { $round }
organiser-too-few = Too few players for a table
organiser-qualifiers-are = In: { $names }
organiser-no-draw-yet = No round drawn yet.
organiser-round-running = Round { $round } is under way: it has cards already.
organiser-proposal = Proposal for round { $round }
organiser-drawn = Round { $round } is drawn
organiser-seed = Lot no. { $seed }
organiser-redraw = Draw again
organiser-start = Start round { $round }
organiser-started = Round { $round } has started
organiser-discard = Discard
organiser-swap = Swap:
organiser-swap-hint = 12 7
organiser-swap-unknown = "{ $typed }": give two start numbers of the draw
organiser-swap-same = "{ $typed }": { $name } twice — give two different start numbers to swap
organiser-swapped = { $a } and { $b } have swapped seats
organiser-still-open = No card yet: drawing again and swapping change the saved draw.
organiser-table = Table { $table }

organiser-round = Round { $round }
organiser-tables-done = { $done } of { $count ->
        [one] 1 table
       *[other] { $count } tables
    } done
organiser-table-done = Table { $table } ✓{ $source ->
        [session] {" "}· table file
        [override] {" "}· card over table file
       *[other] {""}
    }
organiser-table-games = Table { $table } · { $source ->
        [session] table file,{" "}
        [override] card over table file,{" "}
       *[other] {""}
    }{ $count ->
        [one] 1 game
       *[other] { $count } games
    }
organiser-goto-table = Table no.
organiser-no-such-table = There is no such table
organiser-card-of = Card of round { $round }, table { $table }
organiser-card-hint = Players by start number, name or initials; several apart by spaces. Exit order: groups apart by spaces, players who left together joined by +. Points: no=points. { $enter } saves.
organiser-col-game = Game
organiser-col-half1 = Half 1
organiser-col-half2 = Half 2
organiser-col-final = Final
organiser-col-out1 = Exit order half 1
organiser-col-out2 = Exit order half 2
organiser-col-game-points = Points
organiser-game = Game { $game }
organiser-row-incomplete = Game { $game }: the loser of a half is missing
organiser-row-token = Game { $game }: { $problem }
organiser-token-unknown = "{ $token }" is not at this table
organiser-token-ambiguous = "{ $token }" fits more than one player
organiser-token-points = "{ $token }": give points as no=points, e.g. 12=6
organiser-card-ok = The card is fine so far.
organiser-save-card = Save the card
organiser-card-saved = Card of round { $round }, table { $table } saved

organiser-card-from-session = The results come from the table's file ({ $count ->
        [one] 1 game
       *[other] { $count } games
    } so far) and are shown here read-only. To change them, type a card over them.
organiser-redraw-anyway = Re-draw anyway
organiser-keep-draw = Keep the draw
organiser-round-has-sessions = Note: { $count ->
        [one] a table file already belongs
       *[other] { $count } table files already belong
    } to this round ({ $files }). After a re-draw or a swap they no longer match their tables and do not count.

organiser-skipped = { $count ->
        [one] 1 file in the folder gives no results
       *[other] { $count } files in the folder give no results
    }
organiser-projector = Projector
    .help = Opens the projector as a second window, full screen on the chosen monitor; { $key } there closes it
organiser-blank = Blank
    .help = The projector shows nothing ({ $key } on the projector)
organiser-freeze = Freeze
    .help = The projector holds its picture; new results appear afterwards ({ $key } on the projector)
organiser-monitor = Monitor
    .help = Which monitor the projector fills (1 is usually the laptop's own)
organiser-timer = Round time
organiser-minutes = { " " }min
organiser-timer-start = Start timer
organiser-timer-stop = Stop timer

organiser-card-override = Type a card over the table file
organiser-card-over-session = Saved, this card replaces the table file ({ $count ->
        [one] 1 game
       *[other] { $count } games
    }); it starts from the file's results, Schock-Outs included.
organiser-card-overrides = The card counts instead of the table file ({ $count ->
        [one] 1 game
       *[other] { $count } games
    }). "Clear card" lets the table file count again.
organiser-card-empty = The card is empty and is not saved; "Clear card" removes a saved card.
organiser-card-clear = Clear card
    .help = Removes this table's card; its table file counts again. { $undo } brings it back.
organiser-card-cleared = card of round { $round }, table { $table } cleared
organiser-card-draft = Draft: not saved yet (kept when the window closes).
organiser-draft-drop = Drop draft
organiser-draft-not-kept = The card's draft could not be kept: { $error }
organiser-draft-offered = An unsaved card is back: round { $round }, table { $table } (Cards tab).
organiser-table-draft = { $table } ✎
organiser-table-problem = ⚠ { $table }
organiser-unsaved = Not saved: { $what }
organiser-unsaved-card = card round { $round }, table { $table } (draft)
organiser-unsaved-proposal = proposal for round { $round } (not started)
organiser-unsaved-name = the typed name "{ $name }"
organiser-unsaved-outside = { organiser-outside-short }
organiser-outside-short = turnier.ron changed outside
organiser-outside = { $file } was changed outside this window. Nothing is saved until you decide.
organiser-outside-reload = Reload
organiser-outside-keep = Keep mine
organiser-outside-reloaded = { $file } reloaded
organiser-outside-kept = This window's version is saved.
organiser-undo = ↶ Undo
organiser-redo = ↷ Redo
organiser-undo-nothing = Nothing to undo ({ $keys })
organiser-redo-nothing = Nothing to redo ({ $keys })
organiser-undo-what = Undo ({ $keys }): { $what }
organiser-redo-what = Redo ({ $keys }): { $what }
organiser-undone = Undone: { $what }
organiser-redone = Redone: { $what }
organiser-undo-refused = Not undone: { $problem }
organiser-redo-refused = Not redone: { $problem }
organiser-redrawn = round { $round } re-drawn
organiser-rename-who = rename { $name }
organiser-rename = ✎
    .help = Correct the spelling: the name changes everywhere in the tournament ({ $enter } takes it, { $escape } cancels)
organiser-renamed = "{ $old }" is now "{ $new }"
organiser-time-up = Time is up: round { $round } sudden
    .help = Tells every table laptop of the round that time is up: from their next round they play sudden (each round decides its half). When the round timer runs out, this happens by itself.
organiser-time-up-said = Round { $round }: sudden announced
    .help = The round's table laptops record "sudden" themselves after the round in hand.
organiser-time-up-told = Round { $round }: time is up — the table laptops play sudden from their next round.
organiser-open-tables = Round { $round } still has tables without a result: table { $tables }. Results first, then the draw — or deliberately anyway.
organiser-cut-shared = Place { $place } is shared: { $inside } would go through, { $outside } would not — roll-off or lot? Then adjust the number of qualifiers.
organiser-propose-anyway = Propose round { $round } anyway
organiser-big-table = table { $table } with { $players } players
organiser-big-tables = Note, larger tables (longer games, more discs): { $tables }
organiser-outside-bounds = { $players } players do not fit tables of { $sizes } players. Outside: { $tables }. Change the table size or start it so on purpose.
organiser-time-up-ask = Round { $round } sudden?
    .help = Every table of the round then plays sudden.
organiser-time-up-yes = Yes, sudden
organiser-time-up-no = No
organiser-time-up-undo = Take back
    .help = Takes "sudden" back: every table that has not played a sudden round yet plays on as before
organiser-time-up-withdrawn = Round { $round }: "sudden" taken back — each table takes it back itself and plays on as before.
organiser-time-up-withdrawn-but = Round { $round }: "sudden" taken back — { $count ->
        [one] table { $tables } already played sudden and stays
       *[other] tables { $tables } already played sudden and stay
    } sudden; the others play on as before.
organiser-card-later-decided = The table's file has { $games } games; the table was decided after game { $decided } — the later ones do not count.
organiser-card-later-counted = The table's file has { $games } games; only the first { $counted } count in this round.
organiser-name-blank = Spaces alone are no name: please type the name.
organiser-final-decided = The final is decided: { $name } won the tournament.
organiser-final-decided-hint = No further round: standings, certificates and printouts are on their pages.
