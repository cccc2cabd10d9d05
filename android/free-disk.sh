#!/usr/bin/env bash
# Frees disk on a hosted runner (the Android workflow's jobs): removes toolchains the jobs do not use. Skia's
# builds, their sources and the target folders, and the emulator's data partition, need more than the image
# leaves free. Prints the free space before and after. Only for a throwaway runner: it deletes system folders.
set -euo pipefail

if [ "${GITHUB_ACTIONS:-}" != true ]; then
    echo "android/free-disk.sh: only on a hosted runner (GITHUB_ACTIONS=true): it deletes system folders" >&2
    exit 2
fi
echo "Free before: $(df -h --output=avail / | tail -n 1)"
sudo rm -rf /usr/share/dotnet /usr/local/.ghcup /opt/ghc /usr/share/swift /usr/local/share/powershell \
    /usr/local/share/chromium
echo "Free after: $(df -h --output=avail / | tail -n 1)"
