# The projector: what the room reads from ten metres.

projector-seating = Where do I sit? Round { $round }
projector-standings = Standings
projector-teams = Teams
projector-prize = Prizes{ $provisional ->
        [yes] {" "}(provisional)
       *[other] {""}
    }
projector-waiting = Starting soon
projector-table = table { $table }
projector-sudden = Time! Finish each half in one round
projector-window-title = Schocken – projector
projector-winner = Winner: { $name }
projector-winner-cell = winner
projector-payout = { $prize }: { $name } — { $amount }
projector-more-problems = … and { $count } more files without results (see the organiser)
