#!/usr/bin/env bash
# Builds Stand Firm for the browser and writes a folder ready to serve: index.html, the app's .wasm and its JS
# glue, the web app manifest, the service worker, version.json and the icons. Installs what is missing first:
# the compiler's road (below), and wasm-bindgen-cli at the locked wasm-bindgen's version (into target/web/tools,
# kept between builds).
#
# Usage: web/build.sh [--test [--quick]] [--toolchain rustup|debian] [--wasm-opt | --no-wasm-opt] [PACKAGE]
#   PACKAGE      the workspace package to build: standfirm (the app, the default), standfirm-web-bare (the bare
#                Slint window the budgets compare against) or standfirm-web-store-check
#   --test       a test build: Slint's debug info on (element queries by accessible label) and the package's
#                `web-test` feature when it has one, on the release site's `web` profile, so that it shares its
#                build of Slint and every dependency (CI builds both: one build of Slint, two of the app)
#   --quick      with --test: the `web-test` profile instead (no LTO, sixteen code-generation units): a change to
#                the app rebuilds in a fraction of the time, but Slint is built once more for it (for working on
#                the browser tests)
#   --toolchain  the compiler's road (default: rustup when it has, or can add, wasm32-unknown-unknown; else
#                debian; STANDFIRM_WEB_TOOLCHAIN says the same):
#                  rustup  the toolchain rustup runs here (rust-toolchain or the default) with its prebuilt
#                          wasm32-unknown-unknown standard library and its own linker (rust-lld)
#                  debian  Debian's Rust 1.96 with its library source (rustc-web, cargo-web, rust-web-src) and
#                          wasm-ld (lld-22): the standard library built from source (-Z build-std), for a
#                          machine where rustup cannot fetch the target
#   --wasm-opt, --no-wasm-opt
#                run binaryen's wasm-opt -Oz on the module, or not (the npm registry's binaryen, installed into
#                target/web/tools). Default: on for a release build (the module the browser compiles 11% smaller),
#                off for a test build (its gzip grows, and it measures nothing); web/README.md, "wasm-opt"
# Prints the site folder on its last line: target/web/site/PACKAGE (PACKAGE-test with --test).
# Environment: CARGO_BUILD_JOBS as for cargo; STANDFIRM_WEB_TOOLCHAIN (above).
# On a machine shared with other builds, run it under the same lock as every cargo command.
set -euo pipefail
cd "$(dirname "$0")/.."

test_build=
quick=
package=standfirm
road=${STANDFIRM_WEB_TOOLCHAIN:-}
optimise=default
usage="usage: web/build.sh [--test [--quick]] [--toolchain rustup|debian] [--wasm-opt | --no-wasm-opt] [PACKAGE]"
while [ $# -gt 0 ]; do
    case "$1" in
    --test) test_build=1 ;;
    --quick) quick=1 ;;
    --wasm-opt) optimise=1 ;;
    --no-wasm-opt) optimise= ;;
    --toolchain)
        road=${2:-}
        shift
        ;;
    --toolchain=*) road=${1#--toolchain=} ;;
    -*) echo "web/build.sh: unknown option $1 ($usage)" >&2; exit 2 ;;
    *) package=$1 ;;
    esac
    shift
done
case "$road" in
"" | rustup | debian) ;;
*) echo "web/build.sh: --toolchain takes rustup or debian, not '$road' ($usage)" >&2; exit 2 ;;
esac

if [ -n "$quick" ] && [ -z "$test_build" ]; then
    echo "web/build.sh: --quick is for a test build (--test) ($usage)" >&2
    exit 2
fi
if [ "$optimise" = default ]; then
    if [ -n "$test_build" ]; then optimise=; else optimise=1; fi
fi

target=wasm32-unknown-unknown
out=target/web
tools="$out/tools"
site="$out/site/$package${test_build:+-test}"
started=$(date +%s)

say() { echo "web/build.sh: $*"; }
fail() { echo "web/build.sh: FAILED: $*" >&2; exit 1; }

# rustup's road: the target's standard library is prebuilt; rustup adds it when it can reach its server.
rustup_has_target() {
    command -v rustup >/dev/null && command -v cargo >/dev/null || return 1
    rustup target list --installed 2>/dev/null | grep -qx "$target" && return 0
    rustup target add "$target" >/dev/null 2>&1
}
# Debian's road: the same toolchain android/check.sh falls back to, and wasm-ld; installed when missing.
rustc_debian=/usr/bin/rustc
cargo_debian=/usr/bin/cargo
library=/usr/lib/rustlib/src/rust/library
llvm=/usr/lib/llvm-22/bin
have_debian() {
    [ -x "$rustc_debian" ] && [ -x "$cargo_debian" ] && [ -f "$library/Cargo.lock" ] && [ -x "$llvm/wasm-ld" ] || return 1
    local minor
    minor=$("$rustc_debian" --version | sed -n 's/^rustc 1\.\([0-9]*\)\..*/\1/p')
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
if [ -z "$road" ]; then
    if rustup_has_target; then road=rustup; else road=debian; fi
fi
cargo=()
case "$road" in
rustup)
    rustup_has_target || fail "rustup has no $target and could not add it (rustup target add $target); try --toolchain debian"
    cargo=(cargo)
    rustc_version=$(rustc --version)
    ;;
debian)
    if ! have_debian; then
        say "installing Debian's rustc-web, cargo-web, rust-web-src and lld-22"
        apt_install rustc-web cargo-web rust-web-src lld-22
        have_debian || fail "Debian's rustc at $rustc_debian is older than 1.92 (Slint 1.18 needs 1.92)"
    fi
    export PATH="$llvm:$PATH"
    cargo=(env RUSTC="$rustc_debian" RUSTC_BOOTSTRAP=1 "$cargo_debian")
    rustc_version=$("$rustc_debian" --version)
    ;;
esac

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

# The build: the `web` profile (Cargo.toml; `web-test` for a quick test build), a target folder of its own per
# road (the desktop build's cache stays, and each road keeps its own standard library and Slint).
features=()
profile=web
if [ -n "$test_build" ]; then
    if [ -n "$quick" ]; then profile=web-test; fi
    export SLINT_EMIT_DEBUG_INFO=1
    if "${cargo[@]}" metadata --locked --no-deps --format-version 1 |
        python3 -c 'import json, sys; m = json.load(sys.stdin); sys.exit(0 if any(p["name"] == sys.argv[1] and "web-test" in p["features"] for p in m["packages"]) else 1)' "$package"; then
        features=(--features web-test)
    fi
fi
# A cdylib's file has no hash in its name: the test build and the release build of a package write the same
# file, and cargo, seeing it newer than its sources, would take the other build's module for its own. The file's
# build is noted beside it once made, and the file removed (so that cargo makes it again) unless this build made
# it.
wasm="$out/$road/$target/$profile/$(tr - _ <<<"$package").wasm"
made_by="$wasm.build"
kind=${test_build:+test}
kind=${kind:-release}
if [ "$(cat "$made_by" 2>/dev/null)" != "$kind" ]; then
    rm -f "$wasm" "$out/$road/$target/$profile/deps/$(basename "$wasm")"
fi
rm -f "$made_by"
build_std=()
if [ "$road" = debian ]; then build_std=(-Z "build-std=std,panic_abort"); fi
say "building $package for $target (profile $profile; $road: $rustc_version)"
# `cargo rustc --crate-type cdylib`: the library as a cdylib alone, since cargo skips LTO for a library that is
# also an rlib (the app's is, for the tests and the Android build).
CARGO_TARGET_DIR="$out/$road" \
    "${cargo[@]}" rustc --locked --quiet "${build_std[@]}" --target "$target" --profile "$profile" \
    -p "$package" --lib --crate-type cdylib "${features[@]}" || fail "cargo build of $package for $target ($road)"
built=$(date +%s)
[ -f "$wasm" ] || fail "the build made no $wasm"
echo "$kind" >"$made_by"

# The site: bindings and glue (app.js, app_bg.wasm), then the shell from web/.
rm -rf "$site"
mkdir -p "$site/icons"
# Without the function names (a third of the module: a panic's message still says what and where in our words)
# and the producers' note: less for every visitor to fetch and the browser to read before the first frame.
"$bindgen" --target web --no-typescript --remove-name-section --remove-producers-section --out-dir "$site" --out-name app "$wasm" || fail "wasm-bindgen"
# wasm-opt (--wasm-opt): a current binaryen from the npm registry (Debian's version 108 breaks the module: the page
# fails with "WebAssembly.Table.set(): Argument 1 is invalid for table"; it predates Rust's default reference
# types). The features are the ones rustc's wasm32 target emits by default.
if [ -n "$optimise" ]; then
    binaryen_version=132.0.0
    wasm_opt="$tools/node_modules/.bin/wasm-opt"
    if ! [ -x "$wasm_opt" ] || ! "$wasm_opt" --version | grep -q "version ${binaryen_version%%.*}"; then
        command -v npm >/dev/null || fail "--wasm-opt needs npm (Node.js) for binaryen"
        say "installing binaryen $binaryen_version (npm) into $tools"
        npm install --silent --no-audit --no-fund --prefix "$tools" "binaryen@$binaryen_version" >/dev/null ||
            fail "npm install binaryen@$binaryen_version"
    fi
    before=$(wc -c <"$site/app_bg.wasm")
    "$wasm_opt" -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue \
        "$site/app_bg.wasm" -o "$site/app_bg.opt.wasm" || fail "wasm-opt"
    mv "$site/app_bg.opt.wasm" "$site/app_bg.wasm"
    say "wasm-opt -Oz: $before -> $(wc -c <"$site/app_bg.wasm") bytes"
fi
cp web/index.html web/update.js web/manifest.webmanifest "$site/"
cp web/icons/*.png "$site/icons/"

# The service worker: the list of files to cache and a version that changes with any of them, also written to
# version.json for the page (web/update.js) and About.
mapfile -t files < <(cd "$site" && find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort)
version=$(cd "$site" && sha256sum "${files[@]}" | sha256sum | cut -c1-16)
printf '{"version": "%s", "package": "%s", "toolchain": "%s", "wasm_opt": %s}\n' "$version" "$package" "$road" \
    "$([ -n "$optimise" ] && echo true || echo false)" >"$site/version.json"
files+=(version.json)
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
wasm_gzip=$(gzip -9 -c "$site/app_bg.wasm" | wc -c)
say "built in $((built - started))s ($road), site in $(($(date +%s) - built))s; version $version; wasm $wasm_raw bytes ($wasm_gzip gzip); transfer (gzip -9) $total bytes:$report"
echo "$site"
