#!/usr/bin/env bash
# The APK's smoke test on an emulator (or a test device): the same steps in the hosted workflow
# (.github/workflows/android.yml) and by hand. It CLEARS the app's data first: do not run it on a phone whose
# games you want to keep.
#
#   android/smoke.sh APK OUT_DIR
#
# Installs APK, streams the whole log (adb logcat) to OUT_DIR/logcat.txt from before the start, starts the app,
# waits for its first-frame line, for its window to have the focus (closing system dialogs over it) and for its
# size and insets to settle, and reads them from the last such line the app wrote. Takes the taps for that size
# from the real screens on the desktop (examples/smoke_taps.rs) and taps through Home → Armor of God's New game →
# the deal number the taps name → Start → a move, sends the app to the background, checks the save holds that
# deal and the move, kills the process (am kill, retried, then kill -9 as root), starts it again and checks it
# reopens the same game, leaves it (Back, Leave) and finds it again on Home's Continue. Fails on a Rust panic
# ("panicked at"), a crash of the app ("FATAL EXCEPTION", "Fatal signal") or its ANR in the log. Leaves
# screenshots (*.png), the taps (taps.txt) and the log (logcat.txt) in OUT_DIR.
#
# Environment:
#   ADB            the adb to run (default: adb on PATH; android/test-smoke.sh gives a stub)
#   SMOKE_TAPS     the command printing the taps for WIDTH HEIGHT INSET_TOP INSET_BOTTOM (logical pixels)
#                  (default: cargo run --quiet --example smoke_taps --)
#   SMOKE_PAUSE    seconds to let the screen settle after each tap (default 2)
#   SMOKE_TIMEOUT  seconds to wait for each line in the log, for the focus, and for the device to boot
#                  (default 120)
#   SMOKE_POLL     seconds between two looks at the log or the focus (default 1)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -ne 2 ]; then
    sed -n '2,25p' "$0" >&2
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
poll=${SMOKE_POLL:-1}
mkdir -p "$out"
log="$out/logcat.txt"
: >"$log"

step() { echo "smoke.sh: $1"; }

fail() {
    echo "smoke.sh: FAILED: $1 (log: $log)" >&2
    exit 1
}

# --- the log: streamed to $log from before the app starts, so that no line is lost to logcat's ring buffer ---
stream=""
start_log() {
    "$adb" logcat -c
    "$adb" logcat -v threadtime >"$log" 2>&1 &
    stream=$!
}
stop_log() {
    if [ -n "$stream" ]; then
        kill "$stream" 2>/dev/null || true
        wait "$stream" 2>/dev/null || true
        stream=""
    fi
}
trap stop_log EXIT

# Fails on a Rust panic anywhere in the log, on the app's ANR, or on a crash of the app's own processes: a Java
# exception ("FATAL EXCEPTION") or a native one ("Fatal signal") logged by a process that wrote the app's log
# lines (tag RustStdoutStderr) or that the system started for the app (or by any process, if none is known yet).
# Other apps of the emulator that crash do not fail the test. Also fails when the log stream has ended.
crash_check() {
    local found
    found=$(awk -v package="$package" '
        # "ANR in org.standfirm.app", then the end of the line or a space (not another package of that prefix).
        function anr(line,   at, after) {
            at = index(line, "ANR in " package)
            if (!at) return 0
            after = substr(line, at + length("ANR in " package), 1)
            return after == "" || after == " "
        }
        { lines[NR] = $0; pid[NR] = $3 }
        / RustStdoutStderr: / { ours[$3] = 1; known = 1 }
        match($0, /Start proc [0-9]+:/) {
            rest = substr($0, RSTART + 11); split(rest, parts, ":")
            if (index(rest, ":" package "/") == length(parts[1]) + 1) { ours[parts[1]] = 1; known = 1 }
        }
        END {
            for (i = 1; i <= NR; i++) {
                if (index(lines[i], "panicked at") || anr(lines[i]) ||
                    ((index(lines[i], "FATAL EXCEPTION") || index(lines[i], "Fatal signal")) &&
                     (!known || (pid[i] in ours)))) { print lines[i]; exit }
            }
        }' "$log")
    if [ -n "$found" ]; then
        echo "smoke.sh: FAILED: a panic, a crash or an ANR of the app in the log: $found (log: $log)" >&2
        exit 1
    fi
    if [ -n "$stream" ] && ! kill -0 "$stream" 2>/dev/null; then
        fail "the log stream (adb logcat) ended: the device went away, or adb did"
    fi
}

# Waits until the log holds at least COUNT lines containing TEXT, failing on a crash meanwhile.
wait_for() {
    local text=$1 count=$2 deadline=$((SECONDS + timeout)) seen
    while :; do
        crash_check
        seen=$(grep -c -F -- "$text" "$log" || true)
        if [ "$seen" -ge "$count" ]; then return 0; fi
        if [ "$SECONDS" -ge "$deadline" ]; then
            fail "the log has $seen of $count lines with '$text' after ${timeout}s"
        fi
        sleep "$poll"
    done
}

# Waits until the app's window has the input focus (`dumpsys window`: mCurrentFocus). A window over it (a system
# dialog such as "System UI isn't responding", the notification shade) is closed with the system's
# CLOSE_SYSTEM_DIALOGS broadcast, which the system's error dialogs and the shade obey.
wait_for_focus() {
    local deadline=$((SECONDS + timeout)) windows focus shown=""
    while :; do
        crash_check
        windows=$("$adb" shell dumpsys window | tr -d '\r' || true)
        focus=$(awk '/mCurrentFocus=/ && !seen { sub(/^.*mCurrentFocus=/, ""); print; seen = 1 }' <<<"$windows")
        case "$focus" in *" $package/"*) return 0 ;; esac
        if [ -n "$focus" ] && [ "$focus" != null ]; then
            if [ "$focus" != "$shown" ]; then
                step "another window has the focus ($focus): closing system dialogs"
                shown=$focus
            fi
            "$adb" shell am broadcast -a android.intent.action.CLOSE_SYSTEM_DIALOGS >/dev/null || true
        fi
        if [ "$SECONDS" -ge "$deadline" ]; then
            fail "the app's window did not get the focus in ${timeout}s (the focus: ${focus:-none})"
        fi
        sleep "$poll"
    done
}

# The lines in which the app tells its window's size, scale and insets: once at its first frame, and again
# whenever its safe area changes (the first frame may come before the real insets).
geometry_pattern='Stand Firm: (first frame|safe area): window [0-9]+x[0-9]+, '
geometry_count() { grep -c -E -- "$geometry_pattern" "$log" || true; }

# Waits until no new such line has come for SMOKE_PAUSE seconds (at most SMOKE_TIMEOUT), then sets width,
# height, scale, top, bottom, left and right from the last one.
read_geometry() {
    local deadline=$((SECONDS + timeout)) before line values
    while :; do
        before=$(geometry_count)
        sleep "$pause"
        crash_check
        if [ "$(geometry_count)" = "$before" ] || [ "$SECONDS" -ge "$deadline" ]; then break; fi
    done
    line=$({ grep -E -- "$geometry_pattern" "$log" || true; } | tail -n 1)
    values=$(sed -n 's/.*Stand Firm: [a-z ]*: window \([0-9]*\)x\([0-9]*\), scale \([0-9.]*\), insets top \([0-9]*\) bottom \([0-9]*\) left \([0-9]*\) right \([0-9]*\).*/\1 \2 \3 \4 \5 \6 \7/p' <<<"$line")
    read -r width height scale top bottom left right <<<"$values" || true
    if [ -z "${right:-}" ]; then fail "cannot read the window's size and insets from: ${line:-no such line}"; fi
}

shot() { "$adb" exec-out screencap -p >"$out/$1.png"; }

settle() { sleep "$pause"; }

# The field NUMBER (2: x, 3: y, 4: the text to type) of the tap NAME in taps.txt.
tap_field() {
    awk -v name="$1" -v field="$2" '$1 == name && NF >= field { print $field; found = 1 } END { exit !found }' \
        "$out/taps.txt"
}

# Taps the button NAME of taps.txt: its logical coordinates times the window's scale factor.
tap() {
    local x y
    x=$(tap_field "$1" 2) || fail "no tap '$1' in $out/taps.txt"
    y=$(tap_field "$1" 3) || fail "no tap '$1' in $out/taps.txt"
    "$adb" shell input tap "$(awk -v v="$x" -v k="$scale" 'BEGIN { printf "%d", v * k + 0.5 }')" \
        "$(awk -v v="$y" -v k="$scale" 'BEGIN { printf "%d", v * k + 0.5 }')"
    settle
}

key() {
    "$adb" shell input keyevent "$1"
    settle
}

# Whether the on-screen keyboard is shown (`dumpsys input_method`: mInputShown).
keyboard_shown() {
    local ime
    ime=$("$adb" shell dumpsys input_method | tr -d '\r' || true)
    [[ $ime == *"mInputShown=true"* ]]
}

# Taps the field NAME of taps.txt and types its text (digits); then hides the keyboard with Back, which the
# keyboard takes for itself while it is shown, so that it covers no button.
type_into() {
    local text
    text=$(tap_field "$1" 4) || fail "no text to type after the tap '$1' in $out/taps.txt"
    if ! [[ $text =~ ^[0-9]+$ ]]; then fail "the text to type after '$1' is not a number: $text"; fi
    tap "$1"
    "$adb" shell input text "$text"
    settle
    if keyboard_shown; then
        key KEYCODE_BACK
        if keyboard_shown; then fail "the keyboard stays on the screen after Back"; fi
    fi
}

# The app's process id, or nothing.
app_pid() { { "$adb" shell pidof "$package" || true; } | tr -d '\r'; }

# Kills the app's process without telling it, as Android does to a stopped app: `am kill` (which kills only a
# process in the background, and says nothing when it does not), retried, then kill -9 as root where the
# emulator's image allows it (Google APIs images have su; Google Play images do not).
kill_app() {
    local pid try
    pid=$(app_pid)
    if [ -z "$pid" ]; then
        step "the app's process is gone already"
        return 0
    fi
    for try in 1 2 3; do
        "$adb" shell am kill "$package"
        settle
        if [ -z "$(app_pid)" ]; then
            step "am kill stopped process $pid"
            return 0
        fi
        step "am kill did not stop process $pid (try $try of 3)"
    done
    if ! "$adb" shell su 0 kill -9 "$pid"; then
        fail "am kill left the app's process $pid running, and kill -9 as root is not possible (no su on this image)"
    fi
    settle
    if [ -n "$(app_pid)" ]; then fail "the app's process $pid survived am kill and kill -9 as root"; fi
    step "kill -9 as root stopped process $pid"
}

step "waiting for the device"
"$adb" wait-for-device
deadline=$((SECONDS + timeout))
until [ "$("$adb" shell getprop sys.boot_completed | tr -d '\r')" = 1 ]; do
    if [ "$SECONDS" -ge "$deadline" ]; then fail "the device did not finish booting in ${timeout}s"; fi
    sleep "$poll"
done

step "installing $apk (the app's data is cleared)"
"$adb" install -r "$apk"
"$adb" shell pm clear "$package" >/dev/null
start_log

step "starting $activity"
"$adb" shell am start -W -n "$activity" >/dev/null
wait_for "Stand Firm: first frame:" 1
wait_for_focus
read_geometry
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
deal=$(tap_field deal 4) || fail "the taps name no deal number (a 'deal X Y NUMBER' line) in $out/taps.txt"

step "Home → Armor of God: New game → deal $deal → Start → a move"
shot 01-home
tap new-game
shot 02-new-game
type_into deal
shot 03-deal
tap start
shot 04-table
# The first card onto the Belt pile (the deal is one where it may go there). The second card and the pile
# then are refused (a card must be discarded first): nothing changes. The taps finder made the same four taps.
tap hand-1
tap pile
tap hand-2
tap pile
shot 05-move

step "to the background; the game must be saved with its deal and its move"
key KEYCODE_HOME
saves=$("$adb" shell run-as "$package" ls files/saves | tr -d '\r')
file=$(grep -m 1 '^armor-of-god-.*\.json$' <<<"$saves" || true)
if [ -z "$file" ]; then fail "no Armor of God game in the app's saves folder: $saves"; fi
saved=$("$adb" shell run-as "$package" cat "files/saves/$file" | tr -d '\r') ||
    fail "cannot read the saved game $file"
if ! grep -q -E "\"seed\": *$deal([^0-9]|\$)" <<<"$saved"; then
    fail "the saved game $file is not deal $deal, which was typed in New game (its seed: $(sed -n 's/^ *"seed": *\([0-9]*\).*/\1/p' <<<"$saved"))"
fi
if [[ $saved != *'"play '* ]]; then fail "the saved game $file holds no move"; fi

step "killed in the background, then started again: the same game reopens"
kill_app
"$adb" shell am start -W -n "$activity" >/dev/null
wait_for "Stand Firm: first frame:" 2
wait_for "Stand Firm: reopened $file" 1
wait_for_focus
shot 06-reopened

step "Back, Leave, then Continue on Home"
key KEYCODE_BACK
shot 07-leave
tap leave
shot 08-home
tap continue
wait_for "Stand Firm: continued $file" 1
shot 09-continued

# The last lines reach the stream a moment after they are written.
settle
crash_check
stop_log
step "passed: screenshots and logcat.txt in $out"
