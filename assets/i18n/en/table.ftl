# The table: whose turn it is, entering throws, roll-offs and starters, the news of the last
# entry and the log of rounds.

table-limit = limit: { $count ->
        [one] 1 throw
       *[other] { $count } throws
    } ({ $player })

table-starter = Who starts?
table-starter-opening = Opening roll: who starts?
table-starter-final = Who starts the final? (roll-off)
table-player-keys = Type the seat number or the first letters, or click

table-roll-off = Roll-off: a tie
table-roll-off-how = Each throws three dice once; enter the sum (3–18), then Enter.
table-roll-off-range = sums from 3 to 18
table-roll-off-record = Record roll-off

table-to-throw = To throw:
table-throw-how = three dice, then how often thrown (1–3), h = from the hand; Enter records
table-delete-last = delete the last input
table-thrown-times = thrown { $count ->
        [one] once
       *[other] { $count } times
    }
table-from-hand = from the hand
table-preview = { $throw } → { $category }
table-preview-over-limit = { $throw } → { $category } — over the limit: loses the round
table-preview-over-limit-disc = { $throw } → as the first throw { $category } — over the limit: costs { $discs } { $discs ->
        [one] disc
       *[other] discs
    } from the stock
table-preview-over-limit-no-disc = { $throw } → as the first throw { $category } — over the limit, but the stock is empty: costs no disc
table-record-throw = Record (Enter)

table-back = Back to the table
table-log = Rounds, newest first
# Short for the log of rounds: "2·H1·3" is game 2, half 1, round 3.

table-stock = Stock: { $discs }
table-discarded = discarded: { $discs }
table-lost-half1 = lost the first half
table-sits-out = sits out
table-free = free
table-keeps-playing = no discs, keeps playing
table-holding = { $discs ->
        [one] 1 disc
       *[other] { $discs } discs
    }
table-marks = tally marks
table-takes = takes

table-pick-dropped-dice = Who dropped the dice?
table-pick-lustwurf = Who made a Lustwurf? { $penalty ->
        [disc] (costs a disc)
       *[mark] (costs a tally mark)
    }
table-pick-starter = Who starts the next round?
table-pick-keys = Type the seat number or the first letters, or click; { $key } cancels
table-note = Note
table-record = Record ({ $keys })
table-cancel = Cancel ({ $key })
table-seats = Seating for the next game
table-leaves = leaves
table-apply = Apply ({ $keys })

table-undone = Last entry taken back.
table-news-draft-void = The round being entered is void.
table-news-next = Next: game { $game }, { $part } — { $name } starts.
table-news-next-single = Next: game { $game } — { $name } starts.
table-news-who-starts = Who starts? Please record.

table-not-saved-entry = Not saved, entry taken back: { $path }: { $error }
table-not-saved-undo = Not saved, the entry stays: { $path }: { $error }
table-not-saved-redo = Not saved, entry not put back: { $path }: { $error }
table-how-often = How many throws? (1–{ $most })
table-rolls-off = rolls off
table-where = Game { $game }, { $part }, round { $round }
table-where-single = Game { $game }, round { $round }
table-points = { $points ->
        [one] 1 point
       *[other] { $points } points
    }
table-banner-marks = { $name }: { $marks ->
        [one] 1 mark
       *[other] { $marks } marks
    }
table-banner-points = { $name }: { $marks ->
        [one] 1 mark
       *[other] { $marks } marks
    }, { $points ->
        [one] 1 point
       *[other] { $points } points
    }
table-banner-enter = { $key }: on to the next game
table-round-played = { $games ->
        [one] The game of this round is played.
       *[other] All { $games } games of this round are played.
    } The result is in the tournament folder; please tell the organiser.
table-knockout-decided = { $names } { $count ->
        [one] goes
       *[other] go
    } on — the table is decided. The result is in the tournament folder; please tell the organiser.
table-refused-no-lives = { $name } has no life left and no longer sits at the table.
table-news-life-lost = { $name } loses a life — { $lives ->
        [one] 1 life left.
       *[other] { $lives } lives left.
    }
table-news-out = { $name } has no life left and is out.
table-banner-close = { $key }: close this notice
table-status-sudden = sudden
# What is typed towards a player (seat number or first letters).
table-pick-typed = Typed: { $typed } — type on or press { $key }
table-pick-nobody = Nobody matches "{ $typed }" — { $key } deletes
table-seat-number = Seat { $number }: { $name } (type { $number } to choose them in a player picker)
table-knockout-lives = Knock-out: { $players }
table-player-lives = { $name } { $lives ->
        [one] 1 life
       *[other] { $lives } lives
    }
table-player-out = { $name } out
table-lives = { $lives ->
        [one] 1 life
       *[other] { $lives } lives
    }
table-where-of = Game { $game } of { $games }, { $part }, round { $round }
table-undo-starter = { $name } starts
table-undo-roll-off = the roll-off
table-undo-penalty = { $name }: { $reason }
table-undo-note = the note
table-undo-seats = the seating
table-undo-sudden = "sudden" (time is up)
table-undone-what = Taken back: { $what }
table-dice-missing = { $missing ->
        [one] One die is missing
       *[other] { $missing } dice are missing
    }: three dice, then the number of throws (e.g. 6542)
table-banner-part-close = Go on with the next throw — { $key } closes this note
table-seat-over-limit = { $throw } — over the limit
table-status-over = { $games ->
        [one] 1 game played
       *[other] { $games } games played
    } — table done
table-sudden-withdrawn = The organiser took "sudden" back: play goes on as before.
table-sudden-withdrawn-but-played = The organiser took "sudden" back, but this table already played sudden: it stays sudden.
table-rule-book-as-printed = The rules are played as printed, without house rules.
table-rule-book-agreed = agreed: the book leaves this choice open
table-rule-book-enables = part of the house rule "{ $knob }"
table-rule-book-idle = has no effect here, see "{ $knob }"
table-rule-book-close = Close: { $escape } or { $keys }
