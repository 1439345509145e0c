/* The table page: a table's referee enters the throws on a phone, by tapping.
   Shows the table as the server words it (GET /api/table/CODE/story, polled), sends one item in
   FORMAT.md's syntax at the position it last saw, and sends the same again while offline (the
   server counts a retry once). What is half typed is kept on the phone, per table. */
(function () {
    "use strict";
    var word = Web.word;
    var code = document.body.getAttribute("data-code");
    var api = "/api/table/" + encodeURIComponent(code);
    var draftKey = "schocken-draft-" + code;
    var pendingKey = "schocken-pending-" + code;
    var POLL_MS = 1500;
    var RETRY_MS = 2000;

    /* What the server said last, what is being typed, what waits to be sent. */
    var story = null;
    var typed = Web.load(draftKey) || {};
    var pending = Web.load(pendingKey);
    var polling = false;
    /* Answers to this page's own writes; a poll sent before one is out of date when it comes. */
    var written = 0;
    var sending = false;
    var more = false;
    var picking = null;
    var message = null;

    function $(id) {
        return document.getElementById(id);
    }

    function keepTyped() {
        Web.save(draftKey, typed);
    }

    function resetTyped() {
        typed = {};
        keepTyped();
    }

    /* A name as a string of FORMAT.md (RON). */
    function quoted(name) {
        return "\"" + String(name).replace(/\\/g, "\\\\").replace(/"/g, "\\\"") + "\"";
    }

    /* ---- sending ---- */

    function send(path, body, after) {
        pending = { path: path, body: body, after: after || "" };
        Web.save(pendingKey, pending);
        message = null;
        trySend();
    }

    function enter(item, after) {
        if (!story || story.read_only) {
            return;
        }
        send(api + "/entry", { events: story.events, draft: story.draft, entry: item }, after);
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
                message = { text: word(sent.path.slice(-5) === "/undo" ? "web-undone" : "web-sent"), refusal: false };
            } else if (status === 409) {
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
            if (status === 200 && json) {
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

    function showNotice(text) {
        var n = $("notice");
        n.textContent = text;
        n.hidden = false;
    }

    function hideNotice() {
        $("notice").hidden = true;
    }

    /* ---- drawing ---- */

    /* A die face of pips (positions in a 3×3 grid, 0 top left). */
    var PIPS = { 1: [4], 2: [2, 6], 3: [2, 4, 6], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

    function face(value) {
        var f = Web.el("span", "face");
        var i;
        for (i = 0; i < PIPS[value].length; i++) {
            var p = PIPS[value][i];
            var pip = Web.el("i", "pip");
            pip.style.left = (12 + (p % 3) * 30) + "%";
            pip.style.top = (12 + Math.floor(p / 3) * 30) + "%";
            f.appendChild(pip);
        }
        f.setAttribute("aria-label", String(value));
        return f;
    }

    function button(text, className, onTap) {
        var b = Web.el("button", className, text);
        b.type = "button";
        b.onclick = onTap;
        return b;
    }

    function buildDice() {
        var dice = $("dice");
        var v;
        for (v = 1; v <= 6; v++) {
            (function (value) {
                var b = button(null, "die", function () {
                    typed.dice = typed.dice || [];
                    if (typed.dice.length < 3) {
                        typed.dice.push(value);
                    }
                    message = null;
                    keepTyped();
                    render();
                });
                b.appendChild(face(value));
                b.setAttribute("aria-label", String(value));
                b.setAttribute("data-die", String(value));
                dice.appendChild(b);
            }(v));
        }
        var counts = $("counts");
        var c;
        for (c = 1; c <= 3; c++) {
            (function (count) {
                var b = button(word("web-times", { count: count }), "count", function () {
                    typed.count = count;
                    message = null;
                    keepTyped();
                    render();
                });
                b.setAttribute("data-count", String(count));
                counts.insertBefore(b, $("hand"));
            }(c));
        }
        var sums = $("sums");
        var s;
        for (s = 3; s <= 18; s++) {
            (function (sum) {
                var b = button(String(sum), "sum", function () {
                    var tied = story ? story.tied : [];
                    typed.sums = typed.sums || [];
                    if (typed.sums.length < tied.length) {
                        typed.sums.push(sum);
                    }
                    message = null;
                    keepTyped();
                    render();
                });
                b.setAttribute("data-sum", String(sum));
                sums.appendChild(b);
            }(s));
        }
    }

    function throwItem() {
        var dice = typed.dice || [];
        if (dice.length < 3) {
            return { hint: word("web-need-dice") };
        }
        var count = typed.count || (story.most === 1 ? 1 : null);
        if (!count) {
            return { hint: word("web-need-count") };
        }
        var item = "Throw(player: " + quoted(story.turn) + ", dice: (" + dice.join(", ") + "), throws: " + count;
        if (count > 1 && typed.hand) {
            item += ", hand: true";
        }
        return { item: item + ")" };
    }

    function renderThrow() {
        var picked = $("picked");
        Web.clear(picked);
        var dice = typed.dice || [];
        var i;
        for (i = 0; i < 3; i++) {
            var slot = Web.el("span", "slot");
            if (i < dice.length) {
                slot.appendChild(face(dice[i]));
            }
            picked.appendChild(slot);
        }
        for (i = 1; i <= 3; i++) {
            var count = document.querySelector('button[data-count="' + i + '"]');
            count.className = "count" + (typed.count === i ? " chosen" : "");
            count.disabled = i > story.most;
        }
        $("hand").className = "hand" + (typed.hand ? " chosen" : "");
        $("hand").setAttribute("aria-pressed", typed.hand ? "true" : "false");
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

    function names(container, onPick) {
        Web.clear(container);
        var i;
        for (i = 0; i < story.players.length; i++) {
            (function (name) {
                container.appendChild(button(name, "name", function () { onPick(name); }));
            }(story.players[i].name));
        }
    }

    function renderPlayers() {
        var t = $("players");
        Web.clear(t);
        var head = Web.el("tr");
        head.appendChild(Web.el("th", "", ""));
        head.appendChild(Web.el("th", "", ""));
        head.appendChild(Web.el("th", "num", word("web-discs")));
        head.appendChild(Web.el("th", "num", word("web-marks")));
        var points = story.players.length && story.players[0].points !== null;
        if (points) {
            head.appendChild(Web.el("th", "num", word("web-points")));
        }
        t.appendChild(head);
        var i;
        for (i = 0; i < story.players.length; i++) {
            var p = story.players[i];
            var row = Web.el("tr", (p.turn ? "turn-row" : "") + (p.playing ? "" : " out") + (p.tied ? " tied" : ""));
            row.appendChild(Web.el("td", "who", p.name));
            row.appendChild(Web.el("td", "thrown", p.thrown || ""));
            var discs = Web.el("td", "num");
            discs.appendChild(Web.el("span", "disc", String(p.discs)));
            row.appendChild(discs);
            row.appendChild(Web.el("td", "num", String(p.marks)));
            if (points) {
                row.appendChild(Web.el("td", "num", String(p.points)));
            }
            t.appendChild(row);
        }
        var stock = Web.el("tr", "stock");
        var cell = Web.el("td", "", word("web-stock", { count: story.stock }));
        cell.colSpan = points ? 5 : 4;
        stock.appendChild(cell);
        t.appendChild(stock);
    }

    function renderLines(list, items, each) {
        Web.clear(list);
        var i;
        for (i = 0; i < items.length; i++) {
            list.appendChild(each(items[i]));
        }
    }

    function render() {
        if (!story) {
            return;
        }
        var title = word("web-table-title", { round: story.round, table: story.table });
        $("title").textContent = title;
        document.title = title;
        $("status").textContent = story.status;
        var turn = "";
        if (story.awaiting === "round") {
            turn = story.turn ? word("web-turn", { name: story.turn }) : "";
        } else if (story.awaiting === "roll-off") {
            turn = word("web-roll-off", { names: story.tied.join(", ") });
        } else {
            turn = word("web-starter");
        }
        $("turn").textContent = turn;
        var locked = story.read_only;
        $("entry").className = "entry" + (locked ? " locked" : "") + (pending ? " busy" : "");
        if (locked) {
            showNotice(word("web-read-only"));
        }
        /* "More" takes the place of the entry, so its buttons are in reach without scrolling. */
        $("throw").hidden = locked || more || story.awaiting !== "round" || !story.turn;
        $("rolloff").hidden = locked || more || story.awaiting !== "roll-off";
        $("starter").hidden = locked || more || story.awaiting !== "starter";
        $("undo").disabled = locked;
        $("more").disabled = locked;
        $("more").textContent = word(more ? "web-less" : "web-more");
        $("more-panel").hidden = locked || !more;
        $("pick").hidden = !picking;
        if (!$("throw").hidden) {
            renderThrow();
        }
        if (!$("rolloff").hidden) {
            renderRollOff();
        } else if (story.awaiting !== "roll-off" && typed.sums) {
            /* Settled (here or elsewhere): the next roll-off starts afresh. */
            typed.sums = null;
            keepTyped();
        }
        if (!$("starter").hidden) {
            names($("starter-names"), function (name) { enter("Starter(" + quoted(name) + ")"); });
        }
        if (picking) {
            names($("pick-names"), function (name) {
                enter("Penalty(player: " + quoted(name) + ", kind: " + picking + ")");
            });
        }
        var r = $("refusal");
        r.hidden = !message;
        if (message) {
            r.textContent = message.text;
            r.className = message.refusal ? "refusal" : "done";
        }
        renderPlayers();
        renderLines($("news"), story.news, function (line) {
            return Web.el("li", line.headline ? "headline" : "", line.text);
        });
        renderLines($("log"), story.log, function (round) {
            var li = Web.el("li");
            li.appendChild(Web.el("strong", "", round.where));
            li.appendChild(Web.el("span", "", " " + round.text));
            return li;
        });
    }

    /* ---- the buttons ---- */

    function wire() {
        $("delete").onclick = function () {
            if (typed.hand) {
                typed.hand = false;
            } else if (typed.count) {
                typed.count = null;
            } else if (typed.dice && typed.dice.length) {
                typed.dice.pop();
            }
            message = null;
            keepTyped();
            render();
        };
        $("hand").onclick = function () {
            typed.hand = !typed.hand;
            keepTyped();
            render();
        };
        $("enter").onclick = function () {
            var t = throwItem();
            if (t.hint) {
                message = { text: t.hint, refusal: true };
                render();
                return;
            }
            enter(t.item, "typed");
        };
        $("rolloff-delete").onclick = function () {
            if (typed.sums && typed.sums.length) {
                typed.sums.pop();
            }
            keepTyped();
            render();
        };
        $("rolloff-enter").onclick = function () {
            var sums = typed.sums || [];
            var pairs = [];
            var i;
            for (i = 0; i < story.tied.length && i < sums.length; i++) {
                pairs.push("(" + quoted(story.tied[i]) + ", " + sums[i] + ")");
            }
            enter("RollOff([" + pairs.join(", ") + "])", "typed");
        };
        $("undo").onclick = function () {
            if (story && !story.read_only) {
                send(api + "/undo", { events: story.events, draft: story.draft });
            }
        };
        $("more").onclick = function () {
            more = !more;
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
        $("sudden").onclick = function () {
            enter("Sudden");
        };
    }

    buildDice();
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
