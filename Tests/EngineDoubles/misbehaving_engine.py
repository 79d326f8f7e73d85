#!/usr/bin/env python3
"""A test double for the harness: proxies `dispatch-conformance serve`, but misbehaves on the
second scenario it is sent (request id "s2"), in the way named by its first argument:

    crash    writes to standard error and exits with status 3
    hang     never answers
    garbage  answers with a line that is not JSON
    badline  answers with a trace whose line breaks the trace grammar
    wrongid  answers for another request id

Usage: misbehaving_engine.py MODE PATH-TO-dispatch-conformance
"""

import json
import subprocess
import sys
import time

mode, binary = sys.argv[1], sys.argv[2]
server = subprocess.Popen([binary, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
print(server.stdout.readline().strip(), flush=True)
for line in sys.stdin:
    request = json.loads(line)
    if request["id"] == "s2":
        if mode == "crash":
            print("double: crashing on purpose", file=sys.stderr, flush=True)
            sys.exit(3)
        if mode == "hang":
            time.sleep(3600)
        if mode == "garbage":
            print("this is not json", flush=True)
            continue
        if mode == "badline":
            print(json.dumps({"id": "s2", "trace": ["@0 hitTest  A"]}), flush=True)
            continue
        if mode == "wrongid":
            print(json.dumps({"id": "s1", "trace": []}), flush=True)
            continue
    server.stdin.write(line)
    server.stdin.flush()
    print(server.stdout.readline().strip(), flush=True)
