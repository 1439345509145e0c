# A new evening: title, players in seat order, the rule set and what the table agrees on itself.

setup-heading = New evening
setup-default-title = Game night { $date }
# The title when the field is left empty.
setup-untitled = Schocken
setup-title = Title
setup-place = Place
setup-place-hint = The Red Lion
setup-players = Players in seat order (clockwise)
setup-name-hint = name, then Enter
setup-add = Add
setup-move-up = move up
setup-move-down = move down
setup-remove = remove
setup-already-seated = "{ $name }" is already seated.
setup-two-players = Enter at least two players.
setup-agree = Please agree at the table: { $knob }
setup-rule-set = Rule set
setup-cancel = Cancel ({ $key })
setup-begin = Let's play
setup-already-seated-as = "{ $name }" is already seated, as "{ $seated }".
setup-offers = { $key } takes: { $names }
setup-roster-keys = Enter adds · seat number + Enter or { $choose } chooses a player · { $up } / { $down } moves them · { $remove } removes them
setup-same-players = The same players as last time ({ $keys }): { $names }
setup-preset-hint = type its name or { $choose }
setup-keys = Tab moves on, Space chooses · { $keys }: let's play
setup-same-rules = and their rules: { $rules }
setup-answer-first = First answer the question about the rule set ({ $yes } or { $no }).
