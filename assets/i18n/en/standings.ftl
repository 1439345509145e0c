# The standings' columns (tournament::columns): one head per column, worded by medium where one needs it.
standings-col-place = Place
standings-col-number = No.
standings-col-name = { $medium ->
    [text] Player
   *[other] Name
}
standings-col-team = Team
standings-col-members = Players
standings-col-points = Points
standings-col-games = Games
standings-col-lost = lost
standings-col-halves = Halves lost
standings-col-finals = Finals lost
standings-col-durchmarsch = Durchmarsch
standings-col-schock-outs = { $medium ->
    [print] S-O
   *[other] Schock-Outs
}
standings-col-withdrawn = withdrawn
standings-col-knockout = Knock-out
standings-withdrawn = { $name } (withdrawn)
standings-ko-lives = { $lives ->
    [one] 1 life left
   *[other] { $lives } lives left
}
standings-ko-through = through
standings-ko-out = out
standings-ko-round = Rd { $round }: { $state }
