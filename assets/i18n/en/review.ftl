# A past evening to look back on: games, beer mats and every round with its reason.

review-tab-log = Round log
review-tab-beer-mats = Beer mats
review-back = ← Back ({ $key })
review-continue = Continue at the table
review-read-only = Read-only — cannot be continued here
review-rules = Rules: { $preset }
review-differences = Differs from the rule set: { $list }
review-players = Players: { $names }
review-players-later = Players: { $names } (joined later: { $later })
review-games = Games
review-finished = { $count } finished
review-finished-running = { $count } finished · game { $game } in progress ({ $part })
review-column-game = Game
review-column-loser = loser
review-game = Game { $number }
review-show-in-log = Show in the log
review-running = in progress …
review-running-help = the game is not over
review-durchmarsch = Durchmarsch
review-go-to-game = Go to game
review-tally-marks = Tally marks
review-discs-as-they-stand = Discs: as they stand in game { $game }, { $part }
review-tally-line = { $name } — { $strokes }
review-tally-points = { $points ->
    [one] 1 point
   *[other] { $points } points
}
review-tally-discs = { $discs ->
    [one] 1 disc
   *[other] { $discs } discs
}
review-nothing-yet = Nothing recorded yet.
review-where = Game { $game } · { $part }
review-where-round = Game { $game } · { $part } · Round { $round }
review-where-single = Game { $game } · Round { $round }
review-threw-too-often = { $act } (threw too often)
review-round = Round { $number }
review-round-hover = { $place }
    Stock: { $stock }; Discs: { $holders }
review-round-being-entered = round being entered: { $entries }
review-keys = { $choose } chooses a game · { $turn } round log or beer mats · { $back }: back
