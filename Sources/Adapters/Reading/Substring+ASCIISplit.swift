extension Substring {
    /// The text split at each `separator`, an ASCII character, as `split(separator:)` splits it, but found by its
    /// byte: `split(separator:)` on characters walks grapheme clusters, thousands of instructions for a short
    /// cell. A `\r\n` splits at its `\n` (the `\r` stays with the piece before it).
    ///
    /// The bytes are searched in place where the text has them contiguous (native strings do), and each piece is
    /// made into its `String` from them: every caller wants strings, and a `Substring` placed by byte offsets
    /// costs an index walk and a check of its bounds, together over a thousand instructions a comment cell.
    func split(atASCII separator: Unicode.Scalar, maxSplits: Int = .max, omittingEmptySubsequences: Bool = true) -> [String] {
        let byte = UInt8(ascii: separator)
        let found = utf8.withContiguousStorageIfAvailable { bytes in
            Self.splitting(bytes, at: byte, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
        }
        return found ?? utf8.split(separator: byte, maxSplits: maxSplits,
                                   omittingEmptySubsequences: omittingEmptySubsequences).map { String(Substring($0)) }
    }

    /// The pieces between `byte`s in `bytes`, UTF-8, by the rules of `Collection.split`: an empty piece omitted
    /// does not count as a split, and after `maxSplits` pieces the rest is one piece.
    private static func splitting(
        _ bytes: UnsafeBufferPointer<UInt8>, at byte: UInt8, maxSplits: Int, omittingEmptySubsequences: Bool
    ) -> [String] {
        var pieces: [String] = []
        func piece(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        var start = 0
        if maxSplits > 0 {
            for offset in bytes.indices where bytes[offset] == byte {
                let appended = !(omittingEmptySubsequences && start == offset)
                if appended { pieces.append(piece(start, offset)) }
                start = offset + 1
                if appended && pieces.count == maxSplits { break }
            }
        }
        if start != bytes.count || !omittingEmptySubsequences { pieces.append(piece(start, bytes.count)) }
        return pieces
    }
}

extension String {
    /// The text split at each `separator`, as ``Substring/split(atASCII:maxSplits:omittingEmptySubsequences:)``.
    func split(atASCII separator: Unicode.Scalar, maxSplits: Int = .max, omittingEmptySubsequences: Bool = true) -> [String] {
        self[...].split(atASCII: separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
    }
}
