#!/usr/bin/env bash
# The web app's part of CI: builds the bare Slint window (the budgets' baseline and the device pixel ratio's
# test page), the store's check page (the store on localStorage), the app's test build (element queries) and
# the release site (what a visitor loads, and GitHub Pages publishes: the budgets are measured on it), packs the
# release site as the Pages and Release workflows do; then runs the browser tests, every one of them (--all).
# Everything is cached in target/web (Slint, the tools), so a warm run rebuilds only what changed.
#
# Usage: web/ci.sh [--build-only | --test-only]
#   --build-only  builds the four sites and the zip, and stops (.ci/run builds them beside the desktop's tests)
#   --test-only   runs the browser tests on the sites already built (alone on the machine: they measure times)
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
test=1
case "${1:-}" in
"") ;;
--build-only) test= ;;
--test-only) build= ;;
*)
    echo "usage: web/ci.sh [--build-only | --test-only]" >&2
    exit 2
    ;;
esac

started=$(date +%s)
if [ -n "$build" ]; then
    # The release site right after the bare window, whose build of Slint it shares (profile web): its long
    # single-threaded stretches (the app's one code-generation unit, the whole program's link, wasm-opt) then run
    # beside .ci/run's other road, and the road ends with the test build, whose 16 code-generation units keep
    # both cores busy when it runs alone.
    bash web/build.sh standfirm-web-bare
    bash web/build.sh standfirm
    bash web/package.sh target/web/site/standfirm target/web/dist
    bash web/build.sh standfirm-web-store-check
    bash web/build.sh --test standfirm
    echo "web/ci.sh: built in $(($(date +%s) - started))s"
fi
if [ -n "$test" ]; then
    tested=$(date +%s)
    bash web/test.sh --all
    echo "web/ci.sh: tested in $(($(date +%s) - tested))s"
fi
