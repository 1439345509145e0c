# Statistics over selected evenings: figures, the columns of the players' table, throw kinds.

# A date and time as people read it (chrono format).
stats-date-time = %Y-%m-%d %H:%M
# A short date, under a chart.
stats-date-short = %d %b %y
# An evening as people name it: its start and its title.
stats-evening-called = { $date } "{ $title }"
stats-evening-titled = "{ $title }"
# A share in per cent: "42.9%".
stats-percent = { $value }%

# The kinds of throw without their value, the highest first.
stats-throw-schock-out = Schock-Out
stats-throw-jule = Jule
stats-throw-siebener = Siebener
stats-throw-achter = Achter
stats-throw-schock = Schock
stats-throw-general = General
stats-throw-street = street
stats-throw-house-number = house number

# The columns of the players' table: the short heading (screen, schocken stats), what it means
# (.help) and the full heading in a spreadsheet (.csv).
stats-column-name = Player
    .help = The player's name
    .csv = player
stats-column-evenings = Evenings
    .help = Evenings at the table
    .csv = evenings
stats-column-games-played = Games
    .help = Games played (finished)
    .csv = games played
stats-column-games-lost = lost
    .help = Games lost
    .csv = games lost
stats-column-loss-rate = Rate
    .help = Share of games lost
    .csv = loss rate (%)
stats-column-halves-lost = Halves
    .help = Halves lost
    .csv = halves lost
stats-column-finals-played = Finals
    .help = Finals played
    .csv = finals played
stats-column-finals-lost = Fin. lost
    .help = Finals lost
    .csv = finals lost
stats-column-durchmarsch = Durchmarsch
    .help = Durchmarsch: lost both halves
    .csv = Durchmarsch
stats-column-schock-outs = Schock-Out
    .help = Schock-Outs thrown
    .csv = Schock-Out
stats-column-jules = Jule
    .help = Jules thrown
    .csv = Jule
stats-column-rounds-played = Rounds
    .help = Rounds played
    .csv = rounds played
stats-column-rounds-lost = R. lost
    .help = Rounds lost
    .csv = rounds lost
stats-column-discs = Discs
    .help = Discs received (as a round's loser)
    .csv = discs received
stats-column-marks = Marks
    .help = Tally marks on the beer mat
    .csv = tally marks
stats-column-losing-streak = Losing run
    .help = Longest run of games lost
    .csv = longest losing streak
stats-column-clean-streak = Clean run
    .help = Longest run of games not lost
    .csv = longest clean streak
