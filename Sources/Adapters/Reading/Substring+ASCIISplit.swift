extension Substring {
    /// The text split at each `separator`, an ASCII character, as `split(separator:)` splits it, but found by its
    /// byte: `split(separator:)` on characters walks grapheme clusters, thousands of instructions for a short
    /// cell. A `\r\n` splits at its `\n` (the `\r` stays with the piece before it).
    func split(atASCII separator: Unicode.Scalar, maxSplits: Int = .max, omittingEmptySubsequences: Bool = true) -> [Substring] {
        utf8.split(separator: UInt8(ascii: separator), maxSplits: maxSplits,
                   omittingEmptySubsequences: omittingEmptySubsequences).map { Substring($0) }
    }
}

extension String {
    /// The text split at each `separator`, as ``Substring/split(atASCII:maxSplits:omittingEmptySubsequences:)``.
    func split(atASCII separator: Unicode.Scalar, maxSplits: Int = .max, omittingEmptySubsequences: Bool = true) -> [Substring] {
        self[...].split(atASCII: separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
    }
}
