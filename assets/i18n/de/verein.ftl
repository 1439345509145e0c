# Vereinsleben (CLUB.md): die Kasse (Striche, Preise, Zahlungen) und die Saisonwertung, aus verein.ron und den Abenden.

verein-date = %d.%m.%Y
verein-ranking-loss-rate = Verlustquote
verein-ranking-half-points = Halbzeitpunkte
verein-ranking-theimann = Theimann-Punkte

# Fehler in verein.ron (Abschnitt 8).
verein-shape = Zeile { $line }, Spalte { $column }: { $problem }
verein-format = Format { $format }: diese Version kennt nur Format 1
verein-empty-name = ein Name ist leer
verein-date-bad = „{ $date }“ ist kein Datum JJJJ-MM-TT
verein-cents = { $cents } Cent liegt nicht zwischen { $min } und { $max }
verein-season-backwards = die Saison beginnt ({ $from }) nach ihrem Ende ({ $to })
verein-season-twice = eine Saison „{ $name }“ gibt es schon weiter oben
verein-min-evenings = min_evenings { $count } liegt nicht zwischen 0 und { $max }
verein-in-event = Ereignis { $number }: { $problem }
verein-file = { $file }: { $problem }
verein-no-folder = Ordner { $dir } nicht lesbar: { $error }
verein-no-file = Im Ordner { $dir } liegt keine verein.ron: ohne sie gibt es keine Vereinskasse
verein-unknown-season = In { $file } gibt es keine Saison „{ $name }“ (bekannt: { $known })
verein-read = { $file } ist nicht lesbar: { $error }

# Was beim Lesen des Ordners übergangen wird (eine Zeile je Datei auf stderr).
verein-notice-conflict = { $file }: Konfliktkopie der Synchronisierung, nicht gelesen
verein-notice-half-synced = { $file }: halb übertragene Datei (.tmp), nicht gelesen
verein-notice-unreadable = { $problem } (nicht gezählt)
verein-notice-same-person = { $file }: „{ $first }“ und „{ $second }“ sind laut Spielerliste dieselbe Person ({ $person }); der Abend wird nicht gezählt
verein-notice-bad-date = { $file }: Beginn „{ $started }“ hat kein Datum: zählt für die Kasse, für keine Saison

# Die Kasse.
verein-tab-title = { $club }: Kasse über { $sessions } Abende, offen { $open }
verein-no-name = Verein
verein-total = Summe
verein-tab-player = Spieler
verein-tab-marks = Striche
verein-tab-owed = Schuld
verein-tab-paid = bezahlt
verein-tab-waived = erlassen
verein-tab-open = offen
verein-unpriced = { $marks } ({ $unpriced } ohne Preis)
verein-kind-paid = bezahlt
verein-kind-waived = erlassen
verein-undated = ohne Datum
verein-no-price = kein Preis
verein-open = offen: { $amount }
verein-credit = Guthaben: { $amount }
verein-statement-date = Datum
verein-statement-what = Abend / Zahlung
verein-statement-marks = Striche
verein-statement-amount = Betrag

# Die Saison.
verein-season-title = Saison { $name } ({ $from } – { $to }), { $ranking }, { $evenings } Abende; gewertet ab { $min } Abenden
verein-season-place = Platz
verein-season-player = Spieler
verein-season-evenings = Abende
verein-season-games = Spiele
verein-season-lost = verloren
verein-season-rate = Quote
verein-season-halves = Hälften
verein-season-finals = Finale
verein-season-durchmarsch = Durchm.
verein-season-schock-outs = Schock-Aus
verein-season-points = Punkte
verein-awards = Auszeichnungen
verein-award-schock-outs = Meiste Schock-Aus
verein-award-durchmarsch = Meiste Durchmärsche
verein-award-evenings = Meiste Abende
verein-award-best-ratio = Beste Quote
verein-award-worst-ratio = Schlechteste Quote
verein-award-nobody = niemand
verein-award-count = { $players } ({ $count })
verein-award-ratio = { $players } ({ $rate })
