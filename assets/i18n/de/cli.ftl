# The command line (cli.rs): messages, errors and the text of `schocken rules` and `schocken stats`.

cli-demo-folder = Beispielabende in { $dir }
cli-demo-failed = schocken demo: { $error }
cli-window-failed = schocken: das Fenster lässt sich nicht öffnen: { $error }
cli-no-such-file = schocken: { $file }: keine Datei und kein Befehl (schocken --help)
cli-file-and-command = schocken: entweder eine Datei oder ein Befehl (schocken --help)
cli-no-data-folder = kein Datenordner gefunden (--sessions DIR)
cli-folder-problem = { $dir }: { $error }
cli-unknown-player = --player: „{ $name }“ kommt in keiner Sitzung in { $dir } vor
cli-stats-title = { $count ->
        [one] 1 Sitzung
       *[other] { $count } Sitzungen
    } an { $dates ->
        [one] 1 Abend
       *[other] { $dates } Abenden
    } in { $dir } (die Spalte „Abende“ zählt Sitzungen: zwei Tische an einem Datum zweimal)
cli-stats-title-player = { $count ->
        [one] 1 Sitzung
       *[other] { $count } Sitzungen
    } an { $dates ->
        [one] 1 Abend
       *[other] { $dates } Abenden
    } mit { $name } in { $dir } (die Spalte „Abende“ zählt Sitzungen: zwei Tische an einem Datum zweimal)
cli-simulated-title = Simulierter Abend ({ $preset })
cli-players = --players: { $problem }
cli-blank-with-file = { $file }: mit --blank wird keine Sitzungsdatei gelesen
cli-blank-with-game = --blank: nicht zusammen mit --game oder --tallies
cli-blank-players = --blank: bitte die Spielerzahl angeben (--players N, 2–12)
cli-rules-unknown = --rules: { $problem }
cli-print-no-file = schocken print: bitte eine Sitzungsdatei angeben (oder --blank)
cli-print-blank-only = --players und --rules gelten nur mit --blank
cli-tallies-with-game = --tallies: die Bierdeckel gelten für den ganzen Abend, nicht mit --game
cli-print-same-file = { $file }: das ist die Sitzungsdatei; sie wird nicht überschrieben (--out wählen)
cli-print-unwritable = { $file }: lässt sich nicht schreiben: { $error }
cli-print-written = { $file } geschrieben
# The file names `schocken print` chooses: a blank sheet, one game of a session, the beer mats, a session without a name.
cli-print-blank-name = wertungsbogen-{ $preset }-{ $players }
cli-print-game-suffix = -spiel{ $game }
cli-print-tallies-suffix = -bierdeckel
cli-print-session-name = sitzung
cli-rules-knob = Schalter
cli-rules-agreed-note = * am Tisch vor dem ersten Spiel zu vereinbaren (hier der Standardwert)
cli-rules-agreed = (zu vereinbaren: { $values })
cli-rules-house-mark = (H)
cli-rules-house-note = (H) Hausregel: in keinem Regelwerk, überall ihr Standardwert; was sie tut: schocken rules REGELWERK
cli-rules-house = (Hausregel: { $what })
cli-club-codes-none = In { $folder } gibt es noch keine Mitgliedercodes. Sie entstehen, sobald die Handys bedient werden: mit schocken club serve oder { $phones } in der Ansicht „Verein“ (dort druckt { $codes } die Codezettel).
