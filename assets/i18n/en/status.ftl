# The tables of the latest round at a glance: at the organiser's desk and on the projector.

status-missing = result missing
status-playing = playing
status-done = done
status-problem = problem
status-playing-games = playing ({ $played } of { $games ->
        [one] 1 game
       *[other] { $games } games
    })
status-playing-knockout = playing ({ $played ->
        [one] 1 game
       *[other] { $played } games
    })
status-tables-done = { $done } of { $count ->
        [one] 1 table
       *[other] { $count } tables
    } done
status-chip = { $table } { $status }
status-heading = Tables of round { $round }

# Why a table has a problem: a file for it that is reported and not used.
status-trouble-copy = { $file }: conflict copy or half-written copy of the table file – which results count is open
status-trouble-unreadable = { $file }: table file cannot be read
status-trouble-twice = { $file }: two files for one table (also { $other }) – neither is used
status-trouble-other-players = { $file }: other players than the table's – not used
status-trouble-seats = { $file }: seats { $name }, who was not drawn at the table – please type the card
status-problem-at = Round { $round }, table { $table }: { $text }
