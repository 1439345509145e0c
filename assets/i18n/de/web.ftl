# Die Webseiten für die Handys (schocken tournament serve): die Tischseite zum Eintragen und die Saalseite.
# Der Server gibt sie der Seite mit; { $name } und Co. füllt die Seite selbst.

## Beide Seiten
web-lang-switch = English
web-offline = offline — wird gesendet
web-no-connection = Keine Verbindung zum Turnier-Laptop — versuche es weiter …

## Die Tischseite
web-table-title = Runde { $round } · Tisch { $table }
web-turn = { $name } ist dran
web-roll-off = Äugeln: { $names }
web-roll-off-sum = Augensumme von { $name }?
web-roll-off-record = Äugeln eintragen
web-starter = Wer beginnt?
web-throws = Würfe
web-times = { $count }×
web-from-hand = aus der Hand
web-enter = Eintragen
web-delete = Löschen
web-take = Freiwillig nehmen
web-undo = Zurücknehmen
web-more = Mehr …
web-less = Zurück
web-sudden = Zeit ist um (Sudden)
web-dropped-dice = Würfel runtergefallen
web-lustwurf = Lustwurf
web-who = Wer?
web-need-dice = Drei Würfel antippen.
web-need-count = Wie oft geworfen?
web-discs = Deckel
web-marks = Striche
web-points = Punkte
web-stock = Stapel: { $count }
web-log = Die Runden
web-read-only = Ein Laptop hat diesen Tisch gerade offen: hier nur lesen.
web-stale = Inzwischen wurde an diesem Tisch anderswo eingetragen. Bitte prüfen und nochmal eintragen.
web-undone = Letzten Eintrag zurückgenommen.
web-sent = Eingetragen.

## Die Saalseite
web-hall-title = Schocken-Turnier
web-where = Wo sitze ich?
web-name = Dein Name
web-seat = { $name }: Runde { $round }, Tisch { $table }, Platz { $seat }
web-seat-none = Niemand mit diesem Namen in Runde { $round }.
web-no-draw = Noch nicht ausgelost.
web-standings = Rangliste
web-teams = Mannschaften
web-prizes = Preise
web-players = Spieler
