#!/usr/bin/env bash
# Builds the desktop .deb with cargo-deb (Cargo.toml's [package.metadata.deb]) and prints its path on the last
# line. The Release workflow runs it on the oldest base the package supports (Ubuntu 22.04: glibc 2.35), so that
# it installs on Ubuntu 22.04 and newer and Debian 12 and newer; packaging/test-deb.sh builds with it and
# installs and launches the result.
#
# Usage: packaging/build-deb.sh [--no-build]
#   --no-build  package the release binary already in the target folder (cargo build --release)
# Installs cargo-deb when missing (cargo install, --locked, then without if its lock no longer resolves).
# Environment: CARGO_TARGET_DIR (as for cargo).
set -euo pipefail
cd "$(dirname "$0")/.."

cargo_deb_version=3.8.0
build=(--locked)
case "${1:-}" in
"") ;;
--no-build) build=(--no-build) ;;
*)
    echo "packaging/build-deb.sh: unknown argument '$1' (usage: packaging/build-deb.sh [--no-build])" >&2
    exit 2
    ;;
esac
if ! cargo deb --version >/dev/null 2>&1; then
    cargo install cargo-deb --version "$cargo_deb_version" --locked ||
        cargo install cargo-deb --version "$cargo_deb_version"
fi
deb=$(cargo deb -p standfirm "${build[@]}" | tail -n 1)
[ -f "$deb" ] || {
    echo "packaging/build-deb.sh: cargo deb gave no package ('$deb')" >&2
    exit 1
}
echo "packaging/build-deb.sh: $deb ($(stat -c %s "$deb") bytes; installed size $(dpkg-deb -f "$deb" Installed-Size) KiB)" >&2
echo "depends: $(dpkg-deb -f "$deb" Depends)" >&2
echo "$deb"
