# Why a session file cannot be read (session/file.rs). Shown after the file's name: `FILE: …`.

file-die = { $die } is not a die value (1 to 6)
file-throws = throws: { $throws } — a player throws 1 to 3 times
file-single-throw-assembled = throws: 1, hand: false — a single throw is always from the hand
file-over-limit-assembled = hand: false — a throw over the limit counts as the first throw here, which is from the hand
file-sum = a sum of { $sum } is impossible with three dice (3 to 18)
file-empty = the file is empty
file-syntax = line { $line }, column { $column }: not a valid session file: { $message }
file-format = format { $format }: this file comes from another (newer) version; this schocken reads format { $supported }
file-unknown-preset = unknown preset "{ $preset }" (known: { $known })
file-unknown-preset-near = unknown preset "{ $preset }" — did you mean "{ $near }"?
file-unknown-knob = unknown knob "{ $knob }" (known: { $known })
file-unknown-knob-near = unknown knob "{ $knob }" — did you mean "{ $near }"?
file-bad-knob = { $knob }: this knob does not take "{ $value }" (possible: { $known })
file-bad-knob-near = { $knob }: this knob does not take "{ $value }" — did you mean "{ $near }"?
file-bad-knob-missing = { $knob }: what stands here is no value of this knob (possible: { $known })
# A problem of the rules field at its line: `line 4: rules: siebener: …`.
file-rules-at = line { $line }: rules: { $problem }
file-players = players: { $problem }
file-rules = rules: { $problem }
file-draft = round being entered (draft): { $problem }
file-event = event { $event }: { $problem }
# The values a number knob takes, in the list of known values.
file-range = { $min } to { $max }
file-tournament = tournament: round { $round }, table { $table } — rounds and tables count from 1
file-ron-end = the file ends too early (cut short?)
file-ron-expected = { $what } is missing here
file-ron-unexpected-char = unexpected character "{ $char }"
file-ron-trailing = something follows the end of the file
file-ron-unknown-variant = "{ $found }" is unknown here; possible are { $known }
file-ron-unknown-field = there is no field "{ $found }" here; possible are { $known }
file-ron-missing-field = the field "{ $field }" is missing
file-ron-duplicate-field = the field "{ $field }" appears twice
file-ron-wrong-value = wrong value ({ $found }); expected: { $expected }
file-ron-number-out-of-range = the number is too large or too small
file-ron-bad-escape = invalid character after "\" in a text
file-ron-unclosed-comment = a comment is not closed
file-ron-token-comma = a comma
file-ron-token-list-start = a list starting with "["
file-ron-token-list-end = the "]" ending the list
file-ron-token-open = an "("
file-ron-token-close = the closing ")"
file-ron-token-map-start = a "{"{"}"
file-ron-token-map-end = the closing "{"}"}"
file-ron-token-colon = a colon
file-ron-token-text = a text in quotes
file-ron-token-text-end = the closing quote
file-ron-token-number = a number
file-ron-token-boolean = true or false
file-ron-token-name = a name
file-ron-token-option = Some(…) or None
file-ron-token-unit = ()
# A name from the file, quoted; a list of them, and the one meant where a typo is near it.
file-quoted = "{ $text }"
file-ron-known-near = { $known } — did you mean "{ $near }"?
