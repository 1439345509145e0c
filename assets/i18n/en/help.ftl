# The help window (F1).

help-title = Help — commands and keys
help-typing = Type throws: three dice, then how often thrown (1–3), h = from the hand (e.g. 6542h), Enter. Esc clears the field and closes any window.
