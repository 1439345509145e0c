# Die Befehle aus Menüs, Knöpfen und Tasten: die Beschriftung und, als .help, was der Befehl tut
# (Tooltip und Hilfefenster).

commands-menu-evening = Abend
commands-menu-entry = Eintrag
commands-menu-view = Ansicht
commands-menu-print = Drucken
commands-menu-help = Hilfe

commands-new-session = Neuer Abend
    .help = Einen neuen Abend anlegen: Spieler, Regeln
commands-open-file = Datei öffnen…
    .help = Eine Sitzungsdatei öffnen
commands-history = Verlauf und Statistik
    .help = Alle Abende des Ordners: suchen, ansehen, Statistik, Export
commands-sessions-folder = Ordner der Abende wählen…
    .help = Wo die Abende gespeichert werden (auch ein gemeinsamer oder synchronisierter Ordner)
commands-close-session = Zur Startseite
    .help = Zurück zur Startseite (alles ist schon gespeichert)
commands-undo = Rückgängig
    .help = Den letzten Eintrag zurücknehmen
commands-redo = Wiederherstellen
    .help = Den zurückgenommenen Eintrag wiederherstellen
commands-take = Freiwillig nehmen
    .help = Der Spieler am Zug nimmt freiwillig die Deckel des besten Wurfs (wo erlaubt)
commands-dropped-dice = Würfel gefallen
    .help = Ein Spieler hat die Würfel fallen lassen
commands-lustwurf = Lustwurf
    .help = Ein Spieler hat geworfen, obwohl er weder gewinnen noch verlieren konnte
commands-note = Notiz
    .help = Eine Notiz ins Protokoll schreiben
commands-starter = Beginner festlegen
    .help = Wer die nächste Runde beginnt (Eröffnungswurf, Auswürfeln, Schiedsrichterentscheid)
commands-seats = Sitzordnung ändern
    .help = Zwischen zwei Spielen: Spieler gehen, neue kommen dazu
commands-beer-mat = Bierdeckel
    .help = Striche auf dem Bierdeckel anzeigen
commands-print-session = Wertungsbogen des Abends drucken
    .help = { commands-print-help }
commands-print-game = Wertungsbogen dieses Spiels drucken
    .help = { commands-print-help }
commands-print-tallies = Bierdeckel drucken
    .help = { commands-print-help }
commands-save-session = Wertungsbogen des Abends als PDF…
    .help = { commands-save-help }
commands-save-game = Wertungsbogen dieses Spiels als PDF…
    .help = { commands-save-help }
commands-save-tallies = Bierdeckel als PDF…
    .help = { commands-save-help }
commands-zoom-in = Größer
    .help = Alles größer darstellen
commands-zoom-out = Kleiner
    .help = Alles kleiner darstellen
commands-zoom-reset = Normale Größe
    .help = Normale Größe
# Der Sprachschalter nennt die andere Sprache, in ihr selbst.
commands-language = English
    .help = Switch to English
commands-help = Hilfe
    .help = Alle Befehle und Tasten

commands-print-help = An den Standarddrucker schicken, sonst im PDF-Betrachter öffnen
commands-save-help = Als PDF-Datei speichern (A4)

# Warum ein Befehl gerade nicht geht (statt still nichts zu tun).
commands-blocked-no-evening = Dafür muss ein Abend offen sein.
commands-blocked-no-game-yet = Das Spiel hat noch nicht begonnen: es gibt noch keinen Wertungsbogen.
commands-blocked-nothing-to-undo = Es gibt nichts zurückzunehmen.
commands-blocked-nothing-to-redo = Es gibt nichts wiederherzustellen.
commands-blocked-take-off = Freiwillig nehmen ist in diesem Regelwerk aus (das gibt es nur bei Kalk).
commands-blocked-nothing-to-take = Freiwillig nehmen geht erst, wenn in dieser Runde jemand geworfen hat.
commands-blocked-dropped-dice-off = Fallen gelassene Würfel zählen in diesem Regelwerk nicht.
commands-blocked-lustwurf-off = Lustwurf ist in diesem Regelwerk aus.
commands-blocked-roll-off-first = Erst muss das Äugeln den Gleichstand entscheiden.
commands-blocked-round-begun = Die Runde hat schon angefangen.
commands-blocked-game-begun = Die Sitzordnung ändert sich nur zwischen zwei Spielen.
commands-theme = Hell / dunkel
    .help = Zwischen dem dunklen und dem hellen, kontrastreichen Aussehen wechseln (für helle Kneipen)
commands-tournament = Turnier…
    .help = Ein Turnier im gewählten Ordner leiten oder anlegen: Anmeldung, Auslosung, Karten, Rangliste, Beamer
commands-sudden = Zeit ist um: scharf
    .help = Ab jetzt entscheidet jede Runde ihre Hälfte oder das Finale allein; es wandern keine Deckel mehr
commands-blocked-not-a-tournament-table = „Scharf weiterschocken“ gibt es nur an einem Turniertisch.
commands-blocked-already-sudden = Es wird schon scharf weitergeschockt.
commands-quit = Beenden
    .help = Schließt das Programm; der Abend ist nach jedem Eintrag schon gespeichert
commands-players = Spielerliste
    .help = Die Spieler des Vereins: umbenennen, Schreibweisen zusammenführen
