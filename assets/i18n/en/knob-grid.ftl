# The knobs of a rule set as a table chooses them (new evening, new tournament):
# what is to be agreed on, what differs from the preset, every rule to adjust.

knob-grid-to-agree = to agree on: { $knob }
knob-grid-agreed = agreed: { $knob }
knob-grid-differences = Differs from the rule set:
knob-grid-difference = • { $knob }: { $now } (instead of { $was })
knob-grid-every-rule = Adjust every rule
knob-grid-house-rules = House rules
knob-grid-house-rules-note = From other pubs and Schocken programs; off in every rule book. Change only what the table agreed on.
# Under a rule that cannot act as set: which other rule keeps it, and how that one stands.
knob-grid-idle = has no effect while "{ $knob }" is "{ $value }"
# The question before another rule set drops changed rules; $knobs: "rule: value", joined by "; ".
knob-grid-ask = Change to "{ $rules }"? { $count ->
    [one] This drops { $knobs }.
   *[other] This drops { $knobs }.
} ({ $yes }: change · { $no }: keep)
knob-grid-dropped = { $knob }: { $value }
knob-grid-ask-yes = Change ({ $key })
knob-grid-ask-no = Keep ({ $key })
