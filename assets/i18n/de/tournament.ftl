# Turniere (TOURNAMENT.md): warum eine turnier.ron abgelehnt wird, und was die Rangliste sagt.

tournament-at-event = Ereignis { $number }: { $problem }
tournament-empty = die Datei ist leer
tournament-syntax = Zeile { $line }, Spalte { $column }: { $message }
tournament-format = Formatversion { $format } kennt dieses Programm nicht (es liest Version 1)
tournament-single-half = Turniere werden in zwei Hälften und Finale gespielt; dieses Regelwerk hat nur einen Durchgang
tournament-bad-number = { $field }: { $value } ist hier nicht möglich
tournament-empty-name = ein Spielername ist leer
tournament-name-twice = „{ $name }“ ist schon angemeldet
tournament-unknown-player = „{ $name }“ ist nicht angemeldet
tournament-withdrawn = { $name } hat sich abgemeldet
tournament-withdrawn-twice = { $name } hat sich schon abgemeldet
tournament-twice-in-draw = { $name } sitzt zweimal in der Auslosung
tournament-left-out = { $name } fehlt in der Auslosung (eine Punkterunde setzt alle Angemeldeten)
tournament-table-size = an Tisch { $table } { $size ->
        [one] sitzt 1 Spieler
       *[other] sitzen { $size } Spieler
    }; ein Tisch hat 2 bis 6
tournament-draw-round = Auslosung für Runde { $round }: als Nächstes ist Runde { $next } dran
tournament-redraw-after-card = Runde { $round } kann nicht neu ausgelost werden: es gibt schon eine Karte
tournament-unknown-round = Runde { $round } ist nicht ausgelost
tournament-unknown-table = Runde { $round } hat keinen Tisch { $table }
tournament-not-at-table = Spiel { $game }: { $name } sitzt nicht an Tisch { $table }
tournament-no-lives = Spiel { $game }: { $name } hat kein Leben mehr und spielt nicht mehr mit
tournament-final-missing = Spiel { $game }: die Hälften verloren verschiedene Spieler, also fehlt der Verlierer des Finales
tournament-final-not-needed = Spiel { $game }: beide Hälften verlor derselbe Spieler (Durchmarsch), ein Finale gibt es nicht
tournament-final-not-half-loser = Spiel { $game }: { $name } hat keine Hälfte verloren und spielt nicht im Finale
tournament-too-many-games = { $games ->
        [one] 1 Spiel
       *[other] { $games } Spiele
    } auf der Karte, die Runde zählt { $counted }
tournament-after-decision = Spiel { $game }: der Tisch ist schon entschieden
tournament-out-names-loser = Spiel { $game }, Hälfte { $half }: { $name } hat die Hälfte verloren und steht nicht in der Ausstiegsfolge
tournament-out-twice = Spiel { $game }, Hälfte { $half }: { $name } steht zweimal in der Ausstiegsfolge
tournament-out-missing = Spiel { $game }, Hälfte { $half }: { $name } fehlt in der Ausstiegsfolge
tournament-points-twice = Spiel { $game }: { $name } steht zweimal bei den Punkten
tournament-needs-out = Spiel { $game }, Hälfte { $half }: die Wertung braucht die Ausstiegsfolge, und weder die Karte noch eine Tischdatei nennt sie
tournament-needs-points = Spiel { $game }: die Wertung braucht die Punkte, und weder die Karte noch eine Tischdatei nennt sie

tournament-folder-missing = { $dir }: diesen Ordner gibt es nicht
tournament-folder-no-file = { $dir }: kein Turnier (turnier.ron fehlt)
tournament-skipped-no-such-table = nicht gewertet: Runde { $round }, Tisch { $table } ist nicht ausgelost
tournament-skipped-other-players = nicht gewertet: an Runde { $round }, Tisch { $table } sitzen andere Spieler
tournament-skipped-twice = nicht gewertet: für Runde { $round }, Tisch { $table } gibt es auch { $other }
tournament-teams = Mannschaften:
tournament-folder-write = { $file }: Speichern fehlgeschlagen: { $error }
tournament-folder-exists = { $file }: hier gibt es schon ein Turnier

tournament-cli-created = Turnier angelegt: { $file }
tournament-cli-registered = { $count ->
        [one] 1 Spieler angemeldet
       *[other] { $count } Spieler angemeldet
    }
tournament-cli-withdrawn = { $name } abgemeldet
tournament-cli-bad-knockout = „{ $spec }“: K.-o.-Runde als LEBEN:WEITER angeben, z. B. 2:1
tournament-cli-bad-discs = „{ $spec }“: Deckel als TISCHGRÖSSE:DECKEL angeben, z. B. 3:11 (Tische 2 bis 6, 3 bis 30 Deckel)
tournament-cli-bad-game = „{ $game }“: ein Spiel als Hälfte1/Hälfte2[/Finale], dazu mit „;“ getrennt so:Name; out1:A+B,C; out2:…; points:A=3,B=-2
tournament-cli-card = Karte für Runde { $round }, Tisch { $table } eingetragen
tournament-cli-round = Runde { $round }:
tournament-cli-table = Tisch { $table }: { $names }
tournament-cli-code = Tisch { $table }: { $code }  { $path }
tournament-codes-bad-code = „{ $code }“ ist kein Tischcode
tournament-skipped-sync-conflict = nicht gewertet: eine Konfliktkopie des Abgleichs
tournament-skipped-temporary = nicht gewertet: eine unfertige Datei
tournament-skipped-unreadable = { $problem } (nicht gewertet)
tournament-skipped-not-a-table = nicht gewertet: ein Abend ohne Turniertisch (keine Angabe „tournament“)
tournament-skipped-single-half = nicht gewertet: das Regelwerk hat nur einen Durchgang, Turniere spielen zwei Hälften und Finale
tournament-cli-open-tables = Runde { $round } hat noch Tische ohne Ergebnis (Tisch { $tables }), und die K.-o.-Runde wird aus der Rangliste gezogen: erst die Ergebnisse eintragen — oder bewusst mit --force auslosen.
tournament-cli-no-round = Runde { $round } ist nicht ausgelost
tournament-cli-printed = gedruckt: { $file }
tournament-table-title = Runde { $round }, Tisch { $table }
tournament-cli-sudden = Runde { $round }: Zeit ist um. Die Tischlaptops schocken ab ihrer nächsten Runde scharf weiter ({ $file }).
tournament-skipped-stranger = nicht gewertet: die Datei setzt „{ $name }“ an Runde { $round }, Tisch { $table }, der dort nicht ausgelost ist (ein Ersatzspieler?); die Karte des Tisches eintippen
tournament-folder-changed-outside = { $file } wurde außerhalb geändert, seit es hier gelesen wurde; nichts gespeichert
tournament-name-taken = „{ $name }“ ist schon angemeldet (als „{ $registered }“)
tournament-rename-taken = „{ $name }“ ist schon angemeldet
tournament-rename-session = Runde { $round }, Tisch { $table } zählt aus der Tischdatei, die den alten Namen behält; erst die Karte des Tisches über die Tischdatei eintippen, dann umbenennen
tournament-cli-renamed = „{ $old }“ heißt jetzt „{ $new }“
tournament-cli-card-cleared = Karte von Runde { $round }, Tisch { $table } gelöscht
tournament-no-card = Runde { $round }, Tisch { $table } hat keine Karte
tournament-stale-draw = die vorgeschlagene Auslosung passt nicht mehr zu den Angemeldeten; bitte neu vorschlagen
tournament-patch-gone = { $what } wurde seither geändert
tournament-event-register = die Anmeldung von „{ $name }“
tournament-event-withdraw = die Abmeldung von „{ $name }“
tournament-event-draw = die Auslosung der Runde { $round }
tournament-event-card = die Karte von Runde { $round }, Tisch { $table }
