import DispatchHarness
import DispatchModel
import Foundation

/// `migrate`: rewrites fixture files in place: formats 1 and 2 as format 3, and retired or
/// missing feature names as the features the fixture needs.
let migrateCommand = Command(
    name: "migrate", summary: "Rewrite fixture files in place: formats 1 and 2 as format 3, retired features as the finer ones.",
    usage: """
        usage: dispatch-conformance migrate [PATH ...]

          PATH             fixture files, or directories searched for *.json (default: Fixtures)

        Each file is rewritten in place with only these changes, the rest of its text kept byte for
        byte. A format-1 file becomes format 2: an expectation's "trace" becomes "exact" (the same
        assertion); a provenance ref naming a seed article's file becomes its source id (SEED-002); a
        scroll or table view gets the "contentSize" that gives it the axes its "scrollableAxes" said
        (twice the bounds along each scrollable axis). A format-2 file becomes format 3: each
        expectation gets "rules", the fixture's whole list; where a fixture has several expectations,
        narrow each list to the rules that expectation checks (the output says where; a failure
        names these rules as the ones the engine broke). Then, in any file, a
        retired feature name of "features" (gestures, tap, pinch-rotation) is replaced by the parts of
        it the fixture needs, and features the fixture needs but does not list are added
        (Specs/FEATURES.md). Run `dispatch-conformance lint` afterwards. Exits 1 when a file could
        not be migrated.
        """,
    valued: [], flags: [], maxPositionals: 100_000,
    action: { arguments in
        var (migrated, current, failed) = (0, 0, 0)
        for file in try migrationFiles(arguments.positionals.isEmpty ? ["Fixtures"] : arguments.positionals) {
            guard let data = FileManager.default.contents(atPath: file) else {
                print("\(file): cannot be read")
                failed += 1
                continue
            }
            var text = Array(data)
            var changes: [String] = []
            switch FormatMigration.migrate(text) {
            case .migrated(let migratedText, let formatChanges):
                text = migratedText
                changes.append(
                    "format \(Fixture.formatVersion)" + (formatChanges.isEmpty ? "" : ": " + formatChanges.joined(separator: "; ")))
            case .alreadyCurrent:
                break
            case .failed(let reason):
                print("\(file): not migrated: \(reason)")
                failed += 1
                continue
            }
            switch FeatureMigration.migrate(text) {
            case .rewritten(let rewritten, let from, let to):
                text = rewritten
                changes.append("features \(from.joined(separator: ",")) → \(to.joined(separator: ","))")
            case .unchanged:
                break
            case .failed(let reason):
                print("\(file): features not migrated: \(reason)")
                failed += 1
                if changes.isEmpty { continue }
            }
            guard !changes.isEmpty else {
                current += 1
                continue
            }
            try Data(text).write(to: URL(fileURLWithPath: file))
            print("\(file): migrated (\(changes.joined(separator: "; ")))")
            migrated += 1
        }
        print("\(migrated) migrated, \(current) already current, \(failed) not migrated")
        return failed == 0 ? 0 : 1
    })

/// The fixture files named by `paths`: files as given, directories searched for `*.json`.
func migrationFiles(_ paths: [String]) throws -> [String] {
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
    return files
}
