# Der Tisch: wer am Zug ist, die Eingabe der Würfe, Äugeln und Beginner, die Nachrichten des
# letzten Eintrags und das Rundenprotokoll.

table-limit = Limit: { $count ->
        [one] 1 Wurf
       *[other] { $count } Würfe
    } ({ $player })

table-starter = Wer beginnt?
table-starter-opening = Eröffnungswurf: wer beginnt?
table-starter-final = Wer beginnt das Finale? (ausgewürfelt)
table-player-keys = Sitznummer oder Anfangsbuchstaben tippen, oder klicken

table-roll-off = Äugeln: Gleichstand
table-roll-off-how = Jeder würfelt einmal mit drei Würfeln; die Augensumme eintragen (3–18), dann Enter.
table-roll-off-range = Summen von 3 bis 18
table-roll-off-record = Äugeln eintragen

table-to-throw = Am Zug:
table-throw-how = drei Würfel, dann wie oft geworfen (1–3), h = aus der Hand; Enter trägt ein
table-delete-last = letzte Eingabe löschen
table-thrown-times = { $count }-mal geworfen
table-from-hand = aus der Hand
table-preview = { $throw } → { $category }
table-preview-over-limit = { $throw } → { $category } — öfter als vorgelegt: verliert die Runde
table-preview-over-limit-disc = { $throw } → als erster Wurf { $category } — öfter als vorgelegt: kostet { $discs } Deckel aus dem Stock
table-preview-over-limit-no-disc = { $throw } → als erster Wurf { $category } — öfter als vorgelegt, aber der Stock ist leer: kostet keinen Deckel
table-record-throw = Eintragen (Enter)

table-back = Zurück zum Tisch
table-log = Runden, die neueste zuerst

table-stock = Stock: { $discs }
table-discarded = abgelegt: { $discs }
table-lost-half1 = hat die erste Hälfte verloren
table-sits-out = sitzt aus
table-free = frei
table-keeps-playing = ohne Deckel, würfelt weiter
table-holding = { $discs } Deckel
table-marks = Striche auf dem Bierdeckel
table-takes = nimmt

table-pick-dropped-dice = Wer hat die Würfel fallen lassen?
table-pick-lustwurf = Wer hat einen Lustwurf gemacht? { $penalty ->
        [disc] (kostet einen Deckel)
       *[mark] (kostet einen Strich)
    }
table-pick-starter = Wer beginnt die nächste Runde?
table-pick-keys = Sitznummer oder Anfangsbuchstaben tippen, oder klicken; { $key } bricht ab
table-note = Notiz
table-record = Eintragen ({ $keys })
table-cancel = Abbrechen ({ $key })
table-seats = Sitzordnung für das nächste Spiel
table-leaves = geht (letzte Runde für mich)
table-apply = Übernehmen ({ $keys })

table-undone = Letzten Eintrag zurückgenommen.
table-news-draft-void = Die angefangene Runde ist damit hinfällig.
table-news-next = Weiter: Spiel { $game }, { $part } — { $name } beginnt.
table-news-next-single = Weiter: Spiel { $game } — { $name } beginnt.
table-news-who-starts = Wer beginnt? Bitte eintragen.

table-not-saved-entry = Nicht gespeichert, Eintrag zurückgenommen: { $path }: { $error }
table-not-saved-undo = Nicht gespeichert, Eintrag bleibt: { $path }: { $error }
table-not-saved-redo = Nicht gespeichert, Eintrag nicht wiederhergestellt: { $path }: { $error }
table-how-often = Wie oft geworfen? (1–{ $most })
table-rolls-off = äugelt
table-where = Spiel { $game }, { $part }, Runde { $round }
table-where-single = Spiel { $game }, Runde { $round }
table-points = { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
table-banner-marks = { $name }: { $marks ->
        [one] 1 Strich
       *[other] { $marks } Striche
    }
table-banner-points = { $name }: { $marks ->
        [one] 1 Strich
       *[other] { $marks } Striche
    }, { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
table-banner-enter = { $key }: weiter zum nächsten Spiel
table-round-played = { $games ->
        [one] Das Spiel dieser Runde ist gespielt.
       *[other] Alle { $games } Spiele dieser Runde sind gespielt.
    } Das Ergebnis ist im Turnierordner; bitte beim Turnierleiter melden.
table-knockout-decided = { $names } { $count ->
        [one] ist
       *[other] sind
    } weiter — der Tisch ist entschieden. Das Ergebnis ist im Turnierordner; bitte beim Turnierleiter melden.
table-refused-no-lives = { $name } hat kein Leben mehr und sitzt nicht mehr am Tisch.
table-news-life-lost = { $name } verliert ein Leben — { $lives ->
        [one] noch 1 Leben.
       *[other] noch { $lives } Leben.
    }
table-news-out = { $name } hat kein Leben mehr und ist raus.
table-banner-close = { $key }: Hinweis schließen
table-status-sudden = scharf
# Was zur Wahl eines Spielers getippt ist (Sitznummer oder Anfangsbuchstaben).
table-pick-typed = Getippt: { $typed } — weiter tippen oder { $key }
table-pick-nobody = Niemand passt zu „{ $typed }“ — { $key } löscht
table-seat-number = Platz { $number }: { $name } (mit { $number } in der Spielerwahl zu wählen)
table-knockout-lives = K.-o.: { $players }
table-player-lives = { $name } { $lives ->
        [one] 1 Leben
       *[other] { $lives } Leben
    }
table-player-out = { $name } raus
table-lives = { $lives ->
        [one] 1 Leben
       *[other] { $lives } Leben
    }
table-where-of = Spiel { $game } von { $games }, { $part }, Runde { $round }
table-undo-starter = { $name } beginnt
table-undo-roll-off = das Äugeln
table-undo-penalty = { $name }: { $reason }
table-undo-note = die Notiz
table-undo-seats = die Sitzordnung
table-undo-sudden = „scharf“ (Zeit ist um)
table-undone-what = Zurückgenommen: { $what }
table-dice-missing = { $missing ->
        [one] Ein Würfel fehlt
       *[other] { $missing } Würfel fehlen
    }: drei Würfel, dann die Anzahl Würfe (z. B. 6542)
table-banner-part-close = Weiter mit dem nächsten Wurf — { $key } schließt den Hinweis
table-seat-over-limit = { $throw } — über dem Limit
table-status-over = { $games ->
        [one] 1 Spiel gespielt
       *[other] { $games } Spiele gespielt
    } — Tisch fertig
table-sudden-withdrawn = Die Turnierleitung hat „scharf“ zurückgenommen: es wird normal weitergeschockt.
table-sudden-withdrawn-but-played = Die Turnierleitung hat „scharf“ zurückgenommen, aber hier wurde schon scharf gespielt: dieser Tisch bleibt scharf.
table-rule-book-as-printed = Gespielt wird das Regelwerk wie gedruckt, ohne Hausregeln.
table-rule-book-agreed = vereinbart: das Regelwerk lässt diese Wahl offen
table-rule-book-enables = gehört zur Hausregel „{ $knob }“
table-rule-book-idle = wirkt hier nicht, siehe „{ $knob }“
table-rule-book-close = Schließen: { $escape } oder { $keys }
