# Die Schalter eines Regelwerks, wie ein Tisch sie wählt (neuer Abend, neues Turnier):
# was zu vereinbaren ist, was vom Regelwerk abweicht, jede Regel zum Anpassen.

knob-grid-to-agree = zu vereinbaren: { $knob }
knob-grid-agreed = vereinbart: { $knob }
knob-grid-differences = Abweichend vom Regelwerk:
knob-grid-difference = • { $knob }: { $now } (statt { $was })
knob-grid-every-rule = Alle Regeln anpassen
