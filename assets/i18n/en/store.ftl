# The folder of session files: files that cannot be read, and evenings already open elsewhere.

store-unreadable = { $file }: cannot be read: { $error }
store-not-utf8 = { $file }: not UTF-8 text (byte { $byte })
store-damaged = { $file }: { $problem }

# Who has an evening open already; the parts stand in brackets after the message.
store-holder-host = computer { $host }
store-holder-process = process { $pid }
store-holder-since = since { $time }
store-held-here = { $what ->
        [tournament] This tournament is already open in another window{ $who } — view only here.
       *[evening] This evening is already open in another window{ $who } — view only here.
    }
store-held-elsewhere = { $what ->
        [tournament] This tournament is already open on another computer{ $who } — view only here.
       *[evening] This evening is already open on another computer{ $who } — view only here.
    }
store-folder-unwritable = The folder is read-only or unreachable: { $error } — view only here.
store-lock-replaced = { $file }: the lock file keeps being replaced — view only here.
