# Die Tische der letzten Runde auf einen Blick: am Organisationsplatz und am Beamer.

status-missing = Ergebnis fehlt
status-playing = spielt
status-done = fertig
status-problem = Problem
status-playing-games = spielt ({ $played } von { $games ->
        [one] 1 Spiel
       *[other] { $games } Spielen
    })
status-playing-knockout = spielt ({ $played ->
        [one] 1 Spiel
       *[other] { $played } Spiele
    })
status-tables-done = { $done } von { $count ->
        [one] 1 Tisch
       *[other] { $count } Tischen
    } fertig
status-chip = { $table } { $status }
status-heading = Tische der Runde { $round }

# Warum ein Tisch ein Problem hat: eine Datei für ihn, die gemeldet und nicht verwendet wird.
status-trouble-copy = { $file }: Konfliktkopie oder halb geschriebene Kopie der Tischdatei – welche Ergebnisse gelten, ist offen
status-trouble-unreadable = { $file }: Tischdatei nicht lesbar
status-trouble-twice = { $file }: zwei Dateien für einen Tisch (auch { $other }) – keine wird verwendet
status-trouble-other-players = { $file }: andere Spieler als am Tisch – nicht verwendet
status-trouble-seats = { $file }: setzt { $name } an den Tisch, der dort nicht ausgelost ist – bitte Karte eintippen
status-problem-at = Runde { $round }, Tisch { $table }: { $text }
