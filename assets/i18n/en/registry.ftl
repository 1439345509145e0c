# The club's player list (ui/registry.rs).
registry-title = The club's player list
registry-keys = Type to search · { $choose } choose · { $add } new · { $rename } rename · { $merge } merge with another · { $undo } undo · { $back } closes
registry-search = Search:
registry-rename = New name for { $name }:
registry-merge = { $name } stays. The same person is:
registry-merge-split = "{ $keep }" and "{ $other }" sat at one table: { $count ->
    [one] that evening
   *[other] those evenings
} then no longer count in the tab and the season: { $evenings }. { $yes } merges all the same ({ $keep } stays), { $no } keeps them apart.
registry-also = also: { $also }
registry-heard = (only from the evenings, not yet in the list)
registry-empty = Nobody found.
registry-renamed = { $old } is now called { $new }.
registry-merged = { $other } and { $keep } are one person now: { $keep }.
registry-undone = Last change taken back.
registry-nothing-to-undo = Nothing to take back.
registry-add = New player:
registry-added = { $name } is in the registry now.
registry-alike = Merge "{ $keep }" and "{ $other }" ({ $keep } stays)? { $join }
registry-reading = Looking through the evenings for names …
registry-undone-what = Taken back: { $what }
