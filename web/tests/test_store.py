"""The store on the browser's localStorage in a real page (web/store-check): saves written, listed and loaded,
settings kept, a damaged entry listed with its reason beside the good one, a save that does not fit the
origin's share refused in plain words with the old one intact, the autosaver writing without a thread, and
today's date from the browser."""

CHECK = "standfirm-web-store-check/"


def test_the_store_on_local_storage(ctx):
    ctx.browser.open(ctx.server.url(CHECK))
    result = ctx.browser.wait_for("the store's checks",
                                  lambda: (ctx.browser.report() or {}).get("storeCheck"), timeout=60)
    for line in result["lines"]:
        print("     " + line)
    ctx.results["store_check"] = result
    assert result["failed"] == 0 and result["passed"] == 6, result


TESTS = [test_the_store_on_local_storage]
