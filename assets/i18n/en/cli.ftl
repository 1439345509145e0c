# The command line (cli.rs): messages, errors and the text of `schocken rules` and `schocken stats`.

cli-demo-folder = Sample evenings in { $dir }
cli-demo-failed = schocken demo: { $error }
cli-window-failed = schocken: the window cannot be opened: { $error }
cli-no-such-file = schocken: { $file }: neither a file nor a command (schocken --help)
cli-file-and-command = schocken: either a file or a command (schocken --help)
cli-no-data-folder = no data folder found (--sessions DIR)
cli-folder-problem = { $dir }: { $error }
cli-unknown-player = --player: "{ $name }" plays in no session in { $dir }
cli-stats-title = { $count ->
        [one] 1 session
       *[other] { $count } sessions
    } on { $dates ->
        [one] 1 evening
       *[other] { $dates } evenings
    } in { $dir } (the column "Evenings" counts sessions: two tables on one date twice)
cli-stats-title-player = { $count ->
        [one] 1 session
       *[other] { $count } sessions
    } on { $dates ->
        [one] 1 evening
       *[other] { $dates } evenings
    } with { $name } in { $dir } (the column "Evenings" counts sessions: two tables on one date twice)
cli-simulated-title = Simulated evening ({ $preset })
cli-players = --players: { $problem }
cli-blank-with-file = { $file }: --blank reads no session file
cli-blank-with-game = --blank: not together with --game or --tallies
cli-blank-players = --blank: please give the number of players (--players N, 2–12)
cli-rules-unknown = --rules: { $problem }
cli-print-no-file = schocken print: please give a session file (or --blank)
cli-print-blank-only = --players and --rules only go with --blank
cli-tallies-with-game = --tallies: the beer mats are for the whole evening, not with --game
cli-print-same-file = { $file }: that is the session file; it is not overwritten (choose --out)
cli-print-unwritable = { $file }: cannot be written: { $error }
cli-print-written = { $file } written
# The file names `schocken print` chooses: a blank sheet, one game of a session, the beer mats, a session without a name.
cli-print-blank-name = score-sheet-{ $preset }-{ $players }
cli-print-game-suffix = -game{ $game }
cli-print-tallies-suffix = -tallies
cli-print-session-name = session
cli-rules-knob = knob
cli-rules-agreed-note = * to be agreed at the table before the first game (default shown)
cli-rules-agreed = (to be agreed: { $values })
cli-rules-house-mark = (H)
cli-rules-house-note = (H) house rule: in no rule book, at its default in each; what it does: schocken rules PRESET
cli-rules-house = (house rule: { $what })
cli-club-codes-none = { $folder } has no members' codes yet. They are made once the phones are served: by schocken club serve, or { $phones } in the "Club" view (where { $codes } prints the code slips).
