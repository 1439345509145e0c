# The help window (F1).

help-title = Help — commands and keys
help-typing = Type throws: three dice, then how often thrown (1–3), h = from the hand (e.g. 6542h), Enter. { $escape } clears the field and closes any window; from the history, a past evening, the statistics and a new evening { $escape } returns to where you were. Choosing a player: seat number (from ten players on: 1 and { $enter }, 10, 11, 12) or first letters.
help-view = This view's own keys come first; { $back } goes back.
help-organiser = The organiser: registration, draw, cards and standings in four tabs. Every change is saved at once in turnier.ron; the tables write their own files into the same folder.
help-key-ctrl = Ctrl
help-key-shift = Shift
help-key-alt = Alt
help-key-cmd = Cmd
help-key-page-up = PgUp
help-key-page-down = PgDn
help-key-escape = Esc
help-key-home = Home
help-key-end = End
help-key-delete = Del
help-key-backspace = Backspace
help-knobs = Setting the rules (new evening): Tab moves to the next rule, Shift+Tab back; the page follows. Space ticks a box or opens a list, ↑/↓ choose in it, Space takes it; Esc closes the list and the rule keeps the keyboard. Numbers: type them or ↑/↓. Rule set: type its name or { $choose }; where changed rules would be dropped, it asks first ({ $yes }: change · { $no }: keep).
help-scroll = { $page } and { $line } scroll this help, { $ends } jump to its start and end.
