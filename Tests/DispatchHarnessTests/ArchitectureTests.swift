import Foundation
import Testing

// The module graph of `Specs/DECISIONS.md` 58: the harness an engine's tests need, the tools the
// command line adds on top of it, one way. These tests read `Package.swift` and the sources, so a
// new dependency or import that breaks the graph fails here with its target, file and line.

/// What each target may depend on, and so import: every target of `Package.swift` must be listed.
let allowedDependencies: [String: Set<String>] = {
    let model: Set = ["DispatchModel"]
    let harness = model.union(["DispatchHarness"])
    let tools = harness.union(["DispatchFuzz", "DispatchPictures", "DispatchCoverage", "DispatchSite"])
    return [
        "DispatchModel": [],
        "DispatchHarness": model,
        "ReferenceEngine": model,
        "DispatchFuzz": harness,
        "DispatchPictures": harness,
        "DispatchCoverage": harness,
        "DispatchSite": harness.union(["DispatchPictures", "DispatchCoverage"]),
        "DispatchConformanceCLI": tools.union(["ReferenceEngine"]),
        "dispatch-bench": harness.union(["DispatchFuzz", "ReferenceEngine"]),
        "served-engine-example": harness.union(["ReferenceEngine"]),
        "DispatchModelTests": model,
        "DispatchHarnessTests": harness.union(["ReferenceEngine"]),
        "DispatchFuzzTests": harness.union(["DispatchFuzz", "ReferenceEngine"]),
        "DispatchSiteTests": harness.union(["DispatchPictures", "DispatchCoverage", "DispatchSite", "ReferenceEngine"]),
        "DispatchCoverageTests": harness.union(["DispatchCoverage", "ReferenceEngine"]),
        "ReferenceEngineTests": harness.union(["ReferenceEngine"]),
        "CorpusTests": harness.union(["ReferenceEngine"]),
        "CLITests": harness.union(["DispatchFuzz", "ReferenceEngine", "DispatchConformanceCLI", "served-engine-example"]),
    ]
}()

/// A target of `Package.swift`: its name, the targets it depends on and its sources folder.
struct ManifestTarget: CustomTestStringConvertible, Sendable {
    var name: String
    var dependencies: [String]
    var path: String
    var testDescription: String { name }
}

/// The quotedStrings strings of `text`.
private func quotedStrings(_ text: Substring) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
}

/// The manifest's text between `open`, the opening parenthesis of a call, and its closing one.
private func callArguments(_ text: String, from open: String.Index) -> Substring {
    var depth = 0
    var index = open
    while index < text.endIndex {
        if text[index] == "(" { depth += 1 }
        if text[index] == ")" {
            depth -= 1
            if depth == 0 { return text[text.index(after: open)..<index] }
        }
        index = text.index(after: index)
    }
    return text[open...]
}

/// The members `name: [ … ]` and `name: "…"` of a call's arguments.
private func manifestMember(_ name: String, in arguments: Substring) -> Substring? {
    guard let label = arguments.range(of: "\(name):") else { return nil }
    let rest = arguments[label.upperBound...].drop { $0 == " " || $0 == "\n" }
    if rest.first == "[" { return rest[...(rest.firstIndex(of: "]") ?? rest.endIndex)] }
    guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else { return nil }
    return rest[...end]
}

/// The manifest's calls `.kind(…)`, each as its argument text.
private func manifestCalls(_ kind: String, in manifest: String) -> [Substring] {
    var found: [Substring] = []
    var searchStart = manifest.startIndex
    while let range = manifest.range(of: ".\(kind)(", range: searchStart..<manifest.endIndex) {
        let open = manifest.index(before: range.upperBound)
        found.append(callArguments(manifest, from: open))
        searchStart = range.upperBound
    }
    return found
}

let manifest = try! String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)

/// Every target of `Package.swift` (library, executable and test targets; the manifest lists
/// dependencies by name only).
let manifestTargets: [ManifestTarget] = [("target", "Sources"), ("executableTarget", "Sources"), ("testTarget", "Tests")].flatMap {
    kind, folder in
    manifestCalls(kind, in: manifest).map { call in
        let name = manifestMember("name", in: call).map(quotedStrings)?.first ?? ""
        return ManifestTarget(
            name: name, dependencies: manifestMember("dependencies", in: call).map(quotedStrings) ?? [],
            path: manifestMember("path", in: call).map(quotedStrings)?.first ?? "\(folder)/\(name)")
    }
}

/// The modules of this package imported by the Swift files under `path`, each with where.
func importedModules(under path: String, of modules: Set<String>) throws -> [(module: String, place: String)] {
    let folder = repositoryRoot.appendingPathComponent(path)
    var found: [(module: String, place: String)] = []
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
    for case let file as URL in files where file.pathExtension == "swift" {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            // `import X`, `@testable import X`, `@_exported import X`, `import struct X.Y`.
            let words = line.split(separator: " ").drop { $0.hasPrefix("@") }
            guard words.first == "import", let name = words.dropFirst().last?.split(separator: ".").first else { continue }
            if modules.contains(String(name)) {
                found.append((String(name), "\(path)/\(file.path.dropFirst(folder.path.count + 1)):\(number + 1)"))
            }
        }
    }
    return found
}

@Test func everyTargetOfTheManifestHasItsPlaceInTheGraph() {
    #expect(manifestTargets.count >= allowedDependencies.count, "Package.swift read: \(manifestTargets.map(\.name))")
    #expect(Set(manifestTargets.map(\.name)) == Set(allowedDependencies.keys), "add a new target to allowedDependencies")
    #expect(manifestTargets.count == Set(manifestTargets.map(\.name)).count)
}

@Test("a target depends only on what the graph allows it", arguments: manifestTargets)
func targetDependsOnlyOnAllowedTargets(_ target: ManifestTarget) {
    let allowed = allowedDependencies[target.name] ?? []
    let forbidden = target.dependencies.filter { !allowed.contains($0) }
    #expect(forbidden.isEmpty, "\(target.name) depends on \(forbidden)")
}

@Test("a target's files import only the targets it may depend on", arguments: manifestTargets)
func targetImportsOnlyAllowedModules(_ target: ManifestTarget) throws {
    // An executable target is imported by the name of its module: `-` becomes `_`.
    let modules = Set(manifestTargets.map { $0.name.replacingOccurrences(of: "-", with: "_") })
    let allowed = Set((allowedDependencies[target.name] ?? []).map { $0.replacingOccurrences(of: "-", with: "_") })
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(target.path).path, isDirectory: &isFolder)
    #expect(exists && isFolder.boolValue, "\(target.name): no folder \(target.path)")
    let forbidden = try importedModules(under: target.path, of: modules).filter { !allowed.contains($0.module) }
    #expect(forbidden.isEmpty, "\(forbidden.map { "\($0.place): import \($0.module)" })")
}

@Test func theHarnessImportsNoToolAndTheGraphHasNoCycle() throws {
    let modules = Set(manifestTargets.map(\.name))
    let harnessImports = try importedModules(under: "Sources/DispatchHarness", of: modules)
    #expect(harnessImports.contains { $0.module == "DispatchModel" }, "the harness's imports are read")
    let notTheModel = harnessImports.filter { $0.module != "DispatchModel" }
    #expect(notTheModel.isEmpty, "the harness imports \(notTheModel.map { "\($0.place): import \($0.module)" })")
    #expect(try importedModules(under: "Sources/DispatchModel", of: modules).isEmpty)
    #expect(try importedModules(under: "Sources/ReferenceEngine", of: modules).allSatisfy { $0.module == "DispatchModel" })
    // From no target does the allowed graph lead back to it.
    for target in allowedDependencies.keys {
        var reached: Set<String> = []
        var frontier = Array(allowedDependencies[target] ?? [])
        while let next = frontier.popLast() {
            if reached.insert(next).inserted { frontier += allowedDependencies[next] ?? [] }
        }
        #expect(!reached.contains(target), "\(target) depends on itself through \(reached.sorted())")
    }
}

@Test func theEngineAuthorsProductHoldsTheModelAndTheHarnessOnly() throws {
    let library = try #require(
        manifestCalls("library", in: manifest).first { manifestMember("name", in: $0).map(quotedStrings)?.first == "DispatchConformance" })
    #expect(manifestMember("targets", in: library).map(quotedStrings) == ["DispatchModel", "DispatchHarness"])
}
