/// FNV-1a, 64 bits: a tiny hash whose value is the same on every platform and run (unlike
/// `Hasher`), for the shipped models' checksums and for splitting the drawings by subject.
package enum FowlerNollVo {
    package static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }
}
