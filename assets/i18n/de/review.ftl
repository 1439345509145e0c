# Ein vergangener Abend zum Ansehen: Spiele, Bierdeckel und jede Runde mit ihrem Grund.

review-tab-log = Rundenprotokoll
review-tab-beer-mats = Bierdeckel
review-back = ← Zurück ({ $key })
review-continue = Am Tisch weiterspielen
review-read-only = Nur zum Ansehen — hier nicht fortsetzbar
review-rules = Regeln: { $preset }
review-differences = Abweichend vom Regelwerk: { $list }
review-players = Spieler: { $names }
review-players-later = Spieler: { $names } (später dazu: { $later })
review-games = Spiele
review-finished = { $count } beendet
review-finished-running = { $count } beendet · Spiel { $game } läuft ({ $part })
review-column-game = Spiel
review-column-loser = verliert
review-game = Spiel { $number }
review-show-in-log = Im Protokoll zeigen
review-running = läuft …
review-running-help = das Spiel ist noch nicht zu Ende
review-durchmarsch = Durchmarsch
review-go-to-game = Gehe zu Spiel
review-tally-marks = Striche
review-discs-as-they-stand = Deckel: Stand in Spiel { $game }, { $part }
review-tally-line = { $name } — { $strokes }
review-tally-points = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
review-tally-discs = { $discs } Deckel
review-nothing-yet = Noch nichts eingetragen.
review-where = Spiel { $game } · { $part }
review-where-round = Spiel { $game } · { $part } · Runde { $round }
review-where-single = Spiel { $game } · Runde { $round }
review-threw-too-often = { $act } (zu oft geworfen)
review-round = Runde { $number }
review-round-hover = { $place }
    Stock: { $stock }; Deckel: { $holders }
review-round-being-entered = angefangene Runde: { $entries }
review-keys = { $choose } wählt ein Spiel · { $turn } Rundenprotokoll oder Bierdeckel · { $back }: zurück
