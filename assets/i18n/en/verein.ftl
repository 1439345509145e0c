# Club life (CLUB.md): the tab (marks, prices, payments) and the season's table, from verein.ron and the evenings.

verein-date = %Y-%m-%d
verein-ranking-loss-rate = loss rate
verein-ranking-half-points = half points
verein-ranking-theimann = Theimann points

# Problems in verein.ron (section 8).
verein-shape = line { $line }, column { $column }: { $problem }
verein-format = format { $format }: this version knows format 1 only
verein-empty-name = a name is empty
verein-date-bad = "{ $date }" is no date YYYY-MM-DD
verein-cents = { $cents } cents is not between { $min } and { $max }
verein-season-backwards = the season starts ({ $from }) after its end ({ $to })
verein-season-twice = a season "{ $name }" stands further up already
verein-min-evenings = min_evenings { $count } is not between 0 and { $max }
verein-rules-knob = rules: { $knob }: { $problem }
verein-rules-shape = rules: { $problem }
verein-in-event = event { $number }: { $problem }
verein-file = { $file }: { $problem }
verein-no-folder = folder { $dir } cannot be read: { $error }
verein-no-file = the folder { $dir } holds no verein.ron: without it there is no club tab
verein-unknown-season = { $file } has no season "{ $name }" (known: { $known })
verein-read = { $file } cannot be read: { $error }
verein-io-missing = the file is missing (or a link points nowhere)
verein-io-denied = no permission to read it
verein-io-folder = that is a folder, not a file
verein-io-not-folder = that is not a folder
verein-io-not-text = no readable text (UTF-8)
verein-io-other = cannot be read (system error { $code })

# What reading the folder passes over (one line per file on stderr).
verein-passed-over = { $count ->
    [one] One file of the folder is not (fully) counted:
   *[other] { $count } files of the folder are not (fully) counted:
}
verein-notice-conflict = { $file }: a sync conflict copy, not read
verein-notice-half-synced = { $file }: a half-synced file (.tmp), not read
verein-notice-unreadable = { $problem } (not counted)
verein-notice-same-person = { $file }: "{ $first }" and "{ $second }" are one person by the registry ({ $person }); the evening is not counted
verein-notice-bad-date = { $file }: start "{ $started }" has no date: it counts for the tab, for no season

# The tab.
verein-tab-title = { $club }: tab over { $evenings ->
        [one] 1 evening
       *[other] { $evenings } evenings
    }{ $undated ->
        [0] {""}
        [one] {" "}and 1 undated session
       *[other] {" "}and { $undated } undated sessions
    }, { $open } open
verein-no-name = Club
verein-total = Total
verein-tab-player = Player
verein-tab-marks = Marks
verein-tab-owed = Owed
verein-tab-paid = Paid
verein-tab-waived = Waived
verein-tab-open = Open
verein-unpriced = { $marks } ({ $unpriced } without price)
verein-kind-paid = paid
verein-kind-waived = waived
verein-undated = undated
verein-no-price = no price
verein-open = open: { $amount }
verein-credit = credit: { $amount }
verein-statement-date = Date
verein-statement-what = Evening / payment
verein-statement-marks = Marks
verein-statement-amount = Amount
verein-statement-price = per mark
verein-statement-evening = Evening
verein-as-of = as of { $date }

# The season.
verein-season-title = Season { $name } ({ $from } – { $to }), { $ranking }, { $evenings ->
        [one] 1 evening
       *[other] { $evenings } evenings
    }; ranked from { $min ->
        [one] 1 evening
       *[other] { $min } evenings
    }
verein-season-place = Place
verein-season-player = Player
verein-season-evenings = Evenings
verein-season-games = Games
verein-season-lost = Lost
verein-season-rate = Rate
verein-season-halves = Halves
verein-season-finals = Finals
verein-season-durchmarsch = Durchm.
verein-season-schock-outs = Schock-Outs
verein-season-points = Points
verein-awards = Awards
verein-award-what = Award
verein-award-who = who (how many)
verein-award-schock-outs = Most Schock-Outs
verein-award-durchmarsch = Most Durchmarsch
verein-award-evenings = Most evenings
verein-award-best-ratio = Best rate
verein-award-worst-ratio = Worst rate
verein-award-nobody = nobody
verein-award-count = { $players } ({ $count })
verein-award-ratio = { $players } ({ $rate })

# Typing payments: "Jörg pays 12.50", "Ben waived 2 birthday" (the words separated by commas).
verein-entry-paid-words = pays, paid, pay
verein-entry-waived-words = waived, waives, waive
verein-entry-no-verb = Please like this: "Jörg pays 12.50" or "Ben waived 2 birthday"
verein-entry-no-name = Who? The name comes first: "Jörg pays 12.50"
verein-entry-amount = "{ $amount }" is no amount (e.g. 12.50)

# The "Club" view.
verein-view-title = { $club } · a mark { $price } (from { $from })
verein-reading = Club: reading the evenings …
verein-view-unreadable = Club: the folder does not read (see below); nothing is written
verein-view-new = Club: no verein.ron in this folder yet
verein-keys = Type and Enter: "Jörg pays 12.50", "Ben waived 2 birthday", "price 0.60 from 2026-07-01", "season 2027 2027-01-01 2027-12-31 10 lossrate", "club Zur Linde" · { $choose } chooses at the last evening, { $paid }: paid · { $pages }: tab, seasons, hall of fame · { $print } prints, { $save } saves the spreadsheet · { $phones }: phones ("My marks") · { $payments }: the chosen member's payments · { $undo } undo · { $back }
verein-entry = Payment:
verein-name-entry = The club's name (Enter starts verein.ron):
verein-created = verein.ron started.
verein-recorded = { $player }: { $amount } { $kind }.
verein-nothing-to-undo = Nothing to take back.
verein-evening = Last evening ({ $date }): marks at the evening's price
verein-evening-line = { $player }: { $marks } { $marks ->
    [one] mark
   *[other] marks
}, { $amount }
verein-evening-note = evening { $date }
verein-fame = Hall of fame: the winners of past seasons
verein-fame-empty = No season is over yet.
verein-fame-line = { $season }: { $winners }
verein-printed = Saved: { $file }

# Prints and spreadsheet.
verein-statement-title = Statement { $player } ({ $open })
verein-certificate = Certificate
verein-certificate-place = { $count ->
        [one] wins
       *[other] win
    } the season { $season }
verein-season-running = The season { $season } runs until { $to }: a certificate only once it is over.
verein-sheet-tab = Tab
verein-sheet-unpriced = without price
verein-sheet-rate = Rate (‰)
verein-sheet-season = Season { $name }
verein-file-tab = club tab
verein-file-season = season { $name }
verein-file-statement = statement { $player }
verein-file-certificate = certificate { $name }
verein-file-book = club book
verein-chart-rates = Loss rate over the season's evenings
verein-chart-rate-axis = loss rate (%)
verein-chart-months = Marks per month
verein-entry-price-words = price
verein-entry-season-words = season
verein-entry-name-words = club, name
verein-entry-from-words = from
verein-entry-date = "{ $date }" is no date (e.g. 2026-07-01)
verein-entry-season = Please like this: "Season 2027 2027-01-01 2027-12-31 10 lossrate" (name, from, to, minimum evenings, ranking: { $rankings })
verein-entry-ranking = "{ $word }" is no ranking of a season; possible are { $rankings }
verein-season-taken = There is a season "{ $name }" already: please choose another name (or strike the old one first).
verein-price-set = A mark costs { $price } from { $from }.
verein-season-added = Season { $name } started.
verein-name-set = The club is called { $name }.
verein-evening-paid = { $player }: { $marks } { $marks ->
    [one] mark
   *[other] marks
}, { $amount } · paid ✓
verein-evening-already = { $player } has paid for the evening already.

# The members' own pages on the phones ("Meine Striche") and their code slips.
verein-file-codes = Member codes
verein-slips-title = { $club } · codes for "My marks"
verein-slip-how = On the club's Wi-Fi open { $address } and type the code, or scan the QR code: your marks, what is paid and what is open.
verein-phones-heading = Phones: my marks
verein-phones-started = Members now see their marks on the Wi-Fi: { $address }
verein-phones-stopped = The phones' pages are off.
verein-phones-failed = The phones' pages do not start: { $why }
verein-phones-hint = Everyone types the code from their slip; { $slips } prints the slips, { $off } switches off.

# A change to verein.ron in words (what "Taken back:" names), and why it no longer fits.
verein-what-paid = payment { $player } { $amount } ({ $date })
verein-what-waived = waiver { $player } { $amount } ({ $date })
verein-what-price = mark price { $price } from { $from }
verein-what-season = season { $name }
verein-what-name = club name "{ $name }"
verein-what-no-name = no club name
verein-what-removed = { $what } struck out
verein-edit-gone = { $what } is no longer in verein.ron (struck out already)
verein-edit-renamed = verein.ron now has { $now }, no longer { $expected }
verein-what-rules = club rules: { $rules }
verein-what-no-rules = no club rules of its own
verein-edit-rules-changed = verein.ron now has { $now }, no longer { $expected }
verein-undone-what = Taken back: { $what }
verein-undo-refused = Not taken back: { $problem }
verein-news = Changed elsewhere (another window or laptop), read again: { $what }
verein-news-evenings = the evenings
verein-rules-heading = The club's rules
verein-rules-now = Saved: { $rules }
verein-rules-none = No rules of the club's own saved yet.
verein-rules-explain = New evenings, the blank score sheet and new tournaments in this folder start with these rules. Choose the rule set first, then the house rules.
verein-rules-preset = Rule set
verein-rules-drop = No rules of our own any more
verein-rules-unsaved = Changed, not saved yet.
verein-rules-not-saved = The change to the rules was not saved.
verein-rules-saved = The club's rules saved: { $rules }
verein-rules-dropped = The club has no rules of its own any more.

# A typed name the books have never seen, near a known one (issue 34: "Kluas zahlt 4,80").
verein-unknown-name = The books do not know "{ $typed }" — do you mean { $offers }? { $choose } chooses, then Enter books; Enter without a choice books "{ $typed }" as a new person.
verein-unknown-chosen = Enter books for { $name } instead of "{ $typed }" ({ $choose }: another name).
verein-unknown-or = or

# Ctrl+B where there is nothing to tick off (issue 34): why nothing happened.
verein-paid-no-evening = No dated evening yet: nothing to tick off for { $player }.
verein-paid-not-there = { $player } was not at the last evening ({ $date }): nothing to tick off.
verein-paid-no-marks = { $player } has no marks from the last evening ({ $date }): nothing to tick off.
verein-paid-no-price = The last evening ({ $date }) has no price: nothing to tick off.

# The page "Payments": a member's payments and waivers, the mark prices; struck out and entered again.
verein-payments-title = Payments and waivers of { $player } (newest first)
verein-prices-title = Mark prices
verein-payments-keys = { $choose } chooses a row · { $remove }: strikes it out of verein.ron · { $undo } takes it back · { $back } or { $esc }: back to the tab
verein-payments-sum = Paid { $paid }, waived { $waived }, open { $open }
verein-payments-none = verein.ron has no payment and no waiver for { $player }.
verein-payments-head-date = Date
verein-payments-head-kind = Kind
verein-payments-head-amount = Amount
verein-payments-head-note = Note
verein-payments-written = entered as "{ $name }"
verein-prices-heading = The club's mark prices (newest first)
verein-prices-none = No mark price entered yet.
verein-prices-head-from = from
verein-prices-head-price = per mark
verein-prices-head-now = applies
verein-prices-in-force = today
verein-removed = Struck out: { $what }
verein-remove-refused = Not struck out: { $problem }
verein-undone-removal = Taken back, entered again: { $what }
