# The club's player registry (file .spieler.ron in the evenings' folder): one person per player,
# across every tournament and evening.

players-unknown = { $name } is not in the player registry
players-empty-name = The name is empty
players-taken = { $name } is { $other } in the player registry already: merge the two (schocken players merge)
players-same = Both spellings are { $name } already
players-file-format = player registry of format { $format }: this version knows format 1 only
players-busy = The player registry { $file } is being changed elsewhere: please try again
players-cli-also = { $name } (also: { $also })
players-cli-none = The player registry { $file } is empty: nobody registered yet (schocken players add NAME).
players-cli-renamed = "{ $old }" is now "{ $new }"; earlier evenings count for "{ $new }"
players-cli-merged = "{ $other }" is now "{ $keep }": one person in every list
# After a merge: evenings that seated both spellings no longer count.
players-cli-merge-split = Note: { $keep } now sat twice at one table on these evenings: { $evenings }. The tab and the season pass them over (CLUB.md section 4); only an edit of .spieler.ron takes this back.
players-file-shape = line { $line }, column { $column }: { $problem }
players-file-shape-person = line { $line } (at "{ $person }"), column { $column }: { $problem }
players-file-empty-spelling = line { $line }: "{ $person }" has an empty spelling
players-file-empty-name = line { $line }: a name is empty
players-file-shared = line { $line }: the spelling "{ $spelling }" belongs to "{ $first }" and to "{ $second }": a spelling belongs to one person only (please correct .spieler.ron)
players-read = { $file }: { $problem }
players-conflict-copy = { $file }: a sync conflict copy of the player registry; it does not count, please reconcile it with .spieler.ron and delete it
players-cli-added = "{ $name }" is in the registry now
players-cli-known = "{ $name }" is in the registry already, as "{ $person }"
players-changed-since = { $name } was changed elsewhere in the meantime: nothing taken back, so that change stays.
