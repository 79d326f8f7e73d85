#!/usr/bin/env bash
# Checks in a real browser that no two touch labels of any fixture drawing overlap: builds the
# site, puts every fixture's drawing inline in one page with a script that measures each
# `.touch-time` label with getBBox() as Chromium lays it out (its own fonts, not the estimate the
# renderer and `swift test` use), and reads the overlaps back from the DOM headless Chromium
# dumps. Exits 1 naming the first overlapping labels.
#
# usage: Scripts/check-touch-labels.sh [OUT_DIR]      (default: .build/touch-label-check)
#
# Needs Debian's `chromium` package (apt-get install -y chromium) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-.build/touch-label-check}"
source Scripts/chromium.sh

mkdir -p "$out"
out="$(cd "$out" && pwd)"
swift build --product dispatch-conformance
"$(swift build --show-bin-path)/dispatch-conformance" site --out "$out/site" >/dev/null

python3 - "$out/site/fixtures" "$out/all-drawings.html" <<'EOF'
import glob, os, sys
parts = ["<!DOCTYPE html><html><head><meta charset='utf-8'/></head><body>"]
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.svg"))):
    svg = open(path).read().split("?>", 1)[1]
    parts.append(f"<div class='drawing' data-id='{os.path.basename(path)[:-4]}'>{svg}</div>")
parts.append("""<pre id='result'></pre><script>
const found = [];
let labels = 0;
for (const drawing of document.querySelectorAll('div.drawing')) {
  const boxes = [...drawing.querySelectorAll('text.touch-time')].map(t => [t.textContent, t.getBBox()]);
  labels += boxes.length;
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const [a, p] = boxes[i], [b, q] = boxes[j];
    if (p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height)
      found.push(drawing.dataset.id + ': "' + a + '" and "' + b + '"');
  }
}
document.getElementById('result').textContent = 'labels ' + labels + '\\noverlaps ' + found.length + '\\n' + found.join('\\n');
</script></body></html>""")
open(sys.argv[2], "w").write("\n".join(parts))
EOF

"$browser" --headless "${sandbox[@]}" --disable-gpu --dump-dom "file://$out/all-drawings.html" 2>/dev/null \
    | python3 -c '
import html, re, sys
dom = sys.stdin.read()
match = re.search(r"<pre id=\"result\">(.*?)</pre>", dom, re.S)
if not match:
    sys.exit("touch label check failed: Chromium did not run the measuring script")
lines = html.unescape(match.group(1)).split("\n")
labels, overlaps = int(lines[0].split()[1]), int(lines[1].split()[1])
if labels == 0:
    sys.exit("touch label check failed: no touch labels measured")
if overlaps:
    sys.exit(f"touch label check failed: {overlaps} overlapping pairs, e.g.\n" + "\n".join(lines[2:7]))
print(f"touch labels checked in Chromium: {labels} labels, no two overlap")
'
