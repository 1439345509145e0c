# The words for what happens at the table: throws, rounds, halves, marks.
# Shared by the screens, the printouts and the summaries.

words-schock-out = Schock-Out
words-jule = Jule
words-siebener = Siebener
words-achter = Achter
words-schock = Schock { $pips }
words-general = General { $pips }
words-street = street { $run }
words-house-number = house number { $number }
words-house-number-sum = house number (sum { $sum })

words-throw = { $dice } ({ $count }×)
words-throw-from-hand = { $dice } ({ $count }×, from the hand)
words-act-takes = { $name } takes

words-part-half1 = first half
words-part-half2 = second half
words-part-single = game
words-part-final = final
words-part-article-half1 = the first half
words-part-article-half2 = the second half
words-part-article-single = the game
words-part-article-final = the final

words-mark-reason-game-lost = lost a game
words-mark-reason-dropped-dice = dropped the dice
words-mark-reason-lustwurf = Lustwurf
words-mark-reason-handschock = Handschock
words-mark-reason-schock-out-from-hand = Schock-Out from the hand
words-mark-for = Mark for { $name }: { $reason }
words-lost-by-dropped-dice = (dropped the dice twice)
words-lustwurf-discs = A Lustwurf costs a disc: { $count }× (game { $games })
words-lost-by-lustwurf-disc = (a Lustwurf disc left him the last one holding discs)

words-round-best = { $winner }: { $best } —
words-round-over-limit = { $loser } threw more often than the limit and loses;
words-round-took = { $loser } takes voluntarily;
words-round-roll-off = after a roll-off { $sums };
words-round-close-fewer-throws = { $other } threw the same as { $loser } in fewer throws;
words-round-close-from-hand = { $other } threw the same as { $loser } from the hand;
words-round-close-later-worse = { $loser } threw the same as { $other } but later: the later one is worse;
words-round-close-earlier-worse = { $other } threw a Schock-Out like { $loser }, but later: here the earlier one is worse;
# Two Schock-Outs: why the winner's ranks first (the other is not the loser).
words-round-top-fewer-throws = { $other } threw a Schock-Out too, in more throws;
words-round-top-from-hand = { $other } threw a Schock-Out too, but assembled;
words-round-top-later-worse = { $other } threw a Schock-Out too, but later: the later one is worse;
words-round-top-earlier-worse = { $other } threw a Schock-Out too, but earlier: here the earlier one is worse;
words-round-hand-only = ; only from the hand: { $name }'s assembled { $category } counts as a house number
words-round-over-limit-disc = ; { $name } threw too often: { $discs } { $discs ->
        [one] disc
       *[other] discs
    } from the stock
words-round-from-stock = { $loser } gets { $discs } { $discs ->
        [one] disc
       *[other] discs
    } from the stock
words-round-from-winner = { $loser } gets { $discs } { $discs ->
        [one] disc
       *[other] discs
    } from { $winner }
words-round-discard = { $winner } puts { $discs } { $discs ->
        [one] disc
       *[other] discs
    } out of play
words-round-all = all { $discs } discs go to { $loser }
words-round-part-lost = { $moved }; so { $loser } loses { $part }

words-yes = yes
words-no = no
words-round-sudden = sudden: { $loser } has the worst throw

# The names of the rule sets.
words-preset-name-main-taunus = Main-Taunus district
words-preset-name-obertiefenbach = Obertiefenbach
words-preset-name-theimann-dimmi = Theimann tournament (Dimmi)
words-preset-name-theimann-altstadt = Theimann tournament (Altstadt)
words-preset-name-kalk = Kalk Hubertus marksmen
words-preset-name-grundregeln = Basic rules
words-preset-name-dohren = Dohren
# Names in a sentence: "Anna, Ben and Carl".
words-and = { $first } and { $last }
words-round-lowest = { $loser }: { $throw }, the lowest throw;
words-roll-off-bottom = for the lowest throw
words-roll-off-top = for the highest throw
words-rule-book = { $preset } + { $count ->
    [one] 1 house rule
   *[other] { $count } house rules
}
words-difference = { $knob }: { $value } (instead of { $preset_value })
