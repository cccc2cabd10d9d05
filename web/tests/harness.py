"""The browser test harness: a static server on 127.0.0.1, headless Chromium driven through chromedriver at a
phone's size, touch taps where a finger would put them, screenshots, the page's long tasks, and a small test
runner that prints one closing line ("web: N passed, N failed").

Nothing here calls into the app: the tests read what the page reports in `globalThis.standfirm` (the page's
contract, web/README.md) and act through W3C pointer actions of type touch, as a finger does.
"""

import functools
import http.server
import json
import os
import shutil
import socketserver
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput

# A Pixel-sized phone: 412 x 915 CSS pixels at a device pixel ratio of 2.625, with touch.
PHONE = {"width": 412, "height": 915, "pixelRatio": 2.625, "touch": True}

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    # WebGL through SwiftShader, the software GPU, since there is no real one.
    "--enable-unsafe-swiftshader",
    "--use-angle=swiftshader",
]

# Collects the main thread's long tasks (over 50 ms) from the start of every page.
LONG_TASKS = """
globalThis.__longTasks = [];
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      globalThis.__longTasks.push({start: entry.startTime, duration: entry.duration});
    }
  }).observe({type: "longtask", buffered: true});
} catch (e) { globalThis.__longTasks = null; }
"""


class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the site folder with the types a browser needs and no HTTP caching (the service worker caches)."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".webmanifest": "application/manifest+json",
        ".json": "application/json",
        ".png": "image/png",
    }

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        pass

# Test-only: each frame's pixels, read back from the canvas's drawing buffer as the app reports the frame (the
# report's `frame` is set inside Slint's after-rendering notifier, while the buffer still holds the frame).
# `standfirm.frameDifference(a, b, top, bottom, right)` compares two of them: the share of pixels that differ, in
# rows top..bottom (device pixels from the top) and the columns left of `right`.
FRAME_PIXELS = """
(() => {
  const report = (globalThis.standfirm ??= {});
  const frames = [];
  Object.defineProperty(report, "framePixels", {value: frames, enumerable: false});
  let frame;
  Object.defineProperty(report, "frame", {enumerable: true, configurable: true, get: () => frame, set: (value) => {
    frame = value;
    const canvas = document.getElementById("canvas");
    const gl = canvas && (canvas.getContext("webgl2") || canvas.getContext("webgl"));
    if (!gl) return;
    const pixels = new Uint8Array(canvas.width * canvas.height * 4);
    gl.readPixels(0, 0, canvas.width, canvas.height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    frames.push({width: canvas.width, height: canvas.height, pixels});
  }});
  report.frameDifference = (a, b, top, bottom, right) => {
    const x = frames.at(a), y = frames.at(b);
    if (!x || !y || x.width !== y.width || x.height !== y.height) return 1;
    let differ = 0, all = 0;
    for (let row = Math.max(0, top); row < Math.min(bottom, x.height); row++) {
      const start = (x.height - 1 - row) * x.width * 4;  // the buffer's rows run from the bottom up
      for (let i = start; i < start + Math.min(right, x.width) * 4; i += 4) {
        all++;
        if (Math.abs(x.pixels[i] - y.pixels[i]) > 8 || Math.abs(x.pixels[i + 1] - y.pixels[i + 1]) > 8
            || Math.abs(x.pixels[i + 2] - y.pixels[i + 2]) > 8) differ++;
      }
    }
    return all ? differ / all : 1;
  };
})();
"""


# Every frame's count and time from now on, kept in `standfirm.frames` (the app replaces `standfirm.frame` after
# each frame): a test finds the first frame after an event without polling.
FRAME_LOG = """
(() => {
  const report = (globalThis.standfirm ??= {});
  if (report.frames) return;
  const frames = [];
  Object.defineProperty(report, "frames", {value: frames, enumerable: false});
  let frame = report.frame;
  Object.defineProperty(report, "frame", {enumerable: true, configurable: true, get: () => frame, set: (value) => {
    frame = value;
    frames.push({count: value.count, ms: value.ms});
  }});
})();
"""


class Server:
    """The site folder served on 127.0.0.1 at a free port, in a thread; `stop()` cuts the network."""

    def __init__(self, folder):
        handler = functools.partial(Handler, directory=str(folder))
        socketserver.TCPServer.allow_reuse_address = True
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()
        self.running = True

    def url(self, path=""):
        return f"http://127.0.0.1:{self.port}/{path}"

    def stop(self):
        if self.running:
            self.httpd.shutdown()
            self.httpd.server_close()
            self.running = False


def chromium_binary():
    for path in ("/usr/lib/chromium/chromium", "/usr/bin/chromium"):
        if os.path.exists(path):
            return path
    return shutil.which("chromium") or "chromium"


class Browser:
    """Headless Chromium through chromedriver, emulating a phone (`device`) with touch, in a fresh profile."""

    def __init__(self, device=PHONE):
        self.profile = tempfile.mkdtemp(prefix="standfirm-chromium-")
        options = webdriver.ChromeOptions()
        options.binary_location = chromium_binary()
        for flag in CHROMIUM_FLAGS:
            options.add_argument(flag)
        options.add_argument(f"--user-data-dir={self.profile}")
        if device is not None:
            options.add_experimental_option("mobileEmulation", {"deviceMetrics": device})
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
        self.driver = webdriver.Chrome(service=service, options=options)
        self.driver.set_page_load_timeout(60)
        self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": LONG_TASKS})
        self.console = []

    def close(self):
        try:
            self.driver.quit()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)

    # --- the page ---

    def open(self, url):
        self.driver.get(url)

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def report(self):
        """`globalThis.standfirm` as JSON (functions left out)."""
        return self.js("return JSON.parse(JSON.stringify(globalThis.standfirm ?? null));")

    def wait_for(self, what, condition, timeout=60.0, interval=0.1):
        """Waits until `condition()` is truthy and returns it; fails with `what` and the console's last lines."""
        deadline = time.monotonic() + timeout
        while True:
            value = condition()
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out after {timeout:.0f}s waiting for {what}; console:\n"
                                     + "\n".join(self.console_lines()[-20:]))
            time.sleep(interval)

    def wait_for_first_frame(self, timeout=90.0):
        def first():
            report = self.report() or {}
            if report.get("failed"):
                raise AssertionError("the page says: " + report["failed"])
            return report.get("firstFrame")
        return self.wait_for("the first frame", first, timeout)

    def assert_first_frame_whole(self, first):
        """The first frame was drawn into a drawing buffer of the window's size in device pixels, as it is
        shown (not into the canvas's default 300 x 150 pixels, stretched over the screen)."""
        frame = self.report()["frame"]
        window = [round(frame["width"] * frame["scale"]), round(frame["height"] * frame["scale"])]
        canvas = first.get("canvas")
        assert canvas and all(abs(a - b) <= 1 for a, b in zip(canvas, window)), \
            f"the first frame was drawn into a {canvas} buffer, the window is {window} device pixels"

    def open_reading_frames(self, url):
        """Opens `url` with every frame's pixels read back as it is drawn (`FRAME_PIXELS`; slow: for the tests
        of what a frame shows, not for timing) and returns the first frame's report."""
        script = self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FRAME_PIXELS})
        try:
            self.open(url)
            return self.wait_for_first_frame()
        finally:
            self.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument",
                                        {"identifier": script["identifier"]})

    def first_frame_difference(self, top=0, bottom=None, right=None):
        """The share of pixels in rows top..bottom and the columns left of `right` (CSS pixels from the top and
        the left; all of them by default) where the first frame differs from the last one drawn (after
        `open_reading_frames`)."""
        ratio = self.ratio()
        bottom = 1e9 if bottom is None else round(bottom * ratio)
        right = 1e9 if right is None else round(right * ratio)
        return self.js("return globalThis.standfirm.frameDifference(0, -1, arguments[0], arguments[1], arguments[2]);",
                       round(top * ratio), bottom, right)

    def wait_for_frames(self, count, timeout=20.0):
        """Waits until the app has drawn at least `count` frames in all; returns the frame report."""
        return self.wait_for(f"frame {count}",
                             lambda: (self.report() or {}).get("frame", {}).get("count", 0) >= count
                             and self.report()["frame"], timeout)

    def canvas(self):
        """The canvas's CSS size, its backing store's size and the page's device pixel ratio."""
        return self.js("""
            const c = document.getElementById('canvas');
            const r = c.getBoundingClientRect();
            return {cssWidth: r.width, cssHeight: r.height, width: c.width, height: c.height,
                    ratio: window.devicePixelRatio, innerWidth: innerWidth, innerHeight: innerHeight,
                    scrollWidth: document.documentElement.scrollWidth,
                    scrollHeight: document.documentElement.scrollHeight};""")

    def rect(self, label):
        """The rectangle (CSS pixels) of the element with accessible label `label`, from the page's contract."""
        rect = self.js("return globalThis.standfirm?.rect ? globalThis.standfirm.rect(arguments[0]) : null;", label)
        assert rect, f"no element labelled {label!r} on the screen"
        return rect

    def long_tasks(self):
        return self.js("return globalThis.__longTasks;")

    def console_lines(self):
        try:
            for entry in self.driver.get_log("browser"):
                self.console.append(entry.get("message", ""))
        except Exception:  # noqa: BLE001 - a driver without logs has nothing to add
            pass
        return self.console

    # --- a finger ---

    def tap(self, x, y, kind=interaction.POINTER_TOUCH, hold=0.06):
        """A tap at (x, y) CSS pixels of the viewport: a W3C pointer of type touch (or mouse, pen) goes down
        and up there, as a finger would."""
        pointer = PointerInput(kind, "finger" if kind == interaction.POINTER_TOUCH else kind)
        actions = ActionBuilder(self.driver, mouse=pointer, duration=0)
        actions.pointer_action.move_to_location(int(round(x)), int(round(y)))
        actions.pointer_action.pointer_down()
        actions.pointer_action.pause(hold)
        actions.pointer_action.pointer_up()
        actions.perform()

    def tap_label(self, label, kind=interaction.POINTER_TOUCH):
        """Taps the centre of the element labelled `label`."""
        r = self.rect(label)
        self.tap(r["x"] + r["width"] / 2, r["y"] + r["height"] / 2, kind)

    # --- the device ---

    def set_dark(self, dark):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})

    def screenshot(self, folder, name):
        """Saves the viewport as FOLDER/NAME.png (at the device's pixels) and returns the path."""
        path = Path(folder) / f"{name}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(self.driver.get_screenshot_as_png())
        return path

    def pixel(self, x, y):
        """The colour drawn at (x, y) CSS pixels, read from a screenshot: (r, g, b)."""
        return pixels_at(self.driver.get_screenshot_as_png(), [(x * self.ratio(), y * self.ratio())])[0]

    def ratio(self):
        return self.js("return window.devicePixelRatio;")

    def thumbnail(self, scale=0.1):
        """The viewport shrunk by `scale` (CDP's screenshot), decoded: (width, height, channels, rows)."""
        import base64
        size = self.js("return [innerWidth, innerHeight];")
        shot = self.driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "clip": {"x": 0, "y": 0, "width": size[0], "height": size[1], "scale": scale}})
        return decode_png(base64.b64decode(shot["data"]))

    def brightness(self):
        """The screen's mean brightness (0 black to 255 white): the viewport's thumbnail, averaged over a grid of
        12 × 24 points across it."""
        w, h, channels, rows = self.thumbnail()
        points = [(int(w * (i + 0.5) / 12), int(h * (j + 0.5) / 24)) for i in range(12) for j in range(24)]
        return sum(sum(rows[y][x * channels:x * channels + 3]) / 3 for x, y in points) / len(points)

    def log_frames(self):
        """From now on keeps every frame's `{count, ms}` in `standfirm.frames` (FRAME_LOG), in this page."""
        self.js(FRAME_LOG)

    def frames_since(self, ms):
        """The frames logged (`log_frames`) that ended after `ms`."""
        return self.js("return (globalThis.standfirm.frames || []).filter((f) => f.ms > arguments[0]);", ms)

    def settle(self, quiet=0.4, timeout=30.0, must=True):
        """Waits until the app has drawn no frame for `quiet` seconds (its screen still): returns the frame count.
        A screen that never stills (a text field's blinking cursor) fails, or with `must` false ends the wait at
        `timeout` (returning None)."""
        deadline = time.monotonic() + timeout
        last, since = None, time.monotonic()
        while time.monotonic() < deadline:
            count = (self.report() or {}).get("frame", {}).get("count")
            if count != last:
                last, since = count, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return count
            time.sleep(0.05)
        if not must:
            return None
        raise AssertionError(f"the app kept drawing for {timeout:.0f}s")


def decode_png(png):
    """An 8-bit RGB(A) PNG as (width, height, channels, rows of bytes), by zlib alone (no imaging library)."""
    import struct
    import zlib
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    pos, chunks, header = 8, [], None
    while pos < len(png):
        length, kind = struct.unpack(">I4s", png[pos:pos + 8])
        data = png[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", data)
        elif kind == b"IDAT":
            chunks.append(data)
        pos += 12 + length
    width, height, depth, colour = header[:4]
    assert depth == 8 and colour in (2, 6), "an 8-bit RGB(A) screenshot"
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b, c = prev[x], prev[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, channels, rows


def pixels_at(png, points):
    """The (r, g, b) of a PNG at device-pixel points."""
    width, height, channels, rows = decode_png(png)
    out = []
    for x, y in points:
        x, y = min(int(x), width - 1), min(int(y), height - 1)
        out.append(tuple(rows[y][x * channels:x * channels + 3]))
    return out


def thumbnail_difference(a, b):
    """The share of pixels that differ (by more than 24 in a channel) between two thumbnails of one size."""
    wa, ha, ca, ra = a
    wb, hb, cb, rb = b
    if (wa, ha) != (wb, hb):
        return 1.0
    differ = 0
    for y in range(ha):
        for x in range(wa):
            pa, pb = ra[y][x * ca:x * ca + 3], rb[y][x * cb:x * cb + 3]
            if any(abs(i - j) > 24 for i, j in zip(pa, pb)):
                differ += 1
    return differ / (wa * ha)


class Skip(Exception):
    """Raised by a test that cannot run here (a site not built): printed and counted as skipped, never passed."""


def needs_site(test, site):
    """`test` as it runs: skipped, saying why, when the app's test build `site` is not built (None)."""
    if site:
        return test

    def skipped(_ctx):
        raise Skip("the app's test build is not built (web/build.sh --test standfirm)")
    skipped.__name__ = test.__name__
    return skipped


def run(tests, context, require_all=False):
    """Runs each test function with `context`; prints each result and the closing line; returns the exit code
    (1 when one failed, or, with `require_all`, when one was skipped)."""
    passed = failed = skipped = 0
    for test in tests:
        started = time.monotonic()
        try:
            test(context)
        except Skip as why:
            skipped += 1
            print(f"skip {test.__name__}: {why}")
        except Exception:  # noqa: BLE001 - every failure is reported and counted
            failed += 1
            print(f"FAIL {test.__name__} ({time.monotonic() - started:.1f}s)")
            traceback.print_exc(file=sys.stdout)
        else:
            passed += 1
            print(f"ok   {test.__name__} ({time.monotonic() - started:.1f}s)")
        sys.stdout.flush()
    print(f"web: {passed} passed, {failed} failed, {skipped} skipped")
    if require_all and skipped:
        print("web: every test must run here (--all): build the sites they need (web/ci.sh --build-only)")
    return 0 if failed == 0 and not (require_all and skipped) else 1


def write_json(folder, name, value):
    path = Path(folder) / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value, indent=2) + "\n")
    return path
