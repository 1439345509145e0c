# The standings' columns (tournament::columns): one head per column, worded by medium where one needs it.
standings-col-place = Platz
standings-col-number = Nr.
standings-col-name = { $medium ->
    [text] Spieler
   *[other] Name
}
standings-col-team = Mannschaft
standings-col-members = Spieler
standings-col-points = Punkte
standings-col-games = Spiele
standings-col-lost = verloren
standings-col-halves = Hälften verloren
standings-col-finals = Finale verloren
standings-col-durchmarsch = Durchmarsch
standings-col-schock-outs = { $medium ->
    [print] S-O
   *[other] Schock-Outs
}
standings-col-withdrawn = abgemeldet
standings-col-knockout = K.-o.
standings-withdrawn = { $name } (abgemeldet)
standings-ko-lives = { $lives ->
    [one] noch 1 Leben
   *[other] noch { $lives } Leben
}
standings-ko-through = weiter
standings-ko-out = raus
standings-ko-round = Rd. { $round }: { $state }
