// An engine author's executable that serves a Swift engine over the JSON-lines protocol, so that
// `run --engine-command`, `--repeat` and `--stability` start it in fresh processes, each with a
// hash seed of its own (Specs/RUNNING.md, "Determinism"). All it takes is the last line; the
// engine, in ExampleEngine.swift, stands in for yours.

import DispatchHarness

EngineServer.serve(ExampleEngine(hashOrdered: CommandLine.arguments.contains("--hash-ordered")))
