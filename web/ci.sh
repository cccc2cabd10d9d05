#!/usr/bin/env bash
# The web app's part of CI: builds the bare Slint window (the budgets' baseline and the device pixel ratio's
# test page), the store's check page (the store on localStorage) and the app's test build; then runs the
# browser tests. Everything is cached in target/web (the standard library, Slint and the tools), so a warm
# run rebuilds only what changed.
#
# Usage: web/ci.sh [--build-only | --test-only]
#   --build-only  builds the three sites and stops (.ci/run builds them beside the desktop's tests)
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
    bash web/build.sh standfirm-web-bare
    bash web/build.sh standfirm-web-store-check
    bash web/build.sh --test standfirm
    echo "web/ci.sh: built in $(($(date +%s) - started))s"
fi
if [ -n "$test" ]; then
    tested=$(date +%s)
    bash web/test.sh
    echo "web/ci.sh: tested in $(($(date +%s) - tested))s"
fi
