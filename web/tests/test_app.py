"""The app's browser tests, for the app's test build (web/build.sh --test standfirm: Slint's debug info on, so
`standfirm.rect(label)` finds elements by accessible label as the UI tests do). Not collected yet: run.py
collects test_app.py, and this file becomes it when the app's web entry point (src/) reports to the page's
contract (web/README.md). Labels are the ones the UI tests tap (tests/*.rs); dynamic ones (the cards of a deal)
are read from the screen the same way.

Each step acts as a finger does (W3C touch taps at an element's centre) and checks what the page reports.
"""

import time

SHOTS = "app"


def open_app(ctx, fragment="", query="?today=2026-12-02"):
    ctx.browser.open(ctx.server.url(ctx.app + query + fragment))
    return ctx.browser.wait_for_first_frame()


def shown(ctx, label, timeout=10):
    """Waits until an element labelled `label` is on the screen; returns its rectangle."""
    return ctx.browser.wait_for(f"{label!r} on the screen",
                                lambda: ctx.browser.js("return globalThis.standfirm.rect(arguments[0]);", label),
                                timeout)


def tap(ctx, label):
    shown(ctx, label)
    ctx.browser.tap_label(label)


def test_home_draws(ctx):
    first = open_app(ctx)
    assert first["line"].startswith("Stand Firm: first frame: window 412x915, scale 2.625"), first
    shown(ctx, "Armor of God: Solo: New game")
    for dark in (False, True):
        ctx.browser.set_dark(dark)
        open_app(ctx)
        shown(ctx, "Armor of God: Solo: New game")
        ctx.browser.screenshot(ctx.out, f"{SHOTS}-home-{'dark' if dark else 'light'}")
    ctx.browser.set_dark(False)


def test_deal_link_three_moves_reload_and_continue(ctx):
    """`#armor-of-god/929369` opens New game of that deal; three moves; a reload; Continue restores the game."""
    open_app(ctx, "#armor-of-god/929369")
    tap(ctx, "Start the game")
    for move in range(3):
        # The Hint names the card it would play; the test plays that card by its label.
        tap(ctx, "Hint")
        card = ctx.browser.wait_for("the hint", lambda: ctx.browser.report().get("hint"))
        tap(ctx, card)
        ctx.browser.screenshot(ctx.out, f"{SHOTS}-aog-move-{move + 1}")
    before = ctx.browser.report().get("game")
    ctx.browser.driver.refresh()
    ctx.browser.wait_for_first_frame()
    tap(ctx, "Continue: Armor of God · deal 929369")
    after = ctx.browser.wait_for("the game again", lambda: ctx.browser.report().get("game"))
    assert after == before, f"Continue restores the exact game: {before} vs {after}"


def test_strongholds_two_people_and_a_gentle_bot_through_a_hand_off(ctx):
    open_app(ctx)
    tap(ctx, "Strongholds: New game")
    tap(ctx, "Add a player")
    tap(ctx, "Start Strongholds")
    tap(ctx, "End turn")
    tap(ctx, "Continue to my turn")
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-strongholds-hand-off")
    tasks = [t["duration"] for t in ctx.browser.long_tasks() or []]
    ctx.results["strongholds_long_tasks_ms"] = [round(t) for t in tasks]


def test_a_settings_change_survives_a_reload(ctx):
    open_app(ctx)
    tap(ctx, "Settings")
    tap(ctx, "Suit colours: Four colours")
    ctx.browser.driver.refresh()
    ctx.browser.wait_for_first_frame()
    tap(ctx, "Settings")
    time.sleep(0.3)
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-settings-after-reload")
    assert ctx.browser.report().get("settings", {}).get("suit_colours") == "four"


TESTS = [
    test_home_draws,
    test_deal_link_three_moves_reload_and_continue,
    test_strongholds_two_people_and_a_gentle_bot_through_a_hand_off,
    test_a_settings_change_survives_a_reload,
]
