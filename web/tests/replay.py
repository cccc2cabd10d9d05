"""A person's steps on the app's test build, kept and played again on the release site.

The release site (web/build.sh standfirm, what a visitor loads) has no element queries: Slint's debug info,
which they need, is only in the test build. The two builds lay out the same screens alike (the same code, fonts
and window), so a test on the test build keeps where each tap landed, and a budget's test plays those steps on
the release site, waiting for the screen to be still (no frame drawn for a moment, or a few seconds where a text field's cursor blinks) before each one. A thumbnail
of the last screen, taken on both, shows that the release site reached the same screen.
"""

import time

# The names of the recordings the app's tests keep in `ctx.recordings`.
WISE_TURN = "wise_turn"
REVIEW = "review"


def record(ctx, step):
    """Keeps `step` in the recording under way (`ctx.recording`), if any."""
    if getattr(ctx, "recording", None) is not None:
        ctx.recording.append(step)


def start(ctx, name):
    ctx.recording = []
    ctx.recordings = getattr(ctx, "recordings", {})
    ctx.recordings[name] = ctx.recording


def stop(ctx):
    ctx.recording = None


def swipe(browser, distance, x=206, y=700):
    """A finger's drag up from (x, y) by `distance` CSS pixels (the page scrolls down)."""
    from selenium.webdriver.common.actions import interaction
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput
    finger = PointerInput(interaction.POINTER_TOUCH, "finger")
    actions = ActionBuilder(browser.driver, mouse=finger, duration=0)
    actions.pointer_action.move_to_location(x, y)
    actions.pointer_action.pointer_down()
    for step in range(1, 11):
        actions.pointer_action.move_to_location(x, y - distance * step // 10)
    actions.pointer_action.pointer_up()
    actions.perform()
    time.sleep(0.5)


def play(ctx, site, steps, on_mark=None):
    """Plays `steps` on `site` (a folder under the server's root): each waits for the screen to be still first.
    `on_mark(name)` is called for a mark once the screen is still before the step after it, just before that
    step acts (so that a time taken there starts with the step, as the test that kept the steps took it)."""
    marks = []
    for number, step in enumerate(steps):
        if step["kind"] == "mark":
            marks.append(step["name"])
            continue
        try:
            play_step(ctx, site, step, lambda: [on_mark(name) for name in marks if on_mark])
        except AssertionError as error:
            raise AssertionError(f"step {number} of {len(steps)}, {step}: {error}") from error
        marks.clear()


def play_step(ctx, site, step, before):
    """Plays one step (`play`), calling `before()` once the screen is still, just before the step acts."""
    from selenium.webdriver.common.action_chains import ActionChains
    b = ctx.browser
    kind = step["kind"]
    if kind == "open":
        before()
        b.open("about:blank")
        b.open(ctx.server.url(site + step["address"]))
        b.wait_for_first_frame()
        return
    # Still, or as still as a screen with a blinking text cursor gets.
    b.settle(timeout=3, must=False)
    before()
    if kind == "clear":
        b.js("localStorage.clear();")
        b.driver.refresh()
        b.wait_for_first_frame()
    elif kind == "store":
        # A file kept in the browser's storage (a saved game), then the app opened again on it.
        b.js("localStorage.setItem(arguments[0], arguments[1]);", step["key"], step["value"])
        b.driver.refresh()
        b.wait_for_first_frame()
    elif kind == "tap":
        b.tap(step["x"], step["y"])
    elif kind == "swipe":
        swipe(b, step["distance"])
    elif kind == "keys":
        ActionChains(b.driver).send_keys(step["text"]).perform()
    elif kind == "back":
        b.driver.back()
        time.sleep(0.4)
    else:
        raise AssertionError(f"a step of an unknown kind: {step}")
