/// Distinct values, each numbered in the order first seen: what ``TraceTables`` keeps names and
/// touch lists in (issue 29, item 3).
///
/// An open-addressing table over ``InternKey/internHash``, a hash that is the same in every
/// process; the numbering depends only on the order of the values given, never on the table's
/// layout, so nothing of it reaches a trace.
struct InternTable<Key: InternKey>: Sendable where Key: Sendable {
    /// The distinct values, by number.
    private(set) var keys: [Key] = []
    /// For each slot, the number of the value it holds plus one; 0 for an empty slot. The count is
    /// a power of two, at least twice ``keys``' count.
    private var slots: [UInt32] = Array(repeating: 0, count: 16)

    /// The number of `key`, numbering it next when it is new.
    mutating func index(of key: Key) -> UInt32 {
        let hash = key.internHash
        // Looked up before any write: a mutating access checks that the arrays are unshared, which
        // costs as much as the lookup itself, and almost every lookup finds its key.
        switch find(key, hash: hash) {
        case .found(let index): return index
        case .empty(let slot):
            let index = UInt32(keys.count)
            keys.append(key)
            slots[slot] = index + 1
            if keys.count * 2 > slots.count { grow() }
            return index
        }
    }

    /// Where `key` is, or the empty slot where it would go.
    private func find(_ key: Key, hash: UInt64) -> Probe {
        let mask = slots.count - 1
        var slot = Self.slot(of: hash, mask: mask)
        while true {
            let entry = slots[slot]
            if entry == 0 { return .empty(slot) }
            if keys[Int(entry - 1)] == key { return .found(entry - 1) }
            slot = (slot + 1) & mask
        }
    }

    /// The outcome of a lookup.
    private enum Probe {
        /// The key's number.
        case found(UInt32)
        /// The empty slot that ends the key's probe sequence.
        case empty(Int)
    }

    /// Doubles the slots and places every value again.
    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, key) in keys.enumerated() {
            var slot = Self.slot(of: key.internHash, mask: mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(index) + 1
        }
    }

    private static func slot(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
    }
}

/// A value ``InternTable`` can number: equatable, with a hash that is the same in every process
/// (Swift's `Hasher` is seeded per process, and costly for the short keys of a trace).
protocol InternKey: Equatable {
    /// A hash of the value; equal values have equal hashes.
    var internHash: UInt64 { get }
}

extension String: InternKey {
    /// FNV-1a over the UTF-8 bytes, read from the string's own storage (walking `utf8` one
    /// index at a time cost five times as much).
    var internHash: UInt64 {
        if let hash = utf8.withContiguousStorageIfAvailable(Self.fnv1a) { return hash }
        return Self.fnv1a(Array(utf8))
    }

    private static func fnv1a(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3 }
        return hash
    }
}

extension Array: InternKey where Element == Int {
    /// FNV-1a over the elements, with the count first.
    var internHash: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(count)
        for element in self { hash = (hash ^ UInt64(bitPattern: Int64(element))) &* 0x0100_0000_01b3 }
        return hash
    }
}
