import DispatchHarness
import DispatchModel
import Foundation

/// `migrate`: rewrites format-1 fixture files as format 2, in place.
let migrateCommand = Command(
    name: "migrate", summary: "Rewrite format-1 fixture files as format 2, in place.",
    usage: """
        usage: dispatch-conformance migrate [PATH ...]

          PATH             fixture files, or directories searched for *.json (default: Fixtures)

        Each format-1 file is rewritten in place with only these changes, the rest of its text kept
        byte for byte: formatVersion 2; an expectation's "trace" becomes "exact" (the same
        assertion); a provenance ref naming a seed article's file becomes its source id (SEED-002);
        a scroll or table view gets the "contentSize" that gives it the axes its "scrollableAxes" said
        (twice the bounds along each scrollable axis). Files already in format 2 are left alone.
        Run `dispatch-conformance lint` afterwards. Exits 1 when a file could not be migrated.
        """,
    valued: [], flags: [], maxPositionals: 100_000,
    action: { arguments in
        let paths = arguments.positionals.isEmpty ? ["Fixtures"] : arguments.positionals
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw HarnessError.notFound("no file or directory \(path) (run from the repository root, or name the fixtures)")
            }
            if isDirectory.boolValue {
                let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
                files += found.sorted().map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        var (migrated, current, failed) = (0, 0, 0)
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                print("\(file): cannot be read")
                failed += 1
                continue
            }
            switch FormatMigration.migrate(Array(data)) {
            case .migrated(let text, let changes):
                try Data(text).write(to: URL(fileURLWithPath: file))
                print("\(file): migrated" + (changes.isEmpty ? "" : " (\(changes.joined(separator: "; ")))"))
                migrated += 1
            case .alreadyCurrent:
                current += 1
            case .failed(let reason):
                print("\(file): not migrated: \(reason)")
                failed += 1
            }
        }
        print("\(migrated) migrated, \(current) already format \(Fixture.formatVersion), \(failed) not migrated")
        return failed == 0 ? 0 : 1
    })
