import Foundation

/// `serve`'s own throughput: every request line written ahead of the answers (a writer thread
/// feeds the process while this one reads), so that the figure is the server's parsing, engine and
/// writing, not the latency of one round trip per scenario.
enum StreamedServe {
    /// Seconds from the first request written to the last answer read, the median of `rounds`
    /// processes (each started and past its handshake before the clock starts); nil when the
    /// process cannot be started or does not answer every request.
    static func median(_ executable: String, requests: [String], rounds: Int) -> Double? {
        var samples: [Double] = []
        for _ in 0..<rounds {
            guard let seconds = once(executable, requests: requests) else { return nil }
            samples.append(seconds)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    private static func once(_ executable: String, requests: [String]) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["serve"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        defer { process.waitUntilExit() }
        var reader = LineReader(output.fileHandleForReading)
        guard reader.next() != nil else { return nil }  // the handshake
        let payload = Data((requests.joined(separator: "\n") + "\n").utf8)
        let writer = input.fileHandleForWriting
        let start = DispatchTime.now().uptimeNanoseconds
        let writing = Thread {
            writer.write(payload)
            try? writer.close()
        }
        writing.start()
        var answers = 0
        while answers < requests.count, reader.next() != nil { answers += 1 }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return answers == requests.count ? seconds : nil
    }
}

/// Lines of a pipe, read in large chunks.
private struct LineReader {
    let handle: FileHandle
    var buffer: [UInt8] = []
    var position = 0

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next line's length in bytes (its text is not needed), or nil at the end.
    mutating func next() -> Int? {
        while true {
            if let newline = buffer[position...].firstIndex(of: UInt8(ascii: "\n")) {
                defer { position = newline + 1 }
                return newline - position
            }
            let data = handle.availableData
            guard !data.isEmpty else { return nil }
            buffer.removeSubrange(0..<position)
            position = 0
            buffer += data
        }
    }
}
