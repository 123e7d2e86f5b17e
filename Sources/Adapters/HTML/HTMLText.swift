/// Text rules shared by the HTML reader: whitespace collapsing and which links become attachments.
enum HTMLText {
    /// The text with every run of whitespace (ASCII whitespace and no-break spaces) made one space, and none
    /// at either end.
    static func collapsed(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ", "\t", "\n", "\r", "\u{0C}", "\u{A0}":
                pendingSpace = !result.isEmpty
            default:
                if pendingSpace {
                    result.unicodeScalars.append(" ")
                    pendingSpace = false
                }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
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
