# Die Startseite: ein neuer Abend, die letzten Abende, eine Datei öffnen.

start-tagline = Schiedsrichter und Anschreiber für Schocken, Jule und Knobel-Max
start-last-played = Zuletzt gespielt
start-state = Spiel { $game }, { $part }
start-state-turn = Spiel { $game }, { $part } — { $name } ist am Zug
start-resume = Genau hier weiterspielen
start-recent = Letzte Abende — weiterspielen oder ansehen
start-none-yet = Noch keine Abende gespeichert.
start-continue = Fortsetzen
start-look-back = Ansehen: Runde für Runde
start-games = { $count ->
    [one] 1 Spiel
   *[other] { $count } Spiele
} · Spiel { $game } läuft
start-damaged = beschädigt
start-folder = Ordner: { $folder }
start-state-roll-off = Spiel { $game }, { $part } — offen: Äugeln zwischen { $names }
start-state-starter = Spiel { $game }, { $part } — offen: wer beginnt
start-tournaments = Turniere:
start-demo = Zum Ausprobieren:
start-demo-evenings = Beispielabende
start-demo-tournament = Beispielturnier
start-demo-hint = Eine frische Kopie zum Ausprobieren im Ordner für vorläufige Dateien (das System leert ihn); ein neuer Abend kommt trotzdem in den eigenen Ordner.
