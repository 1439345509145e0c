# The printouts (print/*.rs): the round sheet, the blank sheet, the beer mats.

## Shared by the printouts

print-untitled = Schockabend
print-page = Seite { $page } von { $pages }
# A date and time on a printout: day, month, year, time (HH:MM).
print-date = { $day }.{ $month }.{ $year } { $time }
print-day = { $day }.{ $month }.{ $year }
print-continued = { $title } (Fortsetzung)
print-rules = Regeln: { $preset }
print-rules-described = Regeln: { $preset } — { $description }
print-error-no-game-yet = es gibt kein Spiel { $game } (die Sitzung hat noch kein Spiel)
print-error-unknown-game = es gibt kein Spiel { $game } ({ $games ->
        [one] nur Spiel 1
       *[other] Spiele 1 bis { $games }
    })
print-error-players = ein leerer Bogen ist für { $min } bis { $max } Spieler, nicht für { $players }
# The games a player's marks were given in: `Spiel 3`, `Spiele 1, 4`.
print-in-games = { $count ->
        [one] Spiel
       *[other] Spiele
    } { $games }

## The columns of a round table (the round sheet and the blank sheet)

print-col-number = Nr.
print-col-throw = Wurf
# The discs a player holds after the round: one letter.
print-col-held = D
print-col-winner = Gewinner
print-col-loser = Verlierer
print-col-discs = Deckel
print-col-stock = Stock
print-col-remark = Bemerkung

## The round sheet

print-sheet = Wertungsbogen
print-sheet-game = Wertungsbogen Spiel { $game }
print-sheet-document = Wertungsbogen — { $title }
print-game = Spiel { $game }
print-game-part = Spiel { $game } — { $part }
print-final-between = zwischen { $names }
print-and = und
print-takes = nimmt
# After a throw of several throws from the hand, where the table is narrow.
print-hand-short = H
# The same where the table is wide.
print-hand-long = aus der Hand
print-discs-stock = { $discs } aus dem Stock
print-discs-winner = { $discs } vom Gewinner
print-discs-discard = { $discs } abgelegt
print-discs-all = alle ({ $discs })
print-label-rules = Regeln
print-label-differs = Abweichend
print-label-players = Spieler
print-label-later = Später dazu
print-differs = { $knob } — hier: { $now } (Regelwerk: { $was })
print-seating = { $players } (Sitzordnung)
print-legend = Wurf: Würfel, hochgestellt die Zahl der Würfe; fett der Gewinner der Runde, rot hinterlegt der Verlierer. D: Deckel nach der Runde. Stock: Deckel, die danach noch im Stock liegen.
print-legend-hand = H: aus der Hand (mit mehreren Würfen).
print-result-game = Ergebnis Spiel { $game }
print-standings = Endstand
print-col-game = Spiel
print-col-rounds = Runden
print-no-game-yet = noch kein Spiel begonnen
print-loser-durchmarsch = { $name } (Durchmarsch)
print-running = läuft noch
print-marks-game = Striche in diesem Spiel
print-marks-evening = Striche (auf dem Bierdeckel)
print-col-player = Spieler
print-col-marks = Striche
print-col-count = Zahl
print-col-games-lost = Spiele verl.
print-col-points = Punkte
print-col-for = wofür
print-points-game = Punkte: in diesem Spiel erzielt.

## The blank sheet

print-blank-title = Wertungsbogen Schocken
print-blank-footer = Wertungsbogen Schocken · { $players } Spieler · Regeln: { $preset } · D = Deckel nach der Runde
print-field-date = Datum:
print-field-place = Ort:
print-field-game = Spiel Nr.:
print-field-player = Spieler { $player }:
print-player = Spieler { $player }
print-blank-differs = Abweichend vom Regelwerk: { $list }
print-blank-differ = { $knob } — hier: { $now }
print-throw-table = Wurftabelle (beste zuerst)
print-col-dice = Würfel
print-col-order = Rangfolge
print-brief = Regeln in Kürze
print-result = Ergebnis
print-field-game-lost = Spiel verloren:
print-field-part-lost = { $part } verloren:
print-durchmarsch = Durchmarsch
print-field-game-lost-mark = Spiel verloren (ein Strich):
print-field-marks = Striche Spieler { $player }:
print-field-points = Punkte Spieler { $player }:
print-single-part = Durchgang
print-final-losers = die beiden Verlierer der Hälften

## The throw table of the blank sheet

print-throw-schock-out = Schock-Out (Aus)
print-throw-all-discs = alle
# What a Schock-Out decides; $part is `game` with a single half, `half` otherwise.
print-throw-schock-out-order = der Verlierer hat { $part ->
        [game] das Spiel
       *[half] die Hälfte
    } verloren
print-throw-general = General (Drei Dicke)
print-general-three = 6-6-6 ist der höchste
print-general-pips = Augenzahl
print-general-pips-order = 6-6-6 höchster (6 Deckel)
print-schock-two-order = unter dem General, über der Straße
print-throw-street = Straße
print-streets-ascending = höhere schlägt niedrigere
print-streets-equal = alle vier gleich
print-streets-small-and-large = nur diese zwei; 4-5-6 schlägt 1-2-3
print-throw-house-number = Hausnummer
print-anything-else = alles andere
print-anything-else-pairs = alles andere (auch 1-1-x)
print-house-digits = als Zahl: 665 höchste, 221 niedrigste
print-house-sum = nach Augensumme (gleiche Summe: gleich)

## The rules in brief of the blank sheet, one sentence each

print-brief-stock = { $discs } Deckel im Stock. Wer am Ende alle hat (oder als Letzter noch welche), verliert { $part ->
        [game] das Spiel
       *[half] die Hälfte
    }.
print-brief-single = Ein Durchgang je Spiel.
# $starter is the value of `final_starter`.
print-brief-halves = Zwei Hälften. Verliert einer beide: Durchmarsch, er hat das Spiel verloren; sonst spielen die beiden Verlierer das Finale (es beginnt { $starter ->
        [half1-loser] der Verlierer der Hälfte 1
        [half2-loser] der Verlierer der Hälfte 2
       *[roll-off] wer das Auswürfeln gewinnt
    }).
print-brief-limit = Der Erste legt vor: so oft er wirft, so oft dürfen alle werfen.
print-brief-over-limit-loses = Wer öfter wirft als vorgelegt, verliert die Runde.
print-brief-over-limit-void = Öfter werfen als vorgelegt gilt nicht.
print-brief-over-limit-disc = Wer öfter wirft als vorgelegt: sein erster Wurf zählt (aus der Hand), jeder Wurf zu viel kostet ihn einen Deckel aus dem Stock.
print-brief-hand-only-streets = Aus der Hand verlangt: eine gebastelte Straße zählt als Hausnummer.
print-brief-hand-only-specials = Aus der Hand verlangt: gebastelte Jule, Siebener, Achter, General und Straße zählen als Hausnummer.
print-brief-earlier-schock-out-worse = Gleiche Schock-Outs: der frühere ist schlechter.
print-brief-ties = Gleiche Würfe: { $rules }.
print-tie-fewer-throws = wer weniger Würfe brauchte, gewinnt
print-tie-hand = aus der Hand schlägt gebastelt
print-tie-later-worse = sonst Mit ist Schitt: der spätere Wurf ist schlechter
print-tie-roll-off = sonst Äugeln: die Gleichen würfeln aus, die niedrigste Summe verliert
print-brief-discs = Der Verlierer der Runde bekommt aus dem Stock so viele Deckel, wie der beste Wurf wert ist.
print-brief-from-winner = Ist der Stock leer, bekommt er sie vom Gewinner; wer keinen Deckel mehr hat, ist frei.
print-brief-winner-discards = Ist der Stock leer, legt der Gewinner so viele Deckel ab; wer keinen Deckel mehr hat, ist frei.
print-brief-from-winner-keep-playing = Ist der Stock leer, bekommt er sie vom Gewinner; wer keinen Deckel mehr hat, würfelt weiter mit.
print-brief-winner-discards-keep-playing = Ist der Stock leer, legt der Gewinner so viele Deckel ab; wer keinen Deckel mehr hat, würfelt weiter mit.
print-brief-take = Statt zu werfen darf man die Deckel des besten Wurfs freiwillig nehmen; die Runde endet.
# $next is the value of `next_game_starter`.
print-brief-starters = Der Verlierer der Runde beginnt die nächste. Das erste Spiel beginnt: { $opening }; jedes weitere: { $next ->
        [rotate] reihum der Nächste
       *[loser] der Verlierer
    }.
# The marks: the first item, then the others; joined with commas.
print-brief-marks = Striche: jedes verlorene Spiel einer
print-mark-dropped = Würfel fallen gelassen einer
print-mark-dropped-twice = Würfel fallen gelassen einer (beim zweiten Mal ist { $part ->
        [game] das Spiel
       *[half] die Hälfte
    } verloren)
print-mark-lustwurf = Lustwurf (wirft, obwohl er weder gewinnen noch verlieren kann) einer
print-mark-handschock = Handschock (Schock aus der Hand) einer
print-mark-schock-out-from-hand = Schock-Out aus der Hand einer
print-brief-points = Turnierpunkte: in Hälfte 1 und 2, solange der Stock nicht leer ist, zählt jeder Wurf seine Deckel (Schock-Out { $discs }); der Spielverlierer −5.
print-brief-handschock-points = Handschock (Schock aus der Hand): +3 Punkte.
print-brief-lustwurf-disc = Lustwurf (wirft, obwohl er weder gewinnen noch verlieren kann) kostet einen Deckel: aus dem Stock, sonst vom Spieler mit den meisten.

## The beer mats

print-mats = Bierdeckel — { $title }
print-mat-marks = { $count ->
        [one] 1 Strich
       *[other] { $count } Striche
    }
print-mat-no-marks = keine Striche
print-mat-games-lost = Spiele verloren: { $count ->
        [0] keins
       *[other] { $count } ({ $games })
    }
print-mat-points = Punkte: { $points }
print-mats-played = { $count ->
        [one] 1 Spiel gespielt
       *[other] { $count } Spiele gespielt
    }
print-discs-sudden = scharf

# Turnierausdrucke
print-t-registration = Meldebogen
print-t-seating = Sitzplan Runde { $round }
print-t-where = Wo sitze ich? Runde { $round }
print-t-cards = Tischkarten Runde { $round }
print-t-card = Runde { $round }, Tisch { $table }
print-t-standings = Rangliste
print-t-teams = Mannschaften
print-t-certificates = Urkunden
print-t-number = Nr.
print-t-name = Name
print-t-team = Mannschaft
print-t-note = Bemerkung
print-t-withdrawn = abgemeldet
print-t-table = Tisch
print-t-seat = Platz
print-t-seats = Spieler in Sitzordnung (Startnummer)
print-t-game = Spiel
print-t-half1 = Hälfte 1
print-t-half2 = Hälfte 2
print-t-final = Finale
print-t-schock-outs = Schock-Outs
print-t-exit-order = Ausstieg H1 / H2
print-t-points = Punkte
print-t-signature = Unterschrift
print-codes-title = Tischcodes Runde { $round }
print-codes-how = QR-Code mit der Handykamera scannen: die Seite dieses Tischs öffnet sich. Das Handy muss im WLAN des Turniers sein.
print-t-certificate = Urkunde
print-t-certificate-place = { $place }. Platz
print-t-certificate-points = { $scheme ->
        [loss-points] { $points ->
            [0] ohne einen Verlustpunkt
            [one] mit nur 1 Verlustpunkt
           *[other] mit { $points } Verlustpunkten
        }
       *[other] { $points ->
            [one] mit 1 Punkt
           *[other] mit { $points } Punkten
        }
    }
print-t-certificate-schock-out = Schock-Out-Preis
print-t-certificate-schock-outs = { $count ->
        [one] mit 1 Schock-Out
       *[other] mit { $count } Schock-Outs
    }
print-t-interim = Zwischenstand
print-t-lives = Leben:
print-t-file-registration = meldebogen
print-t-file-seating = sitzplan-runde-{ $round }
print-t-file-cards = tischkarten-runde-{ $round }
print-t-file-standings = rangliste
print-t-file-certificates = urkunden
print-menu = Turnier drucken
print-menu-working = { $file } wird gemacht …
print-menu-printed = An den Drucker geschickt; das PDF liegt im Turnierordner: { $file }
print-menu-opened = Im PDF-Betrachter geöffnet; das PDF liegt im Turnierordner: { $file }
print-menu-nowhere = Kein Drucker und kein PDF-Betrachter gefunden; das PDF liegt im Turnierordner: { $file }
