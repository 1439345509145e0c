# Die Statistik der ausgewählten Abende: Tabelle und Diagramme.

statistics-nothing = Keine Abende ausgewählt.
statistics-summary = { $evenings ->
    [one] 1 Abend
   *[other] { $evenings } Abende
} · { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
} · { $players } Spieler — Spaltenkopf anklicken zum Sortieren
statistics-losses = Verluste im Lauf der Zeit
statistics-chart-players = Spieler im Diagramm:
statistics-chart-of = von { $total } (die meisten Spiele zuerst)
statistics-lost = { $name }: { $count } verloren
statistics-before-first = vor dem ersten Abend
statistics-axis-evenings = Abende
statistics-axis-lost = Spiele verloren
statistics-categories = Wurfkategorien
statistics-throws = { $count ->
    [one] 1 Wurf
   *[other] { $count } Würfe
}
statistics-throws-chart = Würfe
statistics-axis-count = Anzahl
statistics-evenings = Abende der Auswahl
statistics-column-date = Datum
statistics-column-title = Titel
statistics-column-games = Spiele
statistics-column-losers = Verlierer
statistics-more = … und { $count ->
    [one] ein älterer (siehe Liste der Abende)
   *[other] { $count } ältere (siehe Liste der Abende)
}
statistics-sort-keys = Sortieren: Klick auf eine Spalte, oder { $column } (Spalte) und { $order } (Richtung)
