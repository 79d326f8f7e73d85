#!/usr/bin/env python3
"""A test double that writes a line to standard error just before each answer, naming the fixture:
proxies `dispatch-conformance serve`. Its log must be in the report of every fixture, however
close to the answer it was written.

Usage: logging_engine.py PATH-TO-dispatch-conformance
"""

import json
import subprocess
import sys

server = subprocess.Popen([sys.argv[1], "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
print(server.stdout.readline().strip(), flush=True)
for line in sys.stdin:
    request = json.loads(line)
    server.stdin.write(line)
    server.stdin.flush()
    answer = server.stdout.readline()
    sys.stderr.write(f"log for {request.get('fixture')}\n")
    sys.stderr.flush()
    sys.stdout.write(answer)
    sys.stdout.flush()
