#!/usr/bin/env bash
# Builds the desktop .deb with cargo-deb, installs it on this machine with dpkg -i, launches the installed
# /usr/bin/standfirm under Xvfb (Slint's winit backend with the software renderer), checks that its window
# maps with the title "Stand Firm" and the app's icon, takes a screenshot, and closes it. Debian or Ubuntu,
# as root.
#
#   packaging/test-deb.sh              release build (cargo deb), then the test
#   packaging/test-deb.sh --no-build   package the release binary already built in the target folder
#
# Installs what it needs when missing: cargo-deb (packaging/build-deb.sh), xvfb, x11-utils, imagemagick
# (apt-get).
# Environment: CARGO_TARGET_DIR (as for cargo). Leaves the package installed (remove: dpkg -r standfirm).
set -euo pipefail
cd "$(dirname "$0")/.."

build=()
case "${1:-}" in
    "") ;;
    --no-build) build=(--no-build) ;;
    *)
        echo "test-deb.sh: unknown argument '$1'" >&2
        exit 2
        ;;
esac
if [ "$(id -u)" -ne 0 ]; then
    echo "test-deb.sh: run as root (it installs the package with dpkg -i)" >&2
    exit 2
fi

missing=()
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v xwininfo >/dev/null && command -v xprop >/dev/null || missing+=(x11-utils)
command -v import >/dev/null || missing+=(imagemagick)
if [ "${#missing[@]}" -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}" >/dev/null
fi

# 1. The package, as the Release workflow builds it.
deb=$(bash packaging/build-deb.sh "${build[@]}" | tail -n 1)

# 2. Installed where the desktop looks for it.
dpkg -i "$deb" >/dev/null
for file in /usr/bin/standfirm /usr/share/applications/standfirm.desktop \
    /usr/share/icons/hicolor/scalable/apps/standfirm.svg /usr/share/icons/hicolor/256x256/apps/standfirm.png; do
    [ -e "$file" ] || {
        echo "test-deb.sh: the package did not install $file" >&2
        exit 1
    }
done
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate /usr/share/applications/standfirm.desktop
fi
echo "installed: $(dpkg -L standfirm | grep -c .) paths, /usr/bin/standfirm $(stat -c %s /usr/bin/standfirm) bytes"

# 3. The installed binary's window, under a virtual X server (Xvfb picks a free display number).
work=$(mktemp -d)
xvfb_pid="" app_pid=""
cleanup() {
    if [ -n "$app_pid" ]; then kill "$app_pid" 2>/dev/null || true; fi
    if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 50); do [ -s "$work/display" ] && break; sleep 0.1; done
display=":$(cat "$work/display")"
started=$(date +%s%N)
DISPLAY="$display" SLINT_BACKEND=winit-software /usr/bin/standfirm >"$work/app.log" 2>&1 &
app_pid=$!
window=""
for _ in $(seq 300); do
    window=$(xwininfo -display "$display" -root -tree 2>/dev/null | grep -F '"Stand Firm"' | head -n 1 || true)
    [ -n "$window" ] && break
    kill -0 "$app_pid" 2>/dev/null || break
    sleep 0.1
done
if [ -z "$window" ]; then
    echo "test-deb.sh: no window titled \"Stand Firm\" appeared; the app said:" >&2
    cat "$work/app.log" >&2
    exit 1
fi
echo "window mapped after $((($(date +%s%N) - started) / 1000000)) ms:$window"
# The window's icon (Slint's `icon:` on the window) as the window manager sees it.
window_id=$(awk '{print $1}' <<<"$window")
icon=""
for _ in $(seq 20); do
    icon=$(xprop -display "$display" -id "$window_id" _NET_WM_ICON 2>/dev/null |
        sed -n 's/.*Icon (\([0-9]* x [0-9]*\)).*/\1/p' | head -n 1)
    [ -n "$icon" ] && break
    sleep 0.1
done
if [ -z "$icon" ]; then
    echo "test-deb.sh: the window has no icon (_NET_WM_ICON)" >&2
    exit 1
fi
echo "window icon: ${icon} (_NET_WM_ICON)"
sleep 1 # let it draw its first frame
target_dir=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
shot="$target_dir/debian/standfirm-xvfb.png"
import -display "$display" -window root "$shot"
echo "screenshot: $shot"

# 4. Close it.
kill "$app_pid"
wait "$app_pid" 2>/dev/null || true
app_pid=""
echo "test-deb.sh: OK: built, installed and launched standfirm; its window mapped under Xvfb and was closed"
