# The club's player list (ui/registry.rs).
registry-title = The club's player list
registry-keys = Type to search · ↑/↓ choose · { $add } new · { $rename } rename · { $merge } merge with another · { $undo } undo · Esc closes
registry-search = Search:
registry-rename = New name for { $name }:
registry-merge = { $name } is the same person as:
registry-also = also: { $also }
registry-heard = (only from the evenings, not yet in the list)
registry-empty = Nobody found.
registry-renamed = { $old } is now called { $new }.
registry-merged = { $other } and { $keep } are one person now: { $keep }.
registry-undone = Last change taken back.
registry-nothing-to-undo = Nothing to take back.
registry-add = New player:
registry-added = { $name } is in the registry now.
registry-alike = Merge "{ $keep }" and "{ $other }"? { $join }
registry-reading = Looking through the evenings for names …
registry-undone-what = Taken back: { $what }
