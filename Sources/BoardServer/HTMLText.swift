/// Text made safe to put in HTML: the only way the page's renderer writes a string it did not write itself.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references, safe in element content and in
    /// double- or single-quoted attribute values.
    static func escape(_ text: some StringProtocol) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A CSS class-name fragment from a free name (a label colour): lowercase ASCII letters, digits and `_`
    /// kept, anything else dropped; `other` when nothing is left.
    static func classFragment(_ name: String) -> String {
        let kept = name.lowercased().unicodeScalars.filter {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
        return kept.isEmpty ? "other" : String(String.UnicodeScalarView(kept))
    }

    /// `url` when it is an `http` or `https` link a page may point to; nil otherwise (no `javascript:`).
    static func safeLink(_ url: String) -> String? {
        let lowered = url.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://") ? url : nil
    }
}
