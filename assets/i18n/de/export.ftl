# Die Ausfuhr als CSV und JSON: die Tabellen und ihre Spaltenüberschriften.

export-table-games = Ergebnisse der Spiele
export-table-players = Spieler
export-table-evenings = Abende
export-table-categories = Wurfarten

# Die Dateinamen, die der Speichern-Dialog vorschlägt.
export-file-games = schocken-spiele.csv
export-file-players = schocken-spieler.csv
export-file-evenings = schocken-abende.csv
export-file-categories = schocken-wurfarten.csv

export-column-started = Beginn
export-column-date = Datum
export-column-evening = Abend
export-column-place = Ort
export-column-preset = Regelwerk
export-column-game = Spiel
export-column-players = Spieler
export-column-half1-lost = Hälfte 1 verloren
export-column-half2-lost = Hälfte 2 verloren
export-column-final-lost = Finale verloren
export-column-loser = Verlierer
export-column-durchmarsch = Durchmarsch
export-column-games = Spiele
export-column-rounds = Runden
export-column-losers = Verlierer
export-column-tally-marks = Striche
export-column-in-progress = läuft noch
export-column-category = Wurf
export-column-count = Anzahl
export-column-share = Anteil (%)
