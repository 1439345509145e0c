#!/usr/bin/env python3
"""The club's website (`schocken club site DIR OUT`, issue 36) in a real browser, for CI: headless
Chromium over W3C WebDriver (chromedriver, tools/browser_driver.py's means), Python's standard library
(and html5lib where it is installed, the HTML5 parser's own strict check).

Makes a sessions folder of the sample evenings (sessions/*.ron) with a verein.ron of prices, payments
and two seasons, the club's logo and the demo tournament with a till (fees paid, prize money planned),
writes its website in German and in English, and checks every page of both:
- the HTML is valid: doctype, `lang`, charset and viewport, every element closed and nested, ids
  unique, every picture with its `alt`, no script (and html5lib's strict parse, where installed);
- every `href` and `src` is a file inside the folder;
- opened from file:// at 360x640 (a phone) and 1280x800 (a desktop): no console error, no request
  but to a file of the folder, every link leads into it, no text holds a sum of money (a cent
  amount, €), and at 360 px the page never scrolls sideways (a wide table scrolls in its own box).
Screenshots of the overview, a season, an evening, a tournament and the hall of fame at both sizes go to
target/site-check/*.png.

    tools/site-check.py [--bin target/release/schocken] [--out target/site-check]
"""

import argparse
import html.parser
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_driver  # noqa: E402
from browser_driver import FLAGS, Driver, fail, free_port  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
# A sum of money: digits, a decimal comma or point, two digits, then neither a digit nor a point (a
# date's "01.10.2026" is none); or a currency.
MONEY = re.compile(r"\d[.,]\d\d(?![\d.])|€|\bEUR\b|\bct\b|\bCent\b")

VEREIN = """Club(
    format: 1,
    name: "Schockclub Zur Linde",
    events: [
        Price(from: "2026-01-01", cents: 50),
        Paid(player: "Jörg", cents: 1250, date: "2026-02-01", note: "Barzahlung"),
        Waived(player: "Zoë", cents: 100, date: "2026-03-01", note: "Geburtstag"),
        Season(name: "Frühjahr 2026", from: "2026-01-01", to: "2026-06-30", min_evenings: 1, ranking: LossRate),
        Season(name: "Herbst 2026", from: "2026-07-01", to: "2099-12-31", min_evenings: 1, ranking: HalfPoints),
    ],
)
"""


def folder(binary, temp):
    """The sessions folder the website is made of."""
    sessions = os.path.join(temp, "abende")
    os.makedirs(sessions)
    samples = os.path.join(ROOT, "sessions")
    for name in sorted(os.listdir(samples)):
        if name.endswith(".ron"):
            shutil.copy(os.path.join(samples, name), sessions)
    with open(os.path.join(sessions, "verein.ron"), "w", encoding="utf-8") as f:
        f.write(VEREIN)
    shutil.copy(os.path.join(ROOT, "assets", "icon", "schocken.svg"), os.path.join(sessions, "logo.svg"))
    pokal = os.path.join(sessions, "pokal")
    shutil.copytree(os.path.join(samples, "turnier-demo"), pokal)
    for args in (["fee", pokal, "--amount", "5,00"], ["pay", pokal, "Anna"],
                 ["prizes", pokal, "--shares", "50,30", "--schock-out", "10"]):
        subprocess.run([binary, "tournament"] + args, check=True, stdout=subprocess.DEVNULL)
    return sessions


class Checker(html.parser.HTMLParser):
    """A page's elements nested and closed, its ids, links and pictures."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.ids, self.targets, self.problems = [], set(), [], []
        self.doctype, self.lang, self.charset, self.viewport, self.text = None, None, False, False, []

    def handle_decl(self, decl):
        self.doctype = decl

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "html":
            self.lang = a.get("lang")
        if tag == "meta" and a.get("charset", "").lower() == "utf-8":
            self.charset = True
        if tag == "meta" and a.get("name") == "viewport" and "width=device-width" in a.get("content", ""):
            self.viewport = True
        if tag == "script":
            self.problems.append("a script")
        if tag == "img" and not a.get("alt"):
            self.problems.append("a picture without alt: %r" % a.get("src"))
        if "id" in a:
            if a["id"] in self.ids:
                self.problems.append("the id %r twice" % a["id"])
            self.ids.add(a["id"])
        for key in ("href", "src"):
            if key in a:
                self.targets.append(a[key])
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag):
        if tag in VOID:
            self.problems.append("</%s>" % tag)
        elif not self.stack or self.stack[-1] != tag:
            self.problems.append("</%s> closes <%s>" % (tag, self.stack[-1] if self.stack else "nothing"))
        else:
            self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def html5():
    """html5lib where it is installed (also Debian's python3-html5lib beside another Python), else None."""
    try:
        import html5lib
    except ImportError:
        sys.path.append("/usr/lib/python3/dist-packages")
        try:
            import html5lib
        except ImportError:
            return None
    return html5lib


def check_file(out, name):
    """The page's HTML, its links and its text; the problems found."""
    path = os.path.join(out, name)
    with open(path, encoding="utf-8") as f:
        source = f.read()
    c = Checker()
    c.feed(source)
    c.close()
    problems = list(c.problems)
    if not source.startswith("<!DOCTYPE html>") or (c.doctype or "").lower() != "doctype html":
        problems.append("no HTML5 doctype")
    if c.lang not in ("de", "en"):
        problems.append("lang=%r" % c.lang)
    if not c.charset or not c.viewport:
        problems.append("no charset or viewport")
    if c.stack:
        problems.append("not closed: %s" % " ".join(c.stack))
    for target in c.targets:
        parsed = urllib.parse.urlsplit(target)
        file = os.path.realpath(os.path.join(out, urllib.parse.unquote(parsed.path)))
        if parsed.scheme or parsed.netloc or target.startswith("/") or not file.startswith(out + os.sep) \
                or not os.path.isfile(file):
            problems.append("a link out of the folder or to nothing: %r" % target)
    money = MONEY.search(" ".join(c.text))
    if money:
        problems.append("money in the text: %r" % money.group(0))
    if re.search(r"https?:|//[a-z]", source.replace('xmlns="http://www.w3.org/2000/svg"', "")):
        problems.append("an address of another host")
    html5lib = html5()
    if html5lib:
        parser = html5lib.HTMLParser(strict=True)
        try:
            parser.parse(source)
        except html5lib.html5parser.ParseError as e:
            problems.append("html5lib: %s" % e)
    return problems


class SiteDriver(Driver):
    """tools/browser_driver.py's session, also logging the network (every request the page makes)."""

    def __init__(self, port, profile):
        self.base = "http://127.0.0.1:%d" % port
        for _ in range(100):
            try:
                with urllib.request.urlopen(self.base + "/status", timeout=5):
                    break
            except OSError:
                time.sleep(0.1)
        caps = {"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:loggingPrefs": {"browser": "ALL", "performance": "ALL"},
            "goog:chromeOptions": {
                "binary": shutil.which("chromium") or "/usr/bin/chromium",
                "args": FLAGS + ["--user-data-dir=" + profile, "--allow-file-access-from-files"],
            },
        }}}
        self.session = self.call("POST", "/session", caps)["sessionId"]

    def size(self, width, height, mobile):
        params = {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile}
        self.do("POST", "/goog/cdp/execute", {"cmd": "Emulation.setDeviceMetricsOverride", "params": params})

    def requests(self):
        """The addresses asked for since the last call."""
        urls = []
        for entry in self.do("POST", "/se/log", {"type": "performance"}) or []:
            message = json.loads(entry.get("message", "{}")).get("message", {})
            if message.get("method") == "Network.requestWillBeSent":
                urls.append(message["params"]["request"]["url"])
        return urls


def in_browser(driver, out, names, shots, where):
    """Each page at 360x640 and 1280x800; how many requests the pages made (all checked)."""
    asked = 0
    base = "file://" + urllib.parse.quote(out) + "/"
    for width, height, mobile in ((360, 640, True), (1280, 800, False)):
        driver.size(width, height, mobile)
        for name in names:
            driver.errors()
            driver.requests()
            driver.open(base + urllib.parse.quote(name))
            driver.wait("%s to load at %dx%d" % (name, width, height),
                        "return document.readyState == 'complete' && window.innerWidth == arguments[0]"
                        " && window.innerHeight == arguments[1]", width, height)
            place = "%s %s at %d px" % (where, name, width)
            errors = driver.errors()
            if errors:
                fail("%s: console: %s" % (place, "; ".join(errors)))
            requests = driver.requests()
            if not requests:
                fail("%s: the browser's network log says no request (not even the page's own)" % place)
            asked += len(requests)
            for url in requests:
                if not url.startswith(base) or not os.path.isfile(urllib.parse.unquote(url[len("file://"):])):
                    fail("%s: a request not to a file of the folder: %s" % (place, url))
            links = driver.run("return Array.from(document.querySelectorAll('a[href], img[src], link[href]'))"
                               ".map(function (e) { return e.href || e.src; });")
            for link in links:
                if not link.startswith(base) or not os.path.isfile(urllib.parse.unquote(link[len("file://"):])):
                    fail("%s: a link that does not resolve inside the folder: %s" % (place, link))
            text = driver.run("return document.body.innerText;")
            money = MONEY.search(text)
            if money:
                fail("%s: money in the text: %r" % (place, money.group(0)))
            wide = driver.run("return [document.documentElement.scrollWidth, document.body.scrollWidth,"
                              " window.innerWidth];")
            if max(wide[0], wide[1]) > wide[2]:
                driver.shot("failed-" + name.replace(".html", "") + "-%d" % width)
                fail("%s: the page is %d px wide, wider than the screen's %d" % (place, max(wide[:2]), wide[2]))
            outside = driver.run("""
                var bad = [];
                document.querySelectorAll('body *').forEach(function (e) {
                    if (e.closest('.scroll') && !e.classList.contains('scroll')) return;
                    var r = e.getBoundingClientRect();
                    if (r.width && (r.right > window.innerWidth + 1 || r.left < -1)) bad.push(e.tagName + '.' + e.className);
                });
                return bad;""")
            if outside:
                fail("%s: beyond the screen's edge: %s" % (place, ", ".join(outside[:5])))
            if name in shots:
                driver.shot("%s-%s-%d" % (where, shots[name], width))
    return asked


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=os.path.join(ROOT, "target", "release", "schocken"))
    parser.add_argument("--out", default=os.path.join(ROOT, "target", "site-check"))
    args = parser.parse_args()
    browser_driver.OUT = args.out
    binary = os.path.abspath(args.bin)
    temp = os.path.realpath(tempfile.mkdtemp(prefix="schocken-site-"))
    processes, driver = [], None
    try:
        sessions = folder(binary, temp)
        sites = []
        for lang in ("de", "en"):
            out = os.path.join(temp, "website-" + lang)
            said = subprocess.run([binary, "club", "site", sessions, out, "--lang", lang],
                                  capture_output=True, text=True)
            if said.returncode != 0:
                fail("club site --lang %s: %s" % (lang, said.stderr))
            print(said.stdout.strip())
            names = sorted(n for n in os.listdir(out) if n.endswith(".html"))
            if "index.html" not in names or not any(n.startswith("saison-") for n in names):
                fail("the %s website has %r" % (lang, names))
            for name in names:
                problems = check_file(out, name)
                if problems:
                    fail("%s/%s: %s" % (lang, name, "; ".join(problems)))
            sites.append((lang, out, names))
        driver_port = free_port()
        processes.append(subprocess.Popen(["chromedriver", "--port=%d" % driver_port],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        driver = SiteDriver(driver_port, os.path.join(temp, "profile"))
        asked = 0
        for lang, out, names in sites:
            season = next(n for n in names if n.startswith("saison-herbst"))
            evening = next(n for n in names if n.startswith("abend-"))
            tournament = next(n for n in names if n.startswith("turnier-"))
            shots = {"index.html": "index", season: "season", evening: "evening", tournament: "tournament",
                     "ruhmeshalle.html": "fame"} if lang == "de" else {}
            asked += in_browser(driver, out, names, shots, lang)
        print("site check: %d pages in German and English valid (%s), every link inside the folder, %d requests "
              "all to its files, no money, no console error, nothing wider than 360 px: ok"
              % (sum(len(n) for _, _, n in sites), "html5lib strict" if html5() else "without html5lib", asked))
    finally:
        browser_driver.tear_down(driver, processes, temp)


if __name__ == "__main__":
    main()
