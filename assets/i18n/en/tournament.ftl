# Tournaments (TOURNAMENT.md): why a turnier.ron is refused, and what the standings say.

tournament-at-event = event { $number }: { $problem }
tournament-empty = the file is empty
tournament-syntax = line { $line }, column { $column }: { $message }
tournament-format = this program does not know format version { $format } (it reads version 1)
tournament-single-half = tournaments are played in two halves and a final; this rule set has a single half
tournament-bad-number = { $field }: { $value } is not possible here
tournament-empty-name = a player name is empty
tournament-name-twice = "{ $name }" is registered already
tournament-unknown-player = "{ $name }" is not registered
tournament-withdrawn = { $name } has withdrawn
tournament-withdrawn-twice = { $name } has withdrawn already
tournament-twice-in-draw = { $name } is seated twice in the draw
tournament-left-out = { $name } is missing from the draw (a points round seats every registered player)
tournament-table-size = table { $table } has { $size ->
        [one] 1 player
       *[other] { $size } players
    }; a table has 2 to 6
tournament-draw-round = a draw for round { $round }: round { $next } is next
tournament-redraw-after-card = round { $round } cannot be drawn again: a card is in already
tournament-unknown-round = round { $round } has not been drawn
tournament-unknown-table = round { $round } has no table { $table }
tournament-not-at-table = game { $game }: { $name } is not at table { $table }
tournament-no-lives = game { $game }: { $name } has no lives left and plays no more
tournament-final-missing = game { $game }: different players lost the halves, so the final's loser is missing
tournament-final-not-needed = game { $game }: the same player lost both halves (Durchmarsch), there is no final
tournament-final-not-half-loser = game { $game }: { $name } lost no half and does not play the final
tournament-too-many-games = { $games ->
        [one] 1 game
       *[other] { $games } games
    } on the card, the round counts { $counted }
tournament-after-decision = game { $game }: the table is decided already
tournament-out-names-loser = game { $game }, half { $half }: { $name } lost the half and is not in the exit order
tournament-out-twice = game { $game }, half { $half }: { $name } is twice in the exit order
tournament-out-missing = game { $game }, half { $half }: { $name } is missing from the exit order
tournament-points-twice = game { $game }: { $name } is listed twice under points
tournament-needs-out = game { $game }, half { $half }: the scoring needs the exit order, and neither the card nor a table file gives it
tournament-needs-points = game { $game }: the scoring needs the points, and neither the card nor a table file gives it

tournament-folder-missing = { $dir }: no such folder
tournament-folder-no-file = { $dir }: not a tournament (turnier.ron is missing)
tournament-skipped-no-such-table = not scored: round { $round }, table { $table } was not drawn
tournament-skipped-other-players = not scored: other players sit at round { $round }, table { $table }
tournament-skipped-twice = not scored: { $other } is for round { $round }, table { $table } too
tournament-teams = Teams:
tournament-folder-write = { $file }: saving failed: { $error }
tournament-folder-exists = { $file }: there is a tournament here already

tournament-cli-created = tournament started: { $file }
tournament-cli-registered = { $count ->
        [one] 1 player registered
       *[other] { $count } players registered
    }
tournament-cli-withdrawn = { $name } withdrawn
tournament-cli-bad-knockout = "{ $spec }": give a knock-out round as LIVES:ADVANCE, e.g. 2:1
tournament-cli-bad-discs = "{ $spec }": give discs as TABLESIZE:DISCS, e.g. 3:11 (tables of 2 to 6, 3 to 30 discs)
tournament-cli-bad-game = "{ $game }": a game as half1/half2[/final], then separated by ";" so:Name; out1:A+B,C; out2:…; points:A=3,B=-2
tournament-cli-card = card entered for round { $round }, table { $table }
tournament-cli-round = Round { $round }:
tournament-cli-table = table { $table }: { $names }
tournament-cli-code = table { $table }: { $code }  { $path }
tournament-codes-bad-code = "{ $code }" is not a table code
tournament-skipped-sync-conflict = not scored: a sync tool's conflict copy
tournament-skipped-temporary = not scored: an unfinished file
tournament-skipped-unreadable = { $problem } (not scored)
tournament-skipped-not-a-table = not scored: an evening, not a tournament table (no "tournament" field)
tournament-skipped-single-half = not scored: the rules have a single half; tournaments play two halves and a final
tournament-cli-open-tables = round { $round } still has tables without results (table { $tables }), and the knock-out round is drawn from the standings: enter the results first — or draw anyway with --force.
tournament-cli-no-round = round { $round } has not been drawn
tournament-cli-printed = printed: { $file }
tournament-table-title = Round { $round }, table { $table }
tournament-cli-sudden = Round { $round }: time is up. The table laptops play sudden from their next round ({ $file }).
tournament-skipped-stranger = not scored: the file seats "{ $name }" at round { $round }, table { $table }, who was not drawn there (a substitute?); type the table's card
tournament-folder-changed-outside = { $file } was changed outside since it was read here; nothing saved
tournament-name-taken = "{ $name }" is already registered (as "{ $registered }")
tournament-rename-taken = "{ $name }" is registered already
tournament-rename-session = round { $round }, table { $table } counts from its table file, which keeps the old name; type the table's card over the file first, then rename
tournament-cli-renamed = "{ $old }" is now "{ $new }"
tournament-cli-card-cleared = card of round { $round }, table { $table } cleared
tournament-no-card = round { $round }, table { $table } has no card
tournament-stale-draw = the proposed draw no longer fits the registered players; propose it again
tournament-patch-gone = { $what } has been changed since
tournament-event-register = the registration of "{ $name }"
tournament-event-withdraw = the withdrawal of "{ $name }"
tournament-event-draw = the draw of round { $round }
tournament-event-card = the card of round { $round }, table { $table }
