# The web pages for the phones (schocken tournament serve): the table page for entering and the hall page.
# The server hands them to the page; the page fills in { $name } and the like itself.

## Both pages
web-lang-switch = Deutsch
web-cancel = Cancel
web-offline = offline — sending
web-no-connection = No connection to the tournament laptop — still trying …

## The table page
web-table-title = Round { $round } · Table { $table }
web-turn = { $name } to throw
web-roll-off = Roll-off: { $names }
web-roll-off-bottom = Roll-off for the lowest throw: { $names } (the lowest sum loses)
web-roll-off-top = Roll-off for the highest throw: { $names } (the highest sum wins)
web-roll-off-all = Roll-off for the highest and the lowest throw: { $names }
web-roll-off-sum = { $name }'s sum of pips?
web-roll-off-record = Record roll-off
web-starter = Who starts?
web-throws = Throws
web-times = { $count }×
web-from-hand = from the hand
web-enter = Enter
web-delete = Delete
web-take = Take voluntarily
web-undo = ↶ Undo
web-undo-ask = Take back { $what }?
web-undo-ask-last = Take back the last entry?
web-undo-yes = Yes, take it back
web-more = More …
web-less = ‹ Back to entering
web-sudden = Time is up (sudden)
web-sudden-ask = Is time up? Then play goes on sudden from now: every round decides its half. Only enter it when the organisers announce it.
web-sudden-yes = Yes, time is up
web-dropped-dice = Dropped dice
web-lustwurf = Lustwurf
web-who = Who?
web-need-dice = Tap three dice.
web-need-count = How many throws?
web-discs = Discs
web-keeps-playing = plays on
web-marks = Marks
web-points = Points
web-stock = Stock: { $count }
web-lives = Lives
web-out = out
web-log = The rounds
web-read-only = A laptop has this table open right now: read only here.
web-stale = Somebody else entered at this table meanwhile. Please check and enter again.
web-undone = Last entry taken back.
web-undone-what = Taken back: { $what }
web-dropped-entered = { $name }'s throw was entered meanwhile — the dice typed here are dropped. Please check.
web-dropped-changed = The table changed meanwhile — the dice typed for { $name } are dropped. Please check.
web-sent = Entered.

## The hall page
web-hall-title = Schocken tournament
web-where = Where do I sit?
web-name = Your name
web-seat = { $name } sits at table { $table }, seat { $seat } (round { $round })
web-seat-none = Nobody of that name in round { $round }.
web-seat-absent = { $name } does not play in round { $round }.
web-no-draw = Not drawn yet.
web-standings = Standings
web-teams = Teams
web-prizes = Prizes
web-players = Players
web-code = Enter a table code
web-code-placeholder = K7MQX-P4TRW
web-code-go = To the table
web-code-typed = Typed: "{ $text }"

## The page instead of a table that does not exist
web-no-table-hint = Please check the code on the table card (upper or lower case, with or without the dash) or scan its QR code.
web-too-many-hint = Too many wrong table codes came from this phone. Please wait a minute, then try again.
web-failed-hint = Please tell the organisers.
web-back = To the hall page: where do I sit?
web-table-problem = Round { $round }, table { $table }: { $text }
web-file-problem = In the tournament folder: { $text }

# The members' own pages on the bar's Wi-Fi ("Meine Striche").
web-members-title = My marks
web-members-intro = Type the code from your slip: you see your marks, what they cost, what you paid and what is open.
web-members-code = Your code
web-members-go = Show
web-members-read-only = Only to look at: the treasurer records payments on the club laptop.
web-members-other = Enter another code
web-members-too-many = Too many wrong codes came from this phone. Please wait a minute, then type the code on your slip again.
