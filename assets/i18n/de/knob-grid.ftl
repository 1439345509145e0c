# Die Schalter eines Regelwerks, wie ein Tisch sie wählt (neuer Abend, neues Turnier):
# was zu vereinbaren ist, was vom Regelwerk abweicht, jede Regel zum Anpassen.

knob-grid-to-agree = zu vereinbaren: { $knob }
knob-grid-agreed = vereinbart: { $knob }
knob-grid-differences = Abweichend vom Regelwerk:
knob-grid-difference = • { $knob }: { $now } (statt { $was })
knob-grid-every-rule = Alle Regeln anpassen
knob-grid-house-rules = Hausregeln
knob-grid-house-rules-note = Aus anderen Kneipen und Schocken-Programmen; in keinem Regelwerk an. Nur ändern, was am Tisch ausgemacht ist.
# Unter einer Regel, die so nicht wirken kann: welche andere Regel sie hindert und wie diese steht.
knob-grid-idle = wirkt nicht, solange „{ $knob }“ auf „{ $value }“ steht
# Die Frage, bevor ein anderes Regelwerk geänderte Regeln verwirft; $knobs: „Regel: Wert“, mit „; “ getrennt.
knob-grid-ask = Zu „{ $rules }“ wechseln? { $count ->
    [one] Dabei fällt weg: { $knobs }.
   *[other] Dabei fallen weg: { $knobs }.
} ({ $yes }: wechseln · { $no }: behalten)
knob-grid-dropped = { $knob }: { $value }
knob-grid-ask-yes = Wechseln ({ $key })
knob-grid-ask-no = Behalten ({ $key })
