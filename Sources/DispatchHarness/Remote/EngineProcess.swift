import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process spoken to in lines: its standard input takes lines, its standard output is
/// read line by line with a time limit, and its standard error is collected.
final class EngineProcess: @unchecked Sendable {
    /// What waiting for a line gave.
    enum LineResult {
        case line(String)
        case endOfOutput
        case timedOut
    }

    private let processID: pid_t
    private let input: FileHandle
    private let condition = NSCondition()
    private var pendingLines: [String] = []
    private var partialLine: [UInt8] = []
    private var outputEnded = false
    private var errorText = ""
    private var errorsEnded = false
    private var status: Int32?

    /// Starts `command` with `/bin/sh -c` in a process group of its own, so that stopping it also
    /// stops whatever the command started (an interpreter, a pipeline, a server it proxies).
    init(command: String) throws {
        signal(SIGPIPE, SIG_IGN)
        Self.spawning.lock()
        defer { Self.spawning.unlock() }
        var inputPipe: [Int32] = [0, 0]
        var outputPipe: [Int32] = [0, 0]
        var errorPipe: [Int32] = [0, 0]
        guard Self.makePipe(&inputPipe), Self.makePipe(&outputPipe), Self.makePipe(&errorPipe) else { throw EngineProcessError.pipes }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for fd in inputPipe + outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", command]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, environ)
        close(inputPipe[0])
        close(outputPipe[1])
        close(errorPipe[1])
        guard result == 0 else {
            [inputPipe[1], outputPipe[0], errorPipe[0]].forEach { close($0) }
            throw EngineProcessError.spawn(result)
        }
        processID = pid
        input = FileHandle(fileDescriptor: inputPipe[1], closeOnDealloc: true)
        let outputHandle = FileHandle(fileDescriptor: outputPipe[0], closeOnDealloc: true)
        let errorHandle = FileHandle(fileDescriptor: errorPipe[0], closeOnDealloc: true)
        Thread.detachNewThread { [self] in readOutput(outputHandle) }
        Thread.detachNewThread { [self] in readErrors(errorHandle) }
    }

    /// A pipe whose ends are closed on exec, so that a process another thread spawns does not
    /// inherit them: an inherited write end would keep this engine's output open after the engine
    /// exits, turning its crash into a timeout. The spawn's dup2 gives the child its own ends
    /// without the flag. (Glibc's `pipe2` is not visible to Swift, hence `fcntl`; engines are
    /// spawned under ``spawning`` so that two of them never race through that window.)
    private static func makePipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// Held while an engine's pipes are made and its process spawned.
    private static let spawning = NSLock()

    private func readOutput(_ handle: FileHandle) {
        while true {
            let data = handle.availableData
            condition.lock()
            if data.isEmpty {
                if !partialLine.isEmpty { pendingLines.append(String(decoding: partialLine, as: UTF8.self)) }
                partialLine = []
                outputEnded = true
                condition.broadcast()
                condition.unlock()
                return
            }
            for byte in data {
                if byte == UInt8(ascii: "\n") {
                    pendingLines.append(String(decoding: partialLine, as: UTF8.self))
                    partialLine = []
                } else {
                    partialLine.append(byte)
                }
            }
            condition.broadcast()
            condition.unlock()
        }
    }

    private func readErrors(_ handle: FileHandle) {
        while true {
            let data = handle.availableData
            condition.lock()
            if data.isEmpty {
                errorsEnded = true
                condition.broadcast()
                condition.unlock()
                return
            }
            errorText += String(decoding: data, as: UTF8.self)
            if errorText.utf8.count > 65_536 { errorText = String(errorText.suffix(32_768)) }
            condition.unlock()
        }
    }

    /// Writes one line to the process; false when it can no longer be written to.
    func send(_ line: String) -> Bool {
        do {
            try input.write(contentsOf: Data((line + "\n").utf8))
            return true
        } catch {
            return false
        }
    }

    /// The next line of output, waiting at most `seconds`.
    func nextLine(within seconds: Double) -> LineResult {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while pendingLines.isEmpty && !outputEnded {
            if !condition.wait(until: deadline) && pendingLines.isEmpty && !outputEnded { return .timedOut }
        }
        if pendingLines.isEmpty { return .endOfOutput }
        return .line(pendingLines.removeFirst())
    }

    /// The standard error written since the last call. After the process was stopped or has ended,
    /// waits (up to a second) until all of it has been read.
    func takeStandardError(waitingForEnd: Bool = false) -> String {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: 1)
        while waitingForEnd && !errorsEnded && condition.wait(until: deadline) {}
        let text = errorText
        errorText = ""
        return text
    }

    /// The exit status, once the process has exited (waits up to a second for it); nil if it has
    /// not, or if it was killed by a signal.
    func exitStatus() -> Int32? {
        let deadline = Date(timeIntervalSinceNow: 1)
        while Date() < deadline {
            if let status = reap(blocking: false) { return status }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return nil
    }

    /// Collects the exited process; returns its exit status when it exited normally.
    private func reap(blocking: Bool) -> Int32? {
        condition.lock()
        defer { condition.unlock() }
        if let status { return status }
        var raw: Int32 = 0
        guard waitpid(processID, &raw, blocking ? 0 : WNOHANG) == processID else { return nil }
        let exited = raw & 0x7f == 0
        status = exited ? (raw >> 8) & 0xff : -(raw & 0x7f)
        return status
    }

    /// Ends the process and everything it started: closes its input, kills its process group, and
    /// collects it.
    func stop() {
        try? input.close()
        kill(-processID, SIGKILL)
        _ = reap(blocking: true)
    }

    deinit { stop() }
}

/// Why an engine process could not be started.
enum EngineProcessError: Error, CustomStringConvertible {
    case pipes
    case spawn(Int32)

    var description: String {
        switch self {
        case .pipes: "could not create pipes to the engine"
        case .spawn(let code): "could not start /bin/sh (error \(code))"
        }
    }
}
