# Die lesbare Zusammenfassung von `schocken replay DATEI` (ohne --json).

summary-started = Beginn: { $when }
summary-place = Ort: { $place }
summary-rules = Regeln: { $preset } — { $description }
summary-differs = abweichend: { $knob } = { $value } (Regelwerk: { $preset_value })
summary-players = Spieler: { $names }
summary-game = Spiel { $number }
summary-round = Runde { $number }: { $entries }
summary-after-round = { $explanation }. Stock { $stock }
summary-tally-marks = Striche:
summary-points = Punkte:
summary-next = Als Nächstes: { $what }
summary-next-round = Spiel { $game }, { $part } — { $starter } beginnt ({ $order })
summary-next-starter = wer beginnt, ist offen (Beginner eintragen)
summary-next-roll-off = Äugeln zwischen { $names }
