# Das Fenster der App: Meldungen, die keinem Bildschirm allein gehören.

app-no-data-folder = kein Datenordner gefunden
app-not-saved = Speichern fehlgeschlagen: { $path }: { $error }
app-close-message = Meldung schließen
