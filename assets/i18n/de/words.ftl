# Die Wörter für das, was am Tisch geschieht: Würfe, Runden, Hälften, Striche.
# Gemeinsam für Bildschirm, Ausdrucke und Zusammenfassungen.

words-schock-out = Schock-Out
words-jule = Jule
words-siebener = Siebener
words-achter = Achter
words-schock = Schock { $pips }
words-general = General { $pips }
words-street = Straße { $run }
words-house-number = Hausnummer { $number }
words-house-number-sum = Hausnummer (Summe { $sum })

# Ein Wurf mit der Zahl der Würfe, in normaler Schriftgröße lesbar: „6-5-4 (2×)“
words-throw = { $dice } ({ $count }×)
words-throw-from-hand = { $dice } ({ $count }×, aus der Hand)
words-act-takes = { $name } nimmt

words-part-half1 = 1. Hälfte
words-part-half2 = 2. Hälfte
words-part-single = Spiel
words-part-final = Finale
words-part-article-half1 = die erste Hälfte
words-part-article-half2 = die zweite Hälfte
words-part-article-single = das Spiel
words-part-article-final = das Finale

words-mark-reason-game-lost = Spiel verloren
words-mark-reason-dropped-dice = Würfel fallen gelassen
words-mark-reason-lustwurf = Lustwurf
words-mark-reason-handschock = Handschock
words-mark-reason-schock-out-from-hand = Schock-Out aus der Hand
words-mark-for = Strich für { $name }: { $reason }
words-lost-by-dropped-dice = (zum zweiten Mal Würfel fallen gelassen)
words-lustwurf-discs = Lustwurf kostet einen Deckel: { $count }× (Spiel { $games })
words-lost-by-lustwurf-disc = (mit einem Lustwurf-Deckel als Letzter mit Deckeln)

# Die Erklärung einer Runde: „Ben: Schock 3 — Dora bekommt 3 Deckel aus dem Stock“
words-round-best = { $winner }: { $best } —
words-round-over-limit = { $loser } hat öfter geworfen als vorgelegt und verliert;
words-round-took = { $loser } nimmt freiwillig;
words-round-roll-off = nach Äugeln { $sums };
# Warum der Verlierer verliert, obwohl ein anderer dasselbe geworfen hat.
words-round-close-fewer-throws = { $other } hat dasselbe wie { $loser }, mit weniger Würfen;
words-round-close-from-hand = { $other } hat dasselbe wie { $loser }, aus der Hand;
words-round-close-later-worse = { $loser } hat dasselbe wie { $other }, aber später geworfen: Mit ist Schitt;
words-round-close-earlier-worse = { $other } hat wie { $loser } einen Schock-Out, aber später: hier ist der frühere schlechter;
# Zwei Schock-Outs: warum der des Gewinners vorn liegt (der andere ist nicht der Verlierer).
words-round-top-fewer-throws = { $other } hat auch einen Schock-Out, mit mehr Würfen;
words-round-top-from-hand = { $other } hat auch einen Schock-Out, aber gebastelt;
words-round-top-later-worse = { $other } hat auch einen Schock-Out, aber später geworfen: Mit ist Schitt;
words-round-top-earlier-worse = { $other } hat auch einen Schock-Out, aber früher: hier ist der frühere schlechter;
words-round-hand-only = ; aus der Hand verlangt: { $name }s { $category } ist gebastelt und zählt als Hausnummer
words-round-over-limit-disc = ; { $name } hat zu oft geworfen: { $discs } Deckel aus dem Stock
words-round-from-stock = { $loser } bekommt { $discs } Deckel aus dem Stock
words-round-from-winner = { $loser } bekommt { $discs } Deckel von { $winner }
words-round-discard = { $winner } legt { $discs } Deckel ab
# Schock-Out: alle Deckel im Spiel (Stock und alle Hände) gehen an den Verlierer.
words-round-all = alle { $discs } Deckel gehen an { $loser }
words-round-part-lost = { $moved }; damit verliert { $loser } { $part }

words-yes = ja
words-no = nein
words-round-sudden = scharf: { $loser } hat den schlechtesten Wurf

# Die Namen der Regelwerke.
words-preset-name-main-taunus = Main-Taunus-Kreis
words-preset-name-obertiefenbach = Obertiefenbach
words-preset-name-theimann-dimmi = Theimann-Turnier (Dimmi)
words-preset-name-theimann-altstadt = Theimann-Turnier (Altstadt)
words-preset-name-kalk = Kalker Hubertusschützen
words-preset-name-grundregeln = Grundregeln
words-preset-name-dohren = Dohren
# Names in a sentence: "Anna, Ben und Carl".
words-and = { $first } und { $last }
words-round-lowest = { $loser }: { $throw }, der niedrigste Wurf;
words-roll-off-bottom = um den niedrigsten Wurf
words-roll-off-top = um den höchsten Wurf
words-rule-book = { $preset } + { $count ->
    [one] 1 Hausregel
   *[other] { $count } Hausregeln
}
words-difference = { $knob }: { $value } (statt { $preset_value })
