"""The budgets measured in the browser, on the release site (what a visitor loads): its size, the first frame of
the app against a bare Slint window built the same way, loaded in turns in one run (page load to the first frame each reports, `performance.now()` at that
frame), and a Wise bot's turn played again from the app's test build's steps (replay.py). Without the release
site these tests are skipped (and counted). Speed is reported (results.json and the test's output), not
asserted: each budget (the app within 1.5 times the bare window, the Wise turn within a second, the transfer
within 8 MB) is read from the report.

Every timed load follows a load of the bare window in the same tab, the app's as the bare window's own: leaving
the app's page (its memory, its WebGL context) can hold up the next page's start by 150 ms, which once fell on
the bare window's loads alone (those after the app's) and made its times two-humped. These are warm loads, as
a reload is: the browser keeps the module compiled in the tab's process. A first visit in a fresh process, which
compiles every function the start-up calls, is measured apart (`test_first_frame_in_a_fresh_process`)."""

import gzip
import time
import statistics

import harness
import replay

ROUNDS = 7
BARE = "standfirm-web-bare/"


# Where a load's time goes, from the marks the page and the app leave in `standfirm.marks` (web/README.md):
# the page's script to its glue loaded, the glue to the module started (fetch, compile, instantiate), the
# app's build (store, window, screens), its wiring up to the event loop, and the event loop to the first frame.
STAGES = [("page", "loadStartMs", "glue"), ("module", "glue", "started"), ("build", "started", "built"),
          ("wire", "built", "running"), ("layout", "running", "rendering"), ("draw", "rendering", "firstFrame"),
          ("after_glue", "glue", "firstFrame")]
# The release site (web/build.sh standfirm, what a visitor loads): the budgets are measured on it (CI builds it
# beside the test build, whose module carries Slint's debug info for the element queries and is built without
# LTO). The app opens on the tests' fixed date.
RELEASE = "standfirm"
TODAY = "?today=2026-12-02"


def first_frame_ms(ctx, path, stages=None, after=BARE):
    """Loads `path` after a load of `after` (none: straight from where the tab is) and returns its first
    frame's time, once that frame is known to be whole (drawn at the window's size, as it is shown);
    `stages` collects where the time went."""
    if after is not None:
        ctx.browser.open(ctx.server.url(after))
        ctx.browser.wait_for_first_frame()
    ctx.browser.open(ctx.server.url(path))
    frame = ctx.browser.wait_for_first_frame()
    ctx.browser.assert_first_frame_whole(frame)
    first = frame["ms"]
    if stages is not None:
        marks = ctx.browser.js("const r = globalThis.standfirm; "
                               "return Object.assign({loadStartMs: r.loadStartMs}, r.marks || {});")
        marks["firstFrame"] = first
        for name, since, until in STAGES:
            if since in marks and until in marks:
                stages.setdefault(name, []).append(marks[until] - marks[since])
    return first


def stage_medians(stages):
    return {name: round(statistics.median(times)) for name, times in stages.items()}


def compare(times, stages, name):
    """The app's `name` against the bare window: medians (the budget) and minimums (the rounds least
    disturbed by the machine's other work), with where the app's time goes."""
    bare, app = times["bare"], times[name]
    return {f"{name}_ms": [round(t) for t in app], f"{name}_median_ms": round(statistics.median(app)),
            f"{name}_over_bare": round(statistics.median(app) / statistics.median(bare), 2),
            f"{name}_min_over_bare": round(min(app) / min(bare), 2),
            f"{name}_within_budget": statistics.median(app) <= 1.5 * statistics.median(bare),
            f"{name}_stages_ms": stage_medians(stages[name])}


def needs_release(ctx):
    if not (ctx.root / RELEASE / "index.html").is_file():
        raise harness.Skip("the release site is not built (web/build.sh standfirm)")


def test_first_frame_against_the_bare_window(ctx):
    """The release site's first frame against the bare window's, in turns (the budget: the app within 1.5 times
    the bare window, medians): reported."""
    needs_release(ctx)
    sites = {"bare": BARE, "release": f"{RELEASE}/{TODAY}"}
    times = {name: [] for name in sites}
    stages = {name: {} for name in sites}
    for _ in range(ROUNDS):
        for name, path in sites.items():
            times[name].append(first_frame_ms(ctx, path, stages[name]))
    bare = statistics.median(times["bare"])
    result = {"rounds": ROUNDS, "bare_ms": [round(t) for t in times["bare"]], "bare_median_ms": round(bare),
              "bare_stages_ms": stage_medians(stages["bare"])}
    result.update(compare(times, stages, "release"))
    result["within_budget"] = result["release_within_budget"]
    ctx.results["first_frame"] = result
    print(f"     first frame: {result}")


def test_first_frame_in_spanish_against_the_bare_window(ctx):
    """The same in Spanish (Settings → Language: Español, kept in the browser's storage as the app keeps it):
    the app's words come from the Spanish catalogue, its verses from the Reina-Valera 1909 (the app says its
    language in its first frame's report)."""
    needs_release(ctx)
    ctx.browser.open(ctx.server.url(BARE))
    ctx.browser.wait_for_first_frame()
    ctx.browser.js("localStorage.setItem('standfirm/settings.json', JSON.stringify({language: 'es'}));")
    times = {"bare": [], "release": []}
    languages = set()
    try:
        for _ in range(ROUNDS):
            times["bare"].append(first_frame_ms(ctx, BARE))
            times["release"].append(first_frame_ms(ctx, f"{RELEASE}/{TODAY}"))
            languages.add(ctx.browser.report()["firstFrame"].get("language"))
    finally:
        ctx.browser.js("localStorage.removeItem('standfirm/settings.json');")
    bare = statistics.median(times["bare"])
    app = statistics.median(times["release"])
    result = {"rounds": ROUNDS, "bare_ms": [round(t) for t in times["bare"]],
              "release_ms": [round(t) for t in times["release"]], "bare_median_ms": round(bare),
              "release_median_ms": round(app), "release_over_bare": round(app / bare, 2),
              "within_budget": app <= 1.5 * bare, "languages": sorted(map(str, languages))}
    ctx.results["first_frame_spanish"] = result
    print(f"     first frame in Spanish: {result}")
    assert languages == {"es"}, f"the app spoke Spanish at every load: {languages}"


def test_first_frame_in_a_fresh_process(ctx):
    """The first frame when the tab's process starts afresh (a blank page first, and a moment for the old one to
    go): nothing of the module is compiled yet, so each function the start-up calls is compiled on its first
    call, as on a first visit or a start after the browser dropped the process. Reported beside the warm loads;
    a browser that has run the app a while keeps its compiled code between visits, which no test here shows."""
    needs_release(ctx)
    times = {"bare": [], "release": []}
    stages = {"bare": {}, "release": {}}
    for _ in range(ROUNDS):
        for name, path in (("bare", BARE), ("release", f"{RELEASE}/{TODAY}")):
            ctx.browser.open("about:blank")
            time.sleep(0.3)
            times[name].append(first_frame_ms(ctx, path, stages[name], after=None))
    result = {"rounds": ROUNDS, "bare_ms": [round(t) for t in times["bare"]],
              "bare_median_ms": round(statistics.median(times["bare"]))}
    result.update(compare(times, stages, "release"))
    ctx.results["first_frame_fresh_process"] = result
    print(f"     first frame in a fresh process: {result}")


TESTS = [test_first_frame_against_the_bare_window, test_first_frame_in_spanish_against_the_bare_window,
         test_first_frame_in_a_fresh_process]


def transfer_bytes(folder):
    """What a first visit downloads: each file of the site compressed as a web server would (gzip -9)."""
    return sum(len(gzip.compress(path.read_bytes(), 9)) for path in sorted(folder.rglob("*")) if path.is_file())


def test_the_release_sites_transfer(ctx):
    """The release site's size (the budget: 8 MB gzip), as a first visit downloads it: reported."""
    needs_release(ctx)
    site = ctx.root / RELEASE
    wasm = site / "app_bg.wasm"
    ctx.results["release_site"] = {
        "transfer_bytes": transfer_bytes(site), "wasm_bytes": wasm.stat().st_size,
        "wasm_gzip_bytes": len(gzip.compress(wasm.read_bytes(), 9)),
        "version": __import__("json").loads((site / "version.json").read_text()),
    }
    print(f"     the release site: {ctx.results['release_site']}")


def replay_on_release(ctx, name, what):
    """Plays the steps the test build's test kept under `name` on the release site; returns each mark's time (the
    frames logged and `standfirm.slices` cleared there). Skips when that test did not run first."""
    needs_release(ctx)
    steps = getattr(ctx, "recordings", {}).get(name)
    if not steps:
        raise harness.Skip(f"the app's {what} test did not run first (it needs the app's test build)")
    b = ctx.browser
    marks = {}

    def mark(mark_name):
        b.log_frames()
        marks[mark_name] = b.js("globalThis.standfirm.slices = null; return performance.now();")

    replay.play(ctx, f"{RELEASE}/", steps, on_mark=mark)
    return marks


def test_a_wise_turn_on_the_release_site(ctx):
    """The Wise bot's turn of test_app.test_a_wise_bots_turn_runs_in_slices, on the release site: its steps played
    again (replay.py) from a first visit's storage; the turn from the End turn tap to the first frame after the
    search's last slice, with the frames drawn and the long tasks meanwhile (the budget: 1 s), reported. The
    release site's last screen is the test build's (thumbnails compared): it played the same turn."""
    marks = replay_on_release(ctx, replay.WISE_TURN, "Wise-turn")
    b = ctx.browser
    b.settle(quiet=0.8, timeout=60)
    started = marks["wise"]
    slices = b.js("return globalThis.standfirm.slices;") or {}
    assert slices.get("count", 0) > 1, f"the Wise bot's search ran in slices on the release site: {slices}"
    ended = next((f["ms"] for f in b.frames_since(slices["lastMs"])), None)
    assert ended, "a frame was drawn after the search"
    tasks = [t for t in (b.long_tasks() or []) if t["start"] >= started]
    difference = harness.thumbnail_difference(b.thumbnail(), ctx.recordings[replay.WISE_TURN + "_screen"])
    b.screenshot(ctx.out, "release-strongholds-after-wise")
    result = {
        "ms": round(ended - started), "within_budget": ended - started <= 1000,
        "frames_drawn": len(b.frames_since(started)),
        "long_tasks_ms": [round(t["duration"]) for t in tasks],
        "search_slices": slices.get("count", 0), "longest_slice_ms": round(slices.get("longestMs", 0), 1),
        "search_ms": round(slices.get("lastMs", 0) - slices.get("firstMs", 0)),
        "search_work_ms": round(slices.get("workMs", 0)),
        "screen_differs_from_test_build": round(difference, 4),
    }
    ctx.results["wise_turn"] = result
    print(f"     a Wise bot's turn (release site): {result}")
    assert difference < 0.02, f"the release site's screen after the turn is the test build's ({difference:.1%} differs)"
    b.js("localStorage.clear();")


def test_a_review_on_the_release_site(ctx):
    """The review of test_app.test_a_finished_game_is_reviewed_in_slices (a 73-decision Armor of God game), on the
    release site: its steps played again; the time from the Review tap to the first frame after the review's last
    slice (the budget: 6 s), with the frames drawn and the long tasks meanwhile, reported. The last screen is the
    test build's (thumbnails compared): it reviewed the same game."""
    marks = replay_on_release(ctx, replay.REVIEW, "review")
    b = ctx.browser
    # The review's slices follow one another; it is over once no slice has run for a while.
    b.wait_for("the review's slices", lambda: (b.js("return globalThis.standfirm.slices;") or {}).get("count"), 30)
    b.settle(quiet=1.5, timeout=120)
    started = marks["review"]
    slices = b.js("return globalThis.standfirm.slices;") or {}
    ended = next((f["ms"] for f in b.frames_since(slices["lastMs"])), None)
    assert ended, "a frame was drawn after the review"
    tasks = [t for t in (b.long_tasks() or []) if t["start"] >= started]
    difference = harness.thumbnail_difference(b.thumbnail(), ctx.recordings[replay.REVIEW + "_screen"])
    b.screenshot(ctx.out, "release-review")
    result = {
        "ms": round(ended - started), "within_budget": ended - started <= 6000,
        "frames_drawn": len(b.frames_since(started)),
        "long_tasks_ms": [round(t["duration"]) for t in tasks],
        "slices": slices.get("count", 0), "longest_slice_ms": round(slices.get("longestMs", 0), 1),
        "work_ms": round(slices.get("workMs", 0)),
        "screen_differs_from_test_build": round(difference, 4),
    }
    ctx.results["review"] = result
    print(f"     a game's review (release site): {result}")
    assert difference < 0.02, f"the release site's screen after the review is the test build's ({difference:.1%} differs)"
    b.js("localStorage.clear();")


RELEASE_TESTS = [test_the_release_sites_transfer, test_a_wise_turn_on_the_release_site,
                 test_a_review_on_the_release_site]
