/// What the records of one trace point into: each distinct name and touch list once, in the order
/// first written, and the values too wide for a record's 32-bit operands (issue 29, item 3).
///
/// The lookups are ``InternTable``s: a hash fixed across processes and cheaper than `Hasher`'s
/// seeded SipHash, which, with a `Dictionary`, made writing a line cost 40 % more than building its
/// enumeration (issue 29). The arrays only grow, so an index a record holds stays valid.
struct TraceTables: Sendable {
    /// Each distinct name (view, recognizer, action…) once, with its index.
    private var nameTable = InternTable<String>()
    /// Each distinct list of touch ids once, in the order the event gave it, with its index.
    private var touchListTable = InternTable<[Int]>()
    /// The name written last and its index.
    private var lastName: (text: String, index: UInt32)?
    /// Bit patterns of points' coordinates, numbers, and integers outside `0..<2³¹`.
    private(set) var wide: [UInt64] = []

    /// The operand of an absent name (`hitTest A -> nil`).
    static let absent = UInt32.max
    /// The bit that marks an integer operand as an index into ``wide``.
    private static let wideBit: UInt32 = 1 << 31

    /// Each distinct name, in the order first written.
    var names: [String] { nameTable.keys }

    /// Each distinct list of touch ids, in the order first written.
    var touchLists: [[Int]] { touchListTable.keys }

    /// The index of `name`, added when new.
    mutating func name(_ name: String) -> UInt32 {
        // The lines of one hit-test call, and a recognizer's state change and its action, name
        // the same object one after the other: a repeat costs one comparison of small strings.
        if let lastName, lastName.text == name { return lastName.index }
        let index = nameTable.index(of: name)
        precondition(index < Self.absent, "a trace names more than 2³² - 1 distinct objects")
        lastName = (name, index)
        return index
    }

    /// The index of `name`, or ``absent``.
    mutating func name(_ name: String?) -> UInt32 {
        guard let name else { return Self.absent }
        return self.name(name)
    }

    /// The name at `index`, or nil for ``absent``.
    func optionalName(_ index: UInt32) -> String? {
        index == Self.absent ? nil : names[Int(index)]
    }

    /// The index of `touches`, added when new.
    mutating func touchList(_ touches: [Int]) -> UInt32 { touchListTable.index(of: touches) }

    /// An integer operand: the value itself when in `0..<2³¹`, else the marked index of its bit
    /// pattern in ``wide``.
    mutating func integer(_ value: Int) -> UInt32 {
        if value >= 0 && value < Int(Self.wideBit) { return UInt32(value) }
        return Self.wideBit | wideIndex(UInt64(bitPattern: Int64(value)))
    }

    /// The integer an operand written by ``integer(_:)`` holds.
    func integer(at operand: UInt32) -> Int {
        operand & Self.wideBit == 0 ? Int(operand) : Int(Int64(bitPattern: wide[Int(operand & ~Self.wideBit)]))
    }

    /// The index in ``wide`` of `number`'s bit pattern.
    mutating func number(_ number: Double) -> UInt32 { wideIndex(number.bitPattern) }

    /// The index in ``wide`` of `point`'s coordinates, `x` then `y`.
    mutating func point(_ point: Point) -> UInt32 {
        let index = wideIndex(point.x.bitPattern)
        _ = wideIndex(point.y.bitPattern)
        return index
    }

    /// The index in ``wide`` of `first`'s coordinates, followed by `second`'s (at the index plus 2).
    mutating func points(_ first: Point, _ second: Point) -> UInt32 {
        let index = point(first)
        _ = point(second)
        return index
    }

    /// The number at `index` of ``wide``.
    func number(at index: UInt32, offset: Int = 0) -> Double {
        Double(bitPattern: wide[Int(index) + offset])
    }

    /// The point whose coordinates start at `index` of ``wide``.
    func point(at index: UInt32, offset: Int = 0) -> Point {
        Point(x: number(at: index, offset: offset), y: number(at: index, offset: offset + 1))
    }

    private mutating func wideIndex(_ bits: UInt64) -> UInt32 {
        let index = UInt32(wide.count)
        precondition(index < Self.wideBit, "a trace holds more than 2³¹ wide values")
        wide.append(bits)
        return index
    }
}

/// An enumeration a record holds as its ordinal among `allCases`.
protocol TraceOrdinal: CaseIterable, Equatable {
    /// `allCases`, computed once: the synthesised `allCases` builds a new array on every call.
    static var ordinals: [Self] { get }
}

extension TraceOrdinal {
    /// The value's position in ``ordinals``.
    var ordinal: UInt8 {
        for (index, value) in Self.ordinals.enumerated() where value == self { return UInt8(index) }
        preconditionFailure("\(self) is not among \(Self.self).allCases")
    }

    /// The value at `ordinal`, which ``ordinal`` returned.
    init(ordinal: UInt8) { self = Self.ordinals[Int(ordinal)] }
}

extension TouchPhase: TraceOrdinal { static let ordinals = allCases }
extension GestureState: TraceOrdinal { static let ordinals = allCases }
extension ControlEvent: TraceOrdinal { static let ordinals = Array(allCases) }
extension ScrollFlag: TraceOrdinal { static let ordinals = allCases }
extension ViewMutation: TraceOrdinal { static let ordinals = allCases }
extension MotionPhase: TraceOrdinal { static let ordinals = allCases }
extension RemoteControlSubtype: TraceOrdinal { static let ordinals = allCases }
