#!/usr/bin/env bash
# Runs android/smoke.sh against a stub adb (android/test/stub-adb), without a device, over canned logs and
# device behaviours (android/test/logcat-*.txt; the STUB_ADB_* settings). Where the emulator would be slow or
# odd in a way the test must survive (the first frame scrolled out of logcat's ring buffer, the insets told
# after the first frame, a system dialog over the app, `am kill` that does not take, a long save), smoke.sh
# must pass, making the expected taps, text and keys at the scale the app reported. Where the app or the device
# is broken (a panic, a native crash, an ANR, a dialog that never goes, a process that cannot be killed, a
# keyboard that stays, a save of another deal, the log stream ending), it must fail, naming the reason. The good
# log holds another app's crash, which must not fail the test. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'not an APK: the stub adb only checks that the file exists\n' >"$work/standfirm.apk"

# Saves: the canned one, one of another deal, and one so long that `cat` is still writing when a reader
# that stops early (grep -q) has found its move.
sed 's/^  "seed": 1,$/  "seed": 2,/' android/test/save.json >"$work/save-other-deal.json"
awk '/^    "play / { print $0 ","; for (i = 1; i < 30000; i++) print "    \"discard 3C\","; $0 = "    \"discard 3C\"" } { print }' \
    android/test/save.json >"$work/save-long.json"

# smoke NAME LOG [VAR=VALUE ...]: runs smoke.sh over android/test/logcat-LOG.txt with the stub's settings;
# its output in $work/NAME.out, the adb calls in $work/NAME.calls, its folder $work/NAME.
smoke() {
    local name=$1 log=$2
    shift 2
    env ADB=android/test/stub-adb SMOKE_TAPS=android/test/stub-taps SMOKE_PAUSE=0.2 SMOKE_POLL=0.1 \
        SMOKE_TIMEOUT=2 STUB_ADB_CALLS="$work/$name.calls" STUB_ADB_STATE="$work/$name.state" \
        STUB_ADB_LOGCAT="android/test/logcat-$log.txt" "$@" \
        bash android/smoke.sh "$work/standfirm.apk" "$work/$name" >"$work/$name.out" 2>&1
}

failed=0
problem() {
    echo "android/test-smoke.sh: FAILED: $1" >&2
    failed=1
}

# The taps of android/test/taps.txt times the scale 2.625, rounded; the deal typed, and the keys in between.
expected_input="shell input tap 242 809
shell input tap 525 1257
shell input text 1
shell input keyevent KEYCODE_BACK
shell input tap 525 1517
shell input tap 234 1979
shell input tap 339 572
shell input tap 438 1979
shell input tap 339 572
shell input keyevent KEYCODE_HOME
shell input keyevent KEYCODE_BACK
shell input tap 541 1373
shell input tap 525 646"

# passes NAME LOG [VAR=VALUE ...]: smoke.sh must pass, with the expected taps, two starts, the kill, the
# screenshots and the whole log.
passed=()
passes() {
    local name=$1 call starts shot
    if ! smoke "$@"; then
        problem "smoke.sh failed in the case '$name':"
        cat "$work/$name.out" >&2
        return 0
    fi
    if [ "$(grep '^shell input ' "$work/$name.calls")" != "$expected_input" ]; then
        problem "smoke.sh's taps, text and keys in the case '$name' were not the expected ones:"
        diff <(echo "$expected_input") <(grep '^shell input ' "$work/$name.calls") >&2 || true
    fi
    for call in "install -r $work/standfirm.apk" "shell pm clear org.standfirm.app" \
        "logcat -v threadtime" "shell am kill org.standfirm.app"; do
        grep -qxF -- "$call" "$work/$name.calls" || problem "smoke.sh did not call adb $call in the case '$name'"
    done
    starts=$(grep -c '^shell am start ' "$work/$name.calls" || true)
    [ "$starts" = 2 ] || problem "smoke.sh started the app $starts times, not 2, in the case '$name'"
    for shot in 01-home 03-deal 05-move 06-reopened 09-continued; do
        [ -s "$work/$name/$shot.png" ] || problem "no screenshot $shot.png in the case '$name'"
    done
    for line in "Stand Firm: first frame: window 412x915" "Stand Firm: continued"; do
        grep -qF "$line" "$work/$name/logcat.txt" || problem "logcat.txt lacks '$line' in the case '$name'"
    done
    passed+=("$name")
}

# fails NAME LOG REASON [VAR=VALUE ...]: smoke.sh must fail, saying REASON.
failures=()
fails() {
    local name=$1 log=$2 reason=$3
    shift 3
    if smoke "$name" "$log" "$@"; then
        problem "smoke.sh passed in the case '$name', which must fail with: $reason"
        cat "$work/$name.out" >&2
    elif ! grep -qF -- "smoke.sh: FAILED: " "$work/$name.out" || ! grep -qF -- "$reason" "$work/$name.out"; then
        problem "smoke.sh failed in the case '$name', but not with: $reason"
        cat "$work/$name.out" >&2
    fi
    failures+=("$name")
}

# --- what must pass ---
passes pass pass
# logcat -d keeps the last 3 lines only: the first frame is read from the stream.
passes scrolled scrolled
# The first frame with insets 0, the real ones a moment later: stub-taps accepts only the later ones.
passes insets insets
# A system dialog over the app until the CLOSE_SYSTEM_DIALOGS broadcast (before it, taps are refused).
passes dialog pass STUB_ADB_DIALOG=closes
if ! awk '/CLOSE_SYSTEM_DIALOGS/ { closed = NR } /^shell input tap / && !tapped { tapped = NR }
        END { exit !(closed && closed < tapped) }' "$work/dialog.calls"; then
    problem "smoke.sh did not close the system dialog before its first tap"
fi
# am kill leaves the process running: three tries, then kill -9 as root.
passes kill-root pass STUB_ADB_KILL=root
if [ "$(grep -c -xF 'shell am kill org.standfirm.app' "$work/kill-root.calls" || true)" != 3 ] ||
    ! grep -qxF 'shell su 0 kill -9 1234' "$work/kill-root.calls"; then
    problem "smoke.sh did not try am kill three times, then kill -9 as root, on the process that stayed"
fi
# A save far longer than the pipe's buffer.
passes long-save pass STUB_ADB_SAVE="$work/save-long.json"

# --- what must fail ---
fails panic panic "a panic, a crash or an ANR of the app in the log: "
grep -qF "panicked at" "$work/panic.out" || problem "smoke.sh did not quote the panic"
fails crash crash "a panic, a crash or an ANR of the app in the log: "
grep -qF "Fatal signal 11" "$work/crash.out" || problem "smoke.sh did not quote the native crash"
fails anr anr "a panic, a crash or an ANR of the app in the log: "
grep -qF "ANR in org.standfirm.app" "$work/anr.out" || problem "smoke.sh did not quote the ANR"
fails dialog-stays pass "the app's window did not get the focus" STUB_ADB_DIALOG=stays
grep -qF "Application Not Responding: com.android.systemui" "$work/dialog-stays.out" ||
    problem "smoke.sh did not name the window that kept the focus"
fails kill-never pass "kill -9 as root is not possible" STUB_ADB_KILL=never
fails keyboard-stays pass "the keyboard stays on the screen after Back" STUB_ADB_KEYBOARD=stays
fails other-deal pass "is not deal 1, which was typed in New game (its seed: 2)" \
    STUB_ADB_SAVE="$work/save-other-deal.json"
fails stream-ends pass "the log stream (adb logcat) ended" STUB_ADB_STREAM=ends

if [ "$failed" -ne 0 ]; then exit 1; fi
echo "android/test-smoke.sh: OK: android/smoke.sh against a stub adb passes in ${#passed[@]} cases (${passed[*]}: 13 taps, text and keys at the reported scale, 2 starts, the kill, screenshots, the streamed log) and fails, naming the reason, in ${#failures[@]} (${failures[*]})"
