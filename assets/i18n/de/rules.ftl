# Die Stellschrauben der Regeln (RULES.md) und die sieben Regelwerke, für Menschen.

rules-preset-main-taunus = Main-Taunus-Kreis: Jule, Äugeln bei Gleichstand, zu oft geworfen verliert, Würfel fallen lassen kostet die Hälfte beim zweiten Mal
rules-preset-obertiefenbach = Obertiefenbach: Jule, Schock 2 unter dem General, weniger Würfe und aus der Hand gewinnen, Mit ist Schitt
rules-preset-theimann-dimmi = Theimann-Turnier (Dimmi): Turnierpunkte, Handschock +3 Punkte, Endkampf-Beginner ausgewürfelt
rules-preset-theimann-altstadt = Theimann-Turnier (Altstadt): Turnierpunkte, Ablegen bei leerem Stock, Handschock kostet einen Strich
rules-preset-kalk = Kalker Hubertusschützen: weniger Würfe gewinnen, Deckel freiwillig nehmen, Spieler 1 beginnt, Beginn rotiert
rules-preset-grundregeln = Grundregeln: 15 Deckel, ein Durchgang, Schock = 1 und Pasch, Hausnummern nach Augensumme
rules-preset-dohren = Dohren: 15 Deckel, ein Durchgang, Jule, Lustwurf und fallengelassene Würfel kosten einen Strich

rules-knob-discs = Deckel im Spiel

rules-knob-structure = Aufbau: zwei Hälften und Finale, oder ein Durchgang
rules-value-structure-halves = zwei Hälften und Finale
rules-value-structure-single = ein Durchgang

rules-knob-schock_shape = Form des Schocks: 1-1-x oder 1-x-x
rules-value-schock_shape-two-ones = 1-1-x
rules-value-schock_shape-one-plus-pair = 1-x-x

rules-knob-jule = Jule (1-2-4) zählt 7 Deckel

rules-knob-schock_two_below_general = Schock 2 liegt unter dem General

rules-knob-general_value = Wert des Generals: 3 oder die Augenzahl
rules-value-general_value-three = 3 Deckel
rules-value-general_value-pips = Augenzahl

rules-knob-streets = Straßen
rules-value-streets-ascending = alle vier, höhere schlägt niedrigere
rules-value-streets-equal = alle vier, alle gleich
rules-value-streets-small-and-large = nur kleine (1-2-3) und große (4-5-6)

rules-knob-house_numbers = Hausnummern: als Zahl oder nach Augensumme
rules-value-house_numbers-digits = als Zahl (665 vor 221)
rules-value-house_numbers-sum = nach Augensumme

rules-knob-fewer_throws_win = Weniger Würfe gewinnen

rules-knob-hand_beats_assembled = Aus der Hand schlägt gebastelt

rules-knob-equal_throws = Gleiche Würfe: Mit ist Schitt oder Äugeln
rules-value-equal_throws-later-worse = Mit ist Schitt (später ist schlechter)
rules-value-equal_throws-roll-off = Äugeln (auswürfeln)

rules-knob-empty_stock = Leerer Stock: vom Gewinner, oder Gewinner legt ab
rules-value-empty_stock-from-winner = vom Gewinner
rules-value-empty_stock-winner-discards = Gewinner legt ab

rules-knob-too_many_throws_loses = Zu oft geworfen verliert die Runde

rules-knob-voluntary_take = Deckel freiwillig nehmen erlaubt

rules-knob-final_starter = Wer beginnt das Finale
rules-value-final_starter-half1-loser = Verlierer der Hälfte 1
rules-value-final_starter-half2-loser = Verlierer der Hälfte 2
rules-value-final_starter-roll-off = Äugeln (auswürfeln)

rules-knob-next_game_starter = Wer beginnt das nächste Spiel
rules-value-next_game_starter-loser = der Verlierer
rules-value-next_game_starter-rotate = reihum

rules-knob-opening = Wer beginnt das erste Spiel
rules-value-opening-one-die = Eröffnungswurf mit einem Würfel
rules-value-opening-three-dice = Eröffnungswurf mit drei Würfeln
rules-value-opening-first-seat = Platz 1

rules-knob-dropped_dice = Würfel fallen gelassen
rules-value-dropped_dice-off = aus
rules-value-dropped_dice-round = ein Strich
rules-value-dropped_dice-round-then-part = ein Strich, beim 2. Mal Hälfte verloren

rules-knob-lustwurf = Lustwurf wird bestraft

rules-knob-handschock = Handschock (Schock aus der Hand)
rules-value-handschock-off = aus
rules-value-handschock-round = ein Strich
rules-value-handschock-points = 3 Turnierpunkte

rules-knob-schock_out_from_hand_round = Schock-Out aus der Hand kostet einen Strich

rules-knob-points = Turnierpunkte
rules-value-points-off = aus
rules-value-points-theimann = Theimann

# Die Hausregeln (RULES.md: aus quelloffenen Schocken-Programmen, in keinem Regelwerk an): je ein Satz dazu.
rules-knob-hand_only = Nur aus der Hand
rules-value-hand_only-off = aus
rules-value-hand_only-streets = Straße
rules-value-hand_only-specials = Jule, Siebener, Achter, General und Straße
rules-explain-hand_only = Die Straße (oder Jule, Siebener, Achter, General und Straße) zählt nur aus der Hand geworfen; gebastelt ist sie eine Hausnummer.

rules-knob-siebener = Siebener (1-2-2)
rules-value-siebener-1 = aus (Hausnummer)
rules-value-siebener-7 = 7 Deckel
rules-value-siebener-9 = 9 Deckel
rules-explain-siebener = 1-2-2 ist so viele Deckel wert und steht mit der Jule über dem Schock 6.

rules-knob-achter = Achter (1-3-3)
rules-value-achter-1 = aus (Hausnummer)
rules-value-achter-8 = 8 Deckel
rules-value-achter-10 = 10 Deckel
rules-explain-achter = 1-3-3 ist so viele Deckel wert und steht mit der Jule über dem Schock 6.

rules-knob-equal_schock_outs = Gleiche Schock-Outs
rules-value-equal_schock_outs-later-worse = der spätere verliert
rules-value-equal_schock_outs-earlier-worse = der frühere verliert
rules-explain-equal_schock_outs = Welcher von zwei gleichen Schock-Outs schlechter ist; geäugelt wird nie.

rules-knob-over_limit_disc = Zu oft geworfen kostet einen Deckel
rules-explain-over_limit_disc = Statt Verbot oder Niederlage: der erste Wurf zählt, jeder Wurf zu viel kostet einen Deckel aus dem Stock.

rules-knob-free_players = Ohne Deckel bei leerem Stock
rules-value-free_players-sit-out = freigespielt, würfelt nicht mehr
rules-value-free_players-keep-playing = würfelt weiter mit
rules-explain-free_players = Ob ein Spieler ohne Deckel bei leerem Stock ausscheidet oder weiter mitwürfelt.

rules-knob-lustwurf_penalty = Lustwurf kostet
rules-value-lustwurf_penalty-mark = einen Strich
rules-value-lustwurf_penalty-disc = einen Deckel
rules-explain-lustwurf_penalty = Ein Lustwurf kostet einen Strich auf dem Bierdeckel, oder einen Deckel (vom Stock, sonst vom Spieler mit den meisten).

rules-conflict-over-limit-twice = „Zu oft geworfen kostet einen Deckel“ und „Zu oft geworfen verliert die Runde“ sind zwei Regeln für dasselbe: eine davon ausschalten
rules-form-agree = Bitte vereinbaren: { $knob }
rules-form-club = Regeln des Vereins: { $rules }
rules-form-club-again = Wieder die Regeln des Vereins
