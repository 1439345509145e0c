# Startgeld, Kasse und Preisgeld eines Turniers (Datei .kasse.ron im Turnierordner).

fees-euro = { $sign }{ $amount } €
fees-status-open = offen
fees-status-paid = bezahlt
fees-status-waived = erlassen
fees-file-format = Kassendatei im Format { $format }: diese Version kennt nur Format 1
fees-file-negative = Kassendatei mit dem Betrag { $amount }: ein Betrag ist nie kleiner als null
fees-unknown-player = { $name } ist nicht angemeldet
fees-shares-over = Die Anteile ergeben { $total } %, mehr als 100 %
fees-prize-place = { $place }. Platz
fees-prize-schock-out = Schock-Out-Preis
fees-kept = bleibt in der Kasse: { $amount }
fees-missing = fehlt in der Kasse: { $amount }
fees-percent = { $share } %
fees-plan-none = kein Preisgeld
fees-number = Nr.
fees-name = Name
fees-status = Startgeld
fees-paid = bezahlt
fees-open = offen
fees-totals = Eingenommen: { $taken } ({ $paid } bezahlt) · offen: { $open } ({ $unpaid }) · erlassen: { $waived }
fees-cash-title = Kassenliste — Startgeld { $fee }
fees-payout-title = Preisgeld{ $provisional ->
        [yes] {" "}(vorläufig)
       *[other] {""}
    } — eingenommen { $taken }
fees-cli-fee = Startgeld: { $amount }
fees-cli-bad-amount = „{ $amount }“ ist kein Betrag (z. B. 5 oder 5,50)
fees-cli-marked = { $name }: { $status } · eingenommen { $taken }
fees-cli-schock-out-alone = --schock-out gehört zu --shares oder --fixed
fees-file-cash = kassenliste
fees-file-payout = preisgeld-und-urkunden
fees-print-cash = Kassenliste
fees-print-cash-title = Kassenliste — Startgeld { $fee }
fees-print-payout = Preisgeld und Urkunden
fees-prize = Preis
fees-amount = Betrag
fees-certificate-prize = Preisgeld: { $amount }
fees-marked = { $name }: Startgeld { $status }
fees-registered-with = { $registered } (Startgeld { $status })
fees-of = Startgeld { $name }: { $status }
fees-keys = Startgeld: { $paid } bezahlt · { $open } offen · { $waived } erlassen (der getippte Name wird damit angemeldet, sonst gilt es dem markierten Spieler)
fees-till = Kasse
fees-fee = Startgeld (€)
fees-fee-hint = 5,00
fees-fee-set = Startgeld { $amount }
fees-taken = Eingenommen: { $amount } ({ $count } bezahlt)
fees-still-open = Offen: { $amount } ({ $count })
fees-waived-count = Erlassen: { $count }
fees-plan = Preisgeld
fees-plan-shares = Anteile in %
fees-plan-fixed = feste Beträge in €
fees-plan-places = Plätze ({ $unit })
fees-plan-set = Preisgeld: { $plan }
fees-plan-bad = Preisgeld: Zahlen mit Komma trennen (Anteile: 50, 30, 20), Beträge mit Semikolon (30; 20; 10)
fees-paid-amount = bezahlt: { $amount }
fees-plan-schock-out = Schock-Out-Preis ({ $unit })

# Die Spielerliste des Vereins lernt neue Namen der Anmeldung nur auf Nachfrage.
fees-learn-name = „{ $name }“
fees-learn-ask = { $count ->
    [one] { $names } ist neu: in die Spielerliste des Vereins aufnehmen? ({ $yes }: ja · { $no }: nein, nur im Turnier)
   *[other] { $names } sind neu: in die Spielerliste des Vereins aufnehmen? ({ $yes }: ja · { $no }: nein, nur im Turnier)
}
fees-learn-yes = Ja, aufnehmen
fees-learn-no = Nein, nur im Turnier
