"""The budgets measured in the browser: the first frame of the app against a bare Slint window built the same
way, loaded in turns in one run (page load to the first frame each reports, `performance.now()` at that
frame). Without an app site (the bare window alone is built) the bare window's own times are measured. Speed is
reported (results.json and the test's output), not asserted: the budget (the app within 1.5 times the bare
window) is read from the report."""

import statistics

ROUNDS = 5
BARE = "standfirm-web-bare/"


def first_frame_ms(ctx, path):
    ctx.browser.open(ctx.server.url(path))
    return ctx.browser.wait_for_first_frame()["ms"]


def test_first_frame_against_the_bare_window(ctx):
    times = {"bare": [], "app": []}
    for _ in range(ROUNDS):
        times["bare"].append(first_frame_ms(ctx, BARE))
        if ctx.app:
            times["app"].append(first_frame_ms(ctx, ctx.app))
    bare = statistics.median(times["bare"])
    result = {"rounds": ROUNDS, "bare_ms": [round(t) for t in times["bare"]], "bare_median_ms": round(bare)}
    if ctx.app:
        app = statistics.median(times["app"])
        result.update(app_ms=[round(t) for t in times["app"]], app_median_ms=round(app),
                      app_over_bare=round(app / bare, 2))
    ctx.results["first_frame"] = result
    if ctx.app:
        result["within_budget"] = app <= 1.5 * bare
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


TESTS = [test_first_frame_against_the_bare_window, test_first_frame_in_spanish_against_the_bare_window]
