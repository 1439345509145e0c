/* The hall page: "Wo sitze ich?", the standings, the team standings and the prizes, live.
   Polls GET /api/standings with the tag it has (unchanged standings cost a 304) and
   GET /api/seating (with the name typed, to find it); the columns are the organiser's window's,
   headed by the server. */
(function () {
    "use strict";
    var word = Web.word;
    var words = Web.words;
    var POLL_MS = 1500;
    var nameKey = "schocken-hall-name";
    var etag = null;
    var seating = null;
    /* The standings last shown, and the knock-out states the seating adds to them (who is
       through at a decided table, the winner), so either answer may draw them anew. */
    var shown = null;
    var knockout = { through: [], winner: null };
    var busy = { standings: false, seating: false, again: false };

    function $(id) {
        return document.getElementById(id);
    }

    /* A counted phrase: its own wording for 1, else the count filled in. */
    function counted(forms, count, values) {
        var text = count === 1 ? forms.one : forms.other;
        values = values || {};
        values.count = count;
        return Web.fill(text, values);
    }

    function notice(text) {
        var n = $("notice");
        n.hidden = !text;
        n.textContent = text || "";
    }

    /* ---- Wo sitze ich? ---- */

    /* The server finds the name (GET /api/seating?find=…, the names module's search: "jorg",
       "Joerg" and "JÖRG" find Jörg), so the page folds no names itself. "seating" is the answer
       for "asked", the name as typed then. */
    var asked = null;

    function typedName() {
        return $("name").value.replace(/^\s+|\s+$/g, "");
    }

    function renderSeats() {
        var list = $("seats");
        Web.clear(list);
        if (!typedName() || !seating || asked !== typedName()) {
            return;
        }
        if (!seating.tables.length) {
            list.appendChild(Web.el("li", "none", word("web-no-draw")));
            return;
        }
        var found = seating.found || [];
        var absent = seating.absent || [];
        if (!found.length && !absent.length) {
            list.appendChild(Web.el("li", "none", word("web-seat-none", { round: seating.round })));
        }
        var a;
        for (a = 0; !found.length && a < absent.length; a++) {
            list.appendChild(Web.el("li", "none", word("web-seat-absent", { name: absent[a], round: seating.round })));
        }
        var i;
        for (i = 0; i < found.length; i++) {
            var seat = found[i];
            var values = { name: seat.name, round: seating.round, table: seat.table, seat: seat.seat };
            list.appendChild(Web.el("li", found.length === 1 ? "found" : "", word("web-seat", values)));
        }
    }

    /* ---- standings ---- */

    function cell(column, row) {
        var value = row[column.id];
        if (column.id === "place") {
            return Web.fill(words.place, { count: value });
        }
        if (column.id === "player" && row.withdrawn) {
            return Web.fill(words.withdrawn, { name: value });
        }
        if (column.id === "knockout") {
            if (!value) {
                return "";
            }
            if (value.out) {
                return words["ko-out"];
            }
            /* A decided table's winner is through ("weiter"), the final's is the winner: never
               "noch 2 Leben" for them. */
            if (knockout.winner === row.player) {
                return words["ko-winner"];
            }
            return knockout.through.indexOf(row.player) >= 0 ? words["ko-through"] : counted(words["ko-lives"], value.lives);
        }
        return value === null || value === undefined ? "" : String(value);
    }

    function shows(column, rows) {
        var i;
        for (i = 0; i < rows.length; i++) {
            var value = rows[i][column.id];
            if (value !== undefined && value !== null) {
                return true;
            }
        }
        return false;
    }

    /* A table of rows; the columns in "under" are shown in small type under the cell of the
       column "host" (each on its own line, headed the same way), so the numbers keep their room
       and nothing is cut on a phone 320 px wide. */
    function fillTable(table, columns, rows, text, host, under) {
        Web.clear(table);
        var head = Web.el("tr");
        var c;
        var u;
        for (c = 0; c < columns.length; c++) {
            if (under.indexOf(columns[c]) >= 0) {
                continue;
            }
            var th = Web.el("th", columns[c].align, columns[c].head);
            if (columns[c] === host) {
                for (u = 0; u < under.length; u++) {
                    th.appendChild(Web.el("small", "", under[u].head));
                }
            }
            head.appendChild(th);
        }
        table.appendChild(head);
        var r;
        for (r = 0; r < rows.length; r++) {
            var tr = Web.el("tr");
            for (c = 0; c < columns.length; c++) {
                if (under.indexOf(columns[c]) >= 0) {
                    continue;
                }
                var td = Web.el("td", columns[c].align, text(columns[c], rows[r]));
                if (columns[c] === host) {
                    td.className += " with-under";
                    for (u = 0; u < under.length; u++) {
                        var value = text(under[u], rows[r]);
                        if (value) {
                            td.appendChild(Web.el("small", under[u].id, value));
                        }
                    }
                }
                tr.appendChild(td);
            }
            table.appendChild(tr);
        }
    }

    function column(id) {
        var i;
        for (i = 0; i < words.columns.length; i++) {
            if (words.columns[i].id === id) {
                return words.columns[i];
            }
        }
        return { id: id, head: id, align: "left" };
    }

    function renderStandings(s) {
        shown = s;
        if (s.title) {
            $("title").textContent = s.title;
            document.title = s.title;
        }
        var columns = [];
        var i;
        for (i = 0; i < words.columns.length; i++) {
            if (shows(words.columns[i], s.standings)) {
                columns.push(words.columns[i]);
            }
        }
        /* The team and the knock-out state go under the player's name. */
        var host = null;
        var under = [];
        for (i = 0; i < columns.length; i++) {
            if (columns[i].id === "player") {
                host = columns[i];
            } else if (columns[i].id === "team" || columns[i].id === "knockout") {
                under.push(columns[i]);
            }
        }
        fillTable($("standings"), columns, s.standings, cell, host, host ? under : []);
        $("teams-part").hidden = !s.teams.length;
        var players = { id: "players", head: word("web-players"), align: "left" };
        var teamColumn = column("team");
        var teamColumns = [column("place"), teamColumn, column("points"), players];
        fillTable($("teams"), teamColumns, s.teams, function (c, row) {
            return c.id === "players" ? row.players.join(", ") : cell(c, row);
        }, teamColumn, [players]);
        var prizes = $("prizes");
        Web.clear(prizes);
        var kinds = ["schock_outs", "jules", "durchmarsch"];
        for (i = 0; i < kinds.length; i++) {
            var prize = s.prizes[kinds[i]];
            if (prize.count > 0) {
                var line = counted(words.prizes[kinds[i]], prize.count, { names: prize.players.join(", ") });
                prizes.appendChild(Web.el("li", "", line));
            }
        }
        if (!prizes.firstChild) {
            prizes.appendChild(Web.el("li", "none", words.prizes.none));
        }
    }

    /* A file of any round that gives no results: said here in the server's words (naming the
       file), under its round and table where it names one; the rest goes on. */
    function renderProblems(problems) {
        var list = $("problems");
        Web.clear(list);
        var i;
        for (i = 0; i < problems.length; i += 1) {
            var p = problems[i];
            var text = p.round === null || p.table === null ? word("web-file-problem", p) : word("web-table-problem", p);
            list.appendChild(Web.el("li", "", text));
        }
    }

    /* ---- polling ---- */

    function poll() {
        if (!busy.standings) {
            busy.standings = true;
            var headers = etag ? { "If-None-Match": etag } : {};
            Web.request("GET", "/api/standings", null, function (status, json, xhr) {
                busy.standings = false;
                if (status === 0) {
                    notice(word("web-no-connection"));
                    return;
                }
                notice(null);
                if (status === 200 && json) {
                    etag = xhr.getResponseHeader("ETag");
                    renderStandings(json);
                } else if (status !== 304 && json && json.error) {
                    notice(json.error);
                }
            }, headers);
        }
        findSeats();
    }

    function findSeats() {
        if (busy.seating) {
            busy.again = true;
            return;
        }
        busy.seating = true;
        var name = typedName();
        var path = "/api/seating?knockout" + (name ? "&find=" + encodeURIComponent(name) : "");
        Web.request("GET", path, null, function (status, json) {
            busy.seating = false;
            if (status === 200 && json) {
                seating = json;
                var states = json.knockout || { through: [], winner: null };
                if (shown && JSON.stringify(states) !== JSON.stringify(knockout)) {
                    knockout = states;
                    renderStandings(shown);
                }
                knockout = states;
                renderProblems(json.problems || []);
                asked = name;
                renderSeats();
            }
            /* Typed on meanwhile: ask for what stands in the field now. */
            if (busy.again || asked !== typedName()) {
                busy.again = false;
                if (status === 200) {
                    findSeats();
                }
            }
        });
    }

    var input = $("name");
    input.value = Web.load(nameKey) || "";
    input.oninput = function () {
        Web.save(nameKey, input.value);
        renderSeats();
        findSeats();
    };
    poll();
    window.setInterval(poll, POLL_MS);
}());
