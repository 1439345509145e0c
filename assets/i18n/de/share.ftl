## Bilder zum Teilen in der Messenger-Gruppe (src/share): Rangliste, Abend, Saison.

# Die Zeile unter einer gekürzten Tabelle.
share-more = … und { $count ->
        [one] 1 weitere
       *[other] { $count } weitere
    }
share-winner = Turniersieger
share-first = Platz 1
share-prizes = Preise
share-nobody-yet = Noch niemand gewertet.
share-who-lost = Wer hat was verloren
share-marks = Striche des Abends
share-season = Saison { $name }
share-table = Tabelle
# Dateinamen (ohne .png), klein und ohne Leerzeichen.
share-file-standings = rangliste
share-file-evening = abend
share-file-season = saison
share-error-drawing = Das Bild ließ sich nicht zeichnen (ein Fehler des Programms): { $error }
share-error-size = Ein Bild von { $width } × { $height } Pixeln lässt sich nicht anlegen (ein Fehler des Programms).
share-error-encoding = Das Bild ließ sich nicht als PNG schreiben: { $error }
share-written = Bild gespeichert: { $file }
share-not-written = Das Bild { $file } ließ sich nicht schreiben: { $error }
# Das Fenster sagt, wohin das Bild gespeichert wurde.
share-saved = Bild zum Teilen gespeichert: { $file }
share-no-folder = Kein eigener Ordner, in den das Bild gespeichert werden könnte.
share-tab-no-picture = Von der Kasse gibt es kein Bild: sie zeigt Geld. Bitte eine Saison wählen ({ $key }).
share-saved-in-folder = Bild zum Teilen im Turnierordner gespeichert: { $file }
