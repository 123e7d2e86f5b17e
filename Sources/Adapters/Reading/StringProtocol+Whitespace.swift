extension StringProtocol {
    /// The text without whitespace (Unicode's White_Space: spaces, tabs, line breaks, no-break spaces) at either
    /// end; the text itself, uncopied, when neither end has any.
    ///
    /// Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` removes the same characters, but goes
    /// through `NSString` on Linux and took a quarter of a CSV import's time.
    var trimmingWhitespace: String {
        trimmingWhitespaceScalars
    }

    /// The trim itself, a scalar at a time from each end.
    fileprivate var trimmingWhitespaceScalars: String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return "" }
        guard first.isWhiteSpace || last.isWhiteSpace else { return String(self) }
        let start = scalars.firstIndex { !$0.isWhiteSpace } ?? scalars.endIndex
        let end = scalars.lastIndex { !$0.isWhiteSpace }.map(scalars.index(after:)) ?? start
        return start < end ? String(String.UnicodeScalarView(scalars[start..<end])) : ""
    }
}

extension Unicode.Scalar {
    /// Whether the scalar has Unicode's White_Space property: answered for ASCII (tab to carriage return, and
    /// space) without a look in the property tables, which cost a few hundred instructions a call.
    var isWhiteSpace: Bool {
        value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }
}

// Most cells and titles start and end with an ASCII character that is not white space. `String` and `Substring`
// tell that from their first and last bytes, without walking scalars as the generic trim does (which checks each
// index it is given): a few percent of a CSV import. The bytes are read from the text's storage; the generic
// `utf8.last` steps back an index at about a hundred instructions a call.

extension String {
    /// The string without Unicode White_Space at either end, as ``StringProtocol/trimmingWhitespace`` gives it.
    var trimmingWhitespace: String {
        hasNoWhiteSpaceAtItsEnds(utf8) ? self : trimmingWhitespaceScalars
    }
}

extension Substring {
    /// The text without Unicode White_Space at either end, as ``StringProtocol/trimmingWhitespace`` gives it.
    var trimmingWhitespace: String {
        hasNoWhiteSpaceAtItsEnds(utf8) ? String(self) : trimmingWhitespaceScalars
    }
}

/// Whether UTF-8 text is known from its first and last bytes alone to need no trimming: both are ASCII and
/// neither is white space. `false` says only that the scalars must be looked at.
private func hasNoWhiteSpaceAtItsEnds<Bytes: BidirectionalCollection<UInt8>>(_ utf8: Bytes) -> Bool {
    let ends = utf8.withContiguousStorageIfAvailable { ($0.first, $0.last) } ?? (utf8.first, utf8.last)
    guard let first = ends.0, let last = ends.1, first < 0x80, last < 0x80 else { return false }
    return !Unicode.Scalar(first).isWhiteSpace && !Unicode.Scalar(last).isWhiteSpace
}
