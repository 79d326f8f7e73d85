#!/usr/bin/env bash
# Checks the results matrix in a real browser: runs the corpus against two engines (the reference
# engine, and the Python example engine with its deliberate subview-order bug), builds the site
# with both results files, loads matrix.html and one failure's result page in headless Chromium,
# and checks the DOM Chromium built: both engines as columns, one status cell per engine and
# fixture, totals per level and per area, a FAIL cell that links to its result page, and that page
# showing the first divergence as a diff. Leaves screenshots of both pages beside the site.
#
# usage: Scripts/check-matrix.sh [OUT_DIR]      (default: .build/matrix-check)
#
# Needs Debian's `chromium` package (apt-get install -y chromium) and python3. Exits 1 on the
# first check that fails, naming it.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-.build/matrix-check}"
source Scripts/chromium.sh

mkdir -p "$out"
out="$(cd "$out" && pwd)"
swift build --product dispatch-conformance
cli="$(swift build --show-bin-path)/dispatch-conformance"

# A run with failures exits 1; the results file is what matters here.
"$cli" run --json "$out/reference.json" >/dev/null
"$cli" run --engine-command "python3 Examples/python-hit-testing/engine.py --wrong" --json "$out/python-wrong.json" >/dev/null || true
rm -rf "$out/site"
"$cli" site --out "$out/site" "$out/reference.json" "$out/python-wrong.json"

dom() { "$browser" --headless "${sandbox[@]}" --disable-gpu --dump-dom "file://$1" 2>/dev/null; }
shoot() {
    "$browser" --headless "${sandbox[@]}" --disable-gpu --hide-scrollbars --window-size=1200,1400 \
        --screenshot="$2" "file://$1" >/dev/null 2>&1
}

dom "$out/site/matrix.html" >"$out/matrix.dom.html"
failure="$(python3 - "$out/matrix.dom.html" "$out/reference.json" "$out/python-wrong.json" <<'EOF'
import json, re, sys
dom = open(sys.argv[1]).read()
runs = [json.load(open(path)) for path in sys.argv[2:]]
fixtures = {r["id"] for run in runs for r in run["results"]}
def check(condition, what):
    if not condition:
        sys.exit(f"matrix check failed: {what}")
check("<h1>Results matrix</h1>" in dom, "Chromium's DOM has no matrix heading")
for run in runs:
    check(dom.count(f'<th scope="col" class="engine">{run["engine"]}</th>') >= 4,
          f'engine {run["engine"]} is not a column of every table')
cells = re.findall(r'<td class="status (\w+)"', dom)
check(len(cells) == 2 * len(fixtures), f"{len(cells)} status cells for {len(fixtures)} fixtures and 2 engines")
for level in ["required", "optional", "implementation-defined"]:
    check(f'<th scope="row">{level}</th>' in dom, f"no total for level {level}")
check('<th scope="row"><a href="#matrix-hit-testing">hit-testing</a></th>' in dom, "no total for area hit-testing")
failed = [r["id"] for r in runs[1]["results"] if r["status"] == "FAIL"]
check(failed, "the broken engine failed nothing, so the check shows nothing")
link = f'<a href="results/2/{failed[0]}.html"'
check(link in dom, f"the FAIL cell of {failed[0]} does not link to its result page")
passed = [r["id"] for r in runs[1]["results"] if r["status"] == "PASS"]
check(passed and f'<a href="fixtures/{passed[0]}.html"' in dom, "a PASS cell does not link to its fixture page")
print(failed[0])
EOF
)"

dom "$out/site/results/2/$failure.html" >"$out/result.dom.html"
grep -q '<h2 id="divergence">First divergence</h2>' "$out/result.dom.html" \
    || { echo "matrix check failed: the result page of $failure shows no first divergence" >&2; exit 1; }
grep -q "<pre class=\"diff\">" "$out/result.dom.html" \
    || { echo "matrix check failed: the result page of $failure shows no diff" >&2; exit 1; }
grep -q "href=\"../../fixtures/$failure.html\"" "$out/result.dom.html" \
    || { echo "matrix check failed: the result page of $failure does not link to the fixture" >&2; exit 1; }

shoot "$out/site/matrix.html" "$out/matrix.png"
shoot "$out/site/results/2/$failure.html" "$out/result.png"
echo "matrix checked in Chromium: $out/site/matrix.html, $out/matrix.png, $out/result.png"
