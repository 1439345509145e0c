"""The browser check's means (tools/browser-check.py): a W3C WebDriver session on chromedriver
(Python's standard library only) with what a check asks of a page — tap, type, wait, look at sizes,
contrast and cut texts, screenshots — and phone A, a second phone entering through the API."""

import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

# Where the screenshots go (set by the check before the first).
OUT = "target/browser"

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--hide-scrollbars"]


def fail(message):
    print("browser check FAILED: " + message, file=sys.stderr)
    sys.exit(1)


def tear_down(driver, processes, temp):
    """Closes the browser, stops the servers and chromedriver (killed where they do not stop
    within 10 s) and removes the check's temporary folder."""
    if driver:
        driver.close()
    for p in processes:
        p.terminate()
        try:
            p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            p.kill()
    shutil.rmtree(temp, ignore_errors=True)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Driver:
    """A W3C WebDriver session on chromedriver."""

    def __init__(self, port, profile):
        self.base = "http://127.0.0.1:%d" % port
        for _ in range(100):
            try:
                self.call("GET", "/status")
                break
            except OSError:
                time.sleep(0.1)
        caps = {"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:loggingPrefs": {"browser": "ALL"},
            "goog:chromeOptions": {
                "binary": shutil.which("chromium") or "/usr/bin/chromium",
                "args": FLAGS + ["--user-data-dir=" + profile, "--lang=de-DE", "--accept-lang=de-DE,de"],
                "mobileEmulation": {"deviceMetrics": {"width": 360, "height": 640, "pixelRatio": 2.0, "touch": True}},
                "prefs": {"intl.accept_languages": "de-DE,de"},
            },
        }}}
        self.session = self.call("POST", "/session", caps)["sessionId"]

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as answer:
                return json.loads(answer.read() or b"{}").get("value")
        except urllib.error.HTTPError as e:
            fail("WebDriver %s %s: %s" % (method, path, e.read().decode(errors="replace")[:800]))

    def do(self, method, path, body=None):
        return self.call(method, "/session/%s%s" % (self.session, path), body)

    def open(self, url):
        self.do("POST", "/url", {"url": url})

    def run(self, script, *args):
        return self.do("POST", "/execute/sync", {"script": script, "args": list(args)})

    def find(self, css):
        found = self.do("POST", "/elements", {"using": "css selector", "value": css})
        if not found:
            fail("nothing on the page matches %r" % css)
        return list(found[0].values())[0]

    def tap(self, css):
        self.do("POST", "/element/%s/click" % self.find(css), {})

    def clear(self, css):
        self.do("POST", "/element/%s/clear" % self.find(css), {})

    def type(self, css, text):
        self.do("POST", "/element/%s/value" % self.find(css), {"text": text})

    def text(self, css):
        return self.run("var e = document.querySelector(arguments[0]); return e ? e.textContent : null;", css)

    def wait(self, what, script, *args, timeout=10):
        end = time.time() + timeout
        while time.time() < end:
            value = self.run(script, *args)
            if value:
                return value
            time.sleep(0.1)
        self.shot("failed")
        fail("waited %ds in vain for %s" % (timeout, what))

    def wait_text(self, css, part, timeout=10):
        script = "var e = document.querySelector(arguments[0]);" \
                 "return !!e && !e.closest('[hidden]') && e.textContent.indexOf(arguments[1]) >= 0;"
        self.wait("%r to say %r (it says %r)" % (css, part, self.text(css)), script, css, part, timeout=timeout)

    def metrics(self, width, height):
        """The phone's screen: 360x640 upright, 640x360 sideways, 320 px narrow."""
        params = {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True}
        self.do("POST", "/goog/cdp/execute", {"cmd": "Emulation.setDeviceMetricsOverride", "params": params})
        self.wait("the screen to be %dx%d" % (width, height),
                  "return window.innerWidth == arguments[0] && window.innerHeight == arguments[1]", width, height)

    def shown(self, css):
        """Whether an element is on the page and not hidden (by itself or a hidden parent)."""
        return self.run("var e = document.querySelector(arguments[0]);"
                        "return !!e && !e.closest('[hidden]') && e.getClientRects().length > 0;", css)

    def in_reach(self, css):
        """Whether an element is on screen without scrolling: inside the viewport, not under the
        page's fold."""
        return self.run("var e = document.querySelector(arguments[0]); var r = e.getBoundingClientRect();"
                        "return window.scrollY == 0 && r.top >= 0 && r.bottom <= window.innerHeight"
                        " && r.right <= window.innerWidth && r.height > 0;", css)

    def low_contrast(self):
        """The visible buttons and links whose text is hard to read on what lies behind them
        (WCAG contrast below 4.5:1; the background is the first one not transparent, up the
        tree): their text, each with its ratio."""
        return self.run("""
            function rgb(c) { var m = c.match(/[\\d.]+/g) || [0, 0, 0, 0];
                return {r: +m[0], g: +m[1], b: +m[2], a: m.length > 3 ? +m[3] : 1}; }
            function lum(c) { return [c.r, c.g, c.b].map(function (v) { v /= 255;
                return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); })
                .reduce(function (s, v, i) { return s + v * [0.2126, 0.7152, 0.0722][i]; }, 0); }
            function behind(e) { for (; e; e = e.parentElement) {
                var c = rgb(getComputedStyle(e).backgroundColor); if (c.a > 0.5) return c; }
                return rgb(getComputedStyle(document.body).backgroundColor); }
            var bad = [];
            document.querySelectorAll('button, a').forEach(function (e) {
                if (e.closest('[hidden]') || !e.getClientRects().length || !e.textContent.trim()) return;
                var s = getComputedStyle(e); if (s.visibility == 'hidden' || +s.opacity < 0.5) return;
                var a = lum(rgb(s.color)), b = lum(behind(e));
                var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
                if (ratio < 4.5) bad.push(e.textContent.trim() + ' (' + ratio.toFixed(1) + ':1)');
            });
            return bad;""")

    def readable(self, where):
        """Fails where a visible button or link is hard to read (issue 34: "Zurück zur Eingabe"
        was written in the colour of its background)."""
        bad = self.low_contrast()
        if bad:
            fail("%s: hard to read: %s" % (where, ", ".join(bad)))

    def rect(self, css):
        """An element's place on screen (CSS pixels of the viewport)."""
        return self.run("var r = document.querySelector(arguments[0]).getBoundingClientRect();"
                        "return {left: r.left, top: r.top, right: r.right, bottom: r.bottom};", css)

    def double_tap(self, x, y, gap_ms=60):
        """Two taps of one finger at a point of the viewport, `gap_ms` apart (W3C actions, touch)."""
        tap = [{"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 30}, {"type": "pointerUp", "button": 0}]
        finger = {"type": "pointer", "id": "finger", "parameters": {"pointerType": "touch"},
                  "actions": [{"type": "pointerMove", "duration": 0, "x": int(x), "y": int(y), "origin": "viewport"}]
                  + tap + [{"type": "pause", "duration": gap_ms}] + tap}
        self.do("POST", "/actions", {"actions": [finger]})
        self.do("DELETE", "/actions")

    def cut_buttons(self):
        """The visible buttons whose text does not fit them (cut or running over the edge), and
        text fields whose placeholder does not fit: their texts."""
        return self.run("""
            var bad = [];
            document.querySelectorAll('button').forEach(function (e) {
                if (e.closest('[hidden]') || !e.getClientRects().length) return;
                if (e.scrollWidth > e.clientWidth + 1) bad.push(e.textContent.trim());
            });
            var canvas = document.createElement('canvas').getContext('2d');
            document.querySelectorAll('input[placeholder]').forEach(function (e) {
                if (e.closest('[hidden]') || !e.getClientRects().length) return;
                var s = getComputedStyle(e);
                canvas.font = s.fontWeight + ' ' + s.fontSize + ' ' + s.fontFamily;
                var room = e.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
                if (canvas.measureText(e.placeholder).width > room) bad.push(e.placeholder);
            });
            return bad;""")

    def fits(self, where):
        """Fails where a visible button's text or a field's placeholder does not fit (issue 34:
        "Zurücknehmen" ran over its button's edge at 320 px and sideways)."""
        bad = self.cut_buttons()
        if bad:
            self.shot("failed")
            fail("%s: does not fit: %s" % (where, ", ".join(bad)))

    def network(self, offline):
        conditions = {"offline": offline, "latency": 0, "download_throughput": -1, "upload_throughput": -1}
        self.do("POST", "/chromium/network_conditions", {"network_conditions": conditions})

    def shot(self, name):
        os.makedirs(OUT, exist_ok=True)
        path = os.path.join(OUT, name + ".png")
        with open(path, "wb") as f:
            f.write(base64.b64decode(self.do("GET", "/screenshot")))
        print("screenshot " + path)

    def errors(self, expected=()):
        """The console's errors since the last call, except answers the check asks for (a 422
        refusal, a 409 for a stale entry, the offline phone; `expected`: more such statuses)."""
        bad = []
        for entry in self.do("POST", "/se/log", {"type": "browser"}) or []:
            message = entry.get("message", "")
            if entry.get("level") != "SEVERE":
                continue
            statuses = ("status of 422", "status of 409") + tuple("status of %d" % s for s in expected)
            answered = "Failed to load resource" in message and (
                any(s in message for s in statuses) or "ERR_INTERNET_DISCONNECTED" in message)
            if not answered:
                bad.append(message)
        return bad

    def close(self):
        try:
            self.do("DELETE", "")
        except (OSError, SystemExit):
            pass


def check_console(driver, where, expected=()):
    errors = driver.errors(expected)
    if errors:
        fail("JavaScript errors on %s:\n  %s" % (where, "\n  ".join(errors)))


def story(url):
    with urllib.request.urlopen(url + "/story", timeout=10) as answer:
        return json.loads(answer.read())


def post(url, item, at):
    """Phone A: an entry through the API at the position `at` (a story or a state)."""
    body = {"events": at["events"], "draft": at["draft"], "entry": item}
    request = urllib.request.Request(url + "/entry", data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return json.loads(answer.read())
    except urllib.error.HTTPError as e:
        fail("phone A's %s: %d %s" % (item, e.code, e.read().decode(errors="replace")))


def throw(name, dice, count=1):
    return "Throw(player: \"%s\", dice: (%s), throws: %d)" % (name, ", ".join(map(str, dice)), count)
