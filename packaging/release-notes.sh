#!/usr/bin/env bash
# Prints the notes of one version from CHANGELOG.md: the lines under its `## [X.Y.Z]` heading, up to the next
# `## ` heading, without the blank lines at either end. Exit 1 when there is no such section or it is empty.
#
# Usage: packaging/release-notes.sh VERSION [CHANGELOG]   (VERSION without the v: 0.1.0)
set -euo pipefail
cd "$(dirname "$0")/.."

version=${1:?usage: packaging/release-notes.sh VERSION [CHANGELOG]}
changelog=${2:-CHANGELOG.md}
[ -f "$changelog" ] || { echo "packaging/release-notes.sh: no $changelog" >&2; exit 1; }
awk -v version="$version" '
    BEGIN { heading = "## [" version "]" }
    /^## / { if (inside) exit; if (index($0, heading) == 1) { inside = 1; next } }
    inside { lines[++n] = $0 }
    END {
        first = 1; while (first <= n && lines[first] ~ /^[[:space:]]*$/) first++
        last = n; while (last >= first && lines[last] ~ /^[[:space:]]*$/) last--
        if (first > last) exit 1
        for (i = first; i <= last; i++) print lines[i]
    }' "$changelog"
