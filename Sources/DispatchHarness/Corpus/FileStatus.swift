#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat(2)` and `lstat(2)` say of a path: the few facts the corpus walk and loader need.
///
/// `FileManager.attributesOfItem` answers the same questions, but builds a dictionary of every
/// attribute (owner and group names included) for each call; over a corpus of some 700 files that
/// was a tenth of `dispatch-conformance list`'s time.
struct FileStatus {
    /// Whether the path itself is a symbolic link.
    let isSymbolicLink: Bool
    /// Whether the path, links followed, leads to something; false for a dangling link.
    let exists: Bool
    /// Whether it leads to a folder.
    let isDirectory: Bool
    /// Its size in bytes, links followed (0 when it does not exist).
    let size: Int

    /// The status of `path`.
    init(_ path: String) {
        var own = stat()
        isSymbolicLink = lstat(path, &own) == 0 && (own.st_mode & S_IFMT) == S_IFLNK
        var target = stat()
        exists = stat(path, &target) == 0
        isDirectory = exists && (target.st_mode & S_IFMT) == S_IFDIR
        size = exists ? Int(target.st_size) : 0
    }
}
