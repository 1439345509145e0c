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
verein-in-event = event { $number }: { $problem }
verein-file = { $file }: { $problem }
verein-no-folder = folder { $dir } cannot be read: { $error }
verein-no-file = the folder { $dir } holds no verein.ron: without it there is no club tab
verein-unknown-season = { $file } has no season "{ $name }" (known: { $known })
verein-read = { $file } cannot be read: { $error }

# What reading the folder passes over (one line per file on stderr).
verein-notice-conflict = { $file }: a sync conflict copy, not read
verein-notice-half-synced = { $file }: a half-synced file (.tmp), not read
verein-notice-unreadable = { $problem } (not counted)
verein-notice-same-person = { $file }: "{ $first }" and "{ $second }" are one person by the registry ({ $person }); the evening is not counted
verein-notice-bad-date = { $file }: start "{ $started }" has no date: it counts for the tab, for no season

# The tab.
verein-tab-title = { $club }: tab over { $sessions } evenings, { $open } open
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

# The season.
verein-season-title = Season { $name } ({ $from } – { $to }), { $ranking }, { $evenings } evenings; ranked from { $min } evenings
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
verein-award-schock-outs = Most Schock-Outs
verein-award-durchmarsch = Most Durchmarsch
verein-award-evenings = Most evenings
verein-award-best-ratio = Best rate
verein-award-worst-ratio = Worst rate
verein-award-nobody = nobody
verein-award-count = { $players } ({ $count })
verein-award-ratio = { $players } ({ $rate })
