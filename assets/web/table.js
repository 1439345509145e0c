/* The table page: a table's referee enters the throws on a phone, by tapping.
   Shows the table as the server words it (GET /api/table/CODE/story, polled), sends one item in
   FORMAT.md's syntax at the position it last saw, and sends the same again while offline (the
   server counts a retry once). What is half typed is kept on the phone, per table, with the
   player it is typed for and the table's position then (PHONES.md section 7, "Whose throw"):
   a throw is sent for that player at that position or not at all, and dropped, with the reason
   said, as soon as the table moves on elsewhere. Drawing is table-draw.js's. */
(function () {
    "use strict";
    var word = Web.word;
    var code = document.body.getAttribute("data-code");
    var api = "/api/table/" + encodeURIComponent(code);
    var draftKey = "schocken-typed-" + code;
    var pendingKey = "schocken-pending-" + code;
    var POLL_MS = 1500;
    var RETRY_MS = 2000;
    /* A question's confirmation takes no tap this soon after it was asked: the second tap of a
       double tap on the asking button must not answer it (issue 34). */
    var ASK_CALM_MS = 400;
    /* What the rules of this table allow (pages.rs); all where the page does not say. */
    var rules = parsed(document.body.getAttribute("data-rules")) || { take: true, lustwurf: true, dropped: true };

    /* What the server said last; what is being typed ({player, at, dice, count, hand} or
       {at, sums}); what waits to be sent. */
    var story = null;
    /* The table's problem instead of its story ({round, table, problem}), while its file does
       not read. */
    var problem = null;
    var typed = Web.load(draftKey) || {};
    var pending = Web.load(pendingKey);
    var polling = false;
    /* Answers to this page's own writes; a poll sent before one is out of date when it comes. */
    var written = 0;
    var sending = false;
    var more = false;
    var picking = null;
    /* A line above the entry: {text, refusal, at}; a success goes once the table moves on from
       "at", a refusal once something is typed. */
    var message = null;
    /* A question before a step that is hard to take back: {text, yes, at, action, since, from}
       ("since": when it was asked; "from": where the button that asked it stood). */
    var asking = null;

    function $(id) {
        return document.getElementById(id);
    }

    function parsed(text) {
        try {
            return text ? JSON.parse(text) : null;
        } catch (e) {
            return null;
        }
    }

    function keepTyped() {
        Web.save(draftKey, typed);
    }

    function resetTyped() {
        typed = {};
        keepTyped();
    }

    function at(s) {
        return { events: s.events, draft: s.draft };
    }

    function same(a, b) {
        return !!a && !!b && a.events === b.events && a.draft === b.draft;
    }

    /* Whether the position "b" lies after "a" (an entry went in) rather than before (taken back). */
    function after(a, b) {
        return b.events > a.events || (b.events === a.events && b.draft > a.draft);
    }

    function hasTyped() {
        return !!(typed.at && ((typed.dice && typed.dice.length) || typed.count || typed.hand ||
            (typed.sums && typed.sums.length)));
    }

    /* A name as a string of FORMAT.md (RON). */
    function quoted(name) {
        return "\"" + String(name).replace(/\\/g, "\\\\").replace(/"/g, "\\\"") + "\"";
    }

    /* ---- sending ---- */

    function send(path, body, after, done) {
        pending = { path: path, body: body, after: after || "", done: done || null };
        Web.save(pendingKey, pending);
        message = null;
        asking = null;
        trySend();
    }

    /* An item at the position "position" (the one it was typed or asked at), else the table's. */
    function enter(item, after, position) {
        if (!story || story.read_only) {
            return;
        }
        var p = position || at(story);
        send(api + "/entry", { events: p.events, draft: p.draft, entry: item }, after);
    }

    function trySend() {
        if (!pending || sending) {
            return;
        }
        sending = true;
        var sent = pending;
        render();
        Web.request("POST", sent.path, sent.body, function (status, json) {
            sending = false;
            if (status === 0) {
                showNotice(word("web-offline"));
                window.setTimeout(trySend, RETRY_MS);
                return;
            }
            pending = null;
            written += 1;
            Web.save(pendingKey, null);
            hideNotice();
            /* Answered: the entry is in sight again, with what the server said above it. */
            more = false;
            picking = null;
            if (status === 200) {
                if (sent.after === "typed") {
                    resetTyped();
                }
                var undo = sent.path.slice(-5) === "/undo";
                var text = sent.done ? word("web-undone-what", { what: sent.done }) : word(undo ? "web-undone" : "web-sent");
                message = { text: text, refusal: false, at: json ? at(json) : null };
            } else if (status === 409) {
                /* The table moved on: what was typed for it goes with the story polled now,
                   said why (adopt). */
                message = { text: word("web-stale"), refusal: true };
            } else {
                message = { text: json && json.error ? json.error : String(status), refusal: true };
            }
            poll();
        });
    }

    /* ---- polling ---- */

    function poll() {
        if (polling) {
            return;
        }
        polling = true;
        var before = written;
        Web.request("GET", api + "/story", null, function (status, json) {
            polling = false;
            if (before !== written) {
                poll();
                return;
            }
            if (status === 200 && json && json.problem) {
                /* The table's file does not read (damaged, half synced): said in words, nothing
                   can be entered; the polls go on, so the page recovers once it is repaired. */
                problem = json;
                story = null;
            } else if (status === 200 && json) {
                problem = null;
                adopt(json);
                story = json;
                if (!pending) {
                    hideNotice();
                }
            } else if (status === 0) {
                showNotice(word(pending ? "web-offline" : "web-no-connection"));
            } else if (json && json.error) {
                showNotice(json.error);
            }
            render();
        });
    }

    /* The table as a new story tells it: what was typed at another position goes, and the page
       says why (the player's throw went in elsewhere: the table moved on and he is no longer to
       throw; else it changed); a question asked about another position is no longer the
       question; a success said about another position is old news. While this page's own entry
       is under way its answer decides. */
    function adopt(now) {
        var position = at(now);
        if (sending || pending) {
            return;
        }
        if (typed.at && (!same(typed.at, position) || (typed.player && now.turn !== typed.player))) {
            if (hasTyped() && typed.player) {
                /* Moved on, and not merely by a note within his round (he would still be to throw). */
                var entered = after(typed.at, position) &&
                    !(position.events === typed.at.events && now.turn === typed.player);
                var id = entered ? "web-dropped-entered" : "web-dropped-changed";
                message = { text: word(id, { name: typed.player }), refusal: true, dropped: true };
            } else if (hasTyped()) {
                message = { text: word("web-stale"), refusal: true };
            }
            resetTyped();
        }
        if (asking && !same(asking.at, position)) {
            asking = null;
        }
        if (message && !message.refusal && message.at && !same(message.at, position)) {
            message = null;
        }
    }

    function showNotice(text) {
        var n = $("notice");
        n.textContent = text;
        n.hidden = false;
    }

    function hideNotice() {
        $("notice").hidden = true;
    }

    /* ---- typing ---- */

    /* Something is typed: the first tap says for whom and at which position. */
    function typing(change) {
        if (!story || story.read_only || pending) {
            return;
        }
        if (!typed.at) {
            typed = { at: at(story), player: story.awaiting === "round" ? story.turn : null };
        }
        message = null;
        change();
        keepTyped();
        render();
    }

    function throwItem() {
        var dice = typed.dice || [];
        if (dice.length < 3 || !typed.player) {
            return { hint: word("web-need-dice") };
        }
        var count = typed.count || (story.most === 1 ? 1 : null);
        if (!count) {
            return { hint: word("web-need-count") };
        }
        var item = "Throw(player: " + quoted(typed.player) + ", dice: (" + dice.join(", ") + "), throws: " + count;
        if (count > 1 && typed.hand) {
            item += ", hand: true";
        }
        return { item: item + ")" };
    }

    /* ---- drawing ---- */

    function turnLine() {
        if (story.over) {
            return "";
        }
        if (story.awaiting === "round") {
            return story.turn ? word("web-turn", { name: story.turn }) : "";
        }
        if (story.awaiting === "roll-off") {
            var stage = { bottom: "web-roll-off-bottom", top: "web-roll-off-top", all: "web-roll-off-all" }[story.roll_off_stage];
            return word(stage || "web-roll-off", { names: story.tied.join(", ") });
        }
        return word("web-starter");
    }

    function renderRollOff() {
        var tied = story.tied;
        var sums = typed.sums || [];
        var next = tied[sums.length];
        $("rolloff-who").textContent = next ? word("web-roll-off-sum", { name: next }) : "";
        var list = [];
        var i;
        for (i = 0; i < sums.length && i < tied.length; i++) {
            list.push(tied[i] + " " + sums[i]);
        }
        $("rolloff-list").textContent = list.join(", ");
    }

    function seated() {
        var list = [];
        var i;
        for (i = 0; i < story.players.length; i++) {
            if (story.players[i].out !== true) {
                list.push(story.players[i].name);
            }
        }
        return list;
    }

    function render() {
        /* While the file does not read, nothing of the table as it was is shown as if it stood. */
        var ids = ["entry", "news", "players", "log-head", "log"];
        var i;
        for (i = 0; i < ids.length; i++) {
            $(ids[i]).hidden = !!problem;
        }
        $("problem").hidden = !problem;
        if (problem) {
            $("problem").textContent = problem.problem;
            $("title").textContent = word("web-table-title", { round: problem.round, table: problem.table });
            $("status").textContent = "";
            $("turn").textContent = "";
        }
        if (!story) {
            return;
        }
        var title = word("web-table-title", { round: story.round, table: story.table });
        $("title").textContent = title;
        document.title = title;
        $("status").textContent = story.status;
        $("turn").textContent = turnLine();
        var locked = story.read_only;
        var over = story.over === true;
        $("entry").className = "entry" + (locked ? " locked" : "") + (pending ? " busy" : "");
        if (locked) {
            showNotice(word("web-read-only"));
        }
        var entering = !locked && !more && !asking;
        $("ask").hidden = !asking;
        if (!asking) {
            $("ask-row").style.marginTop = "";
        }
        if (asking) {
            $("ask-text").textContent = asking.text;
            $("ask-yes").textContent = asking.yes;
        }
        $("over").hidden = !over || !!asking;
        $("over").textContent = over ? story.over_text || "" : "";
        /* "More" takes the place of the entry, so its buttons are in reach without scrolling. */
        $("throw").hidden = !entering || over || story.awaiting !== "round" || !story.turn;
        $("rolloff").hidden = !entering || over || story.awaiting !== "roll-off";
        $("starter").hidden = !entering || over || story.awaiting !== "starter";
        $("tools").hidden = more || !!asking;
        $("undo").disabled = locked;
        $("more").disabled = locked;
        $("more-panel").hidden = locked || !more || !!asking;
        /* Only what the rules and the table allow now. */
        $("take").hidden = !rules.take || over || story.awaiting !== "round";
        $("lustwurf").hidden = !rules.lustwurf;
        $("dropped").hidden = !rules.dropped;
        $("sudden").hidden = over || story.sudden === true;
        $("pick").hidden = !picking;
        if (!$("throw").hidden) {
            Draw.dice(typed, story.most);
        }
        if (!$("rolloff").hidden) {
            renderRollOff();
        }
        if (!$("starter").hidden) {
            Draw.names($("starter-names"), seated(), function (name) { enter("Starter(" + quoted(name) + ")"); });
        }
        if (picking) {
            Draw.names($("pick-names"), seated(), function (name) {
                enter("Penalty(player: " + quoted(name) + ", kind: " + picking + ")");
            });
        }
        var r = $("refusal");
        r.hidden = !message;
        if (message) {
            r.textContent = message.text;
            r.className = message.refusal ? "refusal" : "done";
        }
        Draw.story(story);
    }

    /* ---- the buttons ---- */

    /* Asks before "action"; "from": the button that asks (its place is measured before the
       question takes the place of the buttons). */
    function ask(text, yes, action, from) {
        var was = from ? from.getBoundingClientRect() : null;
        asking = { text: text, yes: yes, at: at(story), action: action, since: Date.now(), from: was };
        message = null;
        render();
        keepClear();
    }

    /* The confirmation never stands where the asking button stood, under the finger that may
       tap again: where it would, the question's buttons move below that place. */
    function keepClear() {
        var from = asking && asking.from;
        if (!from) {
            return;
        }
        var yes = $("ask-yes").getBoundingClientRect();
        if (yes.top < from.bottom && yes.bottom > from.top && yes.left < from.right && yes.right > from.left) {
            $("ask-row").style.marginTop = Math.ceil(from.bottom - yes.top + 12) + "px";
        }
    }

    function wire() {
        Draw.build(function (value) {
            typing(function () {
                typed.dice = typed.dice || [];
                if (typed.dice.length < 3) {
                    typed.dice.push(value);
                }
            });
        }, function (count) {
            typing(function () { typed.count = count; });
        }, function (sum) {
            typing(function () {
                typed.sums = typed.sums || [];
                if (typed.sums.length < story.tied.length) {
                    typed.sums.push(sum);
                }
            });
        });
        $("delete").onclick = function () {
            typing(function () {
                if (typed.hand) {
                    typed.hand = false;
                } else if (typed.count) {
                    typed.count = null;
                } else if (typed.dice && typed.dice.length) {
                    typed.dice.pop();
                }
            });
        };
        $("hand").onclick = function () {
            typing(function () { typed.hand = !typed.hand; });
        };
        $("enter").onclick = function () {
            var t = throwItem();
            if (t.hint) {
                /* Right after dice were dropped the reason stays: it says why there are none. */
                if (!message || !message.dropped) {
                    message = { text: t.hint, refusal: true };
                }
                render();
                return;
            }
            enter(t.item, "typed", typed.at);
        };
        $("rolloff-delete").onclick = function () {
            typing(function () {
                if (typed.sums && typed.sums.length) {
                    typed.sums.pop();
                }
            });
        };
        $("rolloff-enter").onclick = function () {
            var sums = typed.sums || [];
            var pairs = [];
            var i;
            for (i = 0; i < story.tied.length && i < sums.length; i++) {
                pairs.push("(" + quoted(story.tied[i]) + ", " + sums[i] + ")");
            }
            enter("RollOff([" + pairs.join(", ") + "])", "typed", typed.at);
        };
        /* Undo names what it takes back (the story's "undo") and asks once. */
        $("undo").onclick = function () {
            if (!story || story.read_only) {
                return;
            }
            var what = story.undo || null;
            ask(what ? word("web-undo-ask", { what: what }) : word("web-undo-ask-last"), word("web-undo-yes"), function (a) {
                send(api + "/undo", { events: a.events, draft: a.draft }, "", what);
            }, $("undo"));
        };
        $("ask-no").onclick = function () {
            asking = null;
            render();
        };
        $("ask-yes").onclick = function () {
            var a = asking;
            if (a && Date.now() - a.since >= ASK_CALM_MS) {
                a.action(a.at);
            }
        };
        $("more").onclick = function () {
            more = true;
            picking = null;
            render();
        };
        $("less").onclick = function () {
            more = false;
            picking = null;
            render();
        };
        $("take").onclick = function () {
            if (story.turn) {
                enter("Take(player: " + quoted(story.turn) + ")");
            }
        };
        $("dropped").onclick = function () {
            picking = "DroppedDice";
            render();
        };
        $("lustwurf").onclick = function () {
            picking = "Lustwurf";
            render();
        };
        /* Time-up changes every round after it: asked first. */
        $("sudden").onclick = function () {
            var from = $("sudden");
            more = false;
            ask(word("web-sudden-ask"), word("web-sudden-yes"), function (a) { enter("Sudden", "", a); }, from);
        };
    }

    /* Kept by an older page (no player, no position): cannot be told whose it was. */
    if (!typed.at) {
        resetTyped();
    }
    wire();
    poll();
    window.setInterval(poll, POLL_MS);
    /* An entry whose answer never came (the phone went offline, or the page was closed): the
       same again, at the same position. */
    if (pending) {
        showNotice(word("web-offline"));
        trySend();
    }
}());
