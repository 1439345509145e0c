# Die Statistik über ausgewählte Abende: Zahlen, Spalten der Spielertabelle, Wurfarten.

# Datum und Uhrzeit, wie man sie liest (chrono-Format).
stats-date-time = %d.%m.%Y %H:%M
# Ein Datum kurz, unter einem Diagramm.
stats-date-short = %d.%m.%y
# Ein Abend, wie man ihn nennt: Beginn und Titel.
stats-evening-called = { $date } „{ $title }“
stats-evening-titled = „{ $title }“
# Ein Anteil in Prozent: „42,9 %“.
stats-percent = { $value } %

# Die Wurfarten ohne ihren Wert, die höchste zuerst.
stats-throw-schock-out = Schock-Out
stats-throw-jule = Jule
stats-throw-siebener = Siebener
stats-throw-achter = Achter
stats-throw-schock = Schock
stats-throw-general = General
stats-throw-street = Straße
stats-throw-house-number = Hausnummer

# Die Spalten der Spielertabelle: die kurze Überschrift (Bildschirm, schocken stats), was sie
# bedeutet (.help) und die volle Überschrift in der Tabellenkalkulation (.csv).
stats-column-name = Spieler
    .help = Name des Spielers
    .csv = Spieler
stats-column-evenings = Abende
    .help = Abende am Tisch
    .csv = Abende
stats-column-games-played = Spiele
    .help = Spiele gespielt (beendete)
    .csv = Spiele
stats-column-games-lost = verloren
    .help = Spiele verloren
    .csv = Spiele verloren
stats-column-loss-rate = Quote
    .help = Anteil verlorener Spiele
    .csv = Verlustquote (%)
stats-column-halves-lost = Hälften
    .help = Hälften verloren
    .csv = Hälften verloren
stats-column-finals-played = Finale
    .help = Finale gespielt
    .csv = Finale gespielt
stats-column-finals-lost = Fin. verl.
    .help = Finale verloren
    .csv = Finale verloren
stats-column-durchmarsch = Durchmarsch
    .help = Durchmarsch: beide Hälften verloren
    .csv = Durchmarsch
stats-column-schock-outs = Schock-Out
    .help = Schock-Outs geworfen
    .csv = Schock-Out
stats-column-jules = Jule
    .help = Jules geworfen
    .csv = Jule
stats-column-rounds-played = Runden
    .help = Runden gespielt
    .csv = Runden gespielt
stats-column-rounds-lost = R. verl.
    .help = Runden verloren
    .csv = Runden verloren
stats-column-discs = Deckel
    .help = Deckel bekommen (als Verlierer einer Runde)
    .csv = Deckel erhalten
stats-column-marks = Striche
    .help = Striche auf dem Bierdeckel
    .csv = Striche
stats-column-losing-streak = Pechsträhne
    .help = Längste Serie verlorener Spiele
    .csv = längste Verlustserie
stats-column-clean-streak = ohne Verlust
    .help = Längste Serie von Spielen ohne Verlust
    .csv = längste Serie ohne Verlust
