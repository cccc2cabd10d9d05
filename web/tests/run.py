"""Runs the browser tests: serves the sites under SITE_ROOT on 127.0.0.1, starts headless Chromium through
chromedriver as a phone (412 x 915 CSS pixels, ratio 2.625, touch), runs every test and prints one closing line.

Usage: run.py SITE_ROOT OUT [APP]
  SITE_ROOT  the folder holding the built sites (standfirm-web-bare/, standfirm-web-store-check/, and the
             app's test build)
  OUT        where screenshots and results.json go
  APP        the app's site folder name under SITE_ROOT, when it is built (its tests run then)
"""

import importlib
import sys
import time
from pathlib import Path

import harness


class Context:
    def __init__(self, root, out, app):
        self.root, self.out = Path(root), Path(out)
        self.app = f"{app}/" if app else None
        self.server = harness.Server(self.root)
        self.browser = harness.Browser()
        self.results = {}


def main():
    root, out = sys.argv[1], sys.argv[2]
    app = sys.argv[3] if len(sys.argv) > 3 else None
    here = Path(__file__).parent
    sys.path.insert(0, str(here))
    bare = importlib.import_module("test_bare")
    budgets = importlib.import_module("test_budgets")
    store = importlib.import_module("test_store")
    tests = [t for t in bare.TESTS if t is not bare.test_opens_offline_after_the_first_visit]
    tests += budgets.TESTS + store.TESTS
    app_tests = importlib.import_module("test_app") if app else None
    if app_tests:
        tests += app_tests.TESTS
    # Last: it cuts the network; then the app opens from its service worker's cache.
    tests.append(bare.test_opens_offline_after_the_first_visit)
    if app_tests:
        tests.append(app_tests.OFFLINE)
    started = time.monotonic()
    ctx = Context(root, out, app)
    try:
        code = harness.run(tests, ctx)
    finally:
        ctx.results["seconds"] = round(time.monotonic() - started, 1)
        harness.write_json(ctx.out, "results.json", ctx.results)
        (ctx.out / "console.log").write_text("\n".join(ctx.browser.console_lines()) + "\n")
        ctx.browser.close()
        ctx.server.stop()
    return code


if __name__ == "__main__":
    sys.exit(main())
