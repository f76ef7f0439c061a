/// What the expert's search learnt of the positions it met: for each, a score with its bound,
/// the depth it was searched to and the best move found.
///
/// One table may serve several searches: the moves of one game in turn (what the last move's
/// search found is still true) and the threads of one search at once. Threads read and write an
/// entry without locks; an entry keeps its key XOR its data, so one torn by two writers at once
/// no longer matches its key and reads as absent.
public final class TranspositionTable: @unchecked Sendable {
    enum Bound: UInt8 {
        case none, exact, lower, upper
    }

    struct Entry {
        var score: Int32
        var move: UInt8
        var depth: Int8
        var bound: Bound

        fileprivate var packed: UInt64 {
            UInt64(UInt32(bitPattern: score)) | UInt64(move) << 32 | UInt64(UInt8(bitPattern: depth)) << 40
                | UInt64(bound.rawValue) << 48
        }

        fileprivate init(packed: UInt64) {
            score = Int32(bitPattern: UInt32(truncatingIfNeeded: packed))
            move = UInt8(truncatingIfNeeded: packed >> 32)
            depth = Int8(bitPattern: UInt8(truncatingIfNeeded: packed >> 40))
            bound = Bound(rawValue: UInt8(truncatingIfNeeded: packed >> 48)) ?? .none
        }

        init(score: Int32, move: UInt8, depth: Int8, bound: Bound) {
            self.score = score
            self.move = move
            self.depth = depth
            self.bound = bound
        }
    }

    /// Two words an entry: the key XOR the data, then the data.
    private let words: UnsafeMutableBufferPointer<UInt64>
    private let mask: Int

    /// A table of 2^`bits` entries of 16 bytes (2^17: 2 MB).
    public init(bits: Int = 17) {
        mask = 1 << bits - 1
        words = .allocate(capacity: 2 << bits)
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
        let slot = (Int(truncatingIfNeeded: key) & mask) &* 2
        let data = words[slot &+ 1]
        guard words[slot] ^ data == key, data != 0 else { return nil }
        return Entry(packed: data)
    }

    /// Keeps `entry` for `key`, replacing what the slot held.
    @inline(__always)
    func store(_ entry: Entry, for key: UInt64) {
        let slot = (Int(truncatingIfNeeded: key) & mask) &* 2
        let data = entry.packed
        words[slot] = key ^ data
        words[slot &+ 1] = data
    }
}
