import DispatchHarness
import Foundation

/// The folder of `run --dump DIR`: made (with its parents) before the run, so that a path that
/// cannot be a folder costs no run; filled after the report is printed.
enum DumpFolder {
    /// Creates `path` unless it is already a writable folder; throws saying why it cannot be one.
    static func prepare(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw HarnessError.notFound("--dump \(path): it is a file, not a folder; nothing was run") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw HarnessError.notFound("--dump \(path): the folder cannot be made (\(error)); nothing was run")
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw HarnessError.notFound("--dump \(path): the folder is not writable; nothing was run")
        }
    }

    /// Writes `files` into `folder`; on failure prints why to standard error and returns false.
    static func write(_ files: [RunDump.File], to folder: String) -> Bool {
        for file in files {
            let path = (folder as NSString).appendingPathComponent(file.name)
            guard OutputPath.write(file.text, to: path, option: "--dump") else { return false }
        }
        return true
    }
}
