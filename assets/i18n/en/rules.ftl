# The knobs of the rules (RULES.md) and the seven presets, for people.

rules-preset-main-taunus = Main-Taunus: Jule, roll-off on ties, too many throws loses, second dropped dice loses the half
rules-preset-obertiefenbach = Obertiefenbach: Jule, Schock 2 below General, fewer throws and from the hand win, later is worse
rules-preset-theimann-dimmi = Theimann tournament (Dimmi): points, Handschock +3 points, final starter by roll-off
rules-preset-theimann-altstadt = Theimann tournament (Altstadt): points, winner discards on empty stock, Handschock owes a mark
rules-preset-kalk = Kalk marksmen: fewer throws win, voluntary take, seat 1 starts, starter rotates
rules-preset-grundregeln = Basic rules: 15 discs, single half, Schock = 1 and a pair, house numbers by pip sum
rules-preset-dohren = Dohren: 15 discs, single half, Jule, Lustwurf and dropped dice owe a mark

rules-knob-discs = Discs in play

rules-knob-structure = Structure: two halves and a final, or one
rules-value-structure-halves = two halves and a final
rules-value-structure-single = a single half

rules-knob-schock_shape = Shape of a Schock: 1-1-x or 1-x-x
rules-value-schock_shape-two-ones = 1-1-x
rules-value-schock_shape-one-plus-pair = 1-x-x

rules-knob-jule = Jule (1-2-4) is worth 7 discs

rules-knob-schock_two_below_general = Schock 2 ranks below General

rules-knob-general_value = General is worth 3 or its pips
rules-value-general_value-three = 3 discs
rules-value-general_value-pips = its pips

rules-knob-streets = Streets
rules-value-streets-ascending = all four, higher beats lower
rules-value-streets-equal = all four, all equal
rules-value-streets-small-and-large = only small (1-2-3) and large (4-5-6)

rules-knob-house_numbers = House numbers: as a number or by pip sum
rules-value-house_numbers-digits = as a number (665 over 221)
rules-value-house_numbers-sum = by pip sum

rules-knob-fewer_throws_win = Fewer throws win

rules-knob-hand_beats_assembled = From the hand beats assembled

rules-knob-equal_throws = Equal throws: later is worse, or roll-off
rules-value-equal_throws-later-worse = later is worse
rules-value-equal_throws-roll-off = roll-off

rules-knob-empty_stock = Empty stock: from the winner, or winner discards
rules-value-empty_stock-from-winner = from the winner
rules-value-empty_stock-winner-discards = winner discards

rules-knob-too_many_throws_loses = Too many throws loses the round

rules-knob-voluntary_take = Voluntary take allowed

rules-knob-final_starter = Who starts the final
rules-value-final_starter-half1-loser = loser of half 1
rules-value-final_starter-half2-loser = loser of half 2
rules-value-final_starter-roll-off = roll-off

rules-knob-next_game_starter = Who starts the next game
rules-value-next_game_starter-loser = the loser
rules-value-next_game_starter-rotate = in turn

rules-knob-opening = Who starts the first game
rules-value-opening-one-die = opening roll with one die
rules-value-opening-three-dice = opening roll with three dice
rules-value-opening-first-seat = seat 1

rules-knob-dropped_dice = Dropped dice
rules-value-dropped_dice-off = off
rules-value-dropped_dice-round = one mark
rules-value-dropped_dice-round-then-part = one mark, the 2nd time loses the half

rules-knob-lustwurf = Lustwurf is penalised

rules-knob-handschock = Handschock (Schock from the hand)
rules-value-handschock-off = off
rules-value-handschock-round = one mark
rules-value-handschock-points = 3 tournament points

rules-knob-schock_out_from_hand_round = Schock-Out from the hand owes a mark

rules-knob-points = Tournament points
rules-value-points-off = off
rules-value-points-theimann = Theimann

# The house rules (RULES.md: from open-source Schocken programs, off in every rule book): one sentence each.
rules-knob-hand_only = Only from the hand
rules-value-hand_only-off = off
rules-value-hand_only-streets = Straße
rules-value-hand_only-specials = Jule, Siebener, Achter, General and Straße
rules-explain-hand_only = The Straße (or Jule, Siebener, Achter, General and Straße) counts only when thrown from the hand; assembled it is a house number.

rules-knob-siebener = Siebener (1-2-2)
rules-value-siebener-1 = off (house number)
rules-value-siebener-7 = 7 discs
rules-value-siebener-9 = 9 discs
rules-explain-siebener = 1-2-2 is worth that many discs and ranks with the Jule above Schock 6.

rules-knob-achter = Achter (1-3-3)
rules-value-achter-1 = off (house number)
rules-value-achter-8 = 8 discs
rules-value-achter-10 = 10 discs
rules-explain-achter = 1-3-3 is worth that many discs and ranks with the Jule above Schock 6.

rules-knob-equal_schock_outs = Equal Schock-Outs
rules-value-equal_schock_outs-later-worse = the later one loses
rules-value-equal_schock_outs-earlier-worse = the earlier one loses
rules-explain-equal_schock_outs = Which of two equal Schock-Outs is worse; they never roll off.

rules-knob-over_limit_disc = Too many throws cost a disc
rules-explain-over_limit_disc = Instead of refusing or losing: the first throw counts, each throw too many costs a disc from the stock.

rules-knob-free_players = Without discs once the stock is empty
rules-value-free_players-sit-out = free, throws no more
rules-value-free_players-keep-playing = keeps playing
rules-explain-free_players = Whether a player holding no disc drops out once the stock is empty, or keeps throwing.

rules-knob-lustwurf_penalty = A Lustwurf costs
rules-value-lustwurf_penalty-mark = a tally mark
rules-value-lustwurf_penalty-disc = a disc
rules-explain-lustwurf_penalty = A Lustwurf costs a tally mark on the beer mat, or a disc (from the stock, else from the player holding most).

rules-conflict-over-limit-twice = "Too many throws cost a disc" and "Too many throws loses the round" are two rules for one offence: set one of them off
rules-form-agree = Please agree: { $knob }
rules-form-club = The club's rules: { $rules }
rules-form-club-again = Back to the club's rules
