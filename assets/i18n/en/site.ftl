# The club's website (schocken club site): season tables, hall of fame, evenings, tournaments — never money.

site-results = Results
site-results-of = Results: { $club }
site-nav = Pages of the website
site-nav-home = Overview
site-nav-fame = Hall of fame
site-logo = Logo: { $club }
site-footer = Made with schocken.
site-seasons = Seasons
site-no-season = verein.ron has no season yet.
site-season = Season { $name }
site-season-empty = Nobody has played in this season yet.
site-from-to = { $from } – { $to }
site-season-won = { $dates }, won by { $players }
site-season-leads = { $dates }, leading: { $players }
site-fame = Hall of fame
site-fame-intro = The winners of the seasons past:
site-fame-winner = won by { $players }
site-tournaments = Tournaments
site-tournament-note = { $date }, won by { $winner }
site-tournament-when-where = { $date }, { $place }
site-winner = Winner: { $players }
site-standings = Standings
site-teams = Teams
site-evenings = Evenings
site-no-evening = No evening recorded yet.
site-evening = Evening of { $date }
site-evening-titled = { $title }, { $date }
site-most-marks = Most marks: { $players } ({ $marks })
site-games = Games
site-no-game = No game was played to the end.
site-marks = Marks
site-col-game = Game
site-col-loser = Loser
site-loser-durchmarsch = { $name } (Durchmarsch)
site-col-player = Player
site-col-marks = Marks
site-col-lost = Games lost
site-col-schock-outs = Schock-Outs
site-col-for = for
site-reason = { $count }× { $what } ({ $many ->
        [one] game
       *[other] games
    } { $games })

# What the command did, and why it writes nothing.
site-done = Website in { $dir }: { $written ->
        [one] 1 file written
       *[other] { $written } files written
    }, { $unchanged } unchanged, { $removed } removed.
site-out-is-dir = { $out } is the sessions folder itself: the website needs a folder of its own.
site-out-is-sessions = { $out } is a folder of evenings or of a tournament ({ $file }): the website writes nothing there.
site-out-not-folder = { $out } is no folder: { $error }
site-not-ours = { $file } is not the website's (not in { $manifest }) and differs from its page: nothing written. Please move the file away or choose another folder.
site-manifest = { $file } does not read ({ $problem }): nothing written. Deleting it starts the website afresh (existing pages are then replaced only where they are the same).
site-write = { $file } could not be written: { $error }
site-remove = { $file } could not be removed: { $error }
site-tournament-passed-over = Tournament { $dir } is not on the website: { $problem }
