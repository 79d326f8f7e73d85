import Foundation
import Testing

/// Each `Fixtures/` area, the rule files its fixtures mostly cite, and the folder of
/// `Sources/ReferenceEngine/` that implements those rules. `conflicts/` holds fixtures where
/// several areas' rules meet: it has no rule file and no engine folder of its own.
let areaLayout: [String: (ruleFiles: [String], engineFolder: String?)] = [
    "hit-testing": (["HT.md"], "HitTesting"),
    "windows": (["HT.md"], "Windows"),
    "touch-delivery": (["TD.md"], "TouchDelivery"),
    "multi-touch": (["MT.md"], "MultiTouch"),
    "responder-chain": (["RC.md"], "ResponderChain"),
    "gestures": (["GR.md", "GA.md"], "Gestures"),
    "controls": (["CT.md"], "Controls"),
    "scroll-views": (["SV.md"], "ScrollViews"),
    "first-responder": (["FR.md"], "FirstResponder"),
    "conflicts": ([], nil),
]

/// Engine folders that serve every area: the virtual clock, and the session with its choices.
let sharedEngineFolders: Set<String> = ["Clock", "Engine"]

/// The subdirectories of `path`.
private func folders(in path: URL) throws -> Set<String> {
    let names = try FileManager.default.contentsOfDirectory(atPath: path.path)
    return Set(
        names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        })
}

/// `Fixtures/` areas, `Specs/rules/` files and `Sources/ReferenceEngine/` folders are named in step.
@Test func fixtureAreasRuleFilesAndEngineFoldersCorrespond() throws {
    let areas = try folders(in: Repository.root.appendingPathComponent("Fixtures"))
    #expect(
        areas == Set(areaLayout.keys),
        "Fixtures/ areas not in the layout, or layout areas missing: \(areas.symmetricDifference(areaLayout.keys).sorted())")
    let engine = try folders(in: Repository.root.appendingPathComponent("Sources/ReferenceEngine"))
    let mapped = Set(areaLayout.values.compactMap(\.engineFolder)).union(sharedEngineFolders)
    #expect(engine == mapped, "engine folders and the layout differ: \(engine.symmetricDifference(mapped).sorted())")
    let ruleFiles = Set(
        try FileManager.default.contentsOfDirectory(atPath: Repository.specs + "/rules").filter { $0.hasSuffix(".md") && $0 != "README.md" }
    )
    let cited = Set(areaLayout.values.flatMap(\.ruleFiles))
    #expect(ruleFiles == cited, "rule files and the layout differ: \(ruleFiles.symmetricDifference(cited).sorted())")
    #expect(rules.rules.allSatisfy { ruleFiles.contains(URL(fileURLWithPath: $0.file).lastPathComponent) })
}
