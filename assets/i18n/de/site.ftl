# Die Website des Vereins (schocken club site): Saisontabellen, Ruhmeshalle, Abende, Turniere — nie Geld.

site-results = Ergebnisse
site-results-of = Ergebnisse: { $club }
site-nav = Seiten der Website
site-nav-home = Übersicht
site-nav-fame = Ruhmeshalle
site-logo = Logo: { $club }
site-footer = Erstellt mit schocken.
site-seasons = Saisons
site-no-season = In verein.ron steht noch keine Saison.
site-season = Saison { $name }
site-season-empty = In dieser Saison wurde noch nicht gespielt.
site-from-to = { $from } – { $to }
site-season-won = { $dates }, gewonnen von { $players }
site-season-leads = { $dates }, vorne: { $players }
site-fame = Ruhmeshalle
site-fame-intro = Die Sieger der vergangenen Saisons:
site-fame-winner = gewonnen von { $players }
site-tournaments = Turniere
site-tournament-note = { $date }, gewonnen von { $winner }
site-tournament-when-where = { $date }, { $place }
site-winner = Sieger: { $players }
site-standings = Tabelle
site-teams = Mannschaften
site-evenings = Abende
site-no-evening = Noch kein Abend aufgeschrieben.
site-evening = Abend am { $date }
site-evening-titled = { $title }, { $date }
site-most-marks = Die meisten Striche: { $players } ({ $marks })
site-games = Spiele
site-no-game = Kein Spiel wurde zu Ende gespielt.
site-marks = Striche
site-col-game = Spiel
site-col-loser = Verlierer
site-loser-durchmarsch = { $name } (Durchmarsch)
site-col-player = Spieler
site-col-marks = Striche
site-col-lost = Spiele verloren
site-col-schock-outs = Schock-Outs
site-col-for = wofür
site-reason = { $count }× { $what } ({ $many ->
        [one] Spiel
       *[other] Spiele
    } { $games })

# Was der Befehl tut und warum er nichts schreibt.
site-done = Website in { $dir }: { $written ->
        [one] 1 Datei geschrieben
       *[other] { $written } Dateien geschrieben
    }, { $unchanged } unverändert, { $removed ->
        [one] 1 entfernt
       *[other] { $removed } entfernt
    }.
site-out-is-dir = { $out } ist der Ordner der Abende selbst: die Website braucht einen eigenen Ordner.
site-out-is-sessions = { $out } ist ein Ordner mit Abenden oder einem Turnier ({ $file }): dort schreibt die Website nichts hinein.
site-out-not-folder = { $out } ist kein Ordner: { $error }
site-not-ours = { $file } gehört nicht zur Website (nicht in { $manifest }) und ist anders als die Seite: nichts geschrieben. Bitte die Datei wegräumen oder einen anderen Ordner wählen.
site-manifest = { $file } ist nicht lesbar ({ $problem }): nichts geschrieben. Wer sie löscht, lässt die Website neu anfangen (vorhandene Seiten werden dann nur ersetzt, wenn sie gleich sind).
site-write = { $file } konnte nicht geschrieben werden: { $error }
site-remove = { $file } konnte nicht entfernt werden: { $error }
site-tournament-passed-over = Turnier { $dir } nicht auf der Website: { $problem }
