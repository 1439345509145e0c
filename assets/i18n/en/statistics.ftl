# Statistics of the selected evenings: table and charts.

statistics-nothing = No evenings selected.
statistics-summary = { $evenings ->
    [one] 1 evening
   *[other] { $evenings } evenings
} · { $games ->
    [one] 1 game
   *[other] { $games } games
} · { $players ->
    [one] 1 player
   *[other] { $players } players
} — click a column header to sort
statistics-losses = Losses over time
statistics-chart-players = Players in the chart:
statistics-chart-of = of { $total } (most games first)
statistics-lost = { $name }: { $count } lost
statistics-before-first = before the first evening
statistics-axis-evenings = Evenings
statistics-axis-lost = Games lost
statistics-categories = Throw categories
statistics-throws = { $count ->
    [one] 1 throw
   *[other] { $count } throws
}
statistics-throws-chart = Throws
statistics-axis-count = Count
statistics-evenings = Evenings of the selection
statistics-column-date = Date
statistics-column-title = Title
statistics-column-games = Games
statistics-column-losers = Losers
statistics-more = … and { $count ->
    [one] one older one (see the list of evenings)
   *[other] { $count } older ones (see the list of evenings)
}
statistics-sort-keys = Sorting: click a column, or { $column } (column) and { $order } (order)
