import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Readings of this process's memory, for the memory series: what is resident, the peak resident
/// size, and what the machine has available; and glibc's `malloc_trim`, which hands the memory
/// malloc holds free back to the system so that the resident size follows what is in use. Linux
/// only; each reading is nil where it cannot be made.
enum ProcessMemory {
    /// `malloc_trim(0)`: glibc gives back the free memory of every arena (its top, and the free
    /// pages inside it); false where there is no such function. Looked up at run time, since the
    /// Glibc module does not import `malloc.h`.
    @discardableResult
    static func trimMalloc() -> Bool {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return false }
        typealias Trim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        return true
    }

    /// Resident bytes now: the second field of `/proc/self/statm` (pages) times the page size.
    static func resident() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The peak resident bytes since the process started or the last ``resetPeak()``:
    /// `getrusage(RUSAGE_SELF).ru_maxrss`, which Linux gives in KiB.
    static func peakResident() -> Int? {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) * 1024
    }

    /// Sets the peak back to what is resident now (Linux: `5` written to `/proc/self/clear_refs`),
    /// so that the next ``peakResident()`` is the peak of what follows; false when it cannot.
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// The memory the machine can give without swapping: `MemAvailable` of `/proc/meminfo`.
    static func available() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
            let fields = line.split(separator: " ")
            if fields.count > 1, let kibibytes = Int(fields[1]) { return kibibytes * 1024 }
        }
        return nil
    }
}
