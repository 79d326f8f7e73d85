#!/usr/bin/env python3
"""A second, independent engine for dispatch-conformance, in Python: hit testing only.

It speaks the JSON-lines protocol of Specs/RUNNING.md on standard input and output, declares the
single feature `hit-testing`, and so is checked against the fixtures that need nothing else; the
harness reports the others SKIP. It follows Specs/rules/HT.md, not the Swift reference engine.
It plays every step a scenario of that feature can have: touch steps, `touches` steps (several
touches in one event) and `wait` steps; any other step is answered with an error, never skipped.

    dispatch-conformance run --engine-command "python3 Examples/python-hit-testing/engine.py"

`--wrong` makes it ask subviews back to front (first to last) instead of front to back, a
deliberate bug the corpus must catch (HT-08).
"""

import json
import struct
import sys

WRONG_ORDER = "--wrong" in sys.argv[1:]


def float32(value):
    """UIKit stores alpha as a 32-bit float (HT-04)."""
    return struct.unpack("f", struct.pack("f", value))[0]


def number(value):
    """Numbers as the trace format writes them: integral values without a fraction."""
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    return repr(value)


class Run:
    """One scenario: plays the script, collecting (time, line) pairs."""

    def __init__(self, scenario):
        self.scene = scenario["scene"]
        self.script = scenario["script"]
        self.time = 0
        self.lines = []

    def emit(self, line):
        self.lines.append((self.time, line))

    def to_local(self, view, point):
        """From the superview's bounds coordinates into the view's (HT-10); no transforms."""
        x, y, _, _ = view["frame"]
        ox, oy = view["boundsOrigin"]
        return (point[0] - x + ox, point[1] - y + oy)

    def point_inside(self, view, point):
        """UIView.point(inside:): half-open bounds (HT-06)."""
        ox, oy = view["boundsOrigin"]
        _, _, width, height = view["frame"]
        inside = ox <= point[0] < ox + width and oy <= point[1] < oy + height
        self.emit("pointInside %s -> %s" % (view["id"], "true" if inside else "false"))
        return inside

    def hit_test(self, view, point):
        """UIView.hitTest (HT-03, HT-07, HT-08, HT-09)."""
        self.emit("hitTest %s" % view["id"])
        result = None
        takes_touches = (
            not view["hidden"]
            and view["userInteractionEnabled"]
            and float32(view["alpha"]) >= 0.01
            and not view["animating"]
        )
        if takes_touches and self.point_inside(view, point):
            subviews = view["subviews"] if WRONG_ORDER else list(reversed(view["subviews"]))
            for subview in subviews:
                result = self.hit_test(subview, self.to_local(subview, point))
                if result is not None:
                    break
            if result is None:
                result = view["id"]
        self.emit("hitTest %s -> %s" % (view["id"], result or "nil"))
        return result

    def hit_test_new_touch(self, windows, touch, point):
        """Binds a new touch: the windows front to back until one returns a view (HT-17), then
        the `hit` line (HT-01, HT-02)."""
        hit = None
        for _, window in windows:
            if window["hidden"]:
                continue
            hit = self.hit_test(window, self.to_local(window, point))
            if hit is not None:
                break
        self.emit("touch %d hit %s" % (touch, hit or "nil"))

    def play(self):
        windows = sorted(
            enumerate(self.scene["windows"]), key=lambda pair: (-pair[1]["level"], -pair[0])
        )
        for step in self.script:
            self.time = step["at"]
            if "touch" in step:
                changes = [step]  # one touch changes: an event of its own
            elif "touches" in step:
                changes = step["touches"]  # several touches change in one event (TD-05, TD-06)
            elif "wait" in step:
                continue  # only time passes
            else:
                raise ValueError("a script step this engine cannot play: %s" % json.dumps(step, sort_keys=True))
            # One event: its input lines first, in the order listed, then each new touch is
            # hit-tested on its own at its own point (MT-01); the others keep their views (HT-02).
            for change in changes:
                point = change["point"]
                self.emit("touch %d %s (%s,%s)" % (change["touch"], change["phase"], number(point[0]), number(point[1])))
            for change in changes:
                if change["phase"] == "began":
                    self.hit_test_new_touch(windows, change["touch"], change["point"])
        rendered, previous = [], None
        for time, line in self.lines:
            rendered.append(line if time == previous else "@%d %s" % (time, line))
            previous = time
        return rendered


def main():
    handshake = {"protocol": 1, "engine": "python-hit-testing", "version": "1.0", "features": ["hit-testing"]}
    print(json.dumps(handshake), flush=True)
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        try:
            reply = {"id": request["id"], "trace": Run(request["scenario"]).play()}
        except Exception as error:  # report, never crash: the harness shows the message
            reply = {"id": request["id"], "error": "%s: %s" % (type(error).__name__, error)}
        print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    main()
