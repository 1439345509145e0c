# Entry fee, till and prize money of a tournament (file .kasse.ron in the tournament folder).

fees-euro = €{ $amount }
fees-status-open = open
fees-status-paid = paid
fees-status-waived = waived
fees-file-format = till file of format { $format }: this version knows format 1 only
fees-unknown-player = { $name } is not registered
fees-shares-over = The shares add up to { $total } %, more than 100 %
