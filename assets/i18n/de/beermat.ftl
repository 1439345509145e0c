# Die Bierdeckel: Striche, verlorene Spiele und warum jeder Strich gegeben wurde.

beermat-strokes = { $count ->
        [one] 1 Strich
       *[other] { $count } Striche
    }
beermat-games-lost = Spiele verloren: { $count }
beermat-points = Punkte: { $points }
# „2× Spiel verloren (Spiel 1, 3)“
beermat-reason-in-games = { $count }× { $reason } ({ $count ->
        [one] Spiel
       *[other] Spiele
    } { $games })
beermat-reason = { $count }× { $reason }
