# Das Fenster der App: Meldungen, die keinem Bildschirm allein gehören.

app-no-data-folder = kein Datenordner gefunden
app-not-saved = Speichern fehlgeschlagen: { $path }: { $error }
app-close-message = Meldung schließen
# Wo kein Dateidialog gezeigt werden kann (weder Desktop-Portal noch zenity): was stattdessen geht.
app-no-dialog-open = Kein Dateidialog auf diesem Rechner (weder Desktop-Portal noch zenity). Einen Abend öffnen: schocken open DATEI — oder zenity installieren.
app-no-dialog-folder = Kein Dateidialog auf diesem Rechner (weder Desktop-Portal noch zenity). Einen anderen Ordner der Abende wählen: schocken --sessions ORDNER — oder zenity installieren.
app-no-dialog-tournament = Kein Dateidialog auf diesem Rechner (weder Desktop-Portal noch zenity). Ein Turnier öffnen: schocken tournament open ORDNER — oder zenity installieren.
app-tournament-gone = Den Turnierordner { $folder } gibt es nicht mehr; er ist aus der Liste genommen.
app-about-title = Über Schocken
app-about-what = Schiedsrichter, Anschreiber und Turnierleitung für das Würfelspiel Schocken.
app-about-licence = Lizenz: MIT oder Apache-2.0, nach Wahl.
app-about-data = Die Abende, verein.ron und die Spielerliste liegen in: { $folder }
app-about-close = { $key } schließt.
app-about-version = Schocken { $version }
