#!/usr/bin/env python3
"""A test double that leaks state from one request into the next, as an adapter does that leaves a
run-loop source signalled: it proxies `dispatch-conformance serve`, and after answering a scenario
whose trace has a gesture line, it drops the last line of its next answer. Deterministic in every
process for a given order of requests; only another order shows it.

Usage: leaky_engine.py PATH-TO-dispatch-conformance
"""

import json
import subprocess
import sys

server = subprocess.Popen([sys.argv[1], "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
print(server.stdout.readline().strip(), flush=True)
signalled = False
for line in sys.stdin:
    server.stdin.write(line)
    server.stdin.flush()
    response = json.loads(server.stdout.readline())
    if "trace" in response:
        trace = response["trace"]
        if signalled and len(trace) > 1:
            response["trace"] = trace[:-1]
        signalled = any(" gesture " in f" {entry} " or entry.startswith("gesture ") for entry in trace)
    print(json.dumps(response), flush=True)
