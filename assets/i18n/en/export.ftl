# The CSV and JSON exports: the tables and their column headings.

export-table-games = game results
export-table-players = players
export-table-evenings = evenings
export-table-categories = throw categories

# The file names the save dialog proposes.
export-file-games = schocken-games.csv
export-file-players = schocken-players.csv
export-file-evenings = schocken-evenings.csv
export-file-categories = schocken-throw-categories.csv

export-column-started = started
export-column-date = date
export-column-evening = evening
export-column-place = place
export-column-preset = preset
export-column-game = game
export-column-players = players
export-column-half1-lost = half 1 lost
export-column-half2-lost = half 2 lost
export-column-final-lost = final lost
export-column-loser = loser
export-column-durchmarsch = Durchmarsch
export-column-games = games
export-column-rounds = rounds
export-column-losers = losers
export-column-tally-marks = tally marks
export-column-in-progress = in progress
export-column-category = category
export-column-count = count
export-column-share = share (%)
