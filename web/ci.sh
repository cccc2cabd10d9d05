#!/usr/bin/env bash
# The web app's part of CI: builds the bare Slint window (the budgets' baseline and the device pixel ratio's
# test page), the store's check page (the store on localStorage) and the app's test build; then runs the
# browser tests. Everything is cached in target/web (the standard library, Slint and the tools), so a warm
# run rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)

bash web/build.sh standfirm-web-bare
bash web/build.sh standfirm-web-store-check
bash web/build.sh --test standfirm
built=$(date +%s)
bash web/test.sh
echo "web/ci.sh: built in $((built - started))s, tested in $(($(date +%s) - built))s"
