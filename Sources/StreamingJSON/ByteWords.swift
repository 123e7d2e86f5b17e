/// Eight bytes at a time: tests on a `UInt64` of bytes that mark each byte that passes with its top bit.
///
/// Bytes are numbered from the word's low end (the word is loaded little-endian), so the first marked byte is
/// `trailingZeroBitCount / 8`. Every mark is exact: no carry crosses from one byte into the next.
enum ByteWords {
    /// Eight bytes from `base + offset`, the first in the low byte.
    @inline(__always)
    static func load(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// A word with the top bit set in each byte of `word` that is zero, and nowhere else.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low) &+ low) | word | low)
    }

    /// A word with the top bit set in each byte of `word` that equals `byte`.
    @inline(__always)
    static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
        zeroBytes(word ^ (0x0101_0101_0101_0101 &* UInt64(byte)))
    }

    /// How many bytes of `mask`, which has no bit set but bytes' top bits, have their top bit set.
    ///
    /// The top bits move to the bytes' low bits and one multiplication adds them up in the top byte. This is
    /// `nonzeroBitCount` in three instructions: the baseline x86-64 target has no population count
    /// instruction, and the library's own count takes a dozen.
    @inline(__always)
    static func topBitCount(_ mask: UInt64) -> Int {
        Int(truncatingIfNeeded: ((mask >> 7) &* 0x0101_0101_0101_0101) >> 56)
    }
}
