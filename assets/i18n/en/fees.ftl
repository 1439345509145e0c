# Entry fee, till and prize money of a tournament (file .kasse.ron in the tournament folder).

fees-euro = { $sign }€{ $amount }
fees-status-open = open
fees-status-paid = paid
fees-status-waived = waived
fees-file-format = till file of format { $format }: this version knows format 1 only
fees-file-negative = the till's file holds the amount { $amount }: no amount is below zero
fees-unknown-player = { $name } is not registered
fees-shares-over = The shares add up to { $total } %, more than 100 %
fees-prize-place = place { $place }
fees-prize-schock-out = Schock-Out prize
fees-kept = stays in the till: { $amount }
fees-missing = missing from the till: { $amount }
fees-percent = { $share } %
fees-plan-none = no prize money
fees-number = No.
fees-name = Name
fees-status = Entry fee
fees-paid = paid
fees-open = open
fees-totals = Taken: { $taken } ({ $paid } paid) · open: { $open } ({ $unpaid }) · waived: { $waived }
fees-cash-title = Cash list — entry fee { $fee }
fees-payout-title = Prize money{ $provisional ->
        [yes] {" "}(provisional)
       *[other] {""}
    } — taken { $taken }
fees-cli-fee = Entry fee: { $amount }
fees-cli-bad-amount = "{ $amount }" is no amount (e.g. 5 or 5.50)
fees-cli-marked = { $name }: { $status } · taken { $taken }
fees-cli-schock-out-alone = --schock-out goes with --shares or --fixed
fees-file-cash = cash-list
fees-file-payout = prize-money-and-certificates
fees-print-cash = Cash list
fees-print-cash-title = Cash list — entry fee { $fee }
fees-print-payout = Prize money and certificates
fees-prize = Prize
fees-amount = Amount
fees-certificate-prize = Prize money: { $amount }
fees-marked = { $name }: entry fee { $status }
fees-registered-with = { $registered } (entry fee { $status })
fees-of = Entry fee { $name }: { $status }
fees-keys = Entry fee: { $paid } paid · { $open } open · { $waived } waived (registers the name typed with it, else marks the highlighted player)
fees-till = Till
fees-fee = Entry fee (€)
fees-fee-hint = 5.00
fees-fee-set = Entry fee { $amount }
fees-taken = Taken: { $amount } ({ $count } paid)
fees-still-open = Open: { $amount } ({ $count })
fees-waived-count = Waived: { $count }
fees-plan = Prize money
fees-plan-shares = shares in %
fees-plan-fixed = fixed amounts in €
fees-plan-places = Places ({ $unit })
fees-plan-set = Prize money: { $plan }
fees-plan-bad = Prize money: separate numbers by commas (shares: 50, 30, 20), amounts by semicolons (30; 20; 10)
fees-paid-amount = paid: { $amount }
fees-plan-schock-out = Schock-Out prize ({ $unit })

# The club's player list learns new names of the registration only when asked.
fees-learn-name = "{ $name }"
fees-learn-ask = { $count ->
    [one] { $names } is new: add to the club's player list? ({ $yes }: yes · { $no }: no, this tournament only)
   *[other] { $names } are new: add to the club's player list? ({ $yes }: yes · { $no }: no, this tournament only)
}
fees-learn-yes = Yes, add
fees-learn-no = No, this tournament only
