# Ein neuer Abend: Titel, Spieler in Sitzordnung, Regelwerk und was der Tisch selbst vereinbart.

setup-heading = Neuer Abend
setup-default-title = Stammtisch { $date }
# Der Titel, wenn das Feld leer bleibt.
setup-untitled = Schocken
setup-title = Titel
setup-place = Ort
setup-place-hint = Zur Linde
setup-players = Spieler in Sitzordnung (im Uhrzeigersinn)
setup-name-hint = Name, dann Enter
setup-add = Hinzufügen
setup-move-up = nach vorn
setup-move-down = nach hinten
setup-remove = entfernen
setup-already-seated = „{ $name }“ sitzt schon am Tisch.
setup-two-players = Mindestens zwei Spieler eintragen.
setup-agree = Bitte am Tisch vereinbaren: { $knob }
setup-rule-set = Regelwerk
setup-cancel = Abbrechen ({ $key })
setup-begin = Los geht's
setup-already-seated-as = „{ $name }“ sitzt schon am Tisch, als „{ $seated }“.
setup-offers = { $key } übernimmt: { $names }
setup-roster-keys = Enter fügt hinzu · Sitznummer + Enter oder { $choose } wählt einen Spieler · { $up } / { $down } verschiebt ihn · { $remove } entfernt ihn
setup-same-players = Dieselben Spieler wie letztes Mal ({ $keys }): { $names }
setup-preset-hint = Namen tippen oder { $choose }
setup-keys = Tab springt weiter, Leertaste wählt · { $keys }: Los geht's
setup-same-rules = und ihre Regeln: { $rules }
setup-answer-first = Erst die Frage zum Regelwerk beantworten ({ $yes } oder { $no }).
