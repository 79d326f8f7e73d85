#!/usr/bin/env python3
"""A test double for the harness: proxies `dispatch-conformance serve`, but misbehaves on the
second scenario it is sent (request id "s2"), in the way named by its first argument:

    crash     writes to standard error and exits with status 3
    hang      never answers
    garbage   answers with a line that is not JSON
    badline   answers with a trace whose line breaks the trace grammar
    wrongid   answers for a request id that was never sent
    twice     answers correctly, then sends the same answer a second time
    trailing  answers correctly, then writes one more line (only caught when input ends)
    hugeline  answers with a 100 MB line
    endless   writes output without ever ending the line
    slowline  starts a line and never finishes it
    noisy     writes 5 MB to standard error, then exits with status 4

With DOUBLE_PID_FILE set in the environment, it first writes its process id, and that of the
`serve` it starts, to that file (one per line).

Usage: misbehaving_engine.py MODE PATH-TO-dispatch-conformance
"""

import json
import os
import subprocess
import sys
import time

mode, binary = sys.argv[1], sys.argv[2]
server = subprocess.Popen([binary, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
if os.environ.get("DOUBLE_PID_FILE"):
    with open(os.environ["DOUBLE_PID_FILE"] + ".partial", "w") as pids:
        pids.write(f"{os.getpid()}\n{server.pid}\n")
    os.rename(os.environ["DOUBLE_PID_FILE"] + ".partial", os.environ["DOUBLE_PID_FILE"])
print(server.stdout.readline().strip(), flush=True)


def answer(line):
    server.stdin.write(line)
    server.stdin.flush()
    return server.stdout.readline().strip()


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
            print(json.dumps({"id": "elsewhere", "trace": []}), flush=True)
            continue
        if mode == "twice":
            response = answer(line)
            print(response, flush=True)
            print(response, flush=True)
            continue
        if mode == "trailing":
            print(answer(line), flush=True)
            print("double: one line too many", flush=True)
            continue
        if mode == "hugeline":
            sys.stdout.write('{"id":"s2","trace":["@0 ')
            chunk = "x" * (1 << 20)
            for _ in range(100):
                sys.stdout.write(chunk)
            sys.stdout.write('"]}\n')
            sys.stdout.flush()
            continue
        if mode == "endless":
            chunk = "y" * (1 << 20)
            while True:
                sys.stdout.write(chunk)
                sys.stdout.flush()
        if mode == "slowline":
            sys.stdout.write('{"id":"s2","tr')
            sys.stdout.flush()
            time.sleep(3600)
        if mode == "noisy":
            chunk = "noise " * 1000 + "\n"
            for _ in range((5 << 20) // len(chunk)):
                sys.stderr.write(chunk)
            sys.stderr.write("double: the last words\n")
            sys.stderr.flush()
            sys.exit(4)
    print(answer(line), flush=True)
