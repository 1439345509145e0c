# The web pages for the phones (schocken tournament serve): the table page for entering and the hall page.
# The server hands them to the page; the page fills in { $name } and the like itself.

## Both pages
web-lang-switch = Deutsch
web-offline = offline — sending
web-no-connection = No connection to the tournament laptop — still trying …

## The table page
web-table-title = Round { $round } · Table { $table }
web-turn = { $name } to throw
web-roll-off = Roll-off: { $names }
web-roll-off-sum = { $name }'s sum of pips?
web-roll-off-record = Record roll-off
web-starter = Who starts?
web-throws = Throws
web-times = { $count }×
web-from-hand = from the hand
web-enter = Enter
web-delete = Delete
web-take = Take voluntarily
web-undo = Undo
web-more = More …
web-less = Back
web-sudden = Time is up (sudden)
web-dropped-dice = Dropped dice
web-lustwurf = Lustwurf
web-who = Who?
web-need-dice = Tap three dice.
web-need-count = How many throws?
web-discs = Discs
web-marks = Marks
web-points = Points
web-stock = Stock: { $count }
web-log = The rounds
web-read-only = A laptop has this table open right now: read only here.
web-stale = Somebody else entered at this table meanwhile. Please check and enter again.
web-undone = Last entry taken back.
web-sent = Entered.

## The hall page
web-hall-title = Schocken tournament
web-where = Where do I sit?
web-name = Your name
web-seat = { $name }: round { $round }, table { $table }, seat { $seat }
web-seat-none = Nobody of that name in round { $round }.
web-no-draw = Not drawn yet.
web-standings = Standings
web-teams = Teams
web-prizes = Prizes
web-players = Players
