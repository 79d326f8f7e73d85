#!/usr/bin/env python3
"""A test double: the Python example engine as it was before it played `touches` steps. It
declares `hit-testing` and passes over every step that changes several touches in one event, as
if it had never happened, so the fixtures needing only `hit-testing` that have such steps must
fail it (`OutOfProcessTests`).

Usage: one_touch_per_event_engine.py PATH-TO-Examples/python-hit-testing/engine.py
"""

import importlib.util
import json
import sys

spec = importlib.util.spec_from_file_location("engine", sys.argv[1])
engine = importlib.util.module_from_spec(spec)
spec.loader.exec_module(engine)

handshake = {"protocol": 1, "engine": "one-touch-per-event", "version": "1.0", "features": ["hit-testing"]}
print(json.dumps(handshake), flush=True)
for line in sys.stdin:
    if not line.strip():
        continue
    request = json.loads(line)
    scenario = dict(request["scenario"])
    scenario["script"] = [step for step in scenario["script"] if "touches" not in step]
    print(json.dumps({"id": request["id"], "trace": engine.Run(scenario).play()}), flush=True)
