# The help window (F1).

help-title = Help — commands and keys
help-typing = Type throws: three dice, then how often thrown (1–3), h = from the hand (e.g. 6542h), Enter. Esc clears the field and closes any window; from the history, a past evening, the statistics and a new evening Esc returns to where you were. Choosing a player: seat number (from ten players on: 1 and Enter, 10, 11, 12) or first letters. Note: Ctrl+Enter records it.
