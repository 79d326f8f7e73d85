import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The entries of a corpus folder, found by walking it in name order.
///
/// `FileManager`'s enumerator does not descend into a symbolically linked folder and says nothing
/// about it, so a linked area of the corpus used to vanish from every run. This walk follows links
/// to folders and files; it reports a link that leads nowhere, a link back into a folder that
/// encloses it (which would never end) and a folder it cannot read, each as a problem entry.
struct CorpusWalk {
    /// One thing the walk found.
    enum Entry: Equatable {
        /// A `*.json` file, by its path relative to the root.
        case fixture(String)
        /// Something that should have been walked or read but cannot be, and why.
        case problem(String, message: String)
    }

    /// The corpus folder.
    let root: String

    /// Every entry below the root, or nil when the root cannot be read.
    func entries() -> [Entry]? {
        guard let real = Self.resolved(root), let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return nil }
        var found: [Entry] = []
        walk(names: names, relative: "", enclosing: [real], into: &found)
        return found
    }

    private func walk(names: [String], relative: String, enclosing: [String], into found: inout [Entry]) {
        for name in names.sorted() {
            let relativePath = relative.isEmpty ? name : "\(relative)/\(name)"
            let path = (root as NSString).appendingPathComponent(relativePath)
            let status = FileStatus(path)
            let isLink = status.isSymbolicLink
            guard status.exists else {
                let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
                found.append(
                    .problem(
                        relativePath,
                        message: isLink ? "a symbolic link to \(target ?? "?"), which does not exist" : "the entry cannot be read"))
                continue
            }
            guard status.isDirectory else {
                if name.hasSuffix(".json") {
                    found.append(.fixture(relativePath))
                } else if name.lowercased().hasSuffix(".json") {
                    // `.JSON` or `.Json` would be left out on one file system and read on another.
                    let renamed = String(name.dropLast(5)) + ".json"
                    found.append(.problem(relativePath, message: "fixture files end in \".json\", in lower case: rename it to \(renamed)"))
                }
                continue
            }
            guard let real = Self.resolved(path), !enclosing.contains(real) else {
                found.append(
                    .problem(relativePath, message: "a symbolic link back to an enclosing folder; following it would never end"))
                continue
            }
            guard let children = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                found.append(.problem(relativePath, message: "the folder\(isLink ? " this symbolic link leads to" : "") cannot be read"))
                continue
            }
            walk(names: children, relative: relativePath, enclosing: enclosing + [real], into: &found)
        }
    }

    /// The path with every symbolic link resolved, or nil when it leads nowhere.
    private static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
