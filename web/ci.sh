#!/usr/bin/env bash
# The web app's part of CI: builds the bare Slint window (the budgets' baseline and the device pixel ratio's
# test page), the store's check page (the store on localStorage), the app's test build (element queries) and
# the release site (what a visitor loads, and GitHub Pages publishes: the budgets are measured on it), packs the
# release site as the Pages and Release workflows do; then runs the browser tests, every one of them (--all).
# Everything is cached in target/web (Slint, the tools), so a warm run rebuilds only what changed.
#
# Usage: web/ci.sh [--build-only [--ready FILE] | --test-only [--only NAMES | --skip NAMES] [OUT]]
#   --build-only  builds the four sites and the zip, and stops (.ci/run builds them beside the desktop's tests);
#                 with --ready FILE, FILE is made once the app's test build is done (the release site is built
#                 after it), so that tests on the test build can start beside the release site's build
#   --test-only   runs the browser tests on the sites already built: all of them (alone on the machine: they
#                 measure times), or the ones web/test.sh's --only or --skip name, into OUT
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
test=1
ready=
chosen=()
usage="usage: web/ci.sh [--build-only [--ready FILE] | --test-only [--only NAMES | --skip NAMES] [OUT]]"
case "${1:-}" in
"") ;;
--build-only)
    test=
    if [ "${2:-}" = --ready ]; then ready=${3:?$usage}; fi
    ;;
--test-only)
    build=
    shift
    chosen=("$@")
    ;;
*)
    echo "$usage" >&2
    exit 2
    ;;
esac

started=$(date +%s)
if [ -n "$build" ]; then
    # The order shares the cores best with .ci/run's other road: the bare window first (its build of Slint, on
    # the web profile, is the store's check page's, the test build's and the release site's too), then the
    # check page and the app's test build, whose tests can then run (--ready) while the release site's long
    # single-threaded stretches (the app's one code-generation unit, the whole program's link, wasm-opt) finish
    # the road.
    bash web/build.sh standfirm-web-bare
    bash web/build.sh standfirm-web-store-check
    bash web/build.sh --test standfirm
    if [ -n "$ready" ]; then touch "$ready"; fi
    bash web/build.sh standfirm
    bash web/package.sh target/web/site/standfirm target/web/dist
    echo "web/ci.sh: built in $(($(date +%s) - started))s"
fi
if [ -n "$test" ]; then
    tested=$(date +%s)
    bash web/test.sh --all "${chosen[@]}"
    echo "web/ci.sh: tested in $(($(date +%s) - tested))s"
fi
