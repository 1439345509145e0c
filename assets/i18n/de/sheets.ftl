# Tabellen für Excel und Co.: `schocken tournament export` und „Tabelle speichern“ im Organisationsfenster.

sheets-registration = Meldeliste
sheets-standings = Rangliste
sheets-teams = Teams
sheets-col-number = Nr.
sheets-col-name = Name
sheets-col-team = Mannschaft
sheets-col-withdrawn = abgemeldet
sheets-col-fee = Startgeld
sheets-col-paid = bezahlt (€)
sheets-yes = ja
sheets-no = nein

# Die Kasse und das Preisgeld (wo eine Kasse geführt wird).
sheets-till = Kasse
sheets-payout = Preisgeld
sheets-total = Summe
sheets-till-counts = { $paid } von { $rows } bezahlt
sheets-kept = bleibt in der Kasse
sheets-taken = eingenommen
sheets-provisional = vorläufig: die Rangliste ist noch nicht fertig
sheets-money-format = #,##0.00 "€"

sheets-nothing-wanted = Wohin? Bitte --xlsx DATEI.xlsx und/oder --csv DATEI.csv angeben.
sheets-bad-extension = { $file }: der Dateiname muss auf .{ $ext } enden – nichts geschrieben.
sheets-no-folder = { $file }: diesen Ordner gibt es nicht – nichts geschrieben.
sheets-write = { $file } konnte nicht geschrieben werden: { $error }
sheets-written = Geschrieben: { $file }

# Im Organisationsfenster.
sheets-button = Tabelle speichern …
sheets-button-hint = Meldeliste, Rangliste, Teams, Kasse und Preisgeld als Excel-Datei (.xlsx) in den Turnierordner
sheets-file-name = turnier.xlsx
sheets-kind = Excel-Tabelle
