# Why the rules refuse an entry (session/refusal.rs), in words a referee understands.

refusal-too-few-players = at least two players are needed
refusal-empty-name = a player name is empty
refusal-duplicate-name = "{ $name }" is listed twice
refusal-unknown-player = unknown player "{ $name }"
refusal-roll-off-pending = a roll-off must settle the tie first
refusal-starter-open = who starts is still open: record the starter first
refusal-not-in-part = { $name } is not playing in this part
refusal-free = { $name } is free (holds no disc) and no longer throws
refusal-empty-round = the round has no entry
refusal-out-of-turn = it is { $expected }'s turn, not { $found }'s (throw { $entry } of the round)
refusal-already-threw = { $name } has already thrown in this round (throw { $entry } of the round)
refusal-incomplete = the round is incomplete: { $name } has not thrown
refusal-take-not-allowed = A voluntary take is not allowed by these rules (throw { $entry } of the round)
refusal-take-opens-round = the round's first player must throw, not take (throw { $entry } of the round)
refusal-take-after-over-limit = nobody can take after a throw over the limit (throw { $entry } of the round)
refusal-entry-after-take = the round ended with the voluntary take (throw { $entry } of the round)
refusal-over-limit = { $name } threw { $count ->
        [one] once
       *[other] { $count } times
    }, the limit is { $limit } — not allowed by these rules (throw { $entry } of the round)
refusal-no-roll-off-pending = no roll-off is awaited
refusal-not-tied = { $name } is not part of the tie
refusal-rolled-twice = { $name } appears twice in the roll-off
refusal-missing-roll-off = { $name } is missing from the roll-off
refusal-bad-roll-off-sum = { $name }: a sum of { $sum } is impossible with three dice (3 to 18)
refusal-dropped-dice-off = dropped dice are not penalised by these rules
refusal-lustwurf-off = these rules have no Lustwurf
refusal-seats-mid-game = the seating can only change between games
refusal-draft-complete = the round being entered is already complete
refusal-round-in-progress = finish (or undo) the round being entered first
refusal-lustwurf-disc-not-in-part = a Lustwurf costs a disc here: { $name } is not playing this part and cannot receive one
refusal-no-disc-to-give = a Lustwurf costs a disc here: the stock is empty and nobody but { $name } holds one
