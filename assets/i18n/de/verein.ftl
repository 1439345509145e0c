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
verein-rules-knob = rules: { $knob }: { $problem }
verein-rules-shape = rules: { $problem }
verein-in-event = Ereignis { $number }: { $problem }
verein-file = { $file }: { $problem }
verein-no-folder = Ordner { $dir } nicht lesbar: { $error }
verein-no-file = Im Ordner { $dir } liegt keine verein.ron: ohne sie gibt es keine Vereinskasse
verein-unknown-season = In { $file } gibt es keine Saison „{ $name }“ (bekannt: { $known })
verein-read = { $file } ist nicht lesbar: { $error }
verein-io-missing = die Datei fehlt (oder ein Verweis zeigt ins Leere)
verein-io-denied = keine Berechtigung zum Lesen
verein-io-folder = das ist ein Ordner, keine Datei
verein-io-not-folder = das ist kein Ordner
verein-io-not-text = kein lesbarer Text (UTF-8)
verein-io-other = nicht lesbar (Systemfehler { $code })

# Was beim Lesen des Ordners übergangen wird (eine Zeile je Datei auf stderr).
verein-passed-over = { $count ->
    [one] Eine Datei des Ordners ist nicht (ganz) mitgezählt:
   *[other] { $count } Dateien des Ordners sind nicht (ganz) mitgezählt:
}
verein-notice-conflict = { $file }: Konfliktkopie der Synchronisierung, nicht gelesen
verein-notice-half-synced = { $file }: halb übertragene Datei (.tmp), nicht gelesen
verein-notice-unreadable = { $problem } (nicht gezählt)
verein-notice-same-person = { $file }: „{ $first }“ und „{ $second }“ sind laut Spielerliste dieselbe Person ({ $person }); der Abend wird nicht gezählt
verein-notice-bad-date = { $file }: Beginn „{ $started }“ hat kein Datum: zählt für die Kasse, für keine Saison

# Die Kasse.
verein-tab-title = { $club }: Kasse über { $evenings ->
        [one] 1 Abend
       *[other] { $evenings } Abende
    }{ $undated ->
        [0] {""}
        [one] {" "}und 1 Sitzung ohne Datum
       *[other] {" "}und { $undated } Sitzungen ohne Datum
    }, offen { $open }
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
verein-statement-price = je Strich
verein-statement-evening = Abend
verein-as-of = Stand { $date }

# Die Saison.
verein-season-title = Saison { $name } ({ $from } – { $to }), { $ranking }, { $evenings ->
        [one] 1 Abend
       *[other] { $evenings } Abende
    }; gewertet ab { $min ->
        [one] 1 Abend
       *[other] { $min } Abenden
    }
verein-season-place = Platz
verein-season-player = Spieler
verein-season-evenings = Abende
verein-season-games = Spiele
verein-season-lost = verloren
verein-season-rate = Quote
verein-season-halves = Hälften
verein-season-finals = Finale
verein-season-durchmarsch = Durchm.
verein-season-schock-outs = Schock-Outs
verein-season-points = Punkte
verein-awards = Auszeichnungen
verein-award-what = Auszeichnung
verein-award-who = wer (wie oft)
verein-award-schock-outs = Meiste Schock-Outs
verein-award-durchmarsch = Meiste Durchmärsche
verein-award-evenings = Meiste Abende
verein-award-best-ratio = Beste Quote
verein-award-worst-ratio = Schlechteste Quote
verein-award-nobody = niemand
verein-award-count = { $players } ({ $count })
verein-award-ratio = { $players } ({ $rate })

# Zahlungen eintippen: „Jörg zahlt 12,50 €“, „Ben erlassen 2 Geburtstag“ (die Wörter mit Komma getrennt).
verein-entry-paid-words = zahlt, bezahlt, gezahlt, zahlte
verein-entry-waived-words = erlassen, erlässt, erlass
verein-entry-no-verb = Bitte so: „Jörg zahlt 12,50 €“ oder „Ben erlassen 2 Geburtstag“
verein-entry-no-name = Wer? Der Name kommt zuerst: „Jörg zahlt 12,50 €“
verein-entry-amount = „{ $amount }“ ist kein Betrag (z. B. 12,50)

# Die Ansicht „Verein“.
verein-view-title = { $club } · Strich { $price } (ab { $from })
verein-reading = Verein: die Abende werden gelesen …
verein-view-unreadable = Verein: der Ordner liest sich nicht (siehe unten), es wird nichts geschrieben
verein-view-new = Verein: noch keine verein.ron in diesem Ordner
verein-keys = Eintippen und Enter: „Jörg zahlt 12,50 €“, „Ben erlassen 2 Geburtstag“, „Preis 0,60 ab 01.07.2026“, „Saison 2027 01.01.2027 31.12.2027 10 Verlustquote“, „Verein Zur Linde“ · { $choose } wählt beim letzten Abend, { $paid }: bezahlt · { $pages }: Kasse, Saisons, Ruhmeshalle · { $print } druckt, { $save } speichert die Tabelle · { $phones }: Handys („Meine Striche“) · { $payments }: Zahlungen des Gewählten · { $undo } zurück · { $back }
verein-entry = Zahlung:
verein-name-entry = Name des Vereins (Enter legt verein.ron an):
verein-created = verein.ron angelegt.
verein-recorded = { $player }: { $amount } { $kind }.
verein-nothing-to-undo = Nichts zurückzunehmen.
verein-evening = Letzter Abend ({ $date }): Striche zum Preis des Abends
verein-evening-line = { $player }: { $marks } { $marks ->
    [one] Strich
   *[other] Striche
}, { $amount }
verein-evening-note = Abend { $date }
verein-fame = Ruhmeshalle: die Sieger der vergangenen Saisons
verein-fame-empty = Noch keine Saison ist zu Ende.
verein-fame-line = { $season }: { $winners }
verein-printed = Gespeichert: { $file }

# Ausdrucke und Tabelle.
verein-statement-title = Abrechnung { $player } ({ $open })
verein-certificate = Urkunde
verein-certificate-place = { $count ->
        [one] gewinnt
       *[other] gewinnen
    } die Saison { $season }
verein-season-running = Die Saison { $season } läuft noch bis { $to }: eine Urkunde gibt es erst, wenn sie vorbei ist.
verein-sheet-tab = Kasse
verein-sheet-unpriced = ohne Preis
verein-sheet-rate = Quote (‰)
verein-sheet-season = Saison { $name }
verein-file-tab = Vereinskasse
verein-file-season = Saison { $name }
verein-file-statement = Abrechnung { $player }
verein-file-certificate = Urkunde { $name }
verein-file-book = Vereinsbuch
verein-chart-rates = Verlustquote über die Abende der Saison
verein-chart-rate-axis = Verlustquote (%)
verein-chart-months = Striche je Monat
verein-entry-price-words = preis, strichpreis
verein-entry-season-words = saison
verein-entry-name-words = verein, vereinsname
verein-entry-from-words = ab
verein-entry-date = „{ $date }“ ist kein Datum (z. B. 01.07.2026)
verein-entry-season = Bitte so: „Saison 2027 01.01.2027 31.12.2027 10 Verlustquote“ (Name, von, bis, Mindestabende, Wertung: { $rankings })
verein-entry-ranking = „{ $word }“ ist keine Wertung einer Saison; möglich sind { $rankings }
verein-season-taken = Eine Saison „{ $name }“ gibt es schon: bitte einen anderen Namen wählen (oder die alte zuerst streichen).
verein-price-set = Strichpreis { $price } ab { $from }.
verein-season-added = Saison { $name } angelegt.
verein-name-set = Der Verein heißt { $name }.
verein-evening-paid = { $player }: { $marks } { $marks ->
    [one] Strich
   *[other] Striche
}, { $amount } · bezahlt ✓
verein-evening-already = { $player } hat den Abend schon bezahlt.

# The members' own pages on the phones ("Meine Striche") and their code slips.
verein-file-codes = Mitgliedercodes
verein-slips-title = { $club } · Codes für „Meine Striche“
verein-slip-how = Im WLAN des Vereins { $address } öffnen und den Code eintippen, oder den QR-Code scannen: deine Striche, was bezahlt und was offen ist.
verein-phones-heading = Handys: Meine Striche
verein-phones-started = Die Mitglieder sehen ihre Striche jetzt im WLAN: { $address }
verein-phones-stopped = Die Seiten für die Handys sind aus.
verein-phones-failed = Die Seiten für die Handys starten nicht: { $why }
verein-phones-hint = Jeder tippt den Code von seinem Zettel ein; { $slips } druckt die Zettel, { $off } schaltet aus.

# Eine Änderung an verein.ron in Worten (was „Zurückgenommen:“ nennt), und warum sie nicht mehr passt.
verein-what-paid = Zahlung { $player } { $amount } ({ $date })
verein-what-waived = Erlass { $player } { $amount } ({ $date })
verein-what-price = Strichpreis { $price } ab { $from }
verein-what-season = Saison { $name }
verein-what-name = Vereinsname „{ $name }“
verein-what-no-name = kein Vereinsname
verein-what-removed = { $what } gestrichen
verein-edit-gone = { $what } steht nicht mehr in verein.ron (schon gestrichen)
verein-edit-renamed = in verein.ron steht inzwischen { $now }, nicht mehr { $expected }
verein-what-rules = Regeln des Vereins: { $rules }
verein-what-no-rules = keine eigenen Regeln des Vereins
verein-edit-rules-changed = in verein.ron stehen inzwischen { $now }, nicht mehr { $expected }
verein-undone-what = Zurückgenommen: { $what }
verein-undo-refused = Nicht zurückgenommen: { $problem }
verein-news = Anderswo geändert (anderes Fenster oder anderer Laptop), neu gelesen: { $what }
verein-news-evenings = die Abende
verein-rules-heading = Regeln des Vereins
verein-rules-now = Gespeichert: { $rules }
verein-rules-none = Noch keine eigenen Regeln gespeichert.
verein-rules-explain = Neue Abende, der leere Wertungsbogen und neue Turniere in diesem Ordner beginnen mit diesen Regeln. Erst das Regelwerk wählen, dann die Hausregeln.
verein-rules-preset = Regelwerk
verein-rules-drop = Keine eigenen Regeln mehr
verein-rules-unsaved = Geändert, noch nicht gespeichert.
verein-rules-not-saved = Die Änderung der Regeln wurde nicht gespeichert.
verein-rules-saved = Regeln des Vereins gespeichert: { $rules }
verein-rules-dropped = Der Verein hat keine eigenen Regeln mehr.

# A typed name the books have never seen, near a known one (issue 34: "Kluas zahlt 4,80").
verein-unknown-name = „{ $typed }“ kennen die Bücher nicht — meinst du { $offers }? { $choose } wählt, Enter bucht dann; Enter ohne Wahl bucht „{ $typed }“ als neue Person.
verein-unknown-chosen = Enter bucht für { $name } statt „{ $typed }“ ({ $choose }: anderer Name).
verein-unknown-or = oder

# Ctrl+B where there is nothing to tick off (issue 34): why nothing happened.
verein-paid-no-evening = Noch kein Abend mit Datum: für { $player } ist nichts abzuhaken.
verein-paid-not-there = { $player } war am letzten Abend ({ $date }) nicht dabei: nichts abzuhaken.
verein-paid-no-marks = { $player } hat am letzten Abend ({ $date }) keine Striche: nichts abzuhaken.
verein-paid-no-price = Der letzte Abend ({ $date }) hat keinen Preis: nichts abzuhaken.

# Die Seite „Zahlungen“: Zahlungen und Erlasse eines Spielers, die Strichpreise; streichen und wieder eintragen.
verein-payments-title = Zahlungen und Erlasse von { $player } (neueste zuerst)
verein-prices-title = Strichpreise
verein-payments-keys = { $choose } wählt eine Zeile · { $remove }: streicht sie aus verein.ron · { $undo } nimmt zurück · { $back } oder { $esc }: zurück zur Kasse
verein-payments-sum = Bezahlt { $paid }, erlassen { $waived }, offen { $open }
verein-payments-none = Für { $player } steht keine Zahlung und kein Erlass in verein.ron.
verein-payments-head-date = Datum
verein-payments-head-kind = Art
verein-payments-head-amount = Betrag
verein-payments-head-note = Vermerk
verein-payments-written = eingetragen als „{ $name }“
verein-prices-heading = Strichpreise des Vereins (neueste zuerst)
verein-prices-none = Noch kein Strichpreis eingetragen.
verein-prices-head-from = ab
verein-prices-head-price = je Strich
verein-prices-head-now = gilt
verein-prices-in-force = heute
verein-removed = Gestrichen: { $what }
verein-remove-refused = Nicht gestrichen: { $problem }
verein-undone-removal = Zurückgenommen, wieder eingetragen: { $what }
