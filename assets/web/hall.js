/* The hall page: "Wo sitze ich?", the standings, the team standings and the prizes, live.
   Polls GET /api/standings with the tag it has (unchanged standings cost a 304) and
   GET /api/seating; the columns are the organiser's window's, headed by the server. */
(function () {
    "use strict";
    var word = Web.word;
    var words = Web.words;
    var POLL_MS = 1500;
    var nameKey = "schocken-hall-name";
    var etag = null;
    var seating = null;
    var busy = { standings: false, seating: false };

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

    function fold(text) {
        return String(text).toLowerCase().replace(/^\s+|\s+$/g, "");
    }

    function renderSeats() {
        var list = $("seats");
        Web.clear(list);
        var typed = fold($("name").value);
        if (!typed || !seating) {
            return;
        }
        if (!seating.tables.length) {
            list.appendChild(Web.el("li", "none", word("web-no-draw")));
            return;
        }
        var exact = [];
        var partly = [];
        var t;
        var s;
        for (t = 0; t < seating.tables.length; t++) {
            var table = seating.tables[t];
            for (s = 0; s < table.players.length; s++) {
                var name = table.players[s];
                var found = { name: name, round: seating.round, table: table.table, seat: s + 1 };
                if (fold(name) === typed) {
                    exact.push(found);
                } else if (fold(name).indexOf(typed) >= 0) {
                    partly.push(found);
                }
            }
        }
        var shown = exact.length ? exact : partly.slice(0, 6);
        if (!shown.length) {
            list.appendChild(Web.el("li", "none", word("web-seat-none", { round: seating.round })));
        }
        var i;
        for (i = 0; i < shown.length; i++) {
            list.appendChild(Web.el("li", exact.length ? "found" : "", word("web-seat", shown[i])));
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
            return value.out ? words["ko-out"] : counted(words["ko-lives"], value.lives);
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

    /* A table of rows; "under" (a column or null) is shown in small type under the cell of the
       column before it, so the numbers keep their room on a narrow phone. */
    function fillTable(table, columns, rows, text, under) {
        Web.clear(table);
        var head = Web.el("tr");
        var c;
        for (c = 0; c < columns.length; c++) {
            var th = Web.el("th", columns[c].align, columns[c].head);
            if (under && columns[c + 1] === under) {
                th.appendChild(Web.el("small", "", " · " + under.head));
            }
            if (columns[c] !== under) {
                head.appendChild(th);
            }
        }
        table.appendChild(head);
        var r;
        for (r = 0; r < rows.length; r++) {
            var tr = Web.el("tr");
            for (c = 0; c < columns.length; c++) {
                if (columns[c] === under) {
                    continue;
                }
                var td = Web.el("td", columns[c].align, text(columns[c], rows[r]));
                if (under && columns[c + 1] === under) {
                    td.className += " with-under";
                    td.appendChild(Web.el("small", "", text(under, rows[r])));
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
        var team = null;
        for (i = 0; i < columns.length; i++) {
            if (columns[i].id === "team") {
                team = columns[i];
            }
        }
        fillTable($("standings"), columns, s.standings, cell, team);
        $("teams-part").hidden = !s.teams.length;
        var players = { id: "players", head: word("web-players"), align: "left" };
        var teamColumns = [column("place"), column("team"), column("points"), players];
        fillTable($("teams"), teamColumns, s.teams, function (c, row) {
            return c.id === "players" ? row.players.join(", ") : cell(c, row);
        }, null);
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
        if (!busy.seating) {
            busy.seating = true;
            Web.request("GET", "/api/seating", null, function (status, json) {
                busy.seating = false;
                if (status === 200 && json) {
                    seating = json;
                    renderSeats();
                }
            });
        }
    }

    var input = $("name");
    input.value = Web.load(nameKey) || "";
    input.oninput = function () {
        Web.save(nameKey, input.value);
        renderSeats();
    };
    poll();
    window.setInterval(poll, POLL_MS);
}());
