# Startgeld, Kasse und Preisgeld eines Turniers (Datei .kasse.ron im Turnierordner).

fees-euro = { $amount } €
fees-status-open = offen
fees-status-paid = bezahlt
fees-status-waived = erlassen
fees-file-format = Kassendatei im Format { $format }: diese Version kennt nur Format 1
fees-unknown-player = { $name } ist nicht angemeldet
fees-shares-over = Die Anteile ergeben { $total } %, mehr als 100 %
