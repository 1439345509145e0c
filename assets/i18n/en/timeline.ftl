# The sentences every medium tells an evening with: the summary (`schocken replay`), the review,
# the round sheet and the table's announcements. One sentence a message; where a medium words it
# otherwise, that form is an attribute below it (.summary, .sheet, .news).

timeline-note = Note: { $text }
timeline-seats = New seating: { $names }
timeline-starter = { $name } starts
    .summary = Starter: { $name }
    .sheet = { timeline-starter }.
timeline-roll-off = Roll-off: { $sums }
timeline-sudden = Time is up: from here each round decides its half or final
    .summary = Time is up: from now on each round decides its half or final
    .news = Time is up: each round now decides its half or final!

# A round that ended tied and waits for a roll-off.
timeline-tied = Tie: { $entries } — a roll-off decides
timeline-tie = A tie — roll-off: { $names }
timeline-tie-again = Tied again: { $names } — roll off once more

# What else happened in a round (remarks on the round sheet).
timeline-remark-schock-out = Schock-Out by { $name }
timeline-remark-over-limit = { $name } threw { $count } times, the limit was { $limit }
timeline-remark-over-limit-disc = { $name }: too many throws, the first one counts; { $discs } { $discs ->
        [one] disc
       *[other] discs
    } from the stock
timeline-remark-hand-only = only from the hand: { $name }'s assembled { $category } counts as a house number
timeline-remark-take = { $name } takes voluntarily
timeline-remark-handschock = Handschock { $name } +3 points

# A half or a game lost: on record (summary, sheet) and said (review, announcement).
timeline-part-lost = { $part } lost: { $name }{ $how }
timeline-game-lost = Game { $number } lost: { $name }
timeline-game-lost-durchmarsch = Game { $number } lost: { $name } — Durchmarsch (lost both halves)
    .summary = { timeline-game-lost } (Durchmarsch)
timeline-game-lost-final = Game { $number } lost: { $name } in the final (half 1: { $half1 }, half 2: { $half2 })
timeline-loses-part = { $name } loses { $part }{ $how }
    .news = { timeline-loses-part }!
timeline-loses-game = { $name } loses game { $number } — one mark
    .news = { timeline-loses-game }.
timeline-loses-game-durchmarsch = Durchmarsch! { $name } loses game { $number } — one mark
    .news = { timeline-loses-game-durchmarsch }.
timeline-lustwurf-disc-stock = A Lustwurf costs a disc: { $name } gets one from the stock
timeline-lustwurf-disc-player = A Lustwurf costs a disc: { $name } gets one from { $giver }
