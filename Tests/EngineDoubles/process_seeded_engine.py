#!/usr/bin/env python3
"""A test double that is deterministic within one process but not across processes, as an engine
is that orders things by a hash seeded per process (Swift's Hasher, Python's hash of strings):
it proxies `dispatch-conformance serve` and, in every trace, reorders the lines that share a time
by a key drawn from a seed chosen when the process starts. The same scenario twice in one process
gives the same trace; in a new process, almost surely another one.

Usage: process_seeded_engine.py PATH-TO-dispatch-conformance [--features F,F…]

With --features, the handshake declares only those features (as an engine that honestly declares
what it completes, while its order problem lies in what it does not declare). With PROCESS_SEED
set in the environment, every process uses that seed: the same order in every process.
"""

import hashlib
import json
import os
import subprocess
import sys

seed = os.environ["PROCESS_SEED"].encode() if "PROCESS_SEED" in os.environ else os.urandom(16)
server = subprocess.Popen([sys.argv[1], "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
handshake = json.loads(server.stdout.readline())
if "--features" in sys.argv:
    handshake["features"] = sys.argv[sys.argv.index("--features") + 1].split(",")
print(json.dumps(handshake), flush=True)


def key(body):
    return hashlib.sha256(seed + body.encode()).digest()


def reordered(lines):
    groups = []  # [time, [bodies]]
    for line in lines:
        if line.startswith("@"):
            time, body = line.split(" ", 1)
            groups.append([time, [body]])
        else:
            groups[-1][1].append(line)
    out = []
    for time, bodies in groups:
        ordered = sorted(bodies, key=key)
        out.append(f"{time} {ordered[0]}")
        out.extend(ordered[1:])
    return out


for line in sys.stdin:
    server.stdin.write(line)
    server.stdin.flush()
    response = json.loads(server.stdout.readline())
    if "trace" in response:
        response["trace"] = reordered(response["trace"])
    print(json.dumps(response), flush=True)
