# Why a typed text is not a throw.

entry-not-a-die = { $digit } is not a die value (1 to 6)
entry-not-a-count = thrown { $count } times? A player throws 1 to 3 times
entry-too-many-digits = too many digits: three dice and the count
entry-not-understood = "{ $character }" is not understood: three dice, then the count, e.g. 6542
entry-impossible = invalid throw
