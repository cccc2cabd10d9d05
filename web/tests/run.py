"""Runs the browser tests: serves the sites under SITE_ROOT on 127.0.0.1, starts headless Chromium through
chromedriver as a phone (412 x 915 CSS pixels, ratio 2.625, touch), runs every test and prints one closing line.

Usage: run.py [--all] [--only NAME,NAME | --skip NAME,NAME] SITE_ROOT OUT
  SITE_ROOT  the folder holding the built sites: standfirm-web-bare/, standfirm-web-store-check/, the app's test
             build standfirm-test/ and the release site standfirm/
  OUT        where screenshots and results.json go
  --all      every test must run: a skipped one (a site not built) fails the run, as CI wants
  --only     run only the tests named (their function names, comma-separated), in their usual order
  --skip     run every test but the ones named (CI runs the online test apart, beside a build: see .ci/run)

The app's tests need its test build, the budgets' tests on the release site need that site (and the app's
Wise-turn test before them), the online test also the table server's build (target/debug/standfirm-server, or
STANDFIRM_SERVER): without one, those tests are skipped, each printed and counted as skipped.
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


APP = "standfirm-test"


def main():
    args = sys.argv[1:]
    require_all = "--all" in args
    only = skip = None
    if "--only" in args:
        at = args.index("--only")
        only = set(args[at + 1].split(","))
        del args[at:at + 2]
    if "--skip" in args:
        at = args.index("--skip")
        skip = set(args[at + 1].split(","))
        del args[at:at + 2]
    root, out = [a for a in args if a != "--all"]
    app = APP if (Path(root) / APP / "index.html").is_file() else None
    here = Path(__file__).parent
    sys.path.insert(0, str(here))
    bare = importlib.import_module("test_bare")
    budgets = importlib.import_module("test_budgets")
    store = importlib.import_module("test_store")
    app_tests = importlib.import_module("test_app")
    online = importlib.import_module("test_online")
    tests = [t for t in bare.TESTS if t is not bare.test_opens_offline_after_the_first_visit]
    tests += budgets.TESTS + store.TESTS
    tests += [harness.needs_site(t, app) for t in app_tests.TESTS]
    # Strongholds online: three phones at a table server's table (the server's debug build, or STANDFIRM_SERVER).
    tests += [harness.needs_site(t, app) for t in online.TESTS]
    # After the app's tests: the release site's, which play again what the app's Wise-turn test did.
    tests += budgets.RELEASE_TESTS
    # Last: it cuts the network; then the app opens from its service worker's cache.
    tests.append(bare.test_opens_offline_after_the_first_visit)
    tests.append(harness.needs_site(app_tests.OFFLINE, app))
    for named in (only, skip):
        unknown = (named or set()) - {t.__name__ for t in tests}
        assert not unknown, f"no such tests: {sorted(unknown)}"
    if only is not None:
        tests = [t for t in tests if t.__name__ in only]
    if skip is not None:
        tests = [t for t in tests if t.__name__ not in skip]
    started = time.monotonic()
    ctx = Context(root, out, app)
    try:
        code = harness.run(tests, ctx, require_all)
    finally:
        ctx.results["seconds"] = round(time.monotonic() - started, 1)
        harness.write_json(ctx.out, "results.json", ctx.results)
        (ctx.out / "console.log").write_text("\n".join(ctx.browser.console_lines()) + "\n")
        ctx.browser.close()
        ctx.server.stop()
    return code


if __name__ == "__main__":
    sys.exit(main())
