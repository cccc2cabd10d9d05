#!/usr/bin/env bash
# Runs the browser tests (web/tests/) against the sites web/build.sh wrote under target/web/site: serves them on
# 127.0.0.1, drives headless Chromium through chromedriver as a phone (412 x 915 CSS pixels at a device pixel
# ratio of 2.625, touch) with Python's selenium, and writes screenshots, results.json and the browser's
# console to the output folder. Installs Debian's chromium, chromium-driver and python3-selenium when missing.
#
# Usage: web/test.sh [--all] [--only NAMES | --skip NAMES] [OUT]   (OUT defaults to target/web/test-output)
#   --only, --skip: the tests named (their function names, comma-separated) alone, or all but them (run.py).
# The app's tests (web/tests/test_app.py) need the app's test build (target/web/site/standfirm-test), the
# budgets' tests the release site (target/web/site/standfirm); without one, those tests are skipped, each
# printed and counted ("web: N passed, N failed, N skipped"). With --all (CI), a skipped test fails the run.
# The online test (web/tests/test_online.py) also needs the table server's build, target/debug/standfirm-server
# (cargo build -p standfirm-server; or STANDFIRM_SERVER=PATH): without it, it is skipped the same way.
set -euo pipefail
cd "$(dirname "$0")/.."

all=()
chosen=()
while [ $# -gt 0 ]; do
    case "$1" in
        --all) all=(--all); shift ;;
        --only | --skip) chosen=("$1" "${2:?$1 needs test names}"); shift 2 ;;
        *) break ;;
    esac
done
out=${1:-target/web/test-output}
sites=target/web/site
python=/usr/bin/python3 # Debian's, which python3-selenium installs into

for page in standfirm-web-bare standfirm-web-store-check; do
    [ -f "$sites/$page/index.html" ] || {
        echo "web/test.sh: build it first: web/build.sh $page" >&2
        exit 1
    }
done
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null ||
    ! "$python" -c 'import selenium' 2>/dev/null; then
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
    echo "web/test.sh: installing chromium, chromium-driver and python3-selenium"
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq chromium chromium-driver python3-selenium >/dev/null
fi

rm -rf "$out"
mkdir -p "$out"
"$python" web/tests/run.py "${all[@]}" "${chosen[@]}" "$sites" "$out"
