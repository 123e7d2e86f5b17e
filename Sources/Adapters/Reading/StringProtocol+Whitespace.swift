extension StringProtocol {
    /// The text without whitespace (Unicode's White_Space: spaces, tabs, line breaks, no-break spaces) at either
    /// end; the text itself, uncopied, when neither end has any.
    ///
    /// Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` removes the same characters, but goes
    /// through `NSString` on Linux and took a quarter of a CSV import's time.
    var trimmingWhitespace: String {
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
