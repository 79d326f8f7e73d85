import DispatchHarness
import Foundation

/// The files `run` writes (`--json`, `--junit`, `--update-expectations`): checked before the run,
/// written after the report is printed, so that a bad path never costs the report.
enum OutputPath {
    /// Throws unless a file can be written at `path`: its folder exists and is writable, and the
    /// path is not a folder or a read-only file.
    static func check(_ path: String, option: String, consequence: String = "nothing was run") throws {
        let manager = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        func problem(_ reason: String) -> HarnessError { .notFound("\(option) \(path): \(reason); \(consequence)") }
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw problem("it is a folder") }
            guard manager.isWritableFile(atPath: path) else { throw problem("the file is not writable") }
        }
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw problem("there is no folder \(folder); make it first (mkdir -p \(shellQuoted(folder)))")
        }
        guard isDirectory.boolValue else { throw problem("\(folder) is not a folder") }
        guard manager.isWritableFile(atPath: folder) else { throw problem("the folder \(folder) is not writable") }
    }

    /// Throws unless `path` can be the folder a command writes into: a folder, or nothing yet
    /// (then it is made), never a file.
    static func checkFolder(_ path: String, option: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw HarnessError.notFound("\(option) \(path): it is a file; give a folder (it is made if missing)")
        }
    }

    /// Writes `text` to `path`; on failure prints why to standard error and returns false.
    static func write(_ text: String, to path: String, option: String) -> Bool {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return true
        } catch {
            standardError("error: \(option) \(path) could not be written: \(error)")
            return false
        }
    }
}
