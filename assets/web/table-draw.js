/* The table page's drawing: dice faces, the buttons built once, the players' table, the lists.
   Kept apart from table.js (what is typed, sent and polled) so each stays short; it decides
   nothing about the game and holds no word (Web.word gives them). */
var Draw = (function () {
    "use strict";
    var word = Web.word;

    function $(id) {
        return document.getElementById(id);
    }

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

    /* The dice, the counts and the roll-off's sums: built once, each tap handed on. */
    function build(onDie, onCount, onSum) {
        var v;
        for (v = 1; v <= 6; v++) {
            (function (value) {
                var b = button(null, "die", function () { onDie(value); });
                b.appendChild(face(value));
                b.setAttribute("aria-label", String(value));
                b.setAttribute("data-die", String(value));
                $("dice").appendChild(b);
            }(v));
        }
        var c;
        for (c = 1; c <= 3; c++) {
            (function (count) {
                var b = button(word("web-times", { count: count }), "count", function () { onCount(count); });
                b.setAttribute("data-count", String(count));
                $("counts").insertBefore(b, $("hand"));
            }(c));
        }
        var s;
        for (s = 3; s <= 18; s++) {
            (function (sum) {
                var b = button(String(sum), "sum", function () { onSum(sum); });
                b.setAttribute("data-sum", String(sum));
                $("sums").appendChild(b);
            }(s));
        }
    }

    /* The three dice typed so far, the count chosen (counts above "most" cannot be), the hand. */
    function dice(typed, most) {
        var picked = $("picked");
        Web.clear(picked);
        var typedDice = typed.dice || [];
        var i;
        for (i = 0; i < 3; i++) {
            var slot = Web.el("span", "slot");
            if (i < typedDice.length) {
                slot.appendChild(face(typedDice[i]));
            }
            picked.appendChild(slot);
        }
        for (i = 1; i <= 3; i++) {
            var count = document.querySelector('button[data-count="' + i + '"]');
            count.className = "count" + (typed.count === i ? " chosen" : "");
            count.disabled = i > most;
        }
        $("hand").className = "hand" + (typed.hand ? " chosen" : "");
        $("hand").setAttribute("aria-pressed", typed.hand ? "true" : "false");
    }

    /* A button per name, rebuilt only when the names change: a poll never swaps a button away
       under a finger about to tap it. */
    function names(container, list, onPick) {
        var key = list.join("\n");
        container.onPick = onPick;
        if (container.getAttribute("data-names") === key) {
            return;
        }
        container.setAttribute("data-names", key);
        Web.clear(container);
        var i;
        for (i = 0; i < list.length; i++) {
            (function (name) {
                container.appendChild(button(name, "name", function () { container.onPick(name); }));
            }(list[i]));
        }
    }

    /* A player's lives in a knock-out round (null outside one): the story's, else the map. */
    function lives(story, p) {
        if (p.lives !== undefined && p.lives !== null) {
            return p.lives;
        }
        return story.lives && story.lives[p.name] !== undefined ? story.lives[p.name] : null;
    }

    function players(story) {
        var t = $("players");
        Web.clear(t);
        var list = story.players;
        var points = list.length && list[0].points !== null && list[0].points !== undefined;
        var knockOut = false;
        var i;
        for (i = 0; i < list.length; i++) {
            knockOut = knockOut || lives(story, list[i]) !== null;
        }
        var head = Web.el("tr");
        head.appendChild(Web.el("th", "", ""));
        head.appendChild(Web.el("th", "", ""));
        head.appendChild(Web.el("th", "num", word("web-discs")));
        head.appendChild(Web.el("th", "num", word("web-marks")));
        if (points) {
            head.appendChild(Web.el("th", "num", word("web-points")));
        }
        if (knockOut) {
            head.appendChild(Web.el("th", "num", word("web-lives")));
        }
        t.appendChild(head);
        for (i = 0; i < list.length; i++) {
            var p = list[i];
            var out = p.out === true || lives(story, p) === 0;
            var row = Web.el("tr", (p.turn && !story.over ? "turn-row" : "") + (p.playing && !out ? "" : " out") +
                (p.tied ? " tied" : "") + (out ? " gone" : ""));
            row.setAttribute("data-player", p.name);
            row.appendChild(Web.el("td", "who", p.name));
            row.appendChild(Web.el("td", "thrown", p.thrown || ""));
            var discs = Web.el("td", "num");
            discs.appendChild(Web.el("span", "disc", String(p.discs)));
            if (p.keeps_playing) {
                discs.appendChild(Web.el("span", "keeps", " " + word("web-keeps-playing")));
            }
            row.appendChild(discs);
            row.appendChild(Web.el("td", "num", String(p.marks)));
            if (points) {
                row.appendChild(Web.el("td", "num", String(p.points)));
            }
            if (knockOut) {
                var n = lives(story, p);
                row.appendChild(Web.el("td", "num lives", out ? word("web-out") : (n === null ? "" : String(n))));
            }
            t.appendChild(row);
        }
        var stock = Web.el("tr", "stock");
        var cell = Web.el("td", "", word("web-stock", { count: story.stock }));
        cell.colSpan = 4 + (points ? 1 : 0) + (knockOut ? 1 : 0);
        stock.appendChild(cell);
        t.appendChild(stock);
    }

    function lines(list, items, each) {
        Web.clear(list);
        var i;
        for (i = 0; i < items.length; i++) {
            list.appendChild(each(items[i]));
        }
    }

    /* The news of the last entry and the rounds, newest first. */
    function story(s) {
        players(s);
        lines($("news"), s.news || [], function (line) {
            return Web.el("li", line.headline ? "headline" : "", line.text);
        });
        lines($("log"), s.log || [], function (round) {
            var li = Web.el("li");
            li.appendChild(Web.el("strong", "", round.where));
            li.appendChild(Web.el("span", "", " " + round.text));
            return li;
        });
    }

    return { build: build, dice: dice, names: names, story: story };
}());
