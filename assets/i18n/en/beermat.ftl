# The beer mats: tally marks, games lost and why each mark was given.

beermat-strokes = { $count ->
        [one] 1 mark
       *[other] { $count } marks
    }
beermat-games-lost = Games lost: { $count }
beermat-points = Points: { $points }
# "2× lost a game (games 1, 3)", "2× Lustwurf (game 1)": each game named once
beermat-reason-in-games = { $count }× { $reason } ({ $in_games ->
        [one] game
       *[other] games
    } { $games })
beermat-reason = { $count }× { $reason }
