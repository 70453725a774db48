"""Opens the playground in headless Chromium and uses it as a person would, through the DevTools
protocol (over --remote-debugging-pipe; Python's standard library only): real pointer, touch
and key events, then reads the engine's state from the page (`window.playground.state()`).

    python3 Tests/Web/chromium.py SITE_DIR SCREENSHOT_DIR

Serves SITE_DIR on a free local port, prints one line per check (PASS or FAIL), writes a
screenshot of every style to SCREENSHOT_DIR (and playground.png, the whole page), and exits 1
when a check fails.
"""
import base64
import fcntl
import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

STYLES = ["paged", "peek", "scale", "fade", "rotation", "coverFlow", "stack", "ring"]
WIDTH, HEIGHT = 1440, 900


class Browser:
    """Headless Chromium driven over its DevTools pipe: NUL-terminated JSON on fds 3 and 4."""

    def __init__(self):
        executable = shutil.which("chromium") or shutil.which("chromium-browser") \
            or shutil.which("google-chrome")
        if not executable:
            raise SystemExit("chromium is not installed")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        self.profile = tempfile.mkdtemp(prefix="carousel-chromium-")

        def pipes():
            # Each end is first copied above 4, so that neither `dup2` is onto the descriptor
            # itself (which would keep its close-on-exec flag, and Chromium would start without
            # the pipe) and the first cannot close the other end (when it is on 3). The copies
            # are close-on-exec; the `dup2` targets, 3 and 4, are not.
            reading, writing = (fcntl.fcntl(end, fcntl.F_DUPFD_CLOEXEC, 5)
                                for end in (to_browser_read, from_browser_write))
            os.dup2(reading, 3)
            os.dup2(writing, 4)

        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile}",
             "--no-first-run", "--no-default-browser-check", "--mute-audio",
             f"--window-size={WIDTH},{HEIGHT}", "about:blank"],
            preexec_fn=pipes, close_fds=False, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.next_id = 0
        self.buffer = b""
        self.events = []
        self.session = None

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def open(self, url):
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)
        attached = self.send("Target.attachToTarget",
                             {"targetId": target["targetId"], "flatten": True}, session=False)
        self.session = attached["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})
        self.send("Page.navigate", {"url": url})
        self.evaluate("window.playground.ready", wait_for_document=True)

    def evaluate(self, expression, wait_for_document=False):
        deadline = time.time() + 20
        while True:
            result = self.send("Runtime.evaluate", {
                "expression": expression, "awaitPromise": True, "returnByValue": True})
            if "exceptionDetails" not in result:
                return result["result"].get("value")
            if not wait_for_document or time.time() > deadline:
                raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
            time.sleep(0.1)

    def state(self):
        return self.evaluate("playground.state()")

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except (RuntimeError, OSError):  # already gone: the wait below still reaps it
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)

    # Input, as the browser's own events (trusted, with real time stamps).

    def mouse(self, kind, x, y, buttons=0):
        self.send("Input.dispatchMouseEvent", {
            "type": kind, "x": x, "y": y,
            "button": "left" if kind != "mouseMoved" or buttons else "none",
            "buttons": buttons, "clickCount": 1 if kind != "mouseMoved" else 0})

    def swipe(self, x, y, dx, dy, steps, seconds, hold=0.0):
        """Presses at (x, y), moves by (dx, dy) in `steps` over `seconds`, waits `hold`,
        releases."""
        self.mouse("mousePressed", x, y, buttons=1)
        for step in range(1, steps + 1):
            time.sleep(seconds / steps)
            self.mouse("mouseMoved", x + dx * step / steps, y + dy * step / steps, buttons=1)
        time.sleep(hold)
        self.mouse("mouseReleased", x + dx, y + dy)

    def touch_swipe(self, x, y, dx, steps, seconds):
        self.send("Input.dispatchTouchEvent", {"type": "touchStart",
                                               "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, steps + 1):
            time.sleep(seconds / steps)
            self.send("Input.dispatchTouchEvent", {
                "type": "touchMove", "touchPoints": [{"x": x + dx * step / steps, "y": y}]})
        self.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    def click(self, x, y):
        self.mouse("mousePressed", x, y, buttons=1)
        self.mouse("mouseReleased", x, y)

    def key(self, name, code):
        for kind in ("rawKeyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent", {
                "type": kind, "key": name, "code": name, "windowsVirtualKeyCode": code})

    def screenshot(self, path, clip=None):
        params = {"format": "png"}
        if clip:
            params["clip"] = {**clip, "scale": 1}
        data = self.send("Page.captureScreenshot", params)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print(f"PASS  {name}")
        else:
            self.failed += 1
            print(f"FAIL  {name} {detail}")


def wait_until(browser, predicate, seconds):
    """Polls the page's state until `predicate` holds or `seconds` pass; the last state."""
    deadline = time.time() + seconds
    while True:
        state = browser.state()
        if predicate(state) or time.time() > deadline:
            return state
        time.sleep(0.05)


def settle(browser):
    """Waits until the page is at rest: nothing moves, no frame is asked for, and the phase has
    left the motion (the last frame, or the deadline's timer when no frame came, ends it). A
    phase left in motion past the wait shows in the checks that follow."""
    return wait_until(browser, lambda s: not s["moving"] and not s["frameRequested"]
                      and s["phase"] not in ("dragging", "settling"), 5)


def set_control(browser, script):
    """Changes a control the way a person does (the page listens to `input`)."""
    browser.evaluate(f"(() => {{ {script}; document.getElementById('controls')"
                     ".dispatchEvent(new Event('input', {bubbles: true})); })()")
    settle(browser)


def rect(browser, selector):
    return browser.evaluate(
        f"(() => {{ const r = document.querySelector({json.dumps(selector)})"
        ".getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; "
        "})()")


def simplified(node):
    """An accessibility node as the checks read it: role, name, description and properties."""
    return {
        "role": node.get("role", {}).get("value"),
        "name": node.get("name", {}).get("value", ""),
        "description": node.get("description", {}).get("value", ""),
        "ignored": node.get("ignored", False),
        "properties": {p["name"]: p["value"].get("value") for p in node.get("properties", [])},
    }


def ax_tree(browser):
    """The page's accessibility tree as Chromium gives it to screen readers, ignored nodes
    left out."""
    nodes = browser.send("Accessibility.getFullAXTree")["nodes"]
    return [simplified(node) for node in nodes if not node.get("ignored")]


def ax_node(browser, selector):
    """The accessibility node of the element `selector` finds."""
    root = browser.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    node = browser.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    nodes = browser.send("Accessibility.getPartialAXTree",
                         {"nodeId": node, "fetchRelatives": False})["nodes"]
    return simplified(nodes[0])


def live_regions(browser):
    """The live regions a screen reader hears on its own: nodes that are polite or assertive."""
    return [node for node in ax_tree(browser)
            if node["properties"].get("live") in ("polite", "assertive")]


def rotation_buttons(browser):
    """The buttons whose name speaks of the slide show: the rotation control, when exposed."""
    return [(node["name"], bool(node["properties"].get("disabled"))) for node in ax_tree(browser)
            if node["role"] == "button" and "slide show" in node["name"]]


def screenshot_mid_drag(browser, path, cx, cy, w):
    """A picture of the carousel halfway through a move: dragged a third of the way to the next
    slide, then back and held still before the release, so the carousel stays."""
    browser.mouse("mousePressed", cx, cy, buttons=1)
    for step in range(1, 11):
        browser.mouse("mouseMoved", cx - step * 0.03 * w, cy, buttons=1)
    time.sleep(0.1)
    card = rect(browser, "#carousel")
    scroll = browser.evaluate("[scrollX, scrollY]")  # a clip is in page coordinates
    card["x"] += scroll[0]
    card["y"] += scroll[1]
    browser.screenshot(path, card)
    for step in range(9, -1, -1):
        time.sleep(0.02)
        browser.mouse("mouseMoved", cx - step * 0.03 * w, cy, buttons=1)
    time.sleep(0.2)
    browser.mouse("mouseReleased", cx, cy)


def run(site, screenshots):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    # The browser first, so that its pipes take the first free descriptors (3 and 4 when
    # nothing else is open): the hand-over runs where it once failed, not only after the
    # server's socket took descriptor 3.
    browser = Browser()
    checks = Checks()
    server = None
    try:
        handler = functools.partial(Quiet, directory=site)
        serving = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=serving.serve_forever, daemon=True).start()
        server = serving  # only a server that serves can be shut down
        browser.open(f"http://127.0.0.1:{server.server_address[1]}/index.html")
        exercise(browser, checks, screenshots)
    finally:
        browser.close()
        if server:
            server.shutdown()
    print(f"Chromium: {checks.passed} checks passed, {checks.failed} failed")
    return 1 if checks.failed else 0


def exercise(browser, checks, screenshots):
    check = checks.check
    stage = rect(browser, "#viewport")
    cx, cy = stage["x"] + stage["width"] / 2, stage["y"] + stage["height"] / 2
    w = stage["width"]
    state = settle(browser)
    check("the page starts on slide 1 of 5, idle", state["selected"] == 0
          and state["count"] == 5 and not state["frameRequested"], state)
    check("WAI-ARIA: a region with aria-roledescription carousel",
          browser.evaluate("document.getElementById('carousel').getAttribute("
                           "'aria-roledescription')") == "carousel")
    labels = [slide["label"] for slide in state["slides"] if not slide["hidden"]]
    check("WAI-ARIA: the shown slide is labeled '1 of 5'", labels == ["1 of 5"], labels)
    viewport = ax_node(browser, "#viewport")
    check("WAI-ARIA: the focusable stage is a named group, described by its hint",
          viewport["role"] == "group" and viewport["name"] == "Slides"
          and viewport["properties"].get("focusable")
          and viewport["description"] == "Drag the slides, or use the arrow keys.", viewport)
    named_generics = [node for node in ax_tree(browser)
                      if node["role"] == "generic" and node["name"]]
    check("ARIA: no generic element carries a name (naming is prohibited there)",
          not named_generics, named_generics)
    check("autoplay off: no rotation control is exposed (nothing to stop or start)",
          rotation_buttons(browser) == [] and browser.evaluate(
              "document.getElementById('rotation').hidden"), rotation_buttons(browser))
    regions = sorted((node["role"], node["properties"].get("live"))
                     for node in live_regions(browser))
    speaking = browser.evaluate(
        "[...document.querySelectorAll('[aria-live]:not([aria-live=off]), [role=status], "
        "[role=log], [role=alert], output')].map((element) => element.id)")
    check("live regions: only the slides (polite while not rotating) and the copy status",
          regions == [("generic", "polite"), ("status", "polite")]
          and speaking == ["slides", "copied"], (regions, speaking))
    set_control(browser, "document.getElementById('count').value = '6'")
    values = browser.evaluate(
        "[document.querySelectorAll('output').length, "
        "document.getElementById('count-value').textContent]")
    count_value = ax_node(browser, "#count-value")
    check("settings values: plain text beside their controls, no output (a status region)",
          values == [0, "6"] and count_value["properties"].get("live") is None
          and count_value["role"] != "status" and len(live_regions(browser)) == 2,
          (values, count_value))
    set_control(browser, "document.getElementById('count').value = '5'")
    quiet = browser.evaluate(
        "document.getElementById('activity').closest('[aria-live]:not([aria-live=off]), "
        "[role=status], [role=log], [role=alert], [role=timer], [role=marquee], output') === null")
    log_node = ax_node(browser, "#selection-log")
    state = settle(browser)
    check("activity: a plain list, in no live region, starting with the data's first selection",
          quiet and log_node["role"] == "list" and "live" not in log_node["properties"]
          and state["log"] == ["dataChange: none → 1"] and state["phase"] == "idle",
          (quiet, log_node, state["log"], state["phase"]))

    # Swipes with the mouse: a quick one moves exactly one page, however far.
    browser.swipe(cx + 0.25 * w, cy, -0.5 * w, 0, steps=6, seconds=0.08)
    state = settle(browser)
    check("a quick swipe left moves one page", state["selected"] == 1, state["selected"])
    check("activity: the swipe is one entry, 'swipe: 1 → 2', however many frames it drew",
          state["log"] == ["swipe: 1 → 2", "dataChange: none → 1"] and state["phase"] == "idle"
          and state["framesDrawn"] > 5, (state["log"], state["phase"], state["framesDrawn"]))
    browser.swipe(cx - 0.4 * w, cy, 1.2 * w, 0, steps=6, seconds=0.08)
    state = settle(browser)
    check("a long quick swipe right moves one page back", state["selected"] == 0,
          state["selected"])
    browser.swipe(cx + 0.1 * w, cy, -0.1 * w, 0, steps=15, seconds=0.6, hold=0.15)
    state = settle(browser)
    check("a slow short drag stays", state["selected"] == 0, state["selected"])
    frames = state["framesDrawn"]
    check("frames were drawn while the carousel moved", frames > 5, frames)
    time.sleep(0.8)
    state = browser.state()
    check("no frames while nothing moves", state["framesDrawn"] == frames
          and not state["frameRequested"], (frames, state["framesDrawn"]))
    browser.swipe(cx, cy, 20, -200, steps=8, seconds=0.12)
    state = settle(browser)
    check("a drag across the axis is not a page drag", state["selected"] == 0, state["selected"])

    # Touch.
    browser.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    browser.touch_swipe(cx + 0.25 * w, cy, -0.45 * w, steps=6, seconds=0.08)
    state = settle(browser)
    check("a touch swipe moves one page", state["selected"] == 1, state["selected"])
    browser.send("Emulation.setTouchEmulationEnabled", {"enabled": False})
    browser.mouse("mousePressed", cx, cy, buttons=1)
    for step in range(1, 7):
        time.sleep(0.03)
        browser.mouse("mouseMoved", cx - step * 0.05 * w, cy, buttons=1)
    dragging = browser.state()["phase"]
    browser.mouse("mouseReleased", cx - 0.3 * w, cy)
    released = browser.state()["phase"]
    state = settle(browser)
    check("activity: the phase is dragging under the finger, settling after, idle at rest",
          (dragging, released, state["phase"]) == ("dragging", "settling", "idle"),
          (dragging, released, state["phase"], state["moving"], state["frameRequested"],
           state["timerPending"], state["now"]))

    # A dot, the arrow keys, the buttons.
    dot = rect(browser, ".dot[aria-label='Slide 4']")
    browser.click(dot["x"] + dot["width"] / 2, dot["y"] + dot["height"] / 2)
    state = settle(browser)
    check("tapping the fourth dot shows slide 4", state["selected"] == 3, state["selected"])
    check("the dot of the shown slide is aria-current", browser.evaluate(
        "document.querySelector('.dot[aria-current]').getAttribute('aria-label')") == "Slide 4")
    check("activity: a dot tap is the indicator's", state["log"][0].startswith("indicator: ")
          and state["log"][0].endswith(" → 4"), state["log"])
    browser.evaluate("document.getElementById('viewport').focus({preventScroll: true})")
    browser.key("ArrowRight", 39)
    state = settle(browser)
    check("the right arrow shows the next slide", state["selected"] == 4, state["selected"])
    check("activity: an arrow key is the keyboard's", state["log"][0] == "keyboard: 4 → 5",
          state["log"])
    browser.key("ArrowRight", 39)
    state = settle(browser)
    check("the right arrow at the end of a finite carousel stays", state["selected"] == 4)
    browser.key("ArrowLeft", 37)
    browser.key("ArrowLeft", 37)
    state = settle(browser)
    check("two left arrows go back two slides", state["selected"] == 2, state["selected"])
    browser.key("ArrowDown", 40)
    state = settle(browser)
    check("the down arrow does not page a horizontal carousel", state["selected"] == 2)
    check("polite announcements while not rotating", state["liveRegion"] == "polite",
          state["liveRegion"])

    # Autoplay: advances on time, holds under a pointer, restarts the full wait after it.
    set_control(browser, "document.getElementById('autoplay').checked = true;"
                         "document.getElementById('autoplay-seconds').value = '1'")
    state = browser.state()
    check("autoplay on: rotating, announcements off, the rotation control says stop",
          state["rotating"] and state["liveRegion"] == "off" and browser.evaluate(
              "document.getElementById('rotation').getAttribute('aria-label')")
          == "Stop automatic slide show", state)
    check("the rotation control is exposed as an enabled 'Stop automatic slide show'",
          rotation_buttons(browser) == [("Stop automatic slide show", False)],
          rotation_buttons(browser))
    check("activity: the phase is autoplaying while the wait runs",
          settle(browser)["phase"] == "autoplaying", browser.state()["phase"])
    before = state["selected"]
    state = wait_until(browser, lambda s: s["selected"] != before, 2.5)
    check("autoplay advances after its interval", state["selected"] == (before + 1) % 5,
          (before, state["selected"]))
    check("activity: the advance is autoplay's",
          state["log"][0] == f"autoplay: {before + 1} → {(before + 1) % 5 + 1}", state["log"])
    check("one timer, for the engine's deadline", state["timerPending"]
          and state["deadline"] > state["now"], state)
    settle(browser)
    held = browser.state()["selected"]
    browser.mouse("mousePressed", cx, cy, buttons=1)
    time.sleep(2.2)
    state = browser.state()
    check("a held pointer holds autoplay", state["selected"] == held
          and "touching" in state["suspensions"] and state["deadline"] == -1
          and not state["timerPending"], state)
    check("activity: a held pointer is tracking (a finger on the carousel, not dragging it)",
          state["phase"] == "tracking", state["phase"])
    browser.mouse("mouseReleased", cx, cy)
    released = browser.state()
    check("after the pointer lifts, the full wait starts again",
          abs(released["deadline"] - released["now"] - 1000) < 150, released)
    state = wait_until(browser, lambda s: s["selected"] != held, 2.5)
    check("and autoplay goes on", state["selected"] == (held + 1) % 5, state["selected"])
    settle(browser)
    rotation = rect(browser, "#rotation")
    browser.click(rotation["x"] + 10, rotation["y"] + 10)
    state = browser.state()
    check("the rotation control pauses", not state["playing"] and state["deadline"] == -1
          and state["liveRegion"] == "polite", state)
    check("paused, it is exposed as 'Start automatic slide show'",
          rotation_buttons(browser) == [("Start automatic slide show", False)],
          rotation_buttons(browser))
    browser.click(rotation["x"] + 10, rotation["y"] + 10)
    check("and plays again", browser.state()["playing"])

    # Reduce Motion, from the system setting.
    browser.send("Emulation.setEmulatedMedia",
                 {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    state = wait_until(browser, lambda s: "Reduce Motion" in s["suspensions"], 2)
    check("prefers-reduced-motion reaches the engine: autoplay stops",
          "Reduce Motion" in state["suspensions"] and state["deadline"] == -1, state)
    check("with Reduce Motion the rotation control says the slide show is off, disabled",
          rotation_buttons(browser) == [("Automatic slide show off", True)],
          rotation_buttons(browser))
    dot = rect(browser, ".dot[aria-label='Slide 2']")
    browser.click(dot["x"] + dot["width"] / 2, dot["y"] + dot["height"] / 2)
    state = browser.state()
    check("with Reduce Motion a page change jumps (no motion)",
          state["selected"] == 1 and not state["moving"], state)
    browser.send("Emulation.setEmulatedMedia",
                 {"features": [{"name": "prefers-reduced-motion", "value": "no-preference"}]})
    state = wait_until(browser, lambda s: "Reduce Motion" not in s["suspensions"], 2)
    check("turning it off resumes autoplay", state["rotating"], state)
    set_control(browser, "document.getElementById('autoplay').checked = false")
    check("autoplay off again: the rotation control is gone, not a disabled 'Stop'",
          rotation_buttons(browser) == [], rotation_buttons(browser))

    # Every style: a screenshot mid-drag, from the third slide, looping; the drag goes back
    # and is held still before the release, so the carousel stays.
    set_control(browser, "document.getElementById('looping').checked = true")
    for index, name in enumerate(STYLES):
        set_control(browser, f"document.querySelector('input[name=style][value=\"{index}\"]')"
                             ".checked = true")
        browser.evaluate("document.getElementById('viewport').focus({preventScroll: true})")
        dot = rect(browser, ".dot[aria-label='Slide 3']")
        browser.click(dot["x"] + dot["width"] / 2, dot["y"] + dot["height"] / 2)
        settle(browser)
        screenshot_mid_drag(browser, os.path.join(screenshots, f"{name}.png"), cx, cy, w)
        state = settle(browser)
        visible = len(state["slides"])
        check(f"{name}: drawn ({visible} slides in the DOM), back on slide 3 after the drag",
              state["style"] == name and visible >= 1 and state["selected"] == 2, state)
    transitions(browser, checks, screenshots, cx, cy, w)
    set_control(browser, "document.querySelector('input[name=style][value=\"1\"]').checked = true;"
                         "document.getElementById('autoplay').checked = true;"
                         "document.getElementById('autoplay-seconds').value = '3';"
                         "document.getElementById('transition').value = '1';"
                         "document.getElementById('peek-on').checked = true;"
                         "document.getElementById('peek').value = '64'")
    code = browser.evaluate("document.getElementById('code').textContent")
    check("the SwiftUI code follows the settings",
          ".carouselStyle(.peek)" in code and ".carouselLooping()" in code
          and ".carouselAutoplay(.seconds(3))" in code
          and ".carouselPeek(64)" in code
          and ".carouselTransition(.interactive.fromFocus()) { content, phase in" in code
          and ".scaleEffect(1 - min(abs(phase.value), 1) * 0.15)" in code, code)
    browser.evaluate("scrollTo(0, 0)")
    browser.screenshot(os.path.join(screenshots, "playground.png"))


def transitions(browser, checks, screenshots, cx, cy, w):
    """The transition presets on the peek style, at rest on slide 3: each neighbor gets the
    preset's effect inside the style's placement; a tap on a neighbor and the next button have
    their causes; a screenshot of each preset mid-drag."""
    check = checks.check

    def neighbors():
        """The slides one item from the focus (at rest, their phase value is -1 or 1)."""
        state = settle(browser)
        near = {(state["selected"] + 1) % 5, (state["selected"] - 1) % 5}
        return sorted((slide for slide in state["slides"] if slide["index"] in near),
                      key=lambda slide: slide["index"])

    set_control(browser, "document.querySelector('input[name=style][value=\"1\"]')"
                         ".checked = true")
    plain = {slide["index"]: slide for slide in neighbors()}
    set_control(browser, "document.getElementById('transition').value = '1'")
    faded = neighbors()
    check("scale and fade: a neighbor one item away is scaled 0.85 inside the style's "
          "placement, its opacity the style's times 0.6",
          faded and all(slide["transform"].endswith("scale(0.85)")
                        and slide["transform"].startswith(
                            plain[slide["index"]]["transform"].rsplit(" translate(", 1)[0])
                        and abs(slide["opacity"] - plain[slide["index"]]["opacity"] * 0.6) < 1e-4
                        for slide in faded), (plain, faded))
    for value, name in [(1, "scale-and-fade"), (2, "depth"), (3, "parallax"),
                        (4, "identity-scale")]:
        set_control(browser, f"document.getElementById('transition').value = '{value}'")
        screenshot_mid_drag(browser, os.path.join(screenshots, f"transition-{name}.png"),
                            cx, cy, w)
        if name == "depth":
            blurred = neighbors()
            check("depth: a neighbor one item away is blurred by 4 points",
                  blurred and all(slide["filter"] == "blur(4px)" for slide in blurred), blurred)
        if name == "parallax":
            lagging = neighbors()
            selected = settle(browser)["selected"]
            # The item after the focus lags to the left, the one before to the right.
            offsets = ["translate(-40px, 0px)" in slide["transform"] if slide["index"] ==
                       (selected + 1) % 5 else "translate(40px, 0px)" in slide["transform"]
                       for slide in lagging]
            check("parallax: neighbors lag 40 points toward the focus", lagging and all(offsets),
                  lagging)
        if name == "identity-scale":
            shrunk = neighbors()
            # Measured from the visible area, as scrollTransition: a peeking neighbor is partly
            # in view, so between the edge phase's 0.85 and the identity's 1, and nearer 0.85
            # (most of it is out of view).
            scales = [float(slide["transform"].rsplit("scale(", 1)[1].rstrip(")"))
                      for slide in shrunk]
            check("scale off identity: a peeking neighbor, mostly out of view, is scaled "
                  "between 0.85 and 1, nearer 0.85",
                  scales and all(0.85 <= scale < 0.925 for scale in scales), shrunk)
    code = browser.evaluate("document.getElementById('code').textContent")
    check("the SwiftUI code has the preset's transition",
          ".carouselTransition { content, phase in" in code
          and ".scaleEffect(phase.isIdentity ? 1 : 0.85)" in code, code)
    set_control(browser, "document.getElementById('transition').value = '0'")
    check("no transition: the style alone, nothing added",
          all(slide["transform"].endswith("translate(0px, 0px) scale(1)")
              and slide["filter"] == "" for slide in neighbors()), neighbors())

    # A tap on a peeking neighbor, and the page's own next button.
    before = settle(browser)["selected"]
    target = next(slide for slide in neighbors() if slide["index"] == (before + 1) % 5)
    box = rect(browser, f".slide[data-index='{target['index']}']")
    stage = rect(browser, "#viewport")
    x = min(box["x"] + box["width"] / 2, stage["x"] + stage["width"] - 8)
    browser.click(max(x, box["x"] + 4), box["y"] + box["height"] / 2)
    state = settle(browser)
    check("activity: a tap on a neighbor is a tap",
          state["selected"] == target["index"]
          and state["log"][0] == f"tap: {before + 1} → {target['index'] + 1}", state["log"])
    button = rect(browser, "#next")
    browser.click(button["x"] + 5, button["y"] + 5)
    state = settle(browser)
    check("activity: the page's next button is its own move, as a proxy's",
          state["log"][0] == f"program: {target['index'] + 1} → {state['selected'] + 1}",
          state["log"])


if __name__ == "__main__":
    sys.exit(run(sys.argv[1], sys.argv[2]))
