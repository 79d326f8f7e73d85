/// The entries of a ``Trace``, stored compactly and decoded when read (issue 29, item 3;
/// DECISIONS 64).
///
/// Each entry is a 24-byte record; names and touch lists are stored once per trace and referred to
/// by index, so a trace of a million lines holds a million records and a few tables, not a million
/// enumerations of strings and arrays. Reading an entry (`entries[i]`, iteration) builds its
/// ``TraceEntry``; writing one (``append(_:at:)``, `entries[i] = …`, any range replacement)
/// encodes it. Equality and hashing are those of the decoded entries, so two traces with the same
/// lines are equal however their tables were filled.
public struct TraceEntries: Sendable, RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    /// The records, one per entry, in order.
    private var records: [TraceRecord]
    /// What the records' operands index.
    private var tables: TraceTables

    /// The bytes each entry's record takes in the trace's array (the tables come on top, once per
    /// distinct name, touch list and wide value).
    public static var bytesPerRecord: Int { MemoryLayout<TraceRecord>.stride }

    /// No entries.
    public init() {
        records = []
        tables = TraceTables()
    }

    /// The index of the first entry: 0.
    public var startIndex: Int { 0 }

    /// One past the index of the last entry: the number of entries.
    public var endIndex: Int { records.count }

    /// The entry at `position`, decoded; setting it encodes the new entry in its place.
    public subscript(position: Int) -> TraceEntry {
        get {
            let record = records[position]
            return TraceEntry(time: record.time, event: tables.event(of: record))
        }
        set { records[position] = tables.record(of: newValue.event, at: newValue.time) }
    }

    /// How many entries the record array can hold before it grows.
    public var capacity: Int { records.capacity }

    /// Makes room for `minimumCapacity` entries.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        records.reserveCapacity(minimumCapacity)
    }

    /// Appends `event` at `time`: the engine's way to write, with no ``TraceEntry`` built.
    public mutating func append(_ event: borrowing TraceEvent, at time: Int) {
        records.append(tables.record(of: event, at: time))
    }

    /// Appends an entry.
    public mutating func append(_ entry: TraceEntry) {
        records.append(tables.record(of: entry.event, at: entry.time))
    }

    /// Replaces the entries in `subrange` with `newElements`, encoding them.
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == TraceEntry {
        var encoded: [TraceRecord] = []
        encoded.reserveCapacity(newElements.count)
        for entry in newElements { encoded.append(tables.record(of: entry.event, at: entry.time)) }
        records.replaceSubrange(subrange, with: encoded)
    }
}

extension TraceEntries {
    // The reference engine's way to write its most frequent lines (issue 29, item 3): it numbers
    // its scene's names once, then writes records by number, with no event built and no name
    // looked up. Package-only: engines outside this package write ``TraceEvent``s.

    /// The number of `name` in this trace's names, added when new.
    package mutating func nameNumber(_ name: String) -> UInt32 { tables.name(name) }

    /// Appends `hitTest A`, `A` numbered by ``nameNumber(_:)``.
    package mutating func appendHitTestCall(view: UInt32, at time: Int) {
        records.append(.hitTestCall(view: view, at: time))
    }

    /// Appends `pointInside A -> result`.
    package mutating func appendPointInside(view: UInt32, result: Bool, at time: Int) {
        records.append(.pointInside(view: view, result: result, at: time))
    }

    /// Appends `hitTest A -> C` (`result` numbered) or `hitTest A -> nil`.
    package mutating func appendHitTestReturn(view: UInt32, result: UInt32?, at time: Int) {
        records.append(.hitTestReturn(view: view, result: result ?? TraceTables.absent, at: time))
    }

    /// Appends `gesture R from -> to`.
    package mutating func appendGesture(recognizer: UInt32, from: GestureState, to: GestureState, at time: Int) {
        records.append(.gesture(recognizer: recognizer, from: from, to: to, at: time))
    }

    /// Appends `recognizer R touchesBegan [1]`.
    package mutating func appendRecognizerTouches(recognizer: UInt32, phase: TouchPhase, touches: [Int], at time: Int) {
        records.append(.recognizerTouches(recognizer: recognizer, phase: phase, touches: tables.touchList(touches), at: time))
    }
}

extension TraceEntries: Hashable {
    /// Whether both hold the same entries in the same order.
    public static func == (lhs: TraceEntries, rhs: TraceEntries) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Hashes the decoded entries, so that equal entries hash alike whatever their tables.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for entry in self { hasher.combine(entry) }
    }
}

extension TraceEntries: ExpressibleByArrayLiteral {
    /// The entries listed.
    public init(arrayLiteral elements: TraceEntry...) {
        self.init(elements)
    }
}
