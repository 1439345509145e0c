# Spreadsheets for Excel and co.: `schocken tournament export` and "Save spreadsheet" in the organiser's window.

sheets-registration = Registration
sheets-standings = Standings
sheets-teams = Teams
sheets-col-number = No.
sheets-col-name = Name
sheets-col-team = Team
sheets-col-withdrawn = withdrawn
sheets-col-fee = entry fee
sheets-col-paid = paid (€)
sheets-yes = yes
sheets-no = no

# The till and the prize money (where a till is kept).
sheets-till = Till
sheets-payout = Prize money
sheets-total = Total
sheets-till-counts = { $paid } of { $rows } paid
sheets-kept = stays in the till
sheets-taken = taken
sheets-provisional = provisional: the standings are not final yet
sheets-money-format = "€"#,##0.00

sheets-nothing-wanted = Where to? Please give --xlsx FILE.xlsx and/or --csv FILE.csv.
sheets-bad-extension = { $file }: the file name must end in .{ $ext } – nothing written.
sheets-no-folder = { $file }: that folder does not exist – nothing written.
sheets-write = { $file } could not be written: { $error }
sheets-written = Written: { $file }

# In the organiser's window.
sheets-button = Save spreadsheet …
sheets-button-hint = Registration, standings, teams, till and prize money as an Excel file (.xlsx) in the tournament folder
sheets-file-name = tournament.xlsx
sheets-kind = Excel spreadsheet
