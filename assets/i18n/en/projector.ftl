# The projector: what the room reads from ten metres.

projector-seating = Where do I sit? Round { $round }
projector-standings = Standings
projector-teams = Teams
projector-prize = Prizes
projector-waiting = Starting soon
projector-table = table { $table }
projector-sudden = Time! Finish each half in one round
projector-window-title = Schocken – projector
projector-col-place = Place
projector-col-name = Name
projector-col-team = Team
projector-col-points = Points
projector-col-knockout = Knock-out
projector-lives = { $lives ->
    [one] 1 life left
   *[other] { $lives } lives left
}
projector-through = through
projector-out = out
