/// Text rules shared by the HTML reader: whitespace collapsing and which links become attachments.
enum HTMLText {
    /// The text with every run of whitespace (ASCII whitespace and no-break spaces) made one space, and none
    /// at either end.
    static func collapsed(_ text: String) -> String {
        var text = text
        return text.withUTF8(collapsed)
    }

    /// UTF-8 text with every run of whitespace made one space, and none at either end, as a string.
    static func collapsed(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Whitespace is ASCII (one byte) or U+00A0 (C2 A0 in UTF-8): a byte loop is enough, and never splits a
        // multi-byte character. The result is never longer than the text, so it is written in place into the
        // new string's storage.
        String(unsafeUninitializedCapacity: bytes.count) { output in
            var count = 0
            var pendingSpace = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let width = whitespaceWidth(bytes, at: index)
                if width > 0 {
                    pendingSpace = count > 0
                    index += width
                    continue
                }
                if pendingSpace {
                    output[count] = 0x20
                    count += 1
                    pendingSpace = false
                }
                output[count] = byte
                count += 1
                index += 1
            }
            return count
        }
    }

    /// Whether UTF-8 text is already as ``collapsed(_:)`` makes it: no whitespace at either end, and none inside
    /// but single spaces. Lines of running text are; preformatted ones may not be.
    static func isCollapsed(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var afterSpace = true
            for index in bytes.indices {
                switch whitespaceWidth(bytes, at: index) {
                case 0: afterSpace = false
                case 1 where bytes[index] == 0x20 && !afterSpace: afterSpace = true
                default: return false
                }
            }
            return bytes.isEmpty || !afterSpace
        }
    }

    /// How many bytes of whitespace start at `index`: 1 for ASCII whitespace (space, tab, line feed, form feed,
    /// carriage return), 2 for a no-break space (C2 A0), 0 for anything else.
    private static func whitespaceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0C: 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0: 2
        default: 0
        }
    }

    /// Whether a URL may become a link in a page or an attachment of a card: `http`, `https` and `mailto`
    /// only. `javascript:`, `data:`, relative links and everything else are refused.
    static func isSafeLink(_ url: String) -> Bool {
        let trimmed = url.drop { $0 == " " || $0 == "\t" || $0 == "\n" }.lowercased()
        return trimmed.hasPrefix("http://") || trimmed.hasPrefix("https://") || trimmed.hasPrefix("mailto:")
    }

    /// The short link of a Trello card URL (`https://trello.com/c/AbCd1234/12-title` gives `AbCd1234`), or nil.
    static func trelloCardShortLink(_ url: String) -> String? {
        let lowered = url.lowercased()
        for prefix in ["https://trello.com/c/", "http://trello.com/c/", "https://www.trello.com/c/"] {
            guard lowered.hasPrefix(prefix) else { continue }
            let rest = url.dropFirst(prefix.count)
            let shortLink = rest.prefix { $0.isLetter || $0.isNumber }
            return shortLink.isEmpty ? nil : String(shortLink)
        }
        return nil
    }
}
