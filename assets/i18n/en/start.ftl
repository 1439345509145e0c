# The start page: a new evening, the last evenings, open a file.

start-tagline = Referee and scorekeeper for Schocken, Jule and Knobel-Max
start-last-played = Last played
start-state = Game { $game }, { $part }
start-state-turn = Game { $game }, { $part } — { $name } to throw
start-resume = Continue right here
start-recent = Recent evenings — continue or look back
start-none-yet = No evenings saved yet.
start-continue = Continue
start-look-back = Look back: round by round
start-games = { $count ->
    [one] 1 game
   *[other] { $count } games
} · game { $game } on
start-damaged = damaged
start-folder = Folder: { $folder }
start-state-roll-off = Game { $game }, { $part } — pending: a roll-off between { $names }
start-state-starter = Game { $game }, { $part } — pending: who starts
start-tournaments = Tournaments:
start-demo = To try it out:
start-demo-evenings = Sample evenings
start-demo-tournament = Sample tournament
start-demo-hint = A fresh copy to try things out, in the temporary folder (the system empties it); a new evening still goes to your own folder.
