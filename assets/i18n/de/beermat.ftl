# Die Bierdeckel: Striche, verlorene Spiele und warum jeder Strich gegeben wurde.

beermat-strokes = { $count ->
        [one] 1 Strich
       *[other] { $count } Striche
    }
beermat-games-lost = Spiele verloren: { $count }
beermat-points = Punkte: { $points }
# „2× Spiel verloren (Spiele 1, 3)“, „2× Lustwurf (Spiel 1)“: jedes Spiel einmal genannt
beermat-reason-in-games = { $count }× { $reason } ({ $in_games ->
        [one] Spiel
       *[other] Spiele
    } { $games })
beermat-reason = { $count }× { $reason }
