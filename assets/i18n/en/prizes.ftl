# A tournament's prizes (TOURNAMENT.md section 7).

prizes-schock-outs = Schock-Out prize ({ $count ->
        [one] 1 Schock-Out
       *[other] { $count } Schock-Outs
    }): { $names }
prizes-jules = Most Jules ({ $count }): { $names }
prizes-durchmarsch = Most games lost by Durchmarsch ({ $count }): { $names }
prizes-none = No prize won yet.
