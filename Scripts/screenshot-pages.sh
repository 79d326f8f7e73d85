#!/usr/bin/env bash
# Renders pages of the static catalogue to PNG with headless Chromium, for reviewing the drawings
# and pages by eye. Not run by CI.
#
# usage: Scripts/screenshot-pages.sh [OUT_DIR] [PAGE ...]
#
#   OUT_DIR   where the site and the PNGs go (default: .build/site-screenshots)
#   PAGE      pages of the site to shoot, relative to its root (default: index.html, the page of
#             seed000-subviews-first-hits-overflowing-b and of rule HT-07); a fixture's drawing
#             alone is fixtures/ID.svg
#
# Needs Debian's `chromium` package (apt-get install -y chromium). Window size: SCREENSHOT_SIZE
# (default 1000,1000). Run from anywhere inside the repository.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-.build/site-screenshots}"
shift || true
pages=("$@")
if [ ${#pages[@]} -eq 0 ]; then
    pages=(index.html fixtures/seed000-subviews-first-hits-overflowing-b.html rules/HT-07.html)
fi
size="${SCREENSHOT_SIZE:-1000,1000}"

source Scripts/chromium.sh

mkdir -p "$out"
out="$(cd "$out" && pwd)"
swift run dispatch-conformance site --out "$out/site"

for page in "${pages[@]}"; do
    if [ ! -f "$out/site/$page" ]; then
        echo "error: no page $page in $out/site" >&2
        exit 1
    fi
    png="$out/$(echo "$page" | tr '/' '_' | sed 's/\.[a-z]*$//').png"
    "$browser" --headless "${sandbox[@]}" --disable-gpu --hide-scrollbars --window-size="$size" \
        --screenshot="$png" "file://$out/site/$page" >/dev/null 2>&1
    echo "$png"
done
