#!/usr/bin/env python3
"""A test double that answers every request with an `error` describing the request it received,
so that a test can see what the harness sends to an engine of a given protocol version.

Usage: request_echo_engine.py PROTOCOL [FEATURE ...]

The error message is a JSON object: the request's keys, its `fixture`, and for the first
window's first subview the keys of the scenario and of `written` (when there is one).
"""

import json
import sys

version = int(sys.argv[1])
features = sys.argv[2:] or ["hit-testing"]
print(json.dumps({"protocol": version, "engine": "request-echo", "version": "1", "features": features}), flush=True)

for line in sys.stdin:
    request = json.loads(line)
    view = request["scenario"]["scene"]["windows"][0]["subviews"][0]
    summary = {"keys": sorted(request), "fixture": request.get("fixture", "(absent)"), "scenarioViewKeys": len(view)}
    if "written" in request:
        summary["writtenViewKeys"] = sorted(request["written"]["scene"]["windows"][0]["subviews"][0])
    print(json.dumps({"id": request["id"], "error": json.dumps(summary)}), flush=True)
