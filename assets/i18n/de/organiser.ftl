# Das Fenster des Turnierleiters: Anmeldung, Auslosung, Karten, Rangliste.

organiser-tab-registration = Anmeldung
organiser-tab-draw = Auslosung
organiser-tab-cards = Karten
organiser-tab-standings = Rangliste
organiser-closed = Dieses Turnier kann hier nicht geführt werden
organiser-leave = ← Startseite
organiser-saved-in = Jede Änderung ist sofort gespeichert: { $file }
organiser-untitled = Turnier ohne Titel
organiser-field = { $count ->
        [one] 1 Spieler
       *[other] { $count } Spieler
    }
organiser-scoring-theimann = Theimann-Punkte
    .help = Wurfwerte wie beim Zählen mit Punkten (Schock aus der Hand usw.), −5 für den Verlierer des Spiels
organiser-scoring-half-points = Hälftenpunkte
    .help = 1 je gewonnene Hälfte, −1 fürs verlorene Finale
organiser-scoring-loss-points = Verlustpunkte
    .help = 1 je verlorene Hälfte und verlorenes Spiel; weniger ist besser
organiser-scoring-exit-order = Ausstiegsfolge
    .help = Punkte nach der Reihenfolge, in der man aus einer Hälfte geht

organiser-name = Name
organiser-name-hint = Name, dann { $enter }
organiser-team = Mannschaft
organiser-team-hint = freiwillig
organiser-register = Anmelden
organiser-registered = { $name } ist angemeldet, Startnummer { $number }
organiser-registered-count = { $count ->
        [one] 1 Spieler angemeldet
       *[other] { $count } Spieler angemeldet
    }{ $withdrawn ->
        [0] {""}
        [one] , 1 abgemeldet
       *[other] , { $withdrawn } abgemeldet
    }
organiser-withdraw = Abmelden
organiser-withdrawn = abgemeldet
organiser-back-in = Wieder dabei
    .help = Nimmt die Abmeldung zurück, solange keine spätere Auslosung ohne den Spieler steht
organiser-back-in-who = { $name } wieder dabei
organiser-back = { $name } ist wieder dabei
organiser-withdraw-who = { $name } abmelden
organiser-withdrew = { $name } ist abgemeldet und wird nicht mehr ausgelost; seine Ergebnisse bleiben

organiser-teams = Mannschaften
organiser-no-teams = Niemand spielt für eine Mannschaft.
organiser-prize = Preise
organiser-col-schock-outs = Schock-Outs
organiser-new = Neues Turnier
organiser-new-folder = Turnierordner: { $dir }
organiser-title = Titel
organiser-title-hint = 8. Schockturnier
organiser-place = Ort
organiser-date = Datum
organiser-date-hint = TT.MM.JJJJ
organiser-time = Beginn
organiser-time-hint = HH:MM
organiser-bad-date = Datum (TT.MM.JJJJ) oder Uhrzeit (HH:MM) ist nicht lesbar
organiser-rules = Regelwerk der Tische
organiser-scoring = Wertung
organiser-table-sizes = Tischgröße
organiser-from = von
organiser-to = bis
organiser-players-per-table = Spieler je Tisch
organiser-discs = Deckel je Tischgröße
organiser-discs-at = { $size } Spieler:
organiser-create = Turnier anlegen

organiser-next-round = Runde { $round } auslosen
organiser-points-round = Punkterunde
organiser-knockout-round = K.-o.-Runde
organiser-games = Spiele je Tisch
organiser-qualifiers = Die Besten der Rangliste
organiser-lives-label = Leben
organiser-advance = Es kommen weiter
organiser-propose = Runde { $round } vorschlagen
organiser-too-few = Zu wenige Spieler für einen Tisch
organiser-qualifiers-are = Dabei: { $names }
organiser-no-draw-yet = Noch keine Runde ausgelost.
organiser-round-running = Runde { $round } läuft: für sie gibt es schon Karten.
organiser-proposal = Vorschlag für Runde { $round }
organiser-drawn = Runde { $round } ist ausgelost
organiser-seed = Los Nr. { $seed }
organiser-redraw = Neu auslosen
organiser-start = Runde { $round } starten
organiser-started = Runde { $round } ist gestartet
organiser-discard = Verwerfen
organiser-swap = Tauschen:
organiser-swap-hint = 12 7
organiser-swap-unknown = „{ $typed }“: zwei Startnummern aus der Auslosung angeben
organiser-swap-same = „{ $typed }“: zweimal { $name } — zum Tauschen zwei verschiedene Startnummern angeben
organiser-swapped = { $a } und { $b } haben die Plätze getauscht
organiser-still-open = Noch keine Karte: Neu auslosen und Tauschen ändern die gespeicherte Auslosung.
organiser-table = Tisch { $table }

organiser-round = Runde { $round }
organiser-tables-done = { $done } von { $count ->
        [one] 1 Tisch
       *[other] { $count } Tischen
    } fertig
organiser-table-done = Tisch { $table } ✓{ $source ->
        [session] {" "}· Tischdatei
        [override] {" "}· Karte statt Tischdatei
       *[other] {""}
    }
organiser-table-games = Tisch { $table } · { $source ->
        [session] Tischdatei,{" "}
        [override] Karte statt Tischdatei,{" "}
       *[other] {""}
    }{ $count ->
        [one] 1 Spiel
       *[other] { $count } Spiele
    }
organiser-goto-table = Tisch Nr.
organiser-no-such-table = Diesen Tisch gibt es nicht
organiser-card-of = Karte von Runde { $round }, Tisch { $table }
organiser-card-hint = Spieler als Startnummer, Name oder Initialen; mehrere mit Leerzeichen. Ausstieg: Gruppen mit Leerzeichen, zusammen Ausgestiegene mit +. Punkte: Nr=Punkte. { $enter } speichert.
organiser-col-game = Spiel
organiser-col-half1 = 1. Hälfte
organiser-col-half2 = 2. Hälfte
organiser-col-final = Finale
organiser-col-out1 = Ausstieg 1. Hälfte
organiser-col-out2 = Ausstieg 2. Hälfte
organiser-col-game-points = Punkte
organiser-game = Spiel { $game }
organiser-row-incomplete = Spiel { $game }: der Verlierer einer Hälfte fehlt
organiser-row-token = Spiel { $game }: { $problem }
organiser-token-unknown = „{ $token }“ sitzt nicht an diesem Tisch
organiser-token-ambiguous = „{ $token }“ passt auf mehrere Spieler
organiser-token-points = „{ $token }“: Punkte als Nr=Punkte angeben, etwa 12=6
organiser-card-ok = Die Karte stimmt soweit.
organiser-save-card = Karte speichern
organiser-card-saved = Karte von Runde { $round }, Tisch { $table } gespeichert

organiser-card-from-session = Die Ergebnisse kommen aus der Tischdatei ({ $count ->
        [one] 1 Spiel
       *[other] { $count } Spiele
    } bisher) und stehen hier nur zum Lesen. Wer sie ändern muss, tippt eine Karte darüber.
organiser-redraw-anyway = Trotzdem neu auslosen
organiser-keep-draw = Auslosung behalten
organiser-round-has-sessions = Achtung: { $count ->
        [one] Eine Tischdatei gehört
       *[other] { $count } Tischdateien gehören
    } schon zu dieser Runde ({ $files }). Nach neuer Auslosung oder einem Tausch passen sie nicht mehr zu ihren Tischen und zählen nicht.

organiser-skipped = { $count ->
        [one] 1 Datei im Ordner gibt keine Ergebnisse
       *[other] { $count } Dateien im Ordner geben keine Ergebnisse
    }
organiser-projector = Beamer
    .help = Öffnet den Beamer als zweites Fenster, im Vollbild auf dem gewählten Bildschirm; { $key } dort schließt ihn
organiser-blank = Schwarzbild
    .help = Der Beamer zeigt nichts ({ $key } am Beamer)
organiser-freeze = Standbild
    .help = Der Beamer hält das Bild an; neue Ergebnisse erscheinen danach ({ $key } am Beamer)
organiser-monitor = Bildschirm
    .help = Auf welchem Bildschirm der Beamer im Vollbild steht (1 ist meist der des Laptops)
organiser-timer = Rundenzeit
organiser-minutes = { " " }Min.
organiser-timer-start = Uhr starten
organiser-timer-stop = Uhr anhalten

organiser-card-override = Karte über die Tischdatei eintippen
organiser-card-over-session = Diese Karte ersetzt beim Speichern die Tischdatei ({ $count ->
        [one] 1 Spiel
       *[other] { $count } Spiele
    }); sie beginnt mit deren Ergebnissen, Schock-Outs eingeschlossen.
organiser-card-overrides = Die Karte gilt statt der Tischdatei ({ $count ->
        [one] 1 Spiel
       *[other] { $count } Spiele
    }). „Karte löschen“ lässt die Tischdatei wieder zählen.
organiser-card-empty = Die Karte ist leer und wird nicht gespeichert; eine gespeicherte Karte nimmt „Karte löschen“ weg.
organiser-card-clear = Karte löschen
    .help = Nimmt die Karte dieses Tisches weg; seine Tischdatei zählt dann wieder. { $undo } holt sie zurück.
organiser-card-cleared = Karte von Runde { $round }, Tisch { $table } gelöscht
organiser-card-draft = Entwurf: noch nicht gespeichert (bleibt auch beim Schließen erhalten).
organiser-draft-drop = Entwurf verwerfen
organiser-draft-not-kept = Der Entwurf der Karte ließ sich nicht sichern: { $error }
organiser-draft-offered = Eine nicht gespeicherte Karte ist wieder da: Runde { $round }, Tisch { $table } (Reiter Karten).
organiser-table-draft = { $table } ✎
organiser-table-problem = ⚠ { $table }
organiser-unsaved = Nicht gespeichert: { $what }
organiser-unsaved-card = Karte Runde { $round }, Tisch { $table } (Entwurf)
organiser-unsaved-proposal = Vorschlag für Runde { $round } (nicht gestartet)
organiser-unsaved-name = der getippte Name „{ $name }“
organiser-unsaved-outside = { organiser-outside-short }
organiser-outside-short = turnier.ron außerhalb geändert
organiser-outside = { $file } wurde außerhalb dieses Fensters geändert. Bis zur Entscheidung wird nichts gespeichert.
organiser-outside-reload = Neu laden
organiser-outside-keep = Meine Fassung behalten
organiser-outside-reloaded = { $file } neu geladen
organiser-outside-kept = Die Fassung dieses Fensters ist gespeichert.
organiser-undo = ↶ Rückgängig
organiser-redo = ↷ Wiederholen
organiser-undo-nothing = Nichts rückgängig zu machen ({ $keys })
organiser-redo-nothing = Nichts zu wiederholen ({ $keys })
organiser-undo-what = Rückgängig ({ $keys }): { $what }
organiser-redo-what = Wiederholen ({ $keys }): { $what }
organiser-undone = Rückgängig gemacht: { $what }
organiser-redone = Wiederholt: { $what }
organiser-undo-refused = Nicht zurückgenommen: { $problem }
organiser-redo-refused = Nicht wiederholt: { $problem }
organiser-redrawn = Runde { $round } ist neu ausgelost
organiser-rename-who = { $name } umbenennen
organiser-rename = ✎
    .help = Schreibweise berichtigen: der Name ändert sich überall im Turnier ({ $enter } übernimmt, { $escape } bricht ab)
organiser-renamed = „{ $old }“ heißt jetzt „{ $new }“
organiser-time-up = Zeit ist um: Runde { $round } scharf
    .help = Sagt allen Tischlaptops der Runde, dass die Zeit um ist: sie schocken ab ihrer nächsten Runde scharf weiter (jede Runde entscheidet ihre Hälfte). Läuft die Rundenuhr ab, geschieht das von selbst.
organiser-time-up-said = Runde { $round }: scharf angesagt
    .help = Die Tischlaptops der Runde tragen „scharf“ nach ihrer laufenden Runde selbst ein.
organiser-time-up-told = Runde { $round }: Zeit ist um — die Tischlaptops schocken ab ihrer nächsten Runde scharf weiter.
organiser-open-tables = Runde { $round } hat noch Tische ohne Ergebnis: Tisch { $tables }. Erst die Ergebnisse, dann auslosen — oder bewusst trotzdem.
organiser-cut-shared = Platz { $place } geteilt: { $inside } wären weiter, { $outside } nicht — Stechen oder Los? Danach die Zahl der Qualifizierten anpassen.
organiser-propose-anyway = Trotzdem Runde { $round } vorschlagen
organiser-big-table = Tisch { $table } mit { $players } Spielern
organiser-big-tables = Achtung, größere Tische (längere Spiele, mehr Deckel): { $tables }
organiser-outside-bounds = { $players } Spieler passen nicht an Tische mit { $sizes } Spielern. Außerhalb: { $tables }. Tischgröße ändern oder bewusst so starten.
organiser-time-up-ask = Runde { $round } scharf?
    .help = Alle Tische der Runde schocken dann scharf weiter.
organiser-time-up-yes = Ja, scharf
organiser-time-up-no = Nein
organiser-time-up-undo = Zurücknehmen
    .help = Nimmt „scharf“ zurück: jeder Tisch, der noch keine Runde scharf gespielt hat, spielt normal weiter
organiser-time-up-withdrawn = Runde { $round }: „scharf“ zurückgenommen — jeder Tisch nimmt es selbst zurück und spielt normal weiter.
organiser-time-up-withdrawn-but = Runde { $round }: „scharf“ zurückgenommen — { $count ->
        [one] Tisch { $tables } hat schon scharf gespielt und bleibt
       *[other] die Tische { $tables } haben schon scharf gespielt und bleiben
    } scharf; die anderen spielen normal weiter.
organiser-card-later-decided = Die Tischdatei hat { $games } Spiele; der Tisch war nach Spiel { $decided } entschieden — die späteren zählen nicht.
organiser-card-later-counted = Die Tischdatei hat { $games } Spiele; in dieser Runde zählen nur die ersten { $counted }.
organiser-name-blank = Nur Leerzeichen sind kein Name: bitte den Namen eingeben.
organiser-final-decided = Das Finale ist entschieden: { $name } hat das Turnier gewonnen.
organiser-final-decided-hint = Keine weitere Runde: Wertung, Urkunden und Ausdrucke stehen auf ihren Seiten.
