/// What the expert's search learnt of the positions it met: for each, a score with its bound,
/// the depth it was searched to and the best move found.
///
/// One table may serve several searches: the moves of one game in turn (what the last move's
/// search found is still true) and the threads of one search at once. An entry is one 64-bit
/// word, the data beside the top bits of its key, which threads read and write without locks:
/// a word is written whole, so a reader never meets half of one entry and half of another.
public final class TranspositionTable: @unchecked Sendable {
    enum Bound: UInt8 {
        case none, exact, lower, upper
    }

    struct Entry {
        var score: Int32
        var move: UInt8
        var depth: Int8
        var bound: Bound

        /// Score (22 bits, two's complement), move (7 bits, 127 for none), depth (7 bits) and
        /// bound (2 bits), from the lowest bit up; the key's top ``checkBits`` bits go above.
        fileprivate var packed: UInt64 {
            UInt64(UInt32(bitPattern: score) & 0x3F_FFFF) | UInt64(move & 0x7F) << 22
                | UInt64(UInt8(bitPattern: depth) & 0x7F) << 29 | UInt64(bound.rawValue) << 36
        }

        fileprivate init(packed: UInt64) {
            score = Int32(truncatingIfNeeded: Int64(bitPattern: packed << 42) >> 42)
            let move = UInt8(truncatingIfNeeded: packed >> 22) & 0x7F
            self.move = move == 0x7F ? Position.noMove : move
            depth = Int8(truncatingIfNeeded: packed >> 29 & 0x7F)
            bound = Bound(rawValue: UInt8(truncatingIfNeeded: packed >> 36 & 3)) ?? .none
        }

        init(score: Int32, move: UInt8, depth: Int8, bound: Bound) {
            self.score = score
            self.move = move
            self.depth = depth
            self.bound = bound
        }
    }

    /// How many of a key's top bits an entry keeps to tell its position from others in its slot.
    private static let checkBits: UInt64 = 26

    private let words: UnsafeMutableBufferPointer<UInt64>
    private let mask: Int

    /// A table of 2^`bits` entries of 8 bytes (2^17: 1 MB).
    public init(bits: Int = 17) {
        mask = 1 << bits - 1
        words = .allocate(capacity: 1 << bits)
        words.initialize(repeating: 0)
    }

    deinit {
        words.deallocate()
    }

    /// Forgets every position (a new game).
    public func clear() {
        words.update(repeating: 0)
    }

    /// The entry kept for `key`, if any.
    @inline(__always)
    func entry(for key: UInt64) -> Entry? {
        let word = words[Int(truncatingIfNeeded: key) & mask]
        let check = 64 - Self.checkBits
        guard word >> check == key >> check else { return nil }
        let entry = Entry(packed: word)
        return entry.bound == .none ? nil : entry
    }

    /// Keeps `entry` for `key`, replacing what the slot held.
    @inline(__always)
    func store(_ entry: Entry, for key: UInt64) {
        let check = 64 - Self.checkBits
        words[Int(truncatingIfNeeded: key) & mask] = (key >> check) << check | entry.packed
    }
}
