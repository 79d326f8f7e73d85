#!/usr/bin/env python3
"""Checks the figures the documentation quotes against the commands that produce them.

Run from the repository root after `swift build` (`.ci/run` does):

    python3 Scripts/check-documented-figures.py [--cli .build/debug/dispatch-conformance]

Each claim below names a file, a command and the text the file must contain, with the command's
output put in. A claim that no longer holds is reported with the file, the text expected and what
the command printed, and the script exits 1. It also checks:

- the coverage table of README.md: every rule it lists (ranges `HT-01…HT-15` and `CT-*` expanded
  over the rule catalogue) has at least one fixture, according to `dispatch-conformance coverage`;
- what the README's package snippet and the engine authors' workflow
  (`Examples/ci/engine-conformance.yml`, `SUITE_REF`) pin resolves when copied: a branch of this
  repository, a commit of the history of HEAD, or a release tag that exists and equals
  `SuiteVersion.current`;
- the number of tests the README gives (`swift test list`, which builds the tests);
- the protocol exchange quoted in Specs/RUNNING.md ("Adapting a real framework") is the one the
  Swift example's adapter gives for that fixture today.

It builds the Swift example (`Examples/swift-uikit-shaped`) itself. No dependencies beyond Python 3.

With `--update` (what `Scripts/update-documented-figures.py` runs), it first writes each claim's
current figure into its file, so that a figure that follows from the corpus (a run's closing line,
the vocabulary line, the examples' results) never has to be edited by hand; then it checks as
usual. The other checks are not figures: what they report needs a decision.
"""

import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

SWIFT_EXAMPLE = "Examples/swift-uikit-shaped"
SWIFT_ADAPTER = SWIFT_EXAMPLE + "/.build/debug/miniuikit-conformance"
PYTHON_ENGINE = "python3 Examples/python-hit-testing/engine.py"
EXCHANGE_FIXTURE = "seed001-calling-super-lets-both-respond"
WORKFLOW = "Examples/ci/engine-conformance.yml"
TEST_COUNT = "swift build --build-tests --quiet >/dev/null 2>&1 && swift test list --skip-build | grep -c ."


def claims(cli):
    """(file, command, text with {last} for the last line the command prints)."""
    return [
        ("README.md", [cli, "run"], "Today that line reads `{last}`."),
        # The number of tests, one a line of `swift test list` (the summary of `swift test` counts
        # the same test functions); the tests are built first so that no build output is counted.
        ("README.md", ["sh", "-c", TEST_COUNT], "`swift test` runs {last} tests;"),
        ("README.md", [cli, "coverage", "--vocabulary"], "Today it ends\n`{last}`."),
        ("README.md", [cli, "coverage", "--evidence"], "Today it ends\n`{last}`, and lists"),
        ("README.md", [cli, "run", "--engine-command", PYTHON_ENGINE], "# … {last}"),
        ("README.md", [cli, "run", "--repeat", "3", "--engine-command", cli + " serve"], "ends\n`{last}`."),
        ("Examples/python-hit-testing/README.md", [cli, "run", "--engine-command", PYTHON_ENGINE], "```text\n{last}\n```"),
        (SWIFT_EXAMPLE + "/README.md", [cli, "run", "--engine-command", SWIFT_ADAPTER], "```text\n{last}\n```"),
        (
            SWIFT_EXAMPLE + "/README.md",
            [cli, "run", "--engine-command", SWIFT_ADAPTER, "--expectations", SWIFT_EXAMPLE + "/known-failures.txt"],
            "```text\n{last}\n```",
        ),
        (
            SWIFT_EXAMPLE + "/README.md",
            [cli, "run", "--engine-command", SWIFT_ADAPTER, "--expectations", SWIFT_EXAMPLE + "/known-failures.txt", "--repeat", "3"],
            "```text\n{last}\n```",
        ),
    ]


class Problems:
    """Collects every problem, so that one run reports them all."""

    def __init__(self):
        self.items = []

    def add(self, where, message):
        self.items.append(f"{where}: {message}")


def read(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def output_of(command):
    """The command's standard output; its exit status is not checked (a run with failures exits 1)."""
    completed = subprocess.run(command, capture_output=True, text=True, timeout=600)
    if not completed.stdout.strip():
        raise RuntimeError(f"`{shlex.join(command)}` printed nothing; standard error:\n{completed.stderr}")
    return completed.stdout


def check_claims(cli, problems):
    outputs = {}
    for path, command, text in claims(cli):
        key = tuple(command)
        if key not in outputs:
            outputs[key] = output_of(command)
        last = outputs[key].rstrip("\n").split("\n")[-1]
        expected = text.format(last=last)
        if expected not in read(path):
            problems.add(path, f"should quote `{shlex.join(command)}`, which now prints {last!r}; expected the text {expected!r}")


def template_pattern(text):
    """A claim's text as a regular expression whose one group is `{last}`: a line's worth of
    characters, taken to the end of the line when nothing follows `{last}` on it."""
    before, after = text.split("{last}")
    tail = after.split("\n", 1)[0]
    return re.compile(re.escape(before) + ("([^\n]*?)" if tail else "([^\n]*)") + re.escape(after))


def update_claims(cli, problems):
    """Writes each claim's current figure into its file (`--update`, update-documented-figures.py).

    The claims of one file and one text are matched to the places that text occurs, in order,
    each distinct figure once (the claims list is in the order of the documents); a place inside
    a longer claim's text belongs to that claim. When the places and the figures do not pair up,
    the file is left as it is and the problem reported.
    """
    outputs = {}
    groups = {}
    for path, command, text in claims(cli):
        key = tuple(command)
        if key not in outputs:
            outputs[key] = output_of(command)
        last = outputs[key].rstrip("\n").split("\n")[-1]
        figures = groups.setdefault((path, text), [])
        if last not in figures:
            figures.append(last)
    changed = []
    for path in dict.fromkeys(path for path, _ in groups):
        content = read(path)
        spans = {text: [m.span() for m in template_pattern(text).finditer(content)] for (p, text) in groups if p == path}
        edits = []
        for text, places in spans.items():
            places = [
                (start, end)
                for start, end in places
                if not any(other != text and o_start <= start and end <= o_end and (o_end - o_start) > (end - start)
                           for other, others in spans.items() for o_start, o_end in others)
            ]
            figures = groups[(path, text)]
            if len(places) != len(figures):
                problems.add(path, f"cannot update {text!r}: it occurs {len(places)} times for {len(figures)} figures ({', '.join(figures)})")
                continue
            pattern = template_pattern(text)
            for (start, end), figure in zip(places, figures):
                edits.append((start, end, pattern.sub(lambda _: text.replace("{last}", figure), content[start:end], count=1)))
        updated = content
        for start, end, replacement in sorted(edits, reverse=True):
            updated = updated[:start] + replacement + updated[end:]
        if updated != content:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(updated)
            changed.append(path)
    for path in changed:
        print(f"updated {path}")


def rule_number(rule_id):
    match = re.fullmatch(r"(.*)-(\d+)", rule_id)
    return (match.group(1), int(match.group(2))) if match else (rule_id, None)


def expand(token, catalogue):
    """The catalogue's rule ids a README token stands for: `HT-01…HT-15`, `CT-*` or one id."""
    if "…" in token:
        first, last = token.split("…")
        (prefix, low), (last_prefix, high) = rule_number(first), rule_number(last)
        if prefix != last_prefix or low is None or high is None:
            return None
        return [r for r in catalogue if rule_number(r)[0] == prefix and low <= rule_number(r)[1] <= high]
    if token.endswith("*"):
        prefix = token[:-1]
        return [r for r in catalogue if r.startswith(prefix) and rule_number(r)[0] == prefix.rstrip("-")]
    return [token] if token in catalogue else None


def check_coverage_table(cli, problems):
    counts = {}
    for line in output_of([cli, "coverage"]).splitlines():
        match = re.match(r"^([A-Z]+(?:-[A-Z]+)*-\d+)\s+(\d+) fixtures?\b", line)
        if match:
            counts[match.group(1)] = int(match.group(2))
    readme = read("README.md")
    section = readme.split("## What the corpus covers today", 1)[-1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| ") and "`Fixtures/" in line]
    if not rows:
        problems.add("README.md", "no coverage table under \"What the corpus covers today\"")
    for row in rows:
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        for token in [t.strip() for t in cells[-1].split(",")]:
            rules = expand(token, counts)
            if not rules:
                problems.add("README.md", f"coverage table, row \"{cells[0][:40]}…\": {token} names no rule of the catalogue")
                continue
            for rule in rules:
                if counts[rule] == 0:
                    problems.add("README.md", f"coverage table, row \"{cells[0][:40]}…\": {token} includes {rule}, which no fixture cites")


def git(*arguments):
    """`git ARGUMENTS` in the repository: (exit status, standard output stripped)."""
    completed = subprocess.run(["git", *arguments], capture_output=True, text=True)
    return completed.returncode, completed.stdout.strip()


def resolve_pin(kind, ref, current):
    """Why `ref` (a `tag`, `branch` or `revision`) would not resolve for someone who copies it, or None.

    A tag must be a suite version equal to `SuiteVersion.current` and exist as a tag here; a branch
    must exist here (locally or as a remote-tracking branch); a revision must be a commit of the
    history of HEAD, so that it stays reachable once this lands. The check needs the history: CI
    checks out with `fetch-depth: 0`.
    """
    if kind == "tag":
        if ref != current:
            return f"pins the version {ref}; SuiteVersion.current is {current}"
        if git("rev-parse", "--verify", "--quiet", f"refs/tags/{ref}^{{commit}}")[0] != 0:
            return f"pins the tag {ref}, which this repository does not have (pin a branch or a commit until it is tagged)"
        return None
    if kind == "branch":
        for candidate in (f"refs/heads/{ref}", f"refs/remotes/origin/{ref}"):
            if git("rev-parse", "--verify", "--quiet", candidate)[0] == 0:
                return None
        return f"pins the branch {ref}, which this repository does not have"
    if git("cat-file", "-e", f"{ref}^{{commit}}")[0] != 0:
        return f"pins the commit {ref}, which this repository does not have"
    if git("merge-base", "--is-ancestor", ref, "HEAD")[0] != 0:
        return f"pins the commit {ref}, which is not in the history of HEAD"
    return None


def check_version_pins(cli, problems):
    """What the README's package snippet and the engine authors' workflow pin resolves when copied."""
    if git("rev-parse", "--git-dir")[0] != 0:
        print("check-documented-figures: not a git repository; the pins of the package snippet and the workflow are not checked")
        return
    if git("rev-parse", "--is-shallow-repository")[1] == "true":
        problems.add("check_version_pins", "the repository is a shallow clone: fetch its whole history (`git fetch --unshallow --tags`) to check the pins")
        return
    source = read("Sources/DispatchHarness/Run/SuiteVersion.swift")
    current = re.search(r'static let current = "([^"]+)"', source).group(1)
    snippet = re.search(r'\.package\(url: "[^"]*dispatch-conformance[^"]*", (exact|from|branch|revision): "([^"]+)"\)', read("README.md"))
    if not snippet:
        problems.add("README.md", "no `.package(url: …dispatch-conformance…, exact|from|branch|revision: \"…\")` snippet")
    else:
        kind = {"exact": "tag", "from": "tag"}.get(snippet.group(1), snippet.group(1))
        why = resolve_pin(kind, snippet.group(2), current)
        if why:
            problems.add("README.md", f"the package snippet {why}")
    pin = re.search(r"^\s*SUITE_REF:\s*\"?([^\"\s#]+)", read(WORKFLOW), re.MULTILINE)
    if not pin:
        problems.add(WORKFLOW, "no SUITE_REF")
    else:
        ref = pin.group(1)
        kind = "revision" if re.fullmatch(r"[0-9a-f]{40}", ref) else "tag" if re.fullmatch(r"v?\d+\.\d+\.\d+", ref) else "branch"
        why = resolve_pin(kind, ref.lstrip("v") if kind == "tag" else ref, current)
        if why:
            problems.add(WORKFLOW, f"SUITE_REF {why}")


def check_exchange(cli, problems):
    """The handshake and response quoted in RUNNING.md are the adapter's, byte for byte."""
    with tempfile.TemporaryDirectory() as folder:
        responses = os.path.join(folder, "responses")
        engine = f"{shlex.quote(os.path.abspath(SWIFT_ADAPTER))} | tee {shlex.quote(responses)}"
        output_of([cli, "run", "--engine-command", engine, "--filter", EXCHANGE_FIXTURE])
        lines = read(responses).splitlines()
    running = read("Specs/RUNNING.md")
    section = running.split("## Adapting a real framework", 1)[-1].split("\n## ", 1)[0]
    if len(lines) != 2:
        problems.add("Specs/RUNNING.md", f"the adapter wrote {len(lines)} lines for {EXCHANGE_FIXTURE}, expected a handshake and one response")
    for line in lines:
        if line not in section:
            problems.add("Specs/RUNNING.md", f"\"Adapting a real framework\" should quote the adapter's line {line}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", default=".build/debug/dispatch-conformance", help="the built CLI")
    parser.add_argument(
        "--update", action="store_true",
        help="first write every figure that follows from the corpus (the claims' command outputs) into its file, then check",
    )
    arguments = parser.parse_args()
    cli = arguments.cli
    if not os.path.exists("Package.swift") or not os.path.isdir("Fixtures"):
        sys.exit("check-documented-figures: run from the repository root")
    if not os.access(cli, os.X_OK):
        sys.exit(f"check-documented-figures: no executable CLI at {arguments.cli}; run `swift build` first")
    if subprocess.run(["swift", "build", "--package-path", SWIFT_EXAMPLE], stdout=subprocess.DEVNULL).returncode != 0:
        sys.exit(f"check-documented-figures: `swift build --package-path {SWIFT_EXAMPLE}` failed")
    problems = Problems()
    if arguments.update:
        try:
            update_claims(cli, problems)
        except (OSError, RuntimeError, subprocess.SubprocessError) as error:
            problems.add("update_claims", str(error))
    for check in (check_claims, check_coverage_table, check_version_pins, check_exchange):
        try:
            check(cli, problems)
        except (OSError, RuntimeError, subprocess.SubprocessError) as error:
            problems.add(check.__name__, str(error))
    for problem in problems.items:
        print(problem)
    if problems.items:
        hint = "" if arguments.update else "; `python3 Scripts/update-documented-figures.py` rewrites those that follow from the corpus"
        sys.exit(f"check-documented-figures: {len(problems.items)} documented figures are out of date{hint}")
    print("check-documented-figures: every documented figure matches its command")


if __name__ == "__main__":
    main()
