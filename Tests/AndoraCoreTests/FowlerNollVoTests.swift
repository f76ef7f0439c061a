import AndoraCore
import Testing

@Suite struct FowlerNollVoTests {
    /// The published FNV-1a 64 values: the split by subject and the model's checksum rest on them.
    @Test(arguments: [("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8)])
    func hashesLikeThePublishedValues(text: String, hash: UInt64) {
        #expect(FowlerNollVo.hash(text.utf8) == hash)
    }
}
