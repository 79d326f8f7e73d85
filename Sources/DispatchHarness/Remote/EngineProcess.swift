import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process spoken to in lines: its standard input takes lines, its standard output is
/// read line by line with a time limit and a size limit, and its standard error is collected
/// within a size limit.
///
/// The process runs in a process group of its own. The group is killed before the process is
/// reaped, never after: until it is reaped, the process's id cannot be given to another process,
/// so the kill cannot reach a stranger's group (pid reuse).
final class EngineProcess: @unchecked Sendable {
    /// What waiting for a line gave.
    enum LineResult {
        case line(String)
        case endOfOutput
        case timedOut
        /// The engine wrote more than `maximumLineBytes` without ending a line (or without being
        /// asked): the first bytes of that output.
        case overflow(prefix: String)
    }

    /// The process id of the `/bin/sh` that runs the command, the leader of its process group.
    let processID: pid_t
    private let input: FileHandle
    private let maximumLineBytes: Int
    private let condition = NSCondition()
    private var pendingLines: [String] = []
    private var pendingBytes = 0
    private var partialLine: [UInt8] = []
    private var overflowPrefix: String?
    private var outputEnded = false
    private var errorLog = BoundedLog()
    private var errorsEnded = false
    /// The read end of the engine's standard error, non-blocking; read only under `condition`, so
    /// that no byte read from it is ever outside ``errorLog`` while the lock is free.
    private let errorDescriptor: Int32
    /// Held while the process is killed and reaped; `reaped` is read and written under it.
    private let lifecycle = NSLock()
    private var reaped = false

    /// Starts `command` with `/bin/sh -c` in a process group of its own, so that stopping it also
    /// stops whatever the command started (an interpreter, a pipeline, a server it proxies).
    init(command: String, maximumLineBytes: Int) throws {
        signal(SIGPIPE, SIG_IGN)
        self.maximumLineBytes = maximumLineBytes
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
        // A command line that handles SIGINT, SIGTERM or SIGHUP itself ignores them, and the thread
        // that spawns may block signals; the engine starts with default actions and none blocked.
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaultSignals, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
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
        EngineProcessRegistry.shared.add(pid)
        input = FileHandle(fileDescriptor: inputPipe[1], closeOnDealloc: true)
        let outputHandle = FileHandle(fileDescriptor: outputPipe[0], closeOnDealloc: true)
        errorDescriptor = errorPipe[0]
        _ = fcntl(errorDescriptor, F_SETFL, fcntl(errorDescriptor, F_GETFL) | O_NONBLOCK)
        Thread.detachNewThread { [self] in readOutput(outputHandle) }
        Thread.detachNewThread { [self] in readErrors() }
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

    /// Splits the output into lines. Past `maximumLineBytes` of unread output (one endless line,
    /// or lines nobody asked for) it keeps only the first bytes, as ``LineResult/overflow(prefix:)``,
    /// and drops the rest until the output ends.
    private func readOutput(_ handle: FileHandle) {
        while true {
            let data = handle.availableData
            condition.lock()
            defer {
                condition.broadcast()
                condition.unlock()
            }
            if data.isEmpty {
                if !partialLine.isEmpty && overflowPrefix == nil { pendingLines.append(String(decoding: partialLine, as: UTF8.self)) }
                partialLine = []
                outputEnded = true
                return
            }
            guard overflowPrefix == nil else { continue }
            var start = data.startIndex
            while let newline = data[start...].firstIndex(of: UInt8(ascii: "\n")) {
                partialLine += data[start..<newline]
                pendingLines.append(String(decoding: partialLine, as: UTF8.self))
                pendingBytes += partialLine.count
                partialLine = []
                start = newline + 1
            }
            partialLine += data[start...]
            if pendingBytes + partialLine.count > maximumLineBytes {
                let first =
                    pendingLines.first.map { Array($0.utf8.prefix(OutputExcerpt.limit)) } ?? Array(partialLine.prefix(OutputExcerpt.limit))
                overflowPrefix = String(decoding: first, as: UTF8.self)
                pendingLines = []
                pendingBytes = 0
                partialLine = []
            }
        }
    }

    /// Waits for standard error to be readable, then drains it under the lock; closes the pipe
    /// once it has ended.
    private func readErrors() {
        while true {
            var descriptor = pollfd(fd: errorDescriptor, events: Int16(POLLIN), revents: 0)
            while poll(&descriptor, 1, -1) == -1 && errno == EINTR {}
            condition.lock()
            if !errorsEnded { drainErrors() }
            let ended = errorsEnded
            condition.broadcast()
            condition.unlock()
            if ended {
                close(errorDescriptor)
                return
            }
        }
    }

    /// Reads everything standard error holds now into ``errorLog``, without blocking; notes its end.
    /// Called with `condition` held.
    private func drainErrors() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(errorDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                errorLog.append(buffer[0..<count])
            } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                errorsEnded = true
                return
            } else if errno != EINTR {
                return
            }
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

    /// Closes the process's standard input, which tells an engine to exit.
    func closeInput() {
        try? input.close()
    }

    /// The next line of output, waiting until `deadline` at most.
    func nextLine(before deadline: Date) -> LineResult {
        condition.lock()
        defer { condition.unlock() }
        while pendingLines.isEmpty && !outputEnded && overflowPrefix == nil {
            if !condition.wait(until: deadline) && pendingLines.isEmpty && !outputEnded && overflowPrefix == nil { return .timedOut }
        }
        if let overflowPrefix { return .overflow(prefix: overflowPrefix) }
        if pendingLines.isEmpty { return .endOfOutput }
        let line = pendingLines.removeFirst()
        pendingBytes -= line.utf8.count
        return .line(line)
    }

    /// A line (or an overflow) that has already arrived, without waiting; nil when there is none.
    func lineAlreadyWritten() -> LineResult? {
        condition.lock()
        let ready = !pendingLines.isEmpty || overflowPrefix != nil
        condition.unlock()
        return ready ? nextLine(before: Date()) : nil
    }

    /// The standard error written since the last call, within ``BoundedLog``'s size: everything
    /// in the pipe when it is called, so that what an engine wrote before its answer is never
    /// missing from the report of that answer. After the process was stopped or has ended, waits
    /// (up to a second) until all of it has been read.
    func takeStandardError(waitingForEnd: Bool = false) -> String {
        condition.lock()
        defer { condition.unlock() }
        if !errorsEnded { drainErrors() }
        let deadline = Date(timeIntervalSinceNow: 1)
        while waitingForEnd && !errorsEnded && condition.wait(until: deadline) {}
        return errorLog.take()
    }

    /// The exit status once the process has exited (waits up to a second for it): its code, or
    /// minus the signal that killed it; nil if it is still running. The process is left unreaped,
    /// so that its id stays its own until ``stop()``.
    func exitStatus() -> Int32? {
        let deadline = Date(timeIntervalSinceNow: 1)
        repeat {
            lifecycle.lock()
            let status = reaped ? nil : ExitStatus.peek(processID)
            lifecycle.unlock()
            if let status { return status }
            Thread.sleep(forTimeInterval: 0.005)
        } while Date() < deadline
        return nil
    }

    /// Ends the process and everything it started: closes its input, kills its process group
    /// while the process is not yet reaped, then reaps it. Does nothing the second time.
    func stop() {
        lifecycle.lock()
        defer { lifecycle.unlock() }
        guard !reaped else { return }
        closeInput()
        EngineProcessRegistry.shared.killAndRemove(processID)
        var raw: Int32 = 0
        while waitpid(processID, &raw, 0) == -1 && errno == EINTR {}
        reaped = true
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
