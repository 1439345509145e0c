# Die Webseiten für die Handys (schocken tournament serve): die Tischseite zum Eintragen und die Saalseite.
# Der Server gibt sie der Seite mit; { $name } und Co. füllt die Seite selbst.

## Beide Seiten
web-lang-switch = English
web-cancel = Abbrechen
web-offline = offline — wird gesendet
web-no-connection = Keine Verbindung zum Turnier-Laptop — versuche es weiter …

## Die Tischseite
web-table-title = Runde { $round } · Tisch { $table }
web-turn = { $name } ist dran
web-roll-off = Äugeln: { $names }
web-roll-off-bottom = Äugeln um den niedrigsten Wurf: { $names } (die kleinste Summe verliert)
web-roll-off-top = Äugeln um den höchsten Wurf: { $names } (die größte Summe gewinnt)
web-roll-off-all = Äugeln um den höchsten und den niedrigsten Wurf: { $names }
web-roll-off-sum = Augensumme von { $name }?
web-roll-off-record = Äugeln eintragen
web-starter = Wer beginnt?
web-throws = Würfe
web-times = { $count }×
web-from-hand = aus der Hand
web-enter = Eintragen
web-delete = Löschen
web-take = Freiwillig nehmen
web-undo = ↶ Zurücknehmen
web-undo-ask = { $what } zurücknehmen?
web-undo-ask-last = Den letzten Eintrag zurücknehmen?
web-undo-yes = Ja, zurücknehmen
web-more = Mehr …
web-less = ‹ Zurück zur Eingabe
web-sudden = Zeit ist um (Sudden)
web-sudden-ask = Ist die Zeit um? Dann wird ab jetzt scharf weitergeschockt: jede Runde entscheidet ihre Hälfte. Nur auf Ansage der Turnierleitung eintragen.
web-sudden-yes = Ja, Zeit ist um
web-dropped-dice = Würfel runtergefallen
web-lustwurf = Lustwurf
web-who = Wer?
web-need-dice = Drei Würfel antippen.
web-need-count = Wie oft geworfen?
web-discs = Deckel
web-keeps-playing = würfelt weiter
web-marks = Striche
web-points = Punkte
web-stock = Stock: { $count }
web-lives = Leben
web-out = raus
web-log = Die Runden
web-read-only = Ein Laptop hat diesen Tisch gerade offen: hier nur lesen.
web-stale = Inzwischen wurde an diesem Tisch anderswo eingetragen. Bitte prüfen und nochmal eintragen.
web-undone = Letzten Eintrag zurückgenommen.
web-undone-what = Zurückgenommen: { $what }
web-dropped-entered = Der Wurf von { $name } wurde inzwischen eingetragen — die hier getippten Würfel sind verworfen. Bitte prüfen.
web-dropped-changed = Am Tisch wurde inzwischen etwas geändert — die für { $name } getippten Würfel sind verworfen. Bitte prüfen.
web-sent = Eingetragen.

## Die Saalseite
web-hall-title = Schocken-Turnier
web-where = Wo sitze ich?
web-name = Dein Name
web-seat = { $name } sitzt an Tisch { $table }, Platz { $seat } (Runde { $round })
web-seat-none = Niemand mit diesem Namen in Runde { $round }.
web-seat-absent = { $name } spielt in Runde { $round } nicht mit.
web-no-draw = Noch nicht ausgelost.
web-standings = Rangliste
web-teams = Mannschaften
web-prizes = Preise
web-players = Spieler
web-code = Tischcode eingeben
web-code-placeholder = K7MQX-P4TRW
web-code-go = Zum Tisch
web-code-typed = Getippt: „{ $text }“

## Die Seite statt eines Tisches, den es nicht gibt
web-no-table-hint = Bitte den Code auf der Tischkarte prüfen (groß oder klein geschrieben, mit oder ohne Bindestrich) oder ihren QR-Code scannen.
web-too-many-hint = Von diesem Handy kamen zu viele falsche Tischcodes. Bitte eine Minute warten, dann nochmal versuchen.
web-failed-hint = Bitte der Turnierleitung Bescheid sagen.
web-back = Zur Saalseite: Wo sitze ich?
web-table-problem = Runde { $round }, Tisch { $table }: { $text }
web-file-problem = Im Turnierordner: { $text }

# The members' own pages on the bar's Wi-Fi ("Meine Striche").
web-members-title = Meine Striche
web-members-intro = Den Code von deinem Zettel eintippen: Du siehst deine Striche, was sie kosten, was du bezahlt hast und was offen ist.
web-members-code = Dein Code
web-members-go = Anzeigen
web-members-read-only = Nur zum Ansehen: Zahlungen trägt der Kassenwart am Vereinslaptop ein.
web-members-other = Anderen Code eingeben
web-members-too-many = Von diesem Handy kamen zu viele falsche Codes. Bitte eine Minute warten, dann den Code von deinem Zettel noch einmal eintippen.
