# The history: every evening of the folder, searchable, with statistics and exports.

history-back = ← Back ({ $key })
history-title = History
history-tab-evenings = Evenings
history-tab-statistics = Statistics
history-search = Search:
history-search-hint = title, place, player
history-player = Player:
history-rules = Rules:
history-all = all
history-from = from
history-to = to
history-show-all = Show all
history-date-hint = DD.MM.YYYY
history-date-help = Enter the date as DD.MM.YYYY, e.g. 24.12.2026
history-folder-error = { $folder }: { $error }
history-shown = { $shown } of { $total ->
    [one] 1 evening
   *[other] { $total_text } evenings
}
history-damaged = { $count ->
    [one] · 1 damaged file (left untouched)
   *[other] · { $count } damaged files (left untouched)
}
history-loading-progress = loading { $read } of { $total } files …
history-empty-folder = No evenings in this folder yet.
history-loading = Loading …
history-no-match = No evening matches the filter.
history-column-date = Date
history-column-title = Title
history-column-rules = Rules
history-column-players = Players
history-column-games = Games
history-column-losers = Losers
history-damaged-file = damaged
history-look-back = Look back: round by round
history-game-on = a game is still on
history-all-finished = every game finished
history-export = Export …
history-export-csv = { $table } as CSV …
history-export-json = Everything as JSON …
history-export-json-file = schocken-statistics.json
history-keys = { $choose } chooses an evening, { $open } opens it · { $back }: back
history-keys-statistics = { $back }: back to the list of evenings
