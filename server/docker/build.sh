#!/usr/bin/env bash
# Builds standfirm-server into a folder, then checks that it starts, serves and stops: the Dockerfile's build
# step, and what CI runs (with the debug build its tests made, so that CI builds nothing twice).
#
#   bash server/docker/build.sh OUT [--profile release|dev | --built FILE] [--site FOLDER]
#
# OUT/standfirm-server is the binary; with --site, OUT/site is a copy of the web app's folder (web/build.sh's
# site) for the server to serve from the same address. --built FILE takes a binary already built instead of
# building one (CI: the one `cargo test --workspace` made; `cargo build -p standfirm-server` alone would build
# the server's dependencies again, with the features of that one package).
set -euo pipefail
cd "$(dirname "$0")/../.."

out=${1:?usage: build.sh OUT [--profile release|dev | --built FILE] [--site FOLDER]}
shift
profile=release
site=
built=
while [ $# -gt 0 ]; do
    case "$1" in
        --profile) profile=${2:?}; shift 2 ;;
        --built) built=${2:?}; shift 2 ;;
        --site) site=${2:?}; shift 2 ;;
        *) echo "build.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

made="($profile) built"
if [ -n "$built" ]; then
    made="($built) copied"
else
    cargo build --locked --profile "$profile" -p standfirm-server --bin standfirm-server
    target_dir=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
    case "$profile" in
        dev) built="$target_dir/debug/standfirm-server" ;;
        *) built="$target_dir/$profile/standfirm-server" ;;
    esac
fi
[ -x "$built" ] || { echo "build.sh: no server binary at $built" >&2; exit 1; }
mkdir -p "$out"
cp "$built" "$out/standfirm-server"
if [ -n "$site" ]; then
    rm -rf "$out/site"
    cp -r "$site" "$out/site"
fi

# The binary starts on loopback with a fresh data folder, answers the API, and stops on SIGTERM (a container's
# stop) with its tables kept.
data=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$data" "$log"' EXIT
"$out/standfirm-server" --listen 127.0.0.1:0 --data "$data" >"$log" 2>&1 &
server=$!
address=
for _ in $(seq 1 100); do
    address=$(grep -o 'http://127.0.0.1:[0-9]*/' "$log" | head -n 1 || true)
    [ -n "$address" ] && break
    sleep 0.1
done
if [ -z "$address" ]; then
    cat "$log" >&2
    kill "$server" 2>/dev/null || true
    echo "build.sh: the server did not start" >&2
    exit 1
fi
# One plain HTTP request through bash's own /dev/tcp (the build image needs no client).
port=${address#http://127.0.0.1:}
port=${port%/}
exec 3<>"/dev/tcp/127.0.0.1/$port"
printf 'GET /api/tables/0000000000000000 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n' >&3
answer=$(cat <&3)
exec 3<&-
kill -TERM "$server"
wait "$server"
case "$answer" in
    "HTTP/1.1 404 "*no_such_table*) ;;
    *) cat "$log" >&2; echo "build.sh: unexpected answer: $answer" >&2; exit 1 ;;
esac
[ -f "$data/tables.sqlite3" ] || { echo "build.sh: no store was made" >&2; exit 1; }
echo "standfirm-server $made into $out: it starts, answers and stops"
