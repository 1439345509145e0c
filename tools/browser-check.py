#!/usr/bin/env python3
"""The phones' pages in a real browser (PHONES.md section 5), for CI: headless Chromium driven over
W3C WebDriver (chromedriver), Python's standard library only; a phone at 360x640, turned to
640x360, and a narrow one at 320 px.

Copies the demo tournament into a temporary folder (Jörg and Willi swap names there, so a name
with an umlaut sits in the latest round; the knock-out round's table 1 loses its card, so it is
played on the page, while table 2 stays decided), serves it with `schocken tournament serve` on a free
port of 127.0.0.1, then on the hall page: finds "jorg" (the server's name search), checks the
standings fit 360 and 320 px with no column cut, the language switch's size, the club logo asked
for only where there is one, the code field leading to a table, a wrong code's page in words
with its way back (repeating the code typed, kept in its field), a decided knock-out table's winner
'weiter', "Anna spielt in Runde 4 nicht mit", and the language chosen being remembered. Issue 34:
a double tap on time-up never answers its question (upright, narrow and sideways), and no
button's text or field's example is cut at 320 px or sideways. A decided table's page shows the app's sentence instead of
the entry, with lives and who is out. On a table's page it enters by
tapping, while "phone A" (API calls) enters at the same table: the page offers only what the
rules allow; time-up and undo ask first and undo names what it takes back; a refusal starts with
a capital; a half-typed throw survives a reload (kept with its player) and an entry made offline
is sent again once; the green "Eingetragen." goes once phone A enters; dice typed for a player
whose throw phone A entered are dropped with the reason said, and Enter can neither save them
for the next player nor at the position phone A moved on to (a 409); Eintragen stays in reach
without scrolling after a half ends, upright and sideways; a roll-off by tapping; the file on
disk holds what was entered. A club member's own page (`schocken club serve`): his slip's code typed
shows his statement within 360 px, a wrong code is said. Any JavaScript error in the console fails the check. Screenshots go
to target/browser/*.png.

    tools/browser-check.py [--bin target/release/schocken] [--out target/browser]
"""

import argparse
import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request

import browser_driver
from browser_driver import Driver, check_console, fail, free_port, post, story, throw

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The round entered on the table page: (dice, throws) in throwing order, nobody tied.
ROUND = [((6, 5, 4), 2), ((2, 2, 2), 2), ((6, 6, 3), 1), ((5, 3, 2), 2)]

def undecided(folder, table):
    """Takes the latest round's card of `table` out of the copy: its table is played on the page
    (a card decides a table; the other keeps its card and shows the page of a decided table)."""
    path = os.path.join(folder, "turnier.ron")
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    card = "Card(round: 4, table: %d," % table
    kept = [line for line in lines if not line.strip().startswith(card)]
    if len(kept) != len(lines) - 1:
        fail("the demo has no card of round 4, table %d" % table)
    with open(path, "w", encoding="utf-8") as f:
        f.writelines(kept)


def swap_names(folder, a, b):
    """Swaps two players' names in every file of the folder (a copy of the demo)."""
    for name in os.listdir(folder):
        path = os.path.join(folder, name)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        text = text.replace('"%s"' % a, "\0").replace('"%s"' % b, '"%s"' % a).replace("\0", '"%s"' % b)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)


def tap_throw(driver, dice, count):
    for die in dice:
        driver.tap('button[data-die="%d"]' % die)
    if driver.run("return !document.querySelector('button[data-count=\"%d\"]').disabled" % count):
        driver.tap('button[data-count="%d"]' % count)


def sent(driver, what):
    driver.wait("%s to be sent" % what, "return !document.querySelector('#entry').classList.contains('busy')")


def faces(driver):
    return driver.run("return document.querySelectorAll('#picked .face').length")


def table_page(driver, url, api, players):
    """A round at one table: the page taps, phone A (the API) enters beside it."""
    (p0, p1, p2, p3) = players
    driver.open(url)
    driver.wait_text("#turn", "%s ist dran" % p0)
    driver.shot("table-de-start")
    if not driver.in_reach("#enter"):
        fail("Eintragen is not in reach without scrolling at the start")
    driver.readable("the table page")
    double_tap_asks(driver, api)
    # Only what the rules allow (main-taunus: no voluntary take, no Lustwurf); "Zurück" closing
    # "Mehr …" and "Zurücknehmen" are never on screen together.
    driver.tap("#more")
    if driver.shown("#take") or driver.shown("#lustwurf") or not driver.shown("#dropped"):
        fail("the page offers what the rules forbid, or not what they allow")
    if driver.shown("#undo") or not driver.shown("#less"):
        fail("Zurück and Zurücknehmen are on screen together")
    driver.readable("the table page's \"Mehr …\"")
    driver.shot("table-de-more")
    # The name buttons are not rebuilt under a finger by the polls (every 1.5 s).
    driver.tap("#dropped")
    driver.run("document.querySelector('#pick-names button').setAttribute('data-mark', 'kept')")
    time.sleep(3.5)
    if not driver.run("return !!document.querySelector('#pick-names button[data-mark=\"kept\"]')"):
        fail("the polls rebuilt the name buttons")
    driver.tap("#less")
    if not driver.shown("#undo") or driver.shown("#less"):
        fail("after Zurück the entry with Zurücknehmen is not back")
    (dice, count) = ROUND[0]
    tap_throw(driver, dice, count)
    driver.tap("#enter")
    sent(driver, "%s's throw" % p0)
    driver.wait_text("#turn", "%s ist dran" % p1)
    driver.wait_text("#refusal", "Eingetragen.")

    # Time-up asks first: "Abbrechen" records nothing; "Ja" mid-round is refused by the rules, in
    # words starting with a capital.
    before = story(api)
    driver.tap("#more")
    driver.tap("#sudden")
    driver.wait_text("#ask-text", "Ist die Zeit um?")
    driver.shot("table-de-sudden-ask")
    driver.tap("#ask-no")
    time.sleep(0.3)
    if story(api)["events"] != before["events"]:
        fail("time-up was recorded without asking")
    driver.tap("#more")
    driver.tap("#sudden")
    time.sleep(0.45)
    driver.tap("#ask-yes")
    driver.wait("the refusal", "var r = document.querySelector('#refusal');"
                "return !r.hidden && r.className == 'refusal' && r.textContent.indexOf('Eingetragen') < 0;")
    refusal = driver.text("#refusal")
    if not refusal[0].isupper():
        fail("a refusal starts in lower case: %r" % refusal)
    driver.shot("table-de-refusal")
    check_console(driver, "the table page")

    # What is half typed survives a reload, kept with its player and the position.
    (dice, count) = ROUND[1]
    for die in dice[:2]:
        driver.tap('button[data-die="%d"]' % die)
    driver.open(url)
    driver.wait_text("#turn", "%s ist dran" % p1)
    driver.wait("the two dice typed before the reload", "return document.querySelectorAll('#picked .face').length == 2")
    kept = driver.run("return JSON.parse(localStorage.getItem('schocken-typed-' + document.body.getAttribute('data-code')))")
    if kept.get("player") != p1 or kept.get("at") != {"events": before["events"], "draft": 1}:
        fail("the half-typed throw is kept without its player and position: %r" % kept)
    driver.tap('button[data-die="%d"]' % dice[2])
    driver.tap('button[data-count="%d"]' % count)
    driver.shot("table-de-typed")
    # Offline: the page says so, and sends the entry again once the network is back.
    driver.network(offline=True)
    driver.tap("#enter")
    driver.wait_text("#notice", "offline — wird gesendet")
    driver.shot("table-de-offline")
    if story(api)["draft"] != 1:
        fail("an entry arrived while the phone was offline")
    driver.network(offline=False)
    driver.wait_text("#turn", "%s ist dran" % p2)
    if story(api)["draft"] != 2:
        fail("the entry sent again counts %r times" % (story(api)["draft"] - 1))

    # Undo names what it takes back and asks once.
    driver.tap("#undo")
    driver.wait("the question", "return !document.querySelector('#ask').hidden")
    what = story(api).get("undo")
    asked = driver.text("#ask-text")
    expected = ("%s zurücknehmen?" % what) if what else "Den letzten Eintrag zurücknehmen?"
    if asked != expected:
        fail("undo asks %r, not %r" % (asked, expected))
    driver.shot("table-de-undo-ask")
    time.sleep(0.45)
    driver.tap("#ask-yes")
    driver.wait_text("#turn", "%s ist dran" % p1)
    driver.wait_text("#refusal", "Zurückgenommen: %s" % what if what else "zurückgenommen")
    if story(api)["draft"] != 1:
        fail("the undo left the draft at %r" % story(api)["draft"])

    # Entered here: "Eingetragen." until phone A enters the next throw. Dice typed here for that
    # player go, the page says why, and Enter cannot save them as the next player's.
    tap_throw(driver, dice, count)
    driver.tap("#enter")
    sent(driver, "%s's throw" % p1)
    driver.wait_text("#refusal", "Eingetragen.")
    driver.wait_text("#turn", "%s ist dran" % p2)
    (dice, count) = ROUND[2]
    for die in dice[:2]:
        driver.tap('button[data-die="%d"]' % die)
    post(api, throw(p2, dice, count), story(api))
    driver.wait_text("#refusal", "Der Wurf von %s wurde inzwischen eingetragen" % p2)
    driver.wait_text("#turn", "%s ist dran" % p3)
    if faces(driver) != 0:
        fail("the dice typed for %s are still there for %s" % (p2, p3))
    driver.shot("table-de-dropped")
    driver.tap("#enter")
    time.sleep(0.3)
    if story(api)["draft"] != 3 or "Der Wurf von %s" % p2 not in driver.text("#refusal"):
        fail("Enter after the dropped dice sent something, or the reason went")
    # Dice typed for the last player, phone A enters his throw and Enter comes at once: sent for
    # him at the position they were typed at, the server answers 409; never the next round's.
    tap_throw(driver, (4, 4, 1), 2)
    (dice, count) = ROUND[3]
    post(api, throw(p3, dice, count), story(api))
    driver.tap("#enter")
    driver.wait_text("#refusal", "Der Wurf von %s wurde inzwischen eingetragen" % p3)
    after = story(api)
    if after["draft"] != 0:
        fail("the page's Enter went into the next round: %r" % after["draft"])
    check_console(driver, "the table page beside phone A")


def overlap(a, b):
    return a["top"] < b["bottom"] and a["bottom"] > b["top"] and a["left"] < b["right"] and a["right"] > b["left"]


def double_tap_asks(driver, api):
    """Issue 34: a double tap on "Zeit ist um (Sudden)" does not answer its question: the
    confirmation never stands where the asking button stood (also where the question's text would
    put it there) and takes no tap in its first 400 ms; upright, narrow and sideways."""
    before = story(api)["events"]
    for (w, h) in [(360, 640), (320, 640), (640, 360)]:
        driver.metrics(w, h)
        # "↶ Zurücknehmen" and every other button fit (issue 34: it ran over its edge).
        driver.fits("the table page at %dx%d" % (w, h))
        driver.shot("table-de-start-%dx%d" % (w, h))
        for squeezed in (False, True):
            driver.tap("#more")
            was = driver.rect("#sudden")
            if squeezed:
                # The question's text exactly as tall as puts its buttons under the finger.
                top = driver.rect("#more-panel")["top"]
                driver.run("var t = document.querySelector('#ask-text'); t.style.overflow = 'hidden';"
                           "t.style.height = arguments[0] + 'px';", max(0, was["top"] - top - 24))
            driver.double_tap((was["left"] + was["right"]) / 2, (was["top"] + was["bottom"]) / 2)
            time.sleep(0.5)
            if story(api)["events"] != before:
                fail("a double tap on time-up passed its question at %dx%d" % (w, h))
            if driver.shown("#ask"):
                if overlap(driver.rect("#ask-yes"), was):
                    fail("the confirmation stands where time-up was tapped at %dx%d" % (w, h))
                driver.shot("table-de-sudden-double-tap-%dx%d%s" % (w, h, "-squeezed" if squeezed else ""))
                driver.tap("#ask-no")
            driver.run("var t = document.querySelector('#ask-text'); t.style.height = ''; t.style.overflow = '';")
    driver.metrics(360, 640)
    # Faster than any finger, in one go: the confirmation takes no tap in its first 400 ms.
    driver.tap("#more")
    driver.run("document.querySelector('#sudden').click(); document.querySelector('#ask-yes').click();")
    time.sleep(0.3)
    if story(api)["events"] != before or not driver.shown("#ask"):
        fail("time-up's confirmation took a tap at once")
    driver.tap("#ask-no")
    check_console(driver, "a double tap on time-up")


def decided(driver, url):
    """A knock-out table its card decided: the app's sentence large instead of the entry, each
    player's lives, who is out; undo and "Mehr …" stay."""
    driver.open(url)
    driver.wait_text("#over", "ist weiter")
    if driver.shown("#throw") or driver.shown("#starter") or not driver.shown("#undo") or not driver.shown("#more"):
        fail("a decided table still offers the entry, or no undo")
    driver.wait_text("#players", "raus")
    driver.tap("#more")
    if driver.shown("#sudden") or driver.shown("#take"):
        fail("a decided table offers time-up or a take")
    driver.tap("#less")
    driver.shot("table-de-decided")
    check_console(driver, "a decided table's page")


def half_ends(driver, url, api):
    """Phone A plays two rounds with a Schock-Out (every disc to the loser): the half ends, then
    the game. Eintragen stays in reach, upright and sideways."""
    loser = None
    for half in (1, 2):
        at = story(api)
        order = [p["name"] for p in at["players"] if p.get("out") is not True and p.get("playing", True)]
        start = order.index(at["turn"])
        order = order[start:] + order[:start]
        loser = loser or order[-1]
        others = [(1, 1, 1), (6, 5, 2), (6, 4, 2)]
        for name in order:
            at = post(api, throw(name, (5, 4, 2) if name == loser else others.pop(0)), at)
        now = story(api)
        driver.wait("the page to show half %d's end (%r)" % (half, now["status"]),
                    "return document.querySelector('#status').textContent == arguments[0]"
                    " && document.querySelectorAll('#news li.headline').length > 0", now["status"])
        target = "#enter" if now["awaiting"] == "round" else "#starter-names button"
        driver.wait("the entry after half %d" % half, "var e = document.querySelector(arguments[0]);"
                    "return !!e && !e.closest('[hidden]');", target)
        for (w, h) in [(360, 640), (640, 360)]:
            driver.metrics(w, h)
            if not driver.in_reach(target):
                driver.shot("failed")
                fail("%s is out of reach at %dx%d after half %d" % (target, w, h, half))
            driver.shot("table-de-half-%d-%dx%d" % (half, w, h))
        driver.metrics(360, 640)
    check_console(driver, "the table page after a half")


def roll_off(driver, api):
    """A tie at the bottom is settled by tapping each tied player's sum."""
    at = story(api)
    if at["awaiting"] != "round":
        fail("the table awaits %r, not a round" % at["awaiting"])
    order = [p["name"] for p in at["players"] if p.get("out") is not True and p.get("playing", True)]
    start = order.index(at["turn"])
    throwers = order[start:] + order[:start]
    rounds = len(at["log"])
    for (name, dice) in zip(throwers, [(6, 5, 3), (6, 5, 2), (5, 4, 2), (5, 4, 2)]):
        at = post(api, throw(name, dice), at)
    tied = throwers[2:]
    driver.wait_text("#rolloff-who", tied[0])
    driver.tap('button[data-sum="7"]')
    driver.wait_text("#rolloff-who", tied[1])
    driver.tap('button[data-sum="12"]')
    driver.shot("table-de-roll-off")
    driver.tap("#rolloff-enter")
    driver.wait("the roll-off to be recorded", "return document.querySelectorAll('#log li').length == arguments[0]",
                rounds + 1)
    driver.wait_text("#log li", "%s 7, %s 12" % (tied[0], tied[1]))
    check_console(driver, "the table page after a roll-off")


def hall_page(driver, hall, seat):
    """The hall page: where Jörg sits, the standings at 360 and 320 px, the switch, the code field,
    a wrong code's page."""
    driver.open(hall)
    driver.wait("the standings", "return document.querySelectorAll('#standings tr').length > 2")
    width = driver.run("return window.innerWidth")
    if width != 360:
        fail("the page is %r px wide, not 360" % width)
    if driver.run("return document.querySelector('img.logo') !== null"):
        fail("the hall page asks for a logo the club does not have")
    # The server's name search: "jorg" finds Jörg, seated at table 2, seat 2 (the swap above).
    driver.type("#name", "jorg")
    driver.wait_text("#seats", "Jörg sitzt an Tisch 2, Platz 2")
    driver.readable("the hall page")
    # A decided knock-out table's winner is through, never "noch 2 Leben" (issue 34): Käthe won
    # table 2 of round 4 by its card.
    kaethe = "Array.from(document.querySelectorAll('#standings tr')).find(function (r) {" \
            " return r.textContent.indexOf('Käthe') >= 0; })"
    driver.wait("Käthe through", "var r = %s; return !!r && r.textContent.indexOf('weiter') >= 0"
                " && r.textContent.indexOf('Leben') < 0;" % kaethe)
    # A player of the tournament who does not play in the round is said so.
    driver.clear("#name")
    driver.type("#name", "anna")
    driver.wait_text("#seats", "Anna spielt in Runde 4 nicht mit.")
    driver.clear("#name")
    driver.type("#name", "jorg")
    driver.wait_text("#seats", "Jörg sitzt an Tisch 2")
    switch = driver.run("var r = document.querySelector('#switch').getBoundingClientRect(); return [r.width, r.height];")
    if min(switch) < 48:
        fail("the language switch is %r px, smaller than 48" % switch)
    for (w, h) in [(360, 640), (320, 640)]:
        driver.metrics(w, h)
        cut = driver.run("var t = document.querySelector('#standings');"
                         "return [t.getBoundingClientRect().right, document.documentElement.scrollWidth];")
        if cut[0] > w or cut[1] > w:
            fail("the standings do not fit %d px: %r" % (w, cut))
        driver.fits("the hall page at %d px" % w)
        driver.shot("hall-de-%d" % w)
    driver.metrics(360, 640)
    check_console(driver, "the hall page")
    # A wrong code: a page in words with the way back.
    driver.type("#code", "abcde-fghjk")
    driver.tap("#code-form button")
    driver.wait_text(".refused-title", "Diesen Tischcode gibt es nicht")
    # The code typed is repeated, and left in the field to be put right (issue 34).
    driver.wait_text(".typed-code", "Getippt: „abcde-fghjk“")
    if driver.run("return document.querySelector('#code').value") != "abcde-fghjk":
        fail("the wrong code's page does not keep the code typed in its field")
    driver.metrics(320, 640)
    driver.fits("the wrong code's page at 320 px")
    driver.shot("wrong-code-320")
    driver.metrics(360, 640)
    driver.shot("wrong-code")
    check_console(driver, "the wrong code's page", expected=(404,))
    driver.tap("a.back")
    driver.wait_text("h2", "Wo sitze ich?")
    # The code field: any case, without the dash.
    driver.type("#code", seat["code"].replace("-", "").lower())
    driver.tap("#code-form button")
    driver.wait("the table page", "return document.body.className == 'table-page'")
    check_console(driver, "the code field")


def remembered_language(driver, hall, url):
    """English chosen on the hall page opens the table page in English, and German again after."""
    driver.open(hall)
    driver.tap("#switch")
    driver.wait_text("h2", "Where do I sit?")
    driver.clear("#name")
    driver.type("#name", "JOERG")
    driver.wait_text("#seats", "Jörg sits at table 2, seat 2")
    driver.shot("hall-en")
    driver.open(url)
    driver.wait_text("#turn", "to throw")
    driver.shot("table-en")
    driver.tap("#switch")
    driver.wait_text("#turn", "ist dran")
    check_console(driver, "the pages in English")


def members_page(driver, binary, temp, processes):
    """The club's members' pages ("Meine Striche", `schocken club serve`) over a club case of the
    public suite: the code from the member's slip typed on the page shows his statement, fitting
    360 px; a wrong code is said above the field."""
    club = os.path.join(temp, "verein")
    shutil.copytree(os.path.join(ROOT, "tests", "conformance", "club", "cases", "01_tab_prices_payments"), club)
    port = free_port()
    server = subprocess.Popen([binary, "--sessions", club, "club", "serve", "--bind", "127.0.0.1",
                               "--port", str(port)], stdout=subprocess.PIPE, text=True)
    processes.append(server)
    hall = server.stdout.readline().strip()
    if not hall.startswith("http://127.0.0.1:"):
        fail("club serve printed %r" % hall)
    codes = {}
    with open(os.path.join(club, ".vereinscodes.ron"), encoding="utf-8") as f:
        for line in f:
            if "name:" in line:
                codes[line.split('name: "')[1].split('"')[0]] = line.split('code: "')[1].split('"')[0]
    driver.metrics(360, 640)
    driver.open(hall)
    driver.wait_text("h1", "Meine Striche")
    driver.readable("the members' page")
    driver.type("#code", "abcde-fghjk")
    driver.tap(".code-form button")
    driver.wait_text(".said", "Diesen Code hat kein Mitglied")
    check_console(driver, "the members' wrong code", expected=(404,))
    name = sorted(codes)[0]
    driver.clear("#code")
    driver.type("#code", codes[name].replace("-", "").lower())
    driver.tap(".code-form button")
    driver.wait_text(".member-title", "Abrechnung " + name)
    wide = driver.run("return document.documentElement.scrollWidth")
    if wide > 360:
        fail("the member's page is %r px wide at 360" % wide)
    driver.shot("member-de-360")
    check_console(driver, "the member's page")


def damaged(driver, hall, folder, seat):
    """A table whose file does not read (half synced): its page says so in words and offers no
    entry, the hall page names the file, and both recover once the file is repaired (PHONES.md 4)."""
    path = os.path.join(folder, "runde-%d-tisch-%d.ron" % (seat["round"], seat["table"]))
    name = os.path.basename(path)
    with open(path, "rb") as f:
        good = f.read()
    driver.open(hall + seat["path"].lstrip("/"))
    driver.wait("the table page", "return document.querySelectorAll('#log li').length > 0")
    with open(path, "wb") as f:
        f.write(good[: len(good) // 2])
    driver.wait_text("#problem", name)
    if driver.shown("#entry"):
        fail("the table page offers an entry while its file does not read")
    driver.shot("table-problem")
    check_console(driver, "the table page with its file damaged")
    driver.open(hall)
    driver.wait_text("#problems", name)
    said = driver.text("#problems")
    if "web-" in said or "/" + name in said:
        fail("the hall page says the problem as %r" % said)
    driver.shot("hall-problem")
    check_console(driver, "the hall page with a damaged file")
    driver.open(hall + seat["path"].lstrip("/"))
    driver.wait_text("#problem", name)
    with open(path, "wb") as f:
        f.write(good)
    driver.wait("the table page to recover", "return document.querySelector('#problem').hidden && "
                "!document.querySelector('#entry').hidden && document.querySelectorAll('#log li').length > 0")
    check_console(driver, "the table page after the file was repaired")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=os.path.join(ROOT, "target", "release", "schocken"))
    parser.add_argument("--out", default=os.path.join(ROOT, "target", "browser"))
    args = parser.parse_args()
    browser_driver.OUT = args.out
    binary = os.path.abspath(args.bin)
    temp = tempfile.mkdtemp(prefix="schocken-browser-")
    folder = os.path.join(temp, "turnier")
    shutil.copytree(os.path.join(ROOT, "sessions", "turnier-demo"), folder)
    swap_names(folder, "Jörg", "Willi")
    undecided(folder, 1)
    processes = []
    driver = None
    try:
        port = free_port()
        server = subprocess.Popen([binary, "tournament", "serve", folder, "--bind", "127.0.0.1", "--port", str(port)],
                                  stdout=subprocess.PIPE, text=True)
        processes.append(server)
        hall = server.stdout.readline().strip()
        if not hall.startswith("http://127.0.0.1:"):
            fail("serve printed %r" % hall)
        codes = json.loads(subprocess.check_output([binary, "tournament", "codes", folder, "--json"]))
        seat = codes[0]
        with urllib.request.urlopen(hall + "api/seating", timeout=10) as answer:
            seating = json.loads(answer.read())
        table = next(t for t in seating["tables"] if t["table"] == seat["table"])
        players = table["players"]

        driver_port = free_port()
        processes.append(subprocess.Popen(["chromedriver", "--port=%d" % driver_port],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        driver = Driver(driver_port, os.path.join(temp, "profile"))

        hall_page(driver, hall, seat)
        url = hall + seat["path"].lstrip("/")
        api = hall + "api/table/" + seat["code"]
        decided(driver, hall + codes[1]["path"].lstrip("/"))
        table_page(driver, url, api, players)
        remembered_language(driver, hall, url)
        half_ends(driver, url, api)
        roll_off(driver, api)
        members_page(driver, binary, temp, processes)
        damaged(driver, hall, folder, seat)

        # The rounds are in the table's file on disk.
        path = os.path.join(folder, "runde-%d-tisch-%d.ron" % (seat["round"], seat["table"]))
        replay = json.loads(subprocess.check_output([binary, "replay", path, "--json"]))
        entered = replay["rounds"][0]
        if entered["order"] != players or entered["loser"] != players[3]:
            fail("the file's first round is %r" % entered)
        print("browser check: the hall page, a table entered by tapping beside another phone, "
              "questions before undo and time-up, dropped dice, German and English, upright and sideways, "
              "a club member's own page, a damaged table file said and repaired: ok")
    finally:
        browser_driver.tear_down(driver, processes, temp)


if __name__ == "__main__":
    main()
