# The readable summary of `schocken replay FILE` (without --json).

summary-started = Started: { $when }
summary-place = Place: { $place }
summary-rules = Rules: { $preset } — { $description }
summary-differs = differs: { $knob } = { $value } (preset: { $preset_value })
summary-players = Players: { $names }
summary-game = Game { $number }
summary-round = Round { $number }: { $entries }
summary-after-round = { $explanation }. stock { $stock }
summary-tally-marks = Tally marks:
summary-points = Points:
summary-next = Next: { $what }
summary-next-round = game { $game }, { $part } — { $starter } starts ({ $order })
summary-next-starter = who starts is open (record a starter)
summary-next-roll-off = roll-off between { $names }
