/// Random scenes against the reference engine: `fuzz` (added with the fuzzer).
let fuzzCommands: [Command] = []
