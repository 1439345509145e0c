# Why a session file cannot be read (session/file.rs). Shown after the file's name: `FILE: …`.

file-die = { $die } is not a die value (1 to 6)
file-throws = throws: { $throws } — a player throws 1 to 3 times
file-single-throw-assembled = throws: 1, hand: false — a single throw is always from the hand
file-sum = a sum of { $sum } is impossible with three dice (3 to 18)
file-empty = the file is empty
file-syntax = line { $line }, column { $column }: not a valid session file: { $message }
file-format = format { $format }: this file comes from another (newer) version; this schocken reads format { $supported }
file-unknown-preset = rules: unknown preset "{ $preset }" (known: { $known })
file-unknown-knob = line { $line }: rules: unknown knob "{ $knob }" (known: { $known })
file-bad-knob = rules: { $knob }: invalid value { $value } (possible: { $known })
file-players = players: { $problem }
file-draft = round being entered (draft): { $problem }
file-event = event { $event }: { $problem }
# The values a number knob takes, in the list of known values.
file-range = { $min } to { $max }
file-tournament = tournament: round { $round }, table { $table } — rounds and tables count from 1
