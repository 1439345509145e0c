# The knobs of a rule set as a table chooses them (new evening, new tournament):
# what is to be agreed on, what differs from the preset, every rule to adjust.

knob-grid-to-agree = to agree on: { $knob }
knob-grid-agreed = agreed: { $knob }
knob-grid-differences = Differs from the rule set:
knob-grid-difference = • { $knob }: { $now } (instead of { $was })
knob-grid-every-rule = Adjust every rule
knob-grid-house-rules = House rules
knob-grid-house-rules-note = From other pubs and Schocken programs; off in every rule book. Change only what the table agreed on.
