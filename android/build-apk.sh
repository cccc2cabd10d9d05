#!/usr/bin/env bash
# Builds Stand Firm's Android APK with cargo-apk (android/README.md): a debug APK signed with the debug key,
# and also a release APK when a release keystore is given.
#
#   android/build-apk.sh            debug APK, arm64-v8a and x86_64 (and the release APK too when the keystore
#                                   variables are set)
#   android/build-apk.sh --release  the release APK only (arm64-v8a)
#   android/build-apk.sh --until-sdk  without the Android SDK (.ci/run, through android/test-apk-workspace.sh):
#                                   runs the same `cargo apk build` with no SDK in its environment and checks
#                                   that cargo-apk read the workspace, the package and its features and stopped
#                                   at its first step that needs the SDK, not before; installs cargo-apk first
#                                   (CARGO_APK_ROOT: where, default cargo's own bin folder)
#
# Needs: Rust 1.92+ with rustup, the Android SDK (platform 35, build-tools with aapt, zipalign, apksigner and
# d8), the NDK r27 or newer, JDK 17, and what building Skia from source needs (rust-skia has no prebuilt
# binaries for the features Slint asks for on Android: android/README.md, "Skia"): curl, git, python3, ninja,
# libclang and the network. The script checks all of them first and names each one missing with where to get
# it. At the end it tells, per target, whether Skia was downloaded or built (android/skia-report.sh).
#
# Environment:
#   ANDROID_HOME (or ANDROID_SDK_ROOT)    the SDK
#   ANDROID_NDK_ROOT (or ANDROID_NDK_HOME, NDK_HOME)  the NDK; default: the newest under $ANDROID_HOME/ndk
#   JAVA_HOME                            the JDK; default: javac on PATH
#   CARGO_APK_RELEASE_KEYSTORE, CARGO_APK_RELEASE_KEYSTORE_PASSWORD   the release keystore and its password:
#                                        the release APK is built only when both are set (a notice says so
#                                        otherwise); the debug APK is built either way
#   CARGO_APK_ROOT                       where cargo-apk is installed (cargo install --root); default cargo's
#   CARGO_TARGET_DIR                     default: target/android in the repository
set -euo pipefail
cd "$(dirname "$0")/.."

platform=35
ndk_min=27
targets=(aarch64-linux-android x86_64-linux-android)
cargo_apk_version=0.10.0

mode=debug
case "${1:-}" in
    "") ;;
    --release) mode=release ;;
    --until-sdk) mode=until-sdk ;;
    -h | --help)
        sed -n '2,28p' "$0"
        exit 0
        ;;
    *)
        echo "build-apk.sh: unknown argument '$1' (try --help)" >&2
        exit 2
        ;;
esac

# cargo-apk, pinned (android/README.md): its 2023 lock file may no longer resolve, so an install without
# --locked follows a failed one.
apk_root=()
if [ -n "${CARGO_APK_ROOT:-}" ]; then
    apk_root=(--root "$CARGO_APK_ROOT")
    export PATH="$CARGO_APK_ROOT/bin:$PATH"
fi
install_cargo_apk() {
    if cargo apk version 2>/dev/null | grep -q "cargo-apk $cargo_apk_version"; then return; fi
    cargo install cargo-apk --version "$cargo_apk_version" --locked "${apk_root[@]}" ||
        cargo install cargo-apk --version "$cargo_apk_version" "${apk_root[@]}"
}
# The one APK build command, from the repository's root (both the real build and --until-sdk run it).
apk_build() {
    cargo apk build -p standfirm --lib --features android "$@"
}

# --until-sdk: the real cargo-apk on this workspace with no SDK in sight. cargo-apk reads the workspace and the
# package first (cargo-subcommand: a bad member, manifest, package or feature stops it there), then asks for the
# SDK: that is where it must stop.
if [ "$mode" = until-sdk ]; then
    install_cargo_apk >/dev/null 2>&1 || {
        echo "build-apk.sh: FAILED: cargo install cargo-apk --version $cargo_apk_version" >&2
        exit 1
    }
    said=$(env -u ANDROID_HOME -u ANDROID_SDK_ROOT -u ANDROID_NDK_ROOT -u ANDROID_NDK_HOME -u NDK_HOME \
        -u ANDROID_NDK bash -c "$(declare -f apk_build); apk_build" 2>&1) && {
        echo "build-apk.sh: FAILED: cargo apk build passed without an Android SDK" >&2
        exit 1
    }
    if ! grep -q "Using package \`standfirm\`" <<<"$said" || ! grep -q "Android SDK is not found" <<<"$said"; then
        echo "build-apk.sh: FAILED: cargo apk build stopped before the SDK step:" >&2
        echo "$said" >&2
        exit 1
    fi
    # cargo-apk takes `--features` on trust until it compiles: the feature, and what it brings for each target,
    # resolved by cargo itself.
    for target in "${targets[@]}"; do
        if ! tree=$(cargo tree --locked -p standfirm --features android --target "$target" --depth 0 -e normal 2>&1); then
            echo "build-apk.sh: FAILED: the package's \`android\` feature does not resolve for $target:" >&2
            echo "$tree" >&2
            exit 1
        fi
    done
    echo "build-apk.sh: OK: cargo-apk $cargo_apk_version read the workspace and the package standfirm and stopped at the SDK ($(grep -m1 'Android SDK is not found' <<<"$said" | sed 's/^Error: //')); the android feature resolves for ${targets[*]}"
    exit 0
fi

missing=()
need() { missing+=("$1"); }
sdkmanager_hint="with Android Studio's SDK Manager, or the command-line tools' sdkmanager (https://developer.android.com/tools/sdkmanager)"

# --- Rust ---
if ! command -v cargo >/dev/null || ! command -v rustup >/dev/null; then
    need "Rust with rustup (cargo and rustup on PATH): https://rustup.rs"
else
    rust_minor=$(rustc --version | sed -n 's/^rustc 1\.\([0-9]*\)\..*/\1/p')
    if [ -z "$rust_minor" ] || [ "$rust_minor" -lt 92 ]; then
        need "Rust 1.92 or newer (Slint 1.18 needs it; found '$(rustc --version)'): rustup update stable"
    fi
fi

# --- Android SDK: platform and build-tools ---
sdk="${ANDROID_HOME:-${ANDROID_SDK_ROOT:-}}"
build_tools=""
if [ -z "$sdk" ] || [ ! -d "$sdk" ]; then
    need "the Android SDK, with ANDROID_HOME set to its folder: install it $sdkmanager_hint"
else
    if [ ! -f "$sdk/platforms/android-$platform/android.jar" ]; then
        need "SDK platform $platform ($sdk/platforms/android-$platform/android.jar): sdkmanager \"platforms;android-$platform\""
    fi
    # cargo-apk uses the newest build-tools folder (by name); Slint's build script uses its d8.
    if [ -d "$sdk/build-tools" ]; then
        build_tools=$(find "$sdk/build-tools" -mindepth 1 -maxdepth 1 -type d -name '[0-9]*' -printf '%f\n' | sort | tail -n 1)
    fi
    if [ -z "$build_tools" ]; then
        need "SDK build-tools (35.0.0 or newer): sdkmanager \"build-tools;35.0.0\""
    else
        for tool in aapt zipalign apksigner lib/d8.jar; do
            if [ ! -e "$sdk/build-tools/$build_tools/$tool" ]; then
                need "$tool in SDK build-tools $build_tools: sdkmanager \"build-tools;35.0.0\""
            fi
        done
    fi
fi

# --- NDK r27+ ---
ndk="${ANDROID_NDK_ROOT:-${ANDROID_NDK_HOME:-${NDK_HOME:-}}}"
if [ -z "$ndk" ] && [ -n "$sdk" ] && [ -d "$sdk/ndk" ]; then
    newest=$(find "$sdk/ndk" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort -V | tail -n 1)
    if [ -n "$newest" ]; then ndk="$sdk/ndk/$newest"; fi
fi
if [ -z "$ndk" ] || [ ! -f "$ndk/source.properties" ]; then
    need "the Android NDK r$ndk_min or newer (ANDROID_NDK_ROOT, or under \$ANDROID_HOME/ndk): sdkmanager \"ndk;27.2.12479018\""
else
    ndk_major=$(sed -n 's/^Pkg\.Revision *= *\([0-9]*\)\..*/\1/p' "$ndk/source.properties")
    if [ -z "$ndk_major" ] || [ "$ndk_major" -lt "$ndk_min" ]; then
        need "the Android NDK r$ndk_min or newer (found '${ndk_major:-?}' at $ndk): sdkmanager \"ndk;27.2.12479018\""
    fi
fi

# --- JDK 17 (javac for Slint's Java helper, keytool for the debug key) ---
jdk_bin=""
if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/javac" ]; then
    jdk_bin="$JAVA_HOME/bin"
elif command -v javac >/dev/null; then
    jdk_bin=$(dirname "$(readlink -f "$(command -v javac)")")
fi
if [ -z "$jdk_bin" ]; then
    need "JDK 17 (javac and keytool; JAVA_HOME or PATH): apt-get install openjdk-17-jdk-headless, or Android Studio's jbr"
else
    java_major=$("$jdk_bin/javac" -version 2>&1 | sed -n 's/^javac \([0-9]*\).*/\1/p')
    if [ -z "$java_major" ] || [ "$java_major" -lt 17 ]; then
        need "JDK 17 or newer (found javac '${java_major:-?}' in $jdk_bin): apt-get install openjdk-17-jdk-headless"
    fi
    if [ ! -x "$jdk_bin/keytool" ] && ! command -v keytool >/dev/null; then
        need "keytool (part of the JDK, makes the debug key): apt-get install openjdk-17-jdk-headless"
    fi
fi

# --- Skia's build from source: skia-bindings downloads Skia with curl and its dependencies with git
# (tools/git-sync-deps, a Python script), configures it with gn and builds it with ninja; bindgen loads libclang.
if ! command -v curl >/dev/null; then
    need "curl (skia-bindings downloads Skia's source with it during the build): apt-get install curl"
fi
if ! command -v git >/dev/null; then
    need "git (Skia's third-party sources are fetched with it during the build): apt-get install git"
fi
if ! command -v python3 >/dev/null && ! command -v python >/dev/null; then
    need "Python 3 (Skia's build scripts): apt-get install python3"
fi
if ! command -v ninja >/dev/null; then
    need "ninja (builds Skia): apt-get install ninja-build"
fi
libraries=$(ldconfig -p 2>/dev/null || true)
if [ -z "${LIBCLANG_PATH:-}" ] && [[ $libraries != *libclang* ]]; then
    need "libclang (bindgen generates Skia's Rust bindings with it; or set LIBCLANG_PATH): apt-get install libclang-dev"
fi

# --- the release keystore: needed for --release; otherwise the release APK is built only when both are given
release_apk=
if [ "$mode" = release ]; then
    if [ -z "${CARGO_APK_RELEASE_KEYSTORE:-}" ] || [ ! -f "$CARGO_APK_RELEASE_KEYSTORE" ]; then
        need "a release keystore file in CARGO_APK_RELEASE_KEYSTORE (make one: keytool -genkeypair -keystore standfirm.jks -alias standfirm -keyalg RSA -keysize 4096 -validity 10000)"
    fi
    if [ -z "${CARGO_APK_RELEASE_KEYSTORE_PASSWORD:-}" ]; then
        need "the release keystore's password in CARGO_APK_RELEASE_KEYSTORE_PASSWORD"
    fi
    release_apk=1
elif [ -n "${CARGO_APK_RELEASE_KEYSTORE:-}" ] && [ -f "$CARGO_APK_RELEASE_KEYSTORE" ] &&
    [ -n "${CARGO_APK_RELEASE_KEYSTORE_PASSWORD:-}" ]; then
    release_apk=1
elif [ -n "${CARGO_APK_RELEASE_KEYSTORE:-}${CARGO_APK_RELEASE_KEYSTORE_PASSWORD:-}" ]; then
    echo "build-apk.sh: notice: the release APK is skipped: it needs both CARGO_APK_RELEASE_KEYSTORE (a file) and CARGO_APK_RELEASE_KEYSTORE_PASSWORD; the debug APK is built" >&2
fi

if [ "${#missing[@]}" -gt 0 ]; then
    echo "build-apk.sh: cannot build the APK; missing:" >&2
    for item in "${missing[@]}"; do echo "  - $item" >&2; done
    exit 1
fi

if [ -n "$jdk_bin" ] && [ "$java_major" -ge 21 ] && [ "${build_tools%%.*}" -lt 35 ]; then
    echo "build-apk.sh: warning: JDK $java_major with build-tools $build_tools: d8 may fail (Slint issue 4973); use JDK 17 or build-tools 35" >&2
fi

# --- the build ---
export ANDROID_HOME="$sdk" ANDROID_SDK_ROOT="$sdk"
# cargo-apk reads ANDROID_NDK_ROOT; skia-bindings reads ANDROID_NDK.
export ANDROID_NDK_ROOT="$ndk" ANDROID_NDK="$ndk"
# Slint's Java helper compiles against this platform's android.jar.
export ANDROID_PLATFORM="android-$platform"
export JAVA_HOME="${JAVA_HOME:-$(dirname "$jdk_bin")}"
export PATH="$jdk_bin:$PATH"
# cargo-apk needs an absolute target folder; a separate one keeps the desktop build's artifacts untouched.
target_dir="${CARGO_TARGET_DIR:-target/android}"
case "$target_dir" in /*) ;; *) target_dir="$PWD/$target_dir" ;; esac
export CARGO_TARGET_DIR="$target_dir"
# 16 KB pages (Android 15+ devices, and Google Play for target SDK 35): align the library's segments for them.
export RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }-C link-arg=-Wl,-z,max-page-size=16384"

# Build scripts that run from here on are "now" for the Skia report.
started=$(mktemp)
trap 'rm -f "$started"' EXIT

rustup target add "${targets[@]}"
install_cargo_apk
# cargo-apk and Slint's build script both take the newest build-tools folder: say which.
echo "build-apk.sh: SDK $sdk, build-tools $build_tools (the newest there: cargo-apk's and Slint's d8), NDK $ndk"

built=()
if [ "$mode" = debug ]; then
    apk_build
    built+=("$target_dir/debug/apk")
fi
if [ -n "$release_apk" ]; then
    # arm64-v8a only: every phone and tablet it is meant for, and half the download.
    apk_build --release --target aarch64-linux-android
    built+=("$target_dir/release/apk")
fi

echo "build-apk.sh: built (install with: adb install -r FILE):"
find "${built[@]}" -maxdepth 1 -name '*.apk' -printf '  %p (%s bytes)\n'
bash android/skia-report.sh "$target_dir" "$started"
