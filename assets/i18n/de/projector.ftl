# Der Beamer: was der Saal aus zehn Metern liest.

projector-seating = Wo sitze ich? Runde { $round }
projector-standings = Rangliste
projector-teams = Mannschaften
projector-prize = Preise{ $provisional ->
        [yes] {" "}(vorläufig)
       *[other] {""}
    }
projector-waiting = Gleich geht es los
projector-table = Tisch { $table }
projector-sudden = Zeit! Scharf weiterschocken
projector-window-title = Schocken – Beamer
projector-winner = Sieger: { $name }
projector-winner-cell = Sieger
projector-payout = { $prize }: { $name } — { $amount }
projector-more-problems = … und { $count } weitere Dateien ohne Ergebnisse (siehe Turnierleitung)
