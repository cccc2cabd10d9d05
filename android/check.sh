#!/usr/bin/env bash
# What can be proved about the Android build without the Android SDK, NDK or a JDK: `cargo check` of the
# app's Rust code for aarch64-linux-android, with rustup's prebuilt standard library for that target (rustup
# adds it when it can reach its server), else with Debian's Rust and its library source (-Z build-std), the
# fallback for a machine where rustup cannot fetch the target. STANDFIRM_ANDROID_TOOLCHAIN=rustup|debian
# forces one.
#
# Checked: the engine, the saves store (when the workspace has it), and the app's library as the APK builds
# it but without Slint's Android backend (the `android` feature), which cannot be built here: its build script
# compiles a Java helper against android.jar with javac and d8, and its Skia renderer needs the NDK. That
# includes all of src/platform/android.rs but `android_main`.
#
# Prints one line. On failure, also the end of the cargo log (kept in the cache folder below).
# Environment: XDG_CACHE_HOME (the target folder goes under it), CARGO_BUILD_JOBS (as for cargo).
set -euo pipefail
cd "$(dirname "$0")/.."

target=aarch64-linux-android
cache="${XDG_CACHE_HOME:-$HOME/.cache}/standfirm/android-check"
log="$cache/check.log"
mkdir -p "$cache"
: >"$log"
started=$(date +%s)

fail() {
    echo "android/check.sh: FAILED: $1 (log: $log)"
    tail -n 40 "$log" >&2
    exit 1
}

road=${STANDFIRM_ANDROID_TOOLCHAIN:-}
rustup_has_target() {
    command -v rustup >/dev/null && command -v cargo >/dev/null || return 1
    rustup target list --installed 2>/dev/null | grep -qx "$target" && return 0
    rustup target add "$target" >>"$log" 2>&1
}
if [ -z "$road" ]; then
    if rustup_has_target; then road=rustup; else road=debian; fi
fi

# Debian's Rust with its library source: rustc-web, cargo-web and rust-web-src (Rust 1.96 on Debian 12;
# Slint 1.18 needs 1.92 or newer). The script installs them with apt when they are missing.
rustc=/usr/bin/rustc
cargo=/usr/bin/cargo
library=/usr/lib/rustlib/src/rust/library
toolchain_ok() {
    [ -x "$rustc" ] && [ -x "$cargo" ] && [ -f "$library/Cargo.lock" ] || return 1
    local minor
    minor=$("$rustc" --version | sed -n 's/^rustc 1\.\([0-9]*\)\..*/\1/p')
    [ -n "$minor" ] && [ "$minor" -ge 92 ]
}
if [ "$road" = rustup ]; then
    rustup_has_target || fail "rustup has no $target and could not add it; STANDFIRM_ANDROID_TOOLCHAIN=debian"
    rustc=$(rustup which rustc)
    cargo=$(rustup which cargo)
elif ! toolchain_ok; then
    if ! command -v apt-get >/dev/null; then
        fail "Debian's rustc-web, cargo-web and rust-web-src (Rust 1.92+) are needed, and there is no apt-get"
    fi
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
    {
        "${sudo[@]}" apt-get update &&
            DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y rustc-web cargo-web rust-web-src
    } >>"$log" 2>&1 || fail "could not install rustc-web, cargo-web and rust-web-src with apt-get"
    toolchain_ok || fail "Debian's rustc at $rustc is older than 1.92 (Slint 1.18 needs 1.92)"
fi

# The workspace packages to check: the app's library and every library package it is built from here.
packages=(-p standfirm-engine -p standfirm)
names="standfirm-engine, standfirm (lib)"
metadata=$("$cargo" metadata --no-deps --format-version 1 2>>"$log") || fail "cargo metadata failed"
if grep -q '"name":"standfirm-store"' <<<"$metadata"; then
    packages+=(-p standfirm-store)
    names="standfirm-engine, standfirm-store, standfirm (lib)"
fi
# The table server's protocol (serde types), which the app's online table will speak.
if grep -q '"name":"standfirm-protocol"' <<<"$metadata"; then
    packages+=(-p standfirm-protocol)
    names="$names, standfirm-protocol"
fi

# ring (the TLS of the online tables' sockets, src/platform/native_net.rs) compiles C and assembly for the
# target in its build script. The APK's build has the NDK's clang; here Debian's clang targets Android without
# its sysroot: ring's C needs only the compiler's own headers (-ffreestanding -nostdlibinc, and ring's own
# switch for that, RING_CORE_NOSTDLIBINC, as for its wasm32 builds), and nothing is linked. The
# script installs clang-22 when no clang is there.
c_compiler=()
if grep -q '^name = "ring"$' Cargo.lock && [ -z "${CC_aarch64_linux_android:-}" ]; then
    clang=$(command -v clang-22 || command -v clang || true)
    if [ -z "$clang" ] && command -v apt-get >/dev/null; then
        sudo=()
        if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
        {
            "${sudo[@]}" apt-get update -qq &&
                DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq clang-22
        } >>"$log" 2>&1 ||
            fail "ring needs a C compiler for $target, and apt-get could not install clang-22"
        clang=$(command -v clang-22)
    fi
    [ -n "$clang" ] || fail "ring needs a C compiler for $target: install clang"
    archiver=$(command -v "llvm-ar-${clang##*-}" || command -v llvm-ar || command -v ar)
    c_compiler=(CC_aarch64_linux_android="$clang" AR_aarch64_linux_android="$archiver"
        CFLAGS_aarch64_linux_android="--target=${target}21 -ffreestanding -nostdlibinc -DRING_CORE_NOSTDLIBINC=1")
fi

# Debian's road: RUSTC_BOOTSTRAP lets the stable compiler take -Z build-std. Warnings are errors in our own
# crates (dependencies and the standard library have their lints capped, as always). A target folder per road.
build_std=()
bootstrap=()
if [ "$road" = debian ]; then
    build_std=(-Z build-std)
    bootstrap=(RUSTC_BOOTSTRAP=1)
fi
if ! env "${bootstrap[@]}" "${c_compiler[@]}" RUSTC="$rustc" RUSTFLAGS="-D warnings" CARGO_TARGET_DIR="$cache/target-$road" \
    "$cargo" check --locked "${build_std[@]}" --target "$target" --lib "${packages[@]}" >>"$log" 2>&1; then
    fail "cargo check --target $target of $names ($road)"
fi

seconds=$(($(date +%s) - started))
how="rustup's $("$rustc" --version | cut -d' ' -f2), its prebuilt std"
if [ "$road" = debian ]; then how="Debian $("$rustc" --version | cut -d' ' -f2), -Z build-std"; fi
echo "android/check.sh: OK in ${seconds}s: cargo check --target $target ($how) of $names, all of src/platform/android.rs but android_main, without Slint's Android backend; not checked here: the backend and Skia, android_main, x86_64-linux-android, linking, the APK (need the Android SDK, NDK r27+ and JDK 17: android/build-apk.sh)"
