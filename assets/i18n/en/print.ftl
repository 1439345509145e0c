# The printouts (print/*.rs): the round sheet, the blank sheet, the beer mats.

## Shared by the printouts

print-untitled = Schocken evening
print-page = Page { $page } of { $pages }
# A date and time on a printout: day, month, year, time (HH:MM).
print-date = { $year }-{ $month }-{ $day } { $time }
print-day = { $year }-{ $month }-{ $day }
print-continued = { $title } (continued)
print-rules = Rules: { $preset }
print-rules-described = Rules: { $preset } — { $description }
print-error-no-game-yet = there is no game { $game } (the session has no game yet)
print-error-unknown-game = there is no game { $game } ({ $games ->
        [one] only game 1
       *[other] games 1 to { $games }
    })
print-error-players = a blank sheet is for { $min } to { $max } players, not for { $players }
# The games a player's marks were given in: `Spiel 3`, `Spiele 1, 4`.
print-in-games = { $count ->
        [one] game
       *[other] games
    } { $games }

## The columns of a round table (the round sheet and the blank sheet)

print-col-number = No.
print-col-throw = Throw
# The discs a player holds after the round: one letter.
print-col-held = D
print-col-winner = Winner
print-col-loser = Loser
print-col-discs = Discs
print-col-stock = Stock
print-col-remark = Remarks

## The round sheet

print-sheet = Score sheet
print-sheet-game = Score sheet, game { $game }
print-sheet-document = Score sheet — { $title }
print-game = Game { $game }
print-game-part = Game { $game } — { $part }
print-final-between = between { $names }
print-and = and
print-takes = takes
# After a throw of several throws from the hand, where the table is narrow.
print-hand-short = H
# The same where the table is wide.
print-hand-long = from the hand
print-discs-stock = { $discs } from the stock
print-discs-winner = { $discs } from the winner
print-discs-discard = { $discs } put out
print-discs-all = all ({ $discs })
print-label-rules = Rules
print-label-differs = Differs
print-label-players = Players
print-label-later = Joined later
print-differs = { $knob } — here: { $now } (rule set: { $was })
print-seating = { $players } (seating order)
print-legend = Throw: the dice, raised the number of throws; in bold the round's winner, on red its loser. D: discs after the round. Stock: discs still in the stock after it.
print-legend-hand = H: from the hand (with several throws).
print-result-game = Result of game { $game }
print-standings = Final standings
print-col-game = Game
print-col-rounds = Rounds
print-no-game-yet = no game started yet
print-loser-durchmarsch = { $name } (Durchmarsch)
print-running = still running
print-marks-game = Marks in this game
print-marks-evening = Marks (on the beer mat)
print-col-player = Player
print-col-marks = Marks
print-col-count = Count
print-col-games-lost = Games lost
print-col-points = Points
print-col-for = for
print-points-game = Points: scored in this game.

## The blank sheet

print-blank-title = Schocken score sheet
print-blank-footer = Schocken score sheet · { $players } players · rules: { $preset } · D = discs after the round
print-field-date = Date:
print-field-place = Place:
print-field-game = Game no.:
print-field-player = Player { $player }:
print-player = Player { $player }
print-blank-differs = Differs from the rule set: { $list }
print-blank-differ = { $knob } — here: { $now }
print-throw-table = Throw table (best first)
print-col-dice = Dice
print-col-order = Ranking
print-brief = The rules in brief
print-result = Result
print-field-game-lost = Game lost:
print-field-part-lost = { $part } lost:
print-durchmarsch = Durchmarsch
print-field-game-lost-mark = Game lost (one mark):
print-field-marks = Marks player { $player }:
print-field-points = Points player { $player }:
print-single-part = The game
print-final-losers = the two losers of the halves

## The throw table of the blank sheet

print-throw-schock-out = Schock-Out
print-throw-all-discs = all
# What a Schock-Out decides; $part is `game` with a single half, `half` otherwise.
print-throw-schock-out-order = the loser has lost the { $part ->
        [game] game
       *[half] half
    }
print-throw-general = General (three of a kind)
print-general-three = 6-6-6 is the highest
print-general-pips = pips
print-general-pips-order = 6-6-6 highest (6 discs)
print-schock-two-order = below the General, above the street
print-throw-street = Street
print-streets-ascending = higher beats lower
print-streets-equal = all four equal
print-streets-small-and-large = only these two; 4-5-6 beats 1-2-3
print-throw-house-number = House number
print-anything-else = anything else
print-anything-else-pairs = anything else (1-1-x too)
print-house-digits = as a number: 665 highest, 221 lowest
print-house-sum = by pip sum (equal sums are equal)

## The rules in brief of the blank sheet, one sentence each

print-brief-stock = { $discs } discs in the stock. Whoever ends up with all of them (or is the last to hold any) loses the { $part ->
        [game] game
       *[half] half
    }.
print-brief-single = One half per game.
# $starter is the value of `final_starter`.
print-brief-halves = Two halves. Whoever loses both has lost the game (Durchmarsch); otherwise the two losers play the final ({ $starter ->
        [half1-loser] the loser of half 1
        [half2-loser] the loser of half 2
       *[roll-off] the winner of a roll-off
    } starts).
print-brief-limit = The first player sets the limit: as often as he throws, everyone may throw.
print-brief-over-limit-loses = Whoever throws more often than the limit loses the round.
print-brief-over-limit-void = Throwing more often than the limit does not count.
print-brief-over-limit-disc = Who throws more often than the limit: his first throw counts (from the hand), each throw too many costs him a disc from the stock.
print-brief-hand-only-streets = Only from the hand: an assembled Straße counts as a house number.
print-brief-hand-only-specials = Only from the hand: an assembled Jule, Siebener, Achter, General or Straße counts as a house number.
print-brief-earlier-schock-out-worse = Equal Schock-Outs: the earlier one is worse.
print-brief-ties = Equal throws: { $rules }.
print-tie-fewer-throws = fewer throws win
print-tie-hand = from the hand beats assembled
print-tie-later-worse = otherwise later is worse: the later throw loses
print-tie-roll-off = otherwise a roll-off: the tied players roll, the lowest sum loses
print-brief-discs = The round's loser gets as many discs from the stock as the best throw is worth.
print-brief-from-winner = Once the stock is empty, he gets them from the winner; whoever holds no disc is free.
print-brief-winner-discards = Once the stock is empty, the winner puts as many discs out of play; whoever holds no disc is free.
print-brief-from-winner-keep-playing = Once the stock is empty he gets them from the winner; a player without discs keeps playing.
print-brief-winner-discards-keep-playing = Once the stock is empty the winner puts that many discs out of play; a player without discs keeps playing.
print-brief-take = Instead of throwing, a player may take the discs of the best throw; the round ends.
# $next is the value of `next_game_starter`.
print-brief-starters = The round's loser starts the next. The first game is started by: { $opening }; each further one: { $next ->
        [rotate] the next player in turn
       *[loser] the loser
    }.
# The marks: the first item, then the others; joined with commas.
print-brief-marks = Marks: one for each game lost
print-mark-dropped = one for dropped dice
print-mark-dropped-twice = one for dropped dice (the second time loses the { $part ->
        [game] game
       *[half] half
    })
print-mark-lustwurf = one for a Lustwurf (throwing when one can neither win nor lose)
print-mark-handschock = one for a Handschock (a Schock from the hand)
print-mark-schock-out-from-hand = one for a Schock-Out from the hand
print-brief-points = Tournament points: in halves 1 and 2, while the stock is not empty, every throw scores its discs (Schock-Out { $discs }); the game's loser −5.
print-brief-handschock-points = Handschock (a Schock from the hand): +3 points.
print-brief-lustwurf-disc = A Lustwurf (throwing though he can neither win nor lose) costs a disc: from the stock, else from the player holding most.

## The beer mats

print-mats = Beer mats — { $title }
print-mat-marks = { $count ->
        [one] 1 mark
       *[other] { $count } marks
    }
print-mat-no-marks = no marks
print-mat-games-lost = Games lost: { $count ->
        [0] none
       *[other] { $count } ({ $games })
    }
print-mat-points = Points: { $points }
print-mats-played = { $count ->
        [one] 1 game played
       *[other] { $count } games played
    }
print-discs-sudden = sudden

# Tournament printouts
print-t-registration = Registration list
print-t-seating = Seating, round { $round }
print-t-where = Where do I sit? Round { $round }
print-t-cards = Table cards, round { $round }
print-t-card = Round { $round }, table { $table }
print-t-standings = Standings
print-t-teams = Teams
print-t-certificates = Certificates
print-t-number = No.
print-t-name = Name
print-t-team = Team
print-t-note = Note
print-t-withdrawn = withdrawn
print-t-table = Table
print-t-seat = Seat
print-t-seats = Players in seat order (start number)
print-t-game = Game
print-t-half1 = Half 1
print-t-half2 = Half 2
print-t-final = Final
print-t-schock-outs = Schock-Outs
print-t-exit-order = Exit order H1 / H2
print-t-points = Points
print-t-signature = Signature
print-codes-title = Table codes, round { $round }
print-codes-how = Scan the QR code with the phone's camera to open this table's page. The phone must be on the tournament's Wi-Fi.
print-t-certificate = Certificate
print-t-certificate-place = { $place ->
        [1] 1st place
        [2] 2nd place
        [3] 3rd place
       *[other] place { $place }
    }
print-t-certificate-points = { $scheme ->
        [loss-points] { $points ->
            [0] without a single loss point
            [one] with just 1 loss point
           *[other] with { $points } loss points
        }
       *[other] { $points ->
            [one] with 1 point
           *[other] with { $points } points
        }
    }
print-t-certificate-schock-out = Schock-Out prize
print-t-certificate-schock-outs = { $count ->
        [one] with 1 Schock-Out
       *[other] with { $count } Schock-Outs
    }
print-t-interim = Interim standings
print-t-lives = Lives:
print-t-file-registration = registration
print-t-file-seating = seating-round-{ $round }
print-t-file-cards = cards-round-{ $round }
print-t-file-standings = standings
print-t-file-certificates = certificates
print-menu = Print tournament
print-menu-working = Making { $file } …
print-menu-printed = Sent to the printer; the PDF is in the tournament folder: { $file }
print-menu-opened = Opened in the PDF viewer; the PDF is in the tournament folder: { $file }
print-menu-nowhere = No printer and no PDF viewer found; the PDF is in the tournament folder: { $file }
