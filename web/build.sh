#!/usr/bin/env bash
# Builds Stand Firm for the browser and writes a folder ready to serve: index.html, the app's .wasm and its JS
# glue, the web app manifest, the service worker and the icons. Installs what is missing first: Debian's
# Rust 1.96 with its library source (rustc-web, cargo-web, rust-web-src), the WebAssembly linker (lld-22), and
# wasm-bindgen-cli at the locked wasm-bindgen's version (into target/web/tools, kept between builds).
#
# Usage: web/build.sh [--test] [PACKAGE]
#   PACKAGE   the workspace package to build: standfirm (the app, the default) or standfirm-web-bare (the bare
#             Slint window the budgets compare against)
#   --test    a test build: Slint's debug info on (element queries by accessible label), and the package's
#             `web-test` feature when it has one
# Prints the site folder on its last line: target/web/site/PACKAGE (PACKAGE-test with --test).
# Environment: CARGO_BUILD_JOBS as for cargo.
# On a machine shared with other builds, run it under the same lock as every cargo command.
set -euo pipefail
cd "$(dirname "$0")/.."

test_build=
package=standfirm
for arg in "$@"; do
    case "$arg" in
    --test) test_build=1 ;;
    -*) echo "web/build.sh: unknown option $arg (usage: web/build.sh [--test] [PACKAGE])" >&2; exit 2 ;;
    *) package=$arg ;;
    esac
done

target=wasm32-unknown-unknown
out=target/web
tools="$out/tools"
site="$out/site/$package${test_build:+-test}"
started=$(date +%s)

say() { echo "web/build.sh: $*"; }
fail() { echo "web/build.sh: FAILED: $*" >&2; exit 1; }

# Debian's toolchain (the same one android/check.sh uses) and wasm-ld, installed when missing.
rustc=/usr/bin/rustc
cargo=/usr/bin/cargo
library=/usr/lib/rustlib/src/rust/library
llvm=/usr/lib/llvm-22/bin
have_toolchain() {
    [ -x "$rustc" ] && [ -x "$cargo" ] && [ -f "$library/Cargo.lock" ] && [ -x "$llvm/wasm-ld" ] || return 1
    local minor
    minor=$("$rustc" --version | sed -n 's/^rustc 1\.\([0-9]*\)\..*/\1/p')
    [ -n "$minor" ] && [ "$minor" -ge 92 ]
}
apt_install() {
    command -v apt-get >/dev/null || fail "$* are needed, and there is no apt-get"
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
    if ! { "${sudo[@]}" apt-get update -qq &&
        DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "$@" >/dev/null; }; then
        fail "could not install $* with apt-get"
    fi
}
if ! have_toolchain; then
    say "installing Debian's rustc-web, cargo-web, rust-web-src and lld-22"
    apt_install rustc-web cargo-web rust-web-src lld-22
    have_toolchain || fail "Debian's rustc at $rustc is older than 1.92 (Slint 1.18 needs 1.92)"
fi
export PATH="$llvm:$PATH"

# wasm-bindgen-cli must be exactly the locked wasm-bindgen. Without --locked: the CLI's own lock file pins a
# webpki-roots that the registry does not serve. Built with the machine's usual cargo (a host tool).
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
[ -n "$bindgen_version" ] || fail "Cargo.lock has no wasm-bindgen"
bindgen="$tools/bin/wasm-bindgen"
if ! [ -x "$bindgen" ] || [ "$("$bindgen" --version | cut -d' ' -f2)" != "$bindgen_version" ]; then
    say "installing wasm-bindgen-cli $bindgen_version into $tools"
    cargo install --quiet wasm-bindgen-cli --version "$bindgen_version" --root "$tools" ||
        fail "cargo install wasm-bindgen-cli --version $bindgen_version"
fi

# The build: the standard library from source (-Z build-std, which RUSTC_BOOTSTRAP allows on a stable
# compiler), the `web` profile (Cargo.toml), its own target folder so that the desktop build's cache stays.
features=()
if [ -n "$test_build" ]; then
    export SLINT_EMIT_DEBUG_INFO=1
    if "$cargo" metadata --locked --no-deps --format-version 1 |
        python3 -c 'import json, sys; m = json.load(sys.stdin); sys.exit(0 if any(p["name"] == sys.argv[1] and "web-test" in p["features"] for p in m["packages"]) else 1)' "$package"; then
        features=(--features web-test)
    fi
fi
say "building $package for $target (profile web${test_build:+, test build})"
# `cargo rustc --crate-type cdylib`: the library as a cdylib alone, since cargo skips LTO for a library that is
# also an rlib (the app's is, for the tests and the Android build).
RUSTC="$rustc" RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR="$out" \
    "$cargo" rustc --locked --quiet -Z build-std=std,panic_abort --target "$target" --profile web \
    -p "$package" --lib --crate-type cdylib "${features[@]}" || fail "cargo build of $package for $target"
built=$(date +%s)

wasm="$out/$target/web/$(tr - _ <<<"$package").wasm"
[ -f "$wasm" ] || fail "the build made no $wasm"

# The site: bindings and glue (app.js, app_bg.wasm), then the shell from web/.
rm -rf "$site"
mkdir -p "$site/icons"
# Without the function names (a third of the module: a panic's message still says what and where in our words)
# and the producers' note: less for every visitor to fetch and the browser to read before the first frame.
"$bindgen" --target web --no-typescript --remove-name-section --remove-producers-section --out-dir "$site" --out-name app "$wasm" || fail "wasm-bindgen"
# No wasm-opt: Debian's binaryen (version 108) shrinks the module by 13% gzip but breaks it (the page fails
# with "WebAssembly.Table.set(): Argument 1 is invalid for table"; it predates Rust's default reference types).
cp web/index.html web/manifest.webmanifest "$site/"
cp web/icons/*.png "$site/icons/"

# The service worker: the list of files to cache and a version that changes with any of them.
mapfile -t files < <(cd "$site" && find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort)
version=$(cd "$site" && sha256sum "${files[@]}" | sha256sum | cut -c1-16)
list=$(printf '"%s", ' "${files[@]}")
list=${list%, }
sed -e "s|@VERSION@|$version|" -e "s|@FILES@|$list|" web/sw.js >"$site/sw.js"

# The transfer size: what a first visit downloads, each file compressed as a web server would (gzip -9).
total=0
report=""
for file in "${files[@]}" sw.js; do
    size=$(gzip -9 -c "$site/$file" | wc -c)
    total=$((total + size))
    report+=$(printf '\n  %8d  %s' "$size" "$file")
done
wasm_raw=$(wc -c <"$site/app_bg.wasm")
say "built in $((built - started))s, site in $(($(date +%s) - built))s; wasm $wasm_raw bytes; transfer (gzip -9) $total bytes:$report"
echo "$site"
