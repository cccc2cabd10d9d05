#!/usr/bin/env bash
# The APK's smoke test on an emulator (or a test device): the same steps in the hosted workflow
# (.github/workflows/android.yml) and by hand. It CLEARS the app's data first: do not run it on a phone whose
# games you want to keep.
#
#   android/smoke.sh APK OUT_DIR
#
# Installs APK, starts it and waits for the first-frame line the app writes to its log (with its window's size
# and insets), then takes the taps for that size from the real screens on the desktop (examples/smoke_taps.rs)
# and taps through Home → Armor of God's New game → Start → a move, sends the app to the background, kills the
# process (`am kill`), starts it again and checks it reopens the same game, leaves it (Back, Leave) and finds it
# again on Home's Continue. Fails on a Rust panic ("panicked at") or a crash of the app ("FATAL EXCEPTION",
# "Fatal signal") in the log. Leaves screenshots (*.png), the taps (taps.txt) and the whole log (logcat.txt)
# in OUT_DIR.
#
# Environment:
#   ADB            the adb to run (default: adb on PATH; android/test-smoke.sh gives a stub)
#   SMOKE_TAPS     the command printing the taps for WIDTH HEIGHT INSET_TOP INSET_BOTTOM (logical pixels)
#                  (default: cargo run --quiet --example smoke_taps --)
#   SMOKE_PAUSE    seconds to let the screen settle after each tap (default 2)
#   SMOKE_TIMEOUT  seconds to wait for each line in the log, and for the device to boot (default 120)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -ne 2 ]; then
    sed -n '2,20p' "$0" >&2
    exit 2
fi
apk=$1
out=$2
package=org.standfirm.app
activity=$package/android.app.NativeActivity
adb=${ADB:-adb}
read -r -a taps_command <<<"${SMOKE_TAPS:-cargo run --quiet --example smoke_taps --}"
pause=${SMOKE_PAUSE:-2}
timeout=${SMOKE_TIMEOUT:-120}
mkdir -p "$out"
log="$out/logcat.txt"
: >"$log"

step() { echo "smoke.sh: $1"; }

# The whole log so far (every tag: crashes are written by the system, not by the app).
dump_log() { "$adb" logcat -d >"$log" 2>/dev/null || true; }

fail() {
    dump_log
    echo "smoke.sh: FAILED: $1 (log: $log)" >&2
    exit 1
}

# Fails on a Rust panic anywhere in the log, or a crash of the app's own processes: a Java exception
# ("FATAL EXCEPTION") or a native one ("Fatal signal") logged by a process that wrote the app's log lines
# (tag RustStdoutStderr) or that the system started for the app (or by any process, if none is known yet).
# Other apps of the emulator that crash do not fail the test.
crash_check() {
    local found
    found=$(awk -v package="$package" '
        { lines[NR] = $0; pid[NR] = $3 }
        / RustStdoutStderr: / { ours[$3] = 1; known = 1 }
        match($0, /Start proc [0-9]+:/) {
            rest = substr($0, RSTART + 11); split(rest, parts, ":")
            if (index(rest, ":" package "/") == length(parts[1]) + 1) { ours[parts[1]] = 1; known = 1 }
        }
        END {
            for (i = 1; i <= NR; i++) {
                if (index(lines[i], "panicked at") ||
                    ((index(lines[i], "FATAL EXCEPTION") || index(lines[i], "Fatal signal")) &&
                     (!known || (pid[i] in ours)))) { print lines[i]; exit }
            }
        }' "$log")
    if [ -n "$found" ]; then
        echo "smoke.sh: FAILED: a panic or a crash in the log: $found (log: $log)" >&2
        exit 1
    fi
}

# Waits until the log holds at least COUNT lines containing TEXT, failing on a crash meanwhile.
wait_for() {
    local text=$1 count=$2 waited=0 seen
    while :; do
        dump_log
        crash_check
        seen=$(grep -c -F -- "$text" "$log" || true)
        if [ "$seen" -ge "$count" ]; then return 0; fi
        if [ "$waited" -ge "$timeout" ]; then
            fail "the log has $seen of $count lines with '$text' after ${timeout}s"
        fi
        sleep 1
        waited=$((waited + 1))
    done
}

shot() { "$adb" exec-out screencap -p >"$out/$1.png"; }

settle() { sleep "$pause"; }

# Taps the button NAME of taps.txt: its logical coordinates times the window's scale factor.
tap() {
    local point
    point=$(awk -v name="$1" -v scale="$scale" \
        '$1 == name { printf "%d %d\n", $2 * scale + 0.5, $3 * scale + 0.5; found = 1 } END { exit !found }' \
        "$out/taps.txt") || fail "no tap '$1' in $out/taps.txt"
    # shellcheck disable=SC2086 # two numbers
    "$adb" shell input tap $point
    settle
}

key() {
    "$adb" shell input keyevent "$1"
    settle
}

step "waiting for the device"
"$adb" wait-for-device
waited=0
until [ "$("$adb" shell getprop sys.boot_completed | tr -d '\r')" = 1 ]; do
    if [ "$waited" -ge "$timeout" ]; then fail "the device did not finish booting in ${timeout}s"; fi
    sleep 1
    waited=$((waited + 1))
done

step "installing $apk (the app's data is cleared)"
"$adb" install -r "$apk"
"$adb" shell pm clear "$package" >/dev/null
"$adb" logcat -c

step "starting $activity"
"$adb" shell am start -W -n "$activity" >/dev/null
wait_for "Stand Firm: first frame:" 1
frame=$(grep -F "Stand Firm: first frame:" "$log" | tail -n 1)
geometry=$(sed -n 's/.*Stand Firm: first frame: window \([0-9]*\)x\([0-9]*\), scale \([0-9.]*\), insets top \([0-9]*\) bottom \([0-9]*\) left \([0-9]*\) right \([0-9]*\).*/\1 \2 \3 \4 \5 \6 \7/p' <<<"$frame")
read -r width height scale top bottom left right <<<"$geometry" || true
if [ -z "${right:-}" ]; then fail "cannot read the first-frame line: $frame"; fi
if [ "$left" != 0 ] || [ "$right" != 0 ]; then
    fail "the window has side insets ($left, $right): hold the emulator upright"
fi
step "window ${width}x${height} at scale $scale, insets top $top bottom $bottom"
# The taps are window coordinates; `input tap` takes the screen's. They agree when the window fills the screen
# (edge to edge: apps that target API 35 are, on Android 15 and newer).
screen=$("$adb" shell wm size | tr -d '\r' | sed -n 's/^\(Physical\|Override\) size: \([0-9]*x[0-9]*\)$/\2/p' | tail -n 1)
if ! awk -v s="$screen" -v w="$width" -v h="$height" -v k="$scale" 'BEGIN {
        split(s, p, "x"); dw = p[1] - w * k; dh = p[2] - h * k
        exit !(p[2] > 0 && dw * dw <= 4 * k * k && dh * dh <= 4 * k * k) }'; then
    fail "the window (${width}x${height} at scale $scale) does not fill the screen (${screen:-unknown}): the taps would miss"
fi
"${taps_command[@]}" "$width" "$height" "$top" "$bottom" >"$out/taps.txt" ||
    fail "no taps for ${width}x${height} (${taps_command[*]} $width $height $top $bottom)"

step "Home → Armor of God: New game → Start → a move"
shot 01-home
tap new-game
shot 02-new-game
tap start
shot 03-table
# The first card onto the Belt pile; the second card if the first was Satan's Dart (never played). If the first
# move was made, the second try only selects a card and is refused: nothing changes.
tap hand-1
tap pile
tap hand-2
tap pile
shot 04-move

step "to the background; the game must be saved with its move"
key KEYCODE_HOME
saves=$("$adb" shell run-as "$package" ls files/saves | tr -d '\r')
file=$(grep -m 1 '^armor-of-god-.*\.json$' <<<"$saves" || true)
if [ -z "$file" ]; then fail "no Armor of God game in the app's saves folder: $saves"; fi
if ! "$adb" shell run-as "$package" cat "files/saves/$file" | grep -q '"play '; then
    fail "the saved game $file holds no move"
fi

step "am kill, then start again: the same game reopens"
"$adb" shell am kill "$package"
settle
if [ -n "$("$adb" shell pidof "$package" | tr -d '\r' || true)" ]; then
    fail "am kill left the app's process running"
fi
"$adb" shell am start -W -n "$activity" >/dev/null
wait_for "Stand Firm: first frame:" 2
wait_for "Stand Firm: reopened $file" 1
shot 05-reopened

step "Back, Leave, then Continue on Home"
key KEYCODE_BACK
shot 06-leave
tap leave
shot 07-home
tap continue
wait_for "Stand Firm: continued $file" 1
shot 08-continued

dump_log
crash_check
step "passed: screenshots and logcat.txt in $out"
