"""The budgets measured in the browser: the first frame of the app against a bare Slint window built the same
way, loaded in turns in one run (page load to the first frame each reports, `performance.now()` at that
frame). Without an app site (the bare window alone is built) the bare window's own times are measured. Speed is
reported (results.json and the test's output), not asserted: the budget (the app within 1.5 times the bare
window) is read from the report.

Every timed load follows a load of the bare window in the same tab, the app's as the bare window's own: leaving
the app's page (its memory, its WebGL context) can hold up the next page's start by 150 ms, which once fell on
the bare window's loads alone (those after the app's) and made its times two-humped. These are warm loads, as
a reload is: the browser keeps the module compiled in the tab's process. A first visit in a fresh process, which
compiles every function the start-up calls, is measured apart (`test_first_frame_in_a_fresh_process`)."""

import time
import statistics

ROUNDS = 7
BARE = "standfirm-web-bare/"


# Where a load's time goes, from the marks the page and the app leave in `standfirm.marks` (web/README.md):
# the page's script to its glue loaded, the glue to the module started (fetch, compile, instantiate), the
# app's build (store, window, screens), its wiring up to the event loop, and the event loop to the first frame.
STAGES = [("page", "loadStartMs", "glue"), ("module", "glue", "started"), ("build", "started", "built"),
          ("wire", "built", "running"), ("layout", "running", "rendering"), ("draw", "rendering", "firstFrame"),
          ("after_glue", "glue", "firstFrame")]
# The release site (web/build.sh standfirm, what a visitor loads), measured too when it is built beside the
# test build (CI builds only the test build, whose module also carries Slint's debug info for the queries).
RELEASE = "standfirm"


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


def test_first_frame_against_the_bare_window(ctx):
    release = (ctx.root / RELEASE / "index.html").is_file() and ctx.app != f"{RELEASE}/"
    sites = {"bare": BARE}
    if ctx.app:
        sites["app"] = ctx.app
    if release:
        sites["release"] = f"{RELEASE}/"
    times = {name: [] for name in sites}
    stages = {name: {} for name in sites}
    for _ in range(ROUNDS):
        for name, path in sites.items():
            times[name].append(first_frame_ms(ctx, path, stages[name]))
    bare = statistics.median(times["bare"])
    result = {"rounds": ROUNDS, "bare_ms": [round(t) for t in times["bare"]], "bare_median_ms": round(bare),
              "bare_stages_ms": stage_medians(stages["bare"])}
    for name in sites:
        if name != "bare":
            result.update(compare(times, stages, name))
    if ctx.app:
        result["within_budget"] = result["app_within_budget"]
    ctx.results["first_frame"] = result
    print(f"     first frame: {result}")


def test_first_frame_in_spanish_against_the_bare_window(ctx):
    """The same in Spanish (Settings → Language: Español, kept in the browser's storage as the app keeps it):
    the app's words come from the Spanish catalogue, its verses from the Reina-Valera 1909."""
    if not ctx.app:
        return
    ctx.browser.open(ctx.server.url(BARE))
    ctx.browser.wait_for_first_frame()
    ctx.browser.js("localStorage.setItem('standfirm/settings.json', JSON.stringify({language: 'es'}));")
    times = {"bare": [], "app": []}
    try:
        for _ in range(ROUNDS):
            times["bare"].append(first_frame_ms(ctx, BARE))
            times["app"].append(first_frame_ms(ctx, ctx.app))
        spanish = any("Partidas guardadas" in label for label in
                      ctx.browser.js("return globalThis.standfirm.labels ? globalThis.standfirm.labels() : [];"))
    finally:
        ctx.browser.js("localStorage.removeItem('standfirm/settings.json');")
    bare = statistics.median(times["bare"])
    app = statistics.median(times["app"])
    result = {"rounds": ROUNDS, "bare_ms": [round(t) for t in times["bare"]], "app_ms": [round(t) for t in times["app"]],
              "bare_median_ms": round(bare), "app_median_ms": round(app), "app_over_bare": round(app / bare, 2),
              "within_budget": app <= 1.5 * bare, "spanish_on_screen": spanish}
    ctx.results["first_frame_spanish"] = result
    print(f"     first frame in Spanish: {result}")
    assert spanish, "the app spoke Spanish"


def test_first_frame_in_a_fresh_process(ctx):
    """The first frame when the tab's process starts afresh (a blank page first, and a moment for the old one to
    go): nothing of the module is compiled yet, so each function the start-up calls is compiled on its first
    call, as on a first visit or a start after the browser dropped the process. Reported beside the warm loads;
    a browser that has run the app a while keeps its compiled code between visits, which no test here shows."""
    if not ctx.app:
        return
    times = {"bare": [], "app": []}
    stages = {"bare": {}, "app": {}}
    for _ in range(ROUNDS):
        for name, path in (("bare", BARE), ("app", ctx.app)):
            ctx.browser.open("about:blank")
            time.sleep(0.3)
            times[name].append(first_frame_ms(ctx, path, stages[name], after=None))
    result = {"rounds": ROUNDS, "bare_ms": [round(t) for t in times["bare"]],
              "bare_median_ms": round(statistics.median(times["bare"]))}
    result.update(compare(times, stages, "app"))
    ctx.results["first_frame_fresh_process"] = result
    print(f"     first frame in a fresh process: {result}")


TESTS = [test_first_frame_against_the_bare_window, test_first_frame_in_spanish_against_the_bare_window,
         test_first_frame_in_a_fresh_process]
