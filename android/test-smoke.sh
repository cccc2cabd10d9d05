#!/usr/bin/env bash
# Runs android/smoke.sh against a stub adb (android/test/stub-adb) twice, without a device: once over a canned
# log in which nothing went wrong (it must pass, making the expected taps at the scale the app reported), once
# over the same log with a Rust panic, then with a native crash of the app, after the restart (each must fail,
# naming it). The good log holds another app's crash, which must not fail the test. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'not an APK: the stub adb only checks that the file exists\n' >"$work/standfirm.apk"

# smoke SCENARIO: runs smoke.sh over android/test/logcat-SCENARIO.txt; its output in $work/SCENARIO.out.
smoke() {
    ADB=android/test/stub-adb SMOKE_TAPS=android/test/stub-taps SMOKE_PAUSE=0 SMOKE_TIMEOUT=2 \
        STUB_ADB_CALLS="$work/$1.calls" STUB_ADB_STATE="$work/$1.state" \
        STUB_ADB_LOGCAT="android/test/logcat-$1.txt" \
        bash android/smoke.sh "$work/standfirm.apk" "$work/$1" >"$work/$1.out" 2>&1
}

failed=0
problem() {
    echo "android/test-smoke.sh: FAILED: $1" >&2
    failed=1
}

if ! smoke pass; then
    problem "smoke.sh failed over a good log:"
    cat "$work/pass.out" >&2
else
    # The taps of android/test/taps.txt times the scale 2.625, rounded; the keys in between.
    expected="shell input tap 541 788
shell input tap 541 2100
shell input tap 158 1838
shell input tap 184 525
shell input tap 394 1838
shell input tap 184 525
shell input keyevent KEYCODE_HOME
shell input keyevent KEYCODE_BACK
shell input tap 788 1313
shell input tap 541 394"
    actual=$(grep '^shell input ' "$work/pass.calls")
    if [ "$actual" != "$expected" ]; then
        problem "smoke.sh's taps and keys were not the expected ones:"
        diff <(echo "$expected") <(echo "$actual") >&2 || true
    fi
    for call in "install -r $work/standfirm.apk" "shell pm clear org.standfirm.app" \
        "shell am kill org.standfirm.app"; do
        grep -qxF -- "$call" "$work/pass.calls" || problem "smoke.sh did not call adb $call"
    done
    starts=$(grep -c '^shell am start ' "$work/pass.calls" || true)
    [ "$starts" = 2 ] || problem "smoke.sh started the app $starts times, not 2"
    for shot in 01-home 04-move 05-reopened 08-continued; do
        [ -s "$work/pass/$shot.png" ] || problem "no screenshot $shot.png"
    done
    grep -qF "Stand Firm: continued" "$work/pass/logcat.txt" || problem "logcat.txt lacks the log"
fi

# The failures: the same log with a Rust panic, or with a native crash of the app, after the restart.
for bad in "panic:panicked at" "crash:Fatal signal 11"; do
    scenario=${bad%%:*}
    if smoke "$scenario"; then
        problem "smoke.sh passed over a log with a $scenario:"
        cat "$work/$scenario.out" >&2
    elif ! grep -qF "FAILED: a panic or a crash in the log: " "$work/$scenario.out" ||
        ! grep -qF "${bad#*:}" "$work/$scenario.out"; then
        problem "smoke.sh failed over a log with a $scenario, but not because of it:"
        cat "$work/$scenario.out" >&2
    fi
done

if [ "$failed" -ne 0 ]; then exit 1; fi
echo "android/test-smoke.sh: OK: android/smoke.sh against a stub adb passes over a good log (10 taps and keys at the reported scale, 2 starts, am kill, screenshots, the log) and fails over a log with 'panicked at' and over one with the app's 'Fatal signal'"
