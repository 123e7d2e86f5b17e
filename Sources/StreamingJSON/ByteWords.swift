/// Eight bytes at a time: tests on a `UInt64` of bytes that mark each byte that passes with its top bit.
///
/// Bytes are numbered from the word's low end (the word is loaded little-endian), so the first marked byte is
/// `trailingZeroBitCount / 8`. Every mark is exact: no carry crosses from one byte into the next.
///
/// The JSON reader and writer and the CSV readers skip runs of ordinary text with it. It is public and
/// `@inlinable`, as the rest of StreamingJSON's hot path is, so that other modules inline it: declared `package`,
/// these functions were called out of line from Adapters, at several instructions for each test of a word.
/// StreamingJSON is no product of the package, so no user sees it.
public enum ByteWords {
    /// Eight bytes from `base + offset`, the first in the low byte.
    @inlinable @inline(__always)
    public static func load(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// A word with the top bit set in each byte of `word` that is zero, and nowhere else.
    @inlinable @inline(__always)
    public static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low) &+ low) | word | low)
    }

    /// A word with the top bit set in each byte of `word` that equals `byte`.
    @inlinable @inline(__always)
    public static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
        zeroBytes(word ^ (0x0101_0101_0101_0101 &* UInt64(byte)))
    }

    /// A word with the top bit set in each byte of `word` that is not ASCII (0x80 and above).
    @inlinable @inline(__always)
    public static func nonASCII(_ word: UInt64) -> UInt64 {
        word & 0x8080_8080_8080_8080
    }

    /// How many bytes of `mask`, which has no bit set but bytes' top bits, have their top bit set.
    ///
    /// The top bits move to the bytes' low bits and one multiplication adds them up in the top byte. This is
    /// `nonzeroBitCount` in three instructions: the baseline x86-64 target has no population count
    /// instruction, and the library's own count takes a dozen.
    @inlinable @inline(__always)
    public static func topBitCount(_ mask: UInt64) -> Int {
        Int(truncatingIfNeeded: ((mask >> 7) &* 0x0101_0101_0101_0101) >> 56)
    }

    /// Moves from `start` towards `end` eight bytes at a time while `stops` marks no byte of the word.
    ///
    /// - Parameter stops: marks (as the tests above do) each byte of a word that ends the run.
    /// - Returns: the offset of the first marked byte, or the first offset with fewer than eight bytes left
    ///   before `end`; the caller looks at those last bytes one by one.
    @inlinable @inline(__always)
    public static func skipWords(
        _ base: UnsafePointer<UInt8>, from start: Int, to end: Int, stoppingAt stops: (UInt64) -> UInt64
    ) -> Int {
        var offset = start
        while offset + 8 <= end {
            let marks = stops(load(base, at: offset))
            if marks != 0 { return offset + marks.trailingZeroBitCount / 8 }
            offset += 8
        }
        return offset
    }
}
