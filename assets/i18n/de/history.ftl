# Der Verlauf: alle Abende des Ordners, durchsuchbar, mit Statistik und Ausfuhr.

history-back = ← Zurück ({ $key })
history-title = Verlauf
history-tab-evenings = Abende
history-tab-statistics = Statistik
history-search = Suche:
history-search-hint = Titel, Ort, Spieler
history-player = Spieler:
history-rules = Regeln:
history-all = alle
history-from = von
history-to = bis
history-show-all = Alle zeigen
history-date-hint = TT.MM.JJJJ
history-date-help = Datum als TT.MM.JJJJ eingeben, z. B. 24.12.2026
history-folder-error = { $folder }: { $error }
history-shown = { $shown } von { $total ->
    [one] 1 Abend
   *[other] { $total_text } Abenden
}
history-damaged = { $count ->
    [one] · 1 beschädigte Datei (wird nicht verändert)
   *[other] · { $count } beschädigte Dateien (werden nicht verändert)
}
history-loading-progress = lade { $read } von { $total } Dateien …
history-empty-folder = In diesem Ordner liegen noch keine Abende.
history-loading = Lade …
history-no-match = Kein Abend passt zum Filter.
history-column-date = Datum
history-column-title = Titel
history-column-rules = Regeln
history-column-players = Spieler
history-column-games = Spiele
history-column-losers = Verlierer
history-damaged-file = beschädigt
history-look-back = Ansehen: Runde für Runde
history-game-on = ein Spiel läuft noch
history-all-finished = alle Spiele beendet
history-export = Exportieren …
history-export-csv = { $table } als CSV …
history-export-json = Alles als JSON …
history-export-json-file = schocken-statistik.json
history-keys = { $choose } wählt einen Abend, { $open } öffnet ihn · { $back }: zurück
history-keys-statistics = { $back }: zurück zur Liste der Abende
