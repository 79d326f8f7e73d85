#!/usr/bin/env python3
"""Runs the `run:` steps of a GitHub Actions workflow here, as the runner would, so that a workflow
the project publishes cannot rot. No dependencies beyond Python 3 (`workflow_yaml.py` reads the
file).

    python3 Scripts/run-workflow-locally.py WORKFLOW [--job NAME] [--working-directory DIR]
        [--set NAME=VALUE]... [--tolerate-unknown-command NAME]... [--list]

- The job's environment is the workflow's `env`, then the job's, then the step's; `--set` replaces
  a value of the workflow's `env` (a name it does not have is an error, so a renamed variable
  shows). `${{ env.NAME }}` is replaced in `run` scripts and `with` values.
- `run` steps run with `bash -eo pipefail` in DIR (default: here), or in their
  `working-directory` under it. `uses` steps are listed and not run: the local tree stands in for
  checkouts, and publishing has nothing to publish to.
- After a failed step, only steps whose `if` is `always()` or `failure()` run, as on GitHub; any
  other `if` expression is an error. The script exits 1 when a step failed.
- `--tolerate-unknown-command NAME`: a step that fails because the CLI says `unknown command
  "NAME"` is reported NOT RUN instead of failing (for a command another branch adds).
- `--list` prints every job's steps and commands and runs nothing: a parse check.
"""

import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import workflow_yaml  # noqa: E402

EXPRESSION = re.compile(r"\$\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")


def fail(message):
    sys.exit(f"run-workflow-locally: {message}")


def substitute(text, environment, where):
    def value(match):
        name = match.group(1)
        if name not in environment:
            fail(f"{where}: ${{{{ env.{name} }}}} names no variable of the workflow")
        return environment[name]

    if text is None:
        return None
    if "${{" in EXPRESSION.sub("", text):
        fail(f"{where}: an expression other than ${{{{ env.NAME }}}}: {text!r}")
    return EXPRESSION.sub(value, text)


def environment_of(mapping, base, where):
    result = dict(base)
    for name, value in (mapping or {}).items():
        result[name] = substitute(value or "", result, f"{where}, env {name}")
    return result


def should_run(step, failed, where):
    condition = (step.get("if") or "success()").strip()
    if condition not in ("always()", "success()", "failure()"):
        fail(f"{where}: `if: {condition}` is not one this script can decide (always(), success(), failure())")
    return condition == "always()" or (condition == "failure()") == failed


def run_step(script, directory, environment, tolerated):
    """The step's status: "ok", "failed" or "not run", with its output printed."""
    completed = subprocess.run(
        ["bash", "-eo", "pipefail", "-c", script],
        cwd=directory,
        env={**os.environ, **environment},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    print(completed.stdout, end="" if completed.stdout.endswith("\n") or not completed.stdout else "\n")
    if completed.returncode == 0:
        return "ok"
    for name in tolerated:
        if f'unknown command "{name}"' in completed.stdout:
            print(f"  NOT RUN: this CLI has no `{name}` command yet (--tolerate-unknown-command {name})")
            return "not run"
    print(f"  exit status {completed.returncode}")
    return "failed"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("workflow")
    parser.add_argument("--job")
    parser.add_argument("--working-directory", default=".")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--tolerate-unknown-command", action="append", default=[], metavar="NAME")
    parser.add_argument("--list", action="store_true")
    arguments = parser.parse_args()

    try:
        workflow = workflow_yaml.load(arguments.workflow)
    except (OSError, workflow_yaml.WorkflowSyntaxError) as error:
        fail(str(error))
    jobs = workflow.get("jobs") if isinstance(workflow, dict) else None
    if not isinstance(jobs, dict) or not jobs:
        fail(f"{arguments.workflow}: no jobs")

    overrides = {}
    for assignment in arguments.set:
        name, equals, value = assignment.partition("=")
        if not equals:
            fail(f"--set {assignment!r}: expected NAME=VALUE")
        if name not in (workflow.get("env") or {}):
            fail(f"--set {name}: the workflow's env has no {name}")
        overrides[name] = value
    base = environment_of(workflow.get("env"), {}, arguments.workflow)
    base.update(overrides)

    if arguments.list:
        for name, job in jobs.items():
            print(f"job {name}")
            environment = environment_of(job.get("env"), base, f"job {name}")
            for number, step in enumerate(job.get("steps") or [], start=1):
                where = f"job {name}, step {number}"
                should_run(step, False, where)
                label = step.get("name") or step.get("uses") or "(unnamed)"
                if "run" in step:
                    print(f"  {number}. {label}\n" + "".join(f"       {line}\n" for line in substitute(step["run"], environment, where).splitlines()), end="")
                else:
                    print(f"  {number}. {label} (uses {step.get('uses')})")
        return

    name = arguments.job or (next(iter(jobs)) if len(jobs) == 1 else None)
    if name is None or name not in jobs:
        fail(f"--job: one of {', '.join(jobs)}")
    job = jobs[name]
    environment = environment_of(job.get("env"), base, f"job {name}")
    failed = False
    for number, step in enumerate(job.get("steps") or [], start=1):
        where = f"job {name}, step {number}"
        label = step.get("name") or step.get("uses") or "(unnamed)"
        if not should_run(step, failed, where):
            print(f"== {number}. {label}: skipped after a failure")
            continue
        if "uses" in step:
            print(f"== {number}. {label}: uses {step['uses']}, not run here")
            continue
        if "run" not in step:
            fail(f"{where}: neither `run` nor `uses`")
        step_environment = environment_of(step.get("env"), environment, where)
        directory = os.path.join(arguments.working_directory, step.get("working-directory") or ".")
        if not os.path.isdir(directory):
            fail(f"{where}: the working directory {directory} does not exist")
        print(f"== {number}. {label}", flush=True)
        status = run_step(substitute(step["run"], step_environment, where), directory, step_environment, arguments.tolerate_unknown_command)
        failed = failed or status == "failed"
    if failed:
        sys.exit(f"run-workflow-locally: job {name} of {arguments.workflow} failed")
    print(f"run-workflow-locally: job {name} of {arguments.workflow} passed")


if __name__ == "__main__":
    main()
