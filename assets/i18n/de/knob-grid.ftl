# Die Schalter eines Regelwerks, wie ein Tisch sie wählt (neuer Abend, neues Turnier):
# was zu vereinbaren ist, was vom Regelwerk abweicht, jede Regel zum Anpassen.

knob-grid-to-agree = zu vereinbaren: { $knob }
knob-grid-agreed = vereinbart: { $knob }
knob-grid-differences = Abweichend vom Regelwerk:
knob-grid-difference = • { $knob }: { $now } (statt { $was })
knob-grid-every-rule = Alle Regeln anpassen
knob-grid-house-rules = Hausregeln
knob-grid-house-rules-note = Aus anderen Kneipen und Schocken-Programmen; in keinem Regelwerk an. Nur ändern, was am Tisch ausgemacht ist.
