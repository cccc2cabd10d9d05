"""The app's browser tests, on the app's test build (web/build.sh --test standfirm: Slint's debug info on, so
`standfirm.rect(label)` finds elements by accessible label as the UI tests do, and `standfirm.labels()` lists
them). Labels are the ones the UI tests tap (tests/ui/*.rs). Each step acts as a finger does (W3C touch taps at
an element's centre); what was kept is read from the browser's storage, where the app keeps its files
(`standfirm/saves/ID.json`, `standfirm/settings.json`).
"""

import json
import pathlib
import time

import replay

SHOTS = "app"
TODAY = "?today=2026-12-02"


def open_app(ctx, fragment="", query=TODAY):
    """Opens the app's address afresh, as a link from elsewhere does (a page load, not a move in the page)."""
    replay.record(ctx, {"kind": "open", "address": query + fragment})
    ctx.browser.open("about:blank")
    ctx.browser.open(ctx.server.url(ctx.app + query + fragment))
    return ctx.browser.wait_for_first_frame()


def reload(ctx):
    ctx.browser.driver.refresh()
    return ctx.browser.wait_for_first_frame()


def to_home(ctx):
    """Goes back to Home with the browser's Back, as a person would (a table asks before leaving: Leave)."""
    for _ in range(6):
        if rect(ctx, "Armor of God: Solo: New game"):
            return
        if rect(ctx, "Leave"):
            tap(ctx, "Leave")
            continue
        replay.record(ctx, {"kind": "back"})
        ctx.browser.driver.back()
        time.sleep(0.4)
    shown(ctx, "Armor of God: Solo: New game")


def rect(ctx, label):
    return ctx.browser.js("return globalThis.standfirm.rect(arguments[0]);", label)


def shown(ctx, label, timeout=20):
    """Waits until an element labelled `label` is on the screen; returns its rectangle."""
    return ctx.browser.wait_for(f"{label!r} on the screen", lambda: rect(ctx, label), timeout)


def type_into(ctx, label, text):
    """Taps the field labelled `label` and types `text` on the keyboard."""
    from selenium.webdriver.common.action_chains import ActionChains
    tap(ctx, label)
    replay.record(ctx, {"kind": "keys", "text": text})
    ActionChains(ctx.browser.driver).send_keys(text).perform()
    time.sleep(0.2)


def new_strongholds_table(ctx, bot_level, deal="5"):
    """New game of Strongholds: Player 1, Player 2 and a bot of `bot_level` in seat 3, on a deal whose first
    two turns may end at once (Player 1 and Player 2 may each end their turn straight away)."""
    tap(ctx, "Strongholds: New game")
    # The New game screen drawn (the last table's seats shown) before its seats are changed.
    shown(ctx, "Add a player")
    time.sleep(0.3)
    while rect(ctx, "Remove seat 3"):
        tap(ctx, "Remove seat 3")
    tap(ctx, "Add a player")
    tap(ctx, f"Level of seat 3: {bot_level}")
    type_into(ctx, "Strongholds deal number", deal)
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-strongholds-new-game")
    tap(ctx, "Start Strongholds")


def labels(ctx):
    return ctx.browser.js("return globalThis.standfirm.labels();") or []


def swipe_up(ctx, distance=300):
    """A finger's drag up the middle of the screen (the page scrolls down)."""
    replay.record(ctx, {"kind": "swipe", "distance": distance})
    replay.swipe(ctx.browser, distance)


def tap(ctx, label, timeout=20):
    r = shown(ctx, label, timeout)
    # Below the screen (a scrolled page): the finger scrolls it into view first.
    for _ in range(4):
        if r["y"] + r["height"] / 2 < 900:
            break
        swipe_up(ctx)
        r = shown(ctx, label, timeout)
    replay.record(ctx, {"kind": "tap", "label": label, "x": r["x"] + r["width"] / 2, "y": r["y"] + r["height"] / 2})
    ctx.browser.tap_label(label)
    # One frame for the tap's answer.
    time.sleep(0.15)


def stored(ctx, prefix):
    """Every kept file whose key starts with `prefix`, parsed: {key: value}."""
    raw = ctx.browser.js("""const out = {};
        for (let i = 0; i < localStorage.length; i++) {
          const key = localStorage.key(i);
          if (key.startsWith(arguments[0])) out[key] = localStorage.getItem(key);
        }
        return out;""", prefix)
    return {key: json.loads(value) for key, value in raw.items()}


def saves(ctx, game):
    return [s for s in stored(ctx, "standfirm/saves/").values() if s.get("game") == game]


def clear_storage(ctx):
    ctx.browser.js("localStorage.clear();")


def clear_and_reload(ctx):
    """A first visit's storage: nothing kept; the app opened again on it."""
    replay.record(ctx, {"kind": "clear"})
    clear_storage(ctx)
    return reload(ctx)


def test_home_draws(ctx):
    first = open_app(ctx)
    clear_storage(ctx)
    first = reload(ctx)
    assert first["line"].startswith("Stand Firm: first frame: window 412x915, scale 2.625"), first
    shown(ctx, "Armor of God: Solo: New game")
    # Home's Today (the verse of the day, the daily deals) comes a moment after the first frame (web/README.md).
    ctx.browser.wait_for("Today on Home", lambda: any(label.startswith("Verse of the day: ") for label in labels(ctx))
                         and "Daily deal: Armor of God" in labels(ctx), timeout=10)
    for dark in (False, True):
        ctx.browser.set_dark(dark)
        reload(ctx)
        shown(ctx, "Armor of God: Solo: New game")
        time.sleep(0.3)
        ctx.browser.screenshot(ctx.out, f"{SHOTS}-home-{'dark' if dark else 'light'}")
    ctx.browser.set_dark(False)


def test_the_first_frame_is_home_as_it_stays(ctx):
    """The first frame is Home laid out at the window's size and scale: its top (the app's name, the verse's
    reference, the row of buttons) is the same pixels in the frames after it. Below it the games' pictures and
    Today come a frame later (web/README.md), and with Today the scroll bar along the right edge (left out)."""
    b = ctx.browser
    b.open("about:blank")
    b.open_reading_frames(ctx.server.url(ctx.app + TODAY))
    shown(ctx, "Armor of God: Solo: New game")
    time.sleep(0.6)
    row = shown(ctx, "Saved games")
    width = b.canvas()["cssWidth"]
    difference = b.first_frame_difference(0, row["y"] + row["height"] + 4, width - 12)
    assert difference < 0.001, f"Home's top in the first frame differs from the last in {difference:.1%} of its pixels"


def actions_kept(ctx):
    kept = saves(ctx, "armor-of-god")
    return len(kept[0]["actions"]) if kept else 0


def grew(ctx, before, timeout=1.5):
    """Waits a little for the game's save to hold more than `before` actions; returns the save, or None."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if actions_kept(ctx) > before:
            return saves(ctx, "armor-of-god")[0]
        time.sleep(0.1)
    return None


def play_a_move(ctx):
    """Makes one move as a person finding one would: taps a card of the hand (in a discard step that alone
    discards it), then each pile in turn until one takes it, as the save shows; a card no pile takes is let go
    and the next one tried."""
    before = actions_kept(ctx)
    hand = [label for label in labels(ctx) if label.startswith("Hand: ")]
    assert hand, f"a hand on the table: {labels(ctx)}"
    targets = [label for label in labels(ctx) if label.endswith(" pile") or label == "Discard the chosen card"]
    for card in hand:
        tap(ctx, card)
        if save := grew(ctx, before):
            return save
        for target in targets:
            tap(ctx, target)
            if save := grew(ctx, before):
                return save
        tap(ctx, card)
    raise AssertionError(f"no move of {hand} onto {targets} was taken")


def test_deal_link_three_moves_reload_and_continue(ctx):
    """`#armor-of-god/929369` opens New game of that deal; three moves; a reload; Continue restores the game."""
    open_app(ctx, "#armor-of-god/929369")
    tap(ctx, "Start the game")
    save = None
    for move in range(3):
        save = play_a_move(ctx)
        ctx.browser.screenshot(ctx.out, f"{SHOTS}-aog-move-{move + 1}")
    assert save["seed"] == 929369, save
    assert len(save["actions"]) == 3, save
    hand = sorted(label for label in labels(ctx) if label.startswith("Hand: "))
    # A reload (the browser may end a page in the background at any time): the game is back on its table.
    reload(ctx)
    shown(ctx, "Undo")
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-aog-after-reload")
    assert sorted(label for label in labels(ctx) if label.startswith("Hand: ")) == hand
    # Home, by the browser's Back; Continue restores the exact game.
    to_home(ctx)
    tap(ctx, "Continue: Armor of God · deal 929369")
    shown(ctx, "Undo")
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-aog-continued")
    after = saves(ctx, "armor-of-god")
    assert after and after[0]["actions"] == save["actions"], f"Continue restores the exact game: {after}"
    assert sorted(label for label in labels(ctx) if label.startswith("Hand: ")) == hand


def test_a_bad_link_opens_home_with_a_plain_message_and_a_link_followed_in_the_page_opens(ctx):
    open_app(ctx, "#chess/12")
    shown(ctx, "Armor of God: Solo: New game")
    texts = labels(ctx)
    assert any("does not name a deal" in t for t in texts), texts
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-bad-link")
    # A link to a deal followed within the open page (no page load): New game of that deal.
    ctx.browser.js("location.hash = '#pip-armor/5';")
    shown(ctx, "Deal number")
    assert any("PIP Armor" in label for label in labels(ctx)), labels(ctx)
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-pip-new-game-by-link")
    # The browser's Back goes back a screen, as Android's does, and Home stays (the link's entry is not Back).
    ctx.browser.driver.back()
    shown(ctx, "Armor of God: Solo: New game")


def test_strongholds_two_people_and_a_gentle_bot_through_a_hand_off(ctx):
    open_app(ctx)
    to_home(ctx)
    new_strongholds_table(ctx, "Gentle")
    # The hand-off: the device goes to the first person, who ends the turn; the bot plays; the hand-off
    # screen then asks for the next person, and shows nothing of anyone's hand.
    tap(ctx, "I'm Player 1", timeout=30)
    if rect(ctx, "Continue to my turn"):
        tap(ctx, "Continue to my turn")
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-strongholds-first-turn")
    # The control: on her own turn the person's Truth cards are on the screen ("Truth: …"), by the same labels
    # the hand-off is checked for.
    truths = [label for label in labels(ctx) if label.startswith("Truth: ")]
    assert truths, f"Player 1's own turn shows her Truth cards: {labels(ctx)}"
    tap(ctx, "End turn", timeout=30)
    shown(ctx, "I'm Player 2", timeout=60)
    on_screen = labels(ctx)
    assert not any(label.startswith(("Truth", "Hand")) for label in on_screen), on_screen
    assert not set(truths) & set(on_screen), on_screen
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-strongholds-hand-off")
    kept = saves(ctx, "strongholds")
    assert kept and len(kept[0]["actions"]) >= 1, kept
    tasks = [t["duration"] for t in ctx.browser.long_tasks() or []]
    ctx.results["strongholds_long_tasks_ms"] = [round(t) for t in tasks]


def settings_kept(ctx):
    return stored(ctx, "standfirm/settings.json").get("standfirm/settings.json") or {}


def wise_turn(ctx, started, ended):
    """What a Wise bot's turn took, from `started` (the End turn tap) to `ended`, with the page's long tasks and the
    search's slices meanwhile."""
    tasks = [t for t in (ctx.browser.long_tasks() or []) if t["start"] >= started]
    slices = ctx.browser.js("return globalThis.standfirm.slices;") or {}
    frames = ctx.browser.frames_since(started)
    return {
        "ms": round(ended - started),
        "long_tasks_ms": [round(t["duration"]) for t in tasks],
        "frames_drawn": len(frames),
        "search_slices": slices.get("count", 0),
        "longest_slice_ms": round(slices.get("longestMs", 0), 1),
        # The bot's searches: from the first slice's start to the last's end (frames drawn between them
        # included), and the slices' own time.
        "search_ms": round(slices.get("lastMs", 0) - slices.get("firstMs", 0)),
        "search_work_ms": round(slices.get("workMs", 0)),
    }, slices


def test_a_wise_bots_turn_runs_in_slices(ctx):
    """Two people and a Wise bot, the bots' pace at once: the Wise bot's whole turn (from the second person's End
    turn to the frame that shows the hand-off back to the first), the time its searches took (first slice to
    last), the frames drawn and the page's long tasks meanwhile, reported in results.json. The search runs in
    slices (more than one, each ended and reported); their lengths are reported, not asserted. The steps are
    kept (replay.py) for the same turn on the release site, where the budget is measured
    (test_budgets.test_a_wise_turn_on_the_release_site)."""
    replay.start(ctx, replay.WISE_TURN)
    open_app(ctx)
    clear_and_reload(ctx)
    tap(ctx, "Settings")
    tap(ctx, "Bots' pace (Strongholds): At once")
    to_home(ctx)
    new_strongholds_table(ctx, "Wise")
    tap(ctx, "I'm Player 1", timeout=30)
    if rect(ctx, "Continue to my turn"):
        tap(ctx, "Continue to my turn")
    tap(ctx, "End turn", timeout=30)
    tap(ctx, "I'm Player 2", timeout=60)
    if rect(ctx, "Continue to my turn"):
        tap(ctx, "Continue to my turn")
    shown(ctx, "End turn", timeout=30)
    ctx.browser.settle()
    replay.record(ctx, {"kind": "mark", "name": "wise"})
    ctx.browser.log_frames()
    started = ctx.browser.js("globalThis.standfirm.slices = null; return performance.now();")
    tap(ctx, "End turn")
    replay.stop(ctx)
    shown(ctx, "I'm Player 1", timeout=60)
    ctx.browser.settle()
    after = ctx.browser.js("return globalThis.standfirm.slices;") or {}
    # The turn ends with the first frame drawn after the search's last slice (the hand-off's).
    ended = next((f["ms"] for f in ctx.browser.frames_since(after.get("lastMs", started))), None)
    assert ended, "a frame was drawn after the search"
    result, slices = wise_turn(ctx, started, ended)
    ctx.results["wise_turn_test_build"] = result
    ctx.recordings[replay.WISE_TURN + "_screen"] = ctx.browser.thumbnail()
    print(f"     a Wise bot's turn (test build): {result}")
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-strongholds-after-wise")
    assert slices.get("count", 0) > 1, f"the Wise bot's search ran in slices: {slices}"
    assert slices.get("lastMs", 0) > slices.get("firstMs", 0), f"the slices began and ended: {slices}"
    to_home(ctx)
    tap(ctx, "Settings")
    tap(ctx, "Bots' pace (Strongholds): Normal")


def test_the_chance_runs_in_slices(ctx):
    """The Chance panel of an Armor of God game: its estimate (2,000 playouts) runs on the event loop in
    slices; the reading appears, and the slices' count and the longest are reported (the page's contract:
    `standfirm.slices`), with the page's long tasks meanwhile."""
    open_app(ctx, "#armor-of-god/929369")
    tap(ctx, "Start the game")
    shown(ctx, "Chance")
    ctx.browser.settle()
    ctx.browser.log_frames()
    started = ctx.browser.js("globalThis.standfirm.slices = null; return performance.now();")
    tap(ctx, "Chance")
    reading = ctx.browser.wait_for(
        "the chance's reading",
        lambda: next((l for l in labels(ctx) if l.startswith("Chance to win:")), None),
        timeout=60,
    )
    ended = ctx.browser.js("return performance.now();")
    slices = ctx.browser.js("return globalThis.standfirm.slices;") or {}
    tasks = [t for t in (ctx.browser.long_tasks() or []) if t["start"] >= started]
    # The frames drawn while the estimate ran, between its first slice and its last, and when (from the tap), and
    # the longest time without one: reported. (At 2026-12-07 a frame followed another about every 250 ms while
    # the slices ran, though the panel only says "Working out your chance…": the cause is not found yet; the
    # review's slices draw none between its reports, test_a_finished_game_is_reviewed_in_slices.)
    first, last = slices.get("firstMs", started), slices.get("lastMs", ended)
    between = [f for f in ctx.browser.frames_since(first) if f["ms"] < last]
    still = longest_still(between, first, last)
    ctx.results["chance"] = {
        "reading": reading,
        "ms": round(ended - started),
        "slices": slices.get("count", 0),
        "longest_slice_ms": round(slices.get("longestMs", 0), 1),
        "long_tasks_ms": [round(t["duration"]) for t in tasks],
        "frames_between_slices": len(between),
        "frames_at_ms": [round(f["ms"] - started) for f in between],
        "slices_ms": [round(first - started), round(last - started)],
        "longest_still_ms": round(still),
    }
    print(f"     the chance: {ctx.results['chance']}")
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-aog-chance")
    assert slices.get("count", 0) > 1, f"the estimate ran in slices: {slices}"
    assert slices.get("lastMs", 0) > slices.get("firstMs", 0), f"the slices began and ended: {slices}"
    to_home(ctx)


def longest_still(frames, start, end):
    """The longest time from `start` to `end` (ms) in which none of `frames` was drawn."""
    times = [start] + sorted(f["ms"] for f in frames if start < f["ms"] < end) + [end]
    return max(b - a for a, b in zip(times, times[1:]))


# A finished Armor of God game at Hard A (deal 14, 73 decisions, played by the Hint's moves): the review's game.
REVIEW_GAME = pathlib.Path(__file__).with_name("review-game.json")


def put_review_game(ctx):
    """Keeps the review's game in the browser's storage, as the app keeps a save, and opens the app on it."""
    text = REVIEW_GAME.read_text()
    key = "standfirm/saves/" + json.loads(text)["id"] + ".json"
    replay.record(ctx, {"kind": "store", "key": key, "value": text})
    ctx.browser.js("localStorage.setItem(arguments[0], arguments[1]);", key, text)
    return reload(ctx)


def test_a_finished_game_is_reviewed_in_slices(ctx):
    """Review from Saved games: the review of a 73-decision game runs on the event loop in slices, the
    chart filling in about a dozen times, until "73 decisions measured"; its time from the Review tap, the
    slices, the frames drawn and the page's long tasks meanwhile are reported in results.json. A frame is drawn
    for what changes on screen (a decision's report), none for a slice that changes nothing. The steps are kept
    (replay.py) for the same review on the release site, where the budget is measured."""
    replay.start(ctx, replay.REVIEW)
    open_app(ctx)
    clear_and_reload(ctx)
    put_review_game(ctx)
    tap(ctx, "Saved games")
    ctx.browser.settle()
    replay.record(ctx, {"kind": "mark", "name": "review"})
    ctx.browser.log_frames()
    started = ctx.browser.js("globalThis.standfirm.slices = null; return performance.now();")
    tap(ctx, "Review Hard A · deal 14")
    replay.stop(ctx)
    done = ctx.browser.wait_for(
        "the review's end",
        lambda: next((l for l in labels(ctx) if "decisions measured" in l), None),
        timeout=180,
    )
    ctx.browser.settle()
    slices = ctx.browser.js("return globalThis.standfirm.slices;") or {}
    ended = next((f["ms"] for f in ctx.browser.frames_since(slices.get("lastMs", started))), None)
    assert ended, "a frame was drawn after the review's last slice"
    frames = ctx.browser.frames_since(started)
    tasks = [t for t in (ctx.browser.long_tasks() or []) if t["start"] >= started]
    still = longest_still(frames, slices.get("firstMs", started), slices.get("lastMs", ended))
    result = {
        "said": done,
        "longest_still_ms": round(still),
        "ms": round(ended - started),
        "frames_drawn": len(frames),
        "long_tasks_ms": [round(t["duration"]) for t in tasks],
        "slices": slices.get("count", 0),
        "longest_slice_ms": round(slices.get("longestMs", 0), 1),
        "work_ms": round(slices.get("workMs", 0)),
    }
    ctx.results["review_test_build"] = result
    ctx.recordings[replay.REVIEW + "_screen"] = ctx.browser.thumbnail()
    print(f"     a game's review (test build): {result}")
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-review")
    assert done.startswith("73 decisions measured"), done
    assert any(l.startswith("Move ") for l in labels(ctx)), "the turning points are listed"
    assert slices.get("count", 0) > 1, f"the review ran in slices: {slices}"
    # About a dozen reports of the review so far (src/services/review.rs), a frame or two each, and a few for the
    # tap and the new page: far fewer than the slices; between two reports, hundreds of slices and no frame.
    assert len(frames) <= 2 * 14 + 8, f"{len(frames)} frames drawn across {slices.get('count')} slices"
    assert still >= 250, f"a frame drawn at least every {still:.0f} ms across {slices.get('count')} slices"
    to_home(ctx)


def focused(ctx):
    return ctx.browser.js("return globalThis.standfirm.focused();")


def press(ctx, key, times=1):
    """Presses `key` (a character or a Selenium Keys value) on the keyboard, `times` times."""
    from selenium.webdriver.common.action_chains import ActionChains
    for _ in range(times):
        ActionChains(ctx.browser.driver).send_keys(key).perform()
        time.sleep(0.1)


def tab_to(ctx, label, limit=40):
    """Presses Tab until the keyboard is on the control labelled `label`."""
    from selenium.webdriver.common.keys import Keys
    for _ in range(limit):
        if focused(ctx) == label:
            return
        press(ctx, Keys.TAB)
    assert focused(ctx) == label, f"Tab reached {label!r}: the keyboard is on {focused(ctx)!r}"


def test_keyboard_play_in_the_browser(ctx):
    """The keyboard, as on a desktop (issue #33's "the same on the web"): the page's canvas takes the keys
    (a Tab from the address bar lands on it, as `focus()` does here); Tab walks the controls with the focus ring
    drawn, Enter acts, the tables' shortcuts work (C the chance), Escape is Back (asks before leaving; again,
    stays)."""
    from selenium.webdriver.common.keys import Keys
    open_app(ctx, "#armor-of-god/929369")
    shown(ctx, "Start the game")
    ctx.browser.js("document.querySelector('canvas').focus();")
    tab_to(ctx, "Start the game")
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-keys-focus-ring")
    press(ctx, Keys.ENTER)
    shown(ctx, "Undo")
    tab_to(ctx, "Hint")
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-keys-table-focus-ring")
    press(ctx, "c")
    ctx.browser.wait_for(
        "the chance's reading, opened by C",
        lambda: next((l for l in labels(ctx) if l.startswith("Chance to win:")), None),
        timeout=60,
    )
    press(ctx, Keys.ESCAPE)
    assert not any(l.startswith("Chance to win:") for l in labels(ctx)), "Escape closed the Chance panel"
    press(ctx, Keys.ESCAPE)
    shown(ctx, "Leave", timeout=5)
    press(ctx, Keys.ESCAPE)
    time.sleep(0.3)
    assert not rect(ctx, "Leave"), "Escape again: Stay"
    shown(ctx, "Undo")
    to_home(ctx)


def test_a_settings_change_survives_a_reload(ctx):
    """Dark chosen in Settings (the browser's own scheme light) is kept, and after a reload the app draws dark:
    the setting applied, not only stored; System again draws light (the control)."""
    open_app(ctx)
    to_home(ctx)
    tap(ctx, "Settings")
    tap(ctx, "Theme: Dark")
    assert settings_kept(ctx).get("theme") == "dark", settings_kept(ctx)
    reload(ctx)
    assert settings_kept(ctx).get("theme") == "dark", settings_kept(ctx)
    to_home(ctx)
    tap(ctx, "Settings")
    time.sleep(0.3)
    ctx.browser.screenshot(ctx.out, f"{SHOTS}-settings-dark-after-reload")
    dark = ctx.browser.brightness()
    # Back to the system's theme, for the other tests' screenshots.
    tap(ctx, "Theme: System")
    assert settings_kept(ctx).get("theme") == "system", settings_kept(ctx)
    time.sleep(0.3)
    light = ctx.browser.brightness()
    ctx.results["settings_brightness"] = {"dark": round(dark), "system_light": round(light)}
    assert dark < 100, f"the app applied Dark after the reload: mean brightness {dark:.0f}"
    assert light > 155, f"System (light here) draws light: mean brightness {light:.0f}"


def test_the_app_opens_offline(ctx):
    """After the bare window's offline test has cut the network: the app's site, cached by its service worker
    on the first visit, opens and plays."""
    b = ctx.browser
    b.open(ctx.server.url(ctx.app + TODAY))
    first = b.wait_for_first_frame()
    assert first["line"].startswith("Stand Firm: first frame"), first
    tap(ctx, "Armor of God: Solo: New game")
    shown(ctx, "Start the game")
    b.screenshot(ctx.out, f"{SHOTS}-offline")


TESTS = [
    test_home_draws,
    test_the_first_frame_is_home_as_it_stays,
    test_deal_link_three_moves_reload_and_continue,
    test_a_bad_link_opens_home_with_a_plain_message_and_a_link_followed_in_the_page_opens,
    test_strongholds_two_people_and_a_gentle_bot_through_a_hand_off,
    test_keyboard_play_in_the_browser,
    test_a_settings_change_survives_a_reload,
    test_a_wise_bots_turn_runs_in_slices,
    test_the_chance_runs_in_slices,
    test_a_finished_game_is_reviewed_in_slices,
]

# Run after the network is cut (run.py).
OFFLINE = test_the_app_opens_offline
