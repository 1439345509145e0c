# The help window (F1).

help-title = Help — commands and keys
help-typing = Type throws: three dice, then how often thrown (1–3), h = from the hand (e.g. 6542h), Enter. Esc clears the field and closes any window; from the history, a past evening, the statistics and a new evening Esc returns to where you were. Choosing a player: seat number (from ten players on: 1 and Enter, 10, 11, 12) or first letters. Note: Ctrl+Enter records it.
help-organiser = The organiser: registration, draw, cards and standings in four tabs. Every change is saved at once in turnier.ron; the tables write their own files into the same folder.
help-organiser-tabs = Switch tabs
    .keys = Ctrl+1 … Ctrl+4
    .help = registration, draw, cards, standings
help-organiser-register = Register players
    .keys = name, Enter
    .help = in the registration tab; known names are offered
help-organiser-card = Type a card
    .keys = Tab, Enter
    .help = per game the losers by start number, name or initials (e.g. MLvH); Tab moves on, Enter saves the card
help-organiser-undo = Undo
    .keys = Ctrl+Z
    .help = takes back the last change to the tournament (card, withdrawal, draw, rename); in a text field use the buttons below
