"""The bare Slint window in a real browser at a phone's size: it draws sharp at any device pixel ratio, a
finger's tap lands where the finger is (and a tap beside the button does not), mouse and pen taps too, after a
zoom as well, in light and dark; the service worker opens it offline. Screenshots go to the output folder."""

import time

from selenium.webdriver.common.actions import interaction

from harness import PHONE, Browser

BARE = "standfirm-web-bare/"


def open_bare(ctx, query=""):
    ctx.browser.open(ctx.server.url(BARE + query))
    return ctx.browser.wait_for_first_frame()


def assert_sharp(ctx, ratio):
    """The canvas fills the viewport without scroll bars, and its backing store is its CSS size times the
    ratio (so one canvas pixel is one device pixel), from the first frame on; the window's scale factor is
    the ratio."""
    b = ctx.browser
    frame = b.wait_for(f"the window at scale {ratio}",
                       lambda: (b.report() or {}).get("frame", {}).get("scale") == ratio and b.report()["frame"])
    c = b.wait_for("the canvas's backing store to follow the ratio",
                   lambda: (lambda c: abs(c["width"] - round(c["cssWidth"] * ratio)) <= 1
                            and abs(c["height"] - round(c["cssHeight"] * ratio)) <= 1 and c)(b.canvas()))
    assert c["ratio"] == ratio, c
    assert (c["cssWidth"], c["cssHeight"]) == (c["innerWidth"], c["innerHeight"]), f"fills the viewport: {c}"
    assert c["scrollWidth"] <= c["innerWidth"] and c["scrollHeight"] <= c["innerHeight"], f"no scroll bars: {c}"
    assert abs(frame["width"] - c["cssWidth"]) < 1 and abs(frame["height"] - c["cssHeight"]) < 1, \
        f"the window's logical size is the page's CSS size: {frame} vs {c}"
    b.assert_first_frame_whole(b.report()["firstFrame"])
    return c


def taps(ctx):
    return (ctx.browser.report() or {}).get("taps", 0)


def tap_button(ctx, kind=interaction.POINTER_TOUCH):
    """Taps the button's centre and waits for its handler to count the tap."""
    before = taps(ctx)
    ctx.browser.tap_label("Tap me", kind)
    ctx.browser.wait_for(f"a {kind} tap to land on the button", lambda: taps(ctx) == before + 1, timeout=10)


def tap_beside_button(ctx):
    """Taps just outside each side of the button: none of them may count."""
    r = ctx.browser.rect("Tap me")
    before = taps(ctx)
    margin = 10
    for x, y in [(r["x"] - margin, r["y"] + r["height"] / 2),
                 (r["x"] + r["width"] + margin, r["y"] + r["height"] / 2),
                 (r["x"] + r["width"] / 2, r["y"] - margin),
                 (r["x"] + r["width"] / 2, r["y"] + r["height"] + margin)]:
        ctx.browser.tap(x, y)
    # A tap that lands is counted within a frame or two; give any stray one the time to show.
    time.sleep(0.5)
    assert taps(ctx) == before, f"a tap beside the button landed on it: {r}"


def test_draws_sharp_at_a_phones_ratio(ctx):
    first = open_bare(ctx)
    assert first["line"].startswith("Stand Firm: first frame: window 412x915, scale 2.625"), first
    c = assert_sharp(ctx, PHONE["pixelRatio"])
    assert abs(c["width"] - 1081.5) <= 1 and abs(c["height"] - 2402) <= 1, c
    ctx.browser.screenshot(ctx.out, "bare-light-2.625")


def test_the_first_frame_is_the_window_as_it_stays(ctx):
    """The first frame is the window laid out and drawn at its size and scale, the same pixels as the frames
    after it: not a blank or a mis-laid frame drawn before the window knew its size (web/README.md, "The first
    frame")."""
    b = ctx.browser
    b.open_reading_frames(ctx.server.url(BARE))
    time.sleep(0.6)
    difference = b.first_frame_difference()
    assert difference < 0.001, f"the first frame differs from the last in {difference:.1%} of its pixels"


def test_a_finger_tap_lands_where_the_finger_is(ctx):
    open_bare(ctx)
    assert_sharp(ctx, PHONE["pixelRatio"])
    tap_button(ctx)
    tap_beside_button(ctx)
    tap_button(ctx)
    assert taps(ctx) == 2
    ctx.browser.screenshot(ctx.out, "bare-tapped-twice")


def test_mouse_and_pen_taps_land_too(ctx):
    open_bare(ctx)
    tap_button(ctx, interaction.POINTER_MOUSE)
    tap_button(ctx, interaction.POINTER_PEN)
    assert taps(ctx) == 2


def test_other_ratios(ctx):
    """A desktop's ratio of 1, a zoomed page's 2, and a dense phone's 3.5, each in a browser of its own (the
    emulated ratio cannot change under an open page: Chromium does not fire the resolution media query that a
    real zoom fires)."""
    main = ctx.browser
    try:
        for ratio in (1, 2, 3.5):
            ctx.browser = Browser(dict(PHONE, pixelRatio=ratio))
            try:
                open_bare(ctx)
                assert_sharp(ctx, ratio)
                tap_button(ctx)
                tap_beside_button(ctx)
                tap_button(ctx, interaction.POINTER_MOUSE)
                assert taps(ctx) == 2
                ctx.browser.screenshot(ctx.out, f"bare-light-{ratio}")
            finally:
                ctx.browser.close()
    finally:
        ctx.browser = main


def test_dark(ctx):
    """In the system's dark scheme the window is drawn dark, and light again in the light one (the control:
    the same measure tells them apart)."""
    b = ctx.browser
    b.set_dark(True)
    try:
        open_bare(ctx)
        assert_sharp(ctx, PHONE["pixelRatio"])
        ctx.browser.screenshot(ctx.out, "bare-dark-2.625")
        dark = ctx.browser.brightness()
    finally:
        b.set_dark(False)
    open_bare(ctx)
    assert_sharp(ctx, PHONE["pixelRatio"])
    light = ctx.browser.brightness()
    ctx.results["bare_brightness"] = {"dark": round(dark), "light": round(light)}
    assert dark < 100, f"the dark scheme draws a dark window: mean brightness {dark:.0f}"
    assert light > 155, f"the light scheme draws a light window: mean brightness {light:.0f}"


def test_long_tasks_are_observed(ctx):
    open_bare(ctx)
    tap_button(ctx)
    tasks = ctx.browser.long_tasks()
    assert tasks is not None, "this Chromium has no long-task observer"
    ctx.results["bare_long_tasks_ms"] = [round(t["duration"]) for t in tasks]


def test_opens_offline_after_the_first_visit(ctx):
    """Last: it stops the server. The service worker caches the site on the first visit; with the network cut,
    a reload opens and plays from that cache."""
    b = ctx.browser
    open_bare(ctx)
    b.wait_for("the service worker to control the page",
               lambda: b.js("return !!navigator.serviceWorker && !!navigator.serviceWorker.controller;"), 60)
    cached = b.driver.execute_async_script("""const done = arguments[arguments.length - 1];
        caches.keys().then(async (names) => {
          const name = names.find((n) => n.startsWith('standfirm:/' + arguments[0]));
          const cache = await caches.open(name);
          done({name, files: (await cache.keys()).map((r) => new URL(r.url).pathname)});
        });""", BARE)
    for file in ("index.html", "app.js", "app_bg.wasm", "manifest.webmanifest", "icons/icon-192.png"):
        assert any(path.endswith("/" + BARE + file) or (file == "index.html" and path.endswith("/" + BARE))
                   for path in cached["files"]), f"{file} is cached: {cached}"
    ctx.server.stop()
    b.driver.refresh()
    first = b.wait_for_first_frame()
    assert first["line"].startswith("Stand Firm: first frame"), first
    tap_button(ctx)
    ctx.browser.screenshot(ctx.out, "bare-offline")


def deploy(folder, version):
    """A new build of the site in `folder`, as a deploy brings: its service worker and version.json name
    `version` (the files the worker caches are read afresh when it installs)."""
    import json
    import re
    worker = folder / "sw.js"
    worker.write_text(re.sub(r'const VERSION = "[^"]*";', f'const VERSION = "{version}";', worker.read_text()))
    kept = json.loads((folder / "version.json").read_text())
    (folder / "version.json").write_text(json.dumps({**kept, "version": version}) + "\n")


def test_a_new_version_is_offered_with_a_reload(ctx):
    """A deploy while the app is open: the page runs the build it loaded until a reload; once the newer worker
    has taken over, a bar says "A new version is ready." with Reload (in the app's language), and Reload runs
    the new build. The running version is the page's `siteVersion` (About shows it)."""
    import json
    import shutil
    b = ctx.browser
    folder = ctx.root / "standfirm-web-bare-update"
    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(ctx.root / BARE.rstrip("/"), folder)
    first = json.loads((folder / "version.json").read_text())["version"]
    address = ctx.server.url("standfirm-web-bare-update/")
    b.open(address)
    b.wait_for_first_frame()
    b.wait_for("the service worker to control the page",
               lambda: b.js("return !!navigator.serviceWorker.controller;"), 60)
    assert b.report().get("siteVersion") == first, b.report()
    assert not b.js("return !!document.getElementById('update');"), "no notice before a new version"
    try:
        for version, language, words in (("feedface00000001", None, "A new version is ready."),
                                          ("feedface00000002", "es", "Hay una versión nueva lista.")):
            if language:
                b.js("localStorage.setItem('standfirm/settings.json', JSON.stringify({language: arguments[0]}));",
                     language)
            running = b.report()["siteVersion"]
            deploy(folder, version)
            b.js("globalThis.standfirm.checkForUpdate();")
            b.wait_for("the new version's notice", lambda: b.js(
                "const bar = document.getElementById('update'); return bar && bar.textContent;"), 60)
            assert words in b.js("return document.getElementById('update').textContent;")
            report = b.report()
            assert report["update"] == version and report["siteVersion"] == running, report
            b.screenshot(ctx.out, f"bare-update-{language or 'en'}")
            button = b.js("return document.getElementById('update-reload').getBoundingClientRect().toJSON();")
            b.tap(button["x"] + button["width"] / 2, button["y"] + button["height"] / 2)
            b.wait_for("the reload to run the new version",
                       lambda: (b.report() or {}).get("siteVersion") == version, 60)
            b.wait_for_first_frame()
            assert not b.js("return !!document.getElementById('update');"), "no notice after the reload"
    finally:
        b.js("localStorage.removeItem('standfirm/settings.json');")
        b.open("about:blank")
        shutil.rmtree(folder, ignore_errors=True)


TESTS = [
    test_draws_sharp_at_a_phones_ratio,
    test_the_first_frame_is_the_window_as_it_stays,
    test_a_finger_tap_lands_where_the_finger_is,
    test_mouse_and_pen_taps_land_too,
    test_other_ratios,
    test_dark,
    test_long_tasks_are_observed,
    test_a_new_version_is_offered_with_a_reload,
    test_opens_offline_after_the_first_visit,
]
