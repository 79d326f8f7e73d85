#!/usr/bin/env python3
"""Regenerates the figures the documentation quotes that follow from the corpus, then checks them.

Run from the repository root after `swift build`, for example after adding a fixture:

    python3 Scripts/update-documented-figures.py [--cli .build/debug/dispatch-conformance]

It is `check-documented-figures.py --update`: each figure the README files quote from a command
(the closing line of `run`, of the examples' runs, the vocabulary line of `coverage --vocabulary`)
is replaced by what the command prints now, and then every check of that script runs, so it exits
1 only for what needs a person (a coverage table row naming a rule no fixture cites, a pin that
does not resolve, an adapter's exchange that changed).
"""

import os
import subprocess
import sys

script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "check-documented-figures.py")
sys.exit(subprocess.run([sys.executable, script, "--update", *sys.argv[1:]]).returncode)
