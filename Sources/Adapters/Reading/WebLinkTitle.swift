import Boards

/// The readable title of a card made from a bare web address: what `https://www.example.com/docs/Getting%20Started?x=1`
/// says to a person, `example.com/docs/Getting Started`.
///
/// The rule, for one `http` or `https` URL with no whitespace in it (the scheme in any case):
/// - the host, lowercased, without a leading `www.` when at least two labels are left, without a trailing dot,
///   and with its punycode labels (`xn--…`) shown in Unicode; a port is kept unless it is the scheme's default;
///   user name and password are never shown;
/// - then each non-empty path segment, percent-decoded (a segment that does not decode to UTF-8 is kept as
///   written, control characters become spaces), joined with `/` — so a trailing slash or `//` adds nothing;
/// - the query and the fragment are dropped;
/// - a result longer than `Card.longestLineTitle` characters is cut at the last `/` (else the last space) in
///   its second half, and ends with `…`.
///
/// Pure, safe from any thread.
package enum WebLinkTitle {
    /// The readable title of `text` when it is one bare web address, else nil.
    package static func title(of text: some StringProtocol) -> String? {
        guard let parts = parse(text) else { return nil }
        var title = parts.host
        for segment in parts.segments { title += "/" + segment }
        return shortened(title)
    }

    /// Whether `text` is one bare `http` or `https` address (no whitespace, a host).
    package static func isWebLink(_ text: some StringProtocol) -> Bool { parse(text) != nil }

    // MARK: - Parsing

    private static func parse(_ given: some StringProtocol) -> (host: String, segments: [String])? {
        // Most titles are not addresses: the scheme is checked on the bytes before anything is copied.
        guard let (schemeLength, defaultPort) = scheme(given.utf8) else { return nil }
        let text = String(given)[...]
        guard !text.contains(where: { $0.isWhitespace || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
        else { return nil }
        let rest = text.dropFirst(schemeLength)
        // Where the address ends before its query or fragment.
        let beforeQuery = rest.prefix { $0 != "?" && $0 != "#" }
        let authorityEnd = beforeQuery.firstIndex(of: "/") ?? beforeQuery.endIndex
        var authority = beforeQuery[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        var host = authority[...]
        var port: Substring = ""
        if host.hasPrefix("[") {
            // An IPv6 literal: kept as written, with its port after the bracket.
            guard let close = host.firstIndex(of: "]") else { return nil }
            let after = host[host.index(after: close)...]
            host = host[...close]
            if after.hasPrefix(":") { port = after.dropFirst() }
        } else if let colon = host.lastIndex(of: ":") {
            port = host[host.index(after: colon)...]
            host = host[..<colon]
        }
        guard !host.isEmpty, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber) else { return nil }
        var shownHost = host.hasPrefix("[") ? String(host) : readableHost(host)
        guard !shownHost.isEmpty else { return nil }
        if !port.isEmpty, port != defaultPort { shownHost += ":" + port }
        let segments = beforeQuery[authorityEnd...].split(separator: "/").map(readableSegment)
        return (shownHost, segments.filter { !$0.isEmpty })
    }

    /// The length of an `http://` or `https://` prefix (in any letter case) and the scheme's default port; nil
    /// for text that starts otherwise.
    private static func scheme(_ utf8: some Collection<UInt8>) -> (length: Int, defaultPort: String)? {
        var bytes = utf8.prefix(8).makeIterator()
        for expected in "http".utf8 {
            guard let byte = bytes.next(), byte | 0x20 == expected else { return nil }
        }
        var next = bytes.next()
        let secure = next.map { $0 | 0x20 == UInt8(ascii: "s") } ?? false
        if secure { next = bytes.next() }
        guard next == UInt8(ascii: ":"), bytes.next() == UInt8(ascii: "/"), bytes.next() == UInt8(ascii: "/") else {
            return nil
        }
        return secure ? (8, "443") : (7, "80")
    }

    /// The host lowercased, without `www.` (when two labels are left) or a trailing dot, punycode shown in Unicode.
    private static func readableHost(_ host: Substring) -> String {
        var labels = host.lowercased().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if labels.last == "" { labels.removeLast() }
        if labels.count > 2, labels.first == "www" { labels.removeFirst() }
        return labels.map { label in
            guard label.hasPrefix("xn--"), let decoded = Punycode.decode(label.dropFirst(4)) else { return label }
            return decoded
        }.joined(separator: ".")
    }

    /// A path segment percent-decoded when it decodes to UTF-8, its control characters and runs of whitespace as one space.
    private static func readableSegment(_ segment: Substring) -> String {
        let decoded = percentDecoded(segment) ?? String(segment)
        var shown = ""
        var lastWasSpace = false
        for character in decoded {
            let blank = character.isWhitespace
                || character.unicodeScalars.contains { $0.properties.generalCategory == .control }
            if blank {
                if !lastWasSpace, !shown.isEmpty { shown.append(" ") }
                lastWasSpace = true
            } else {
                shown.append(character)
                lastWasSpace = false
            }
        }
        if lastWasSpace, shown.last == " " { shown.removeLast() }
        return shown
    }

    /// `%XX` escapes decoded as UTF-8; nil when an escape is malformed or the bytes are not UTF-8.
    private static func percentDecoded(_ text: Substring) -> String? {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: - Length

    /// `title` cut by the title length rule (`Card.shortenedTitle(_:preferring:)`) at a `/`, else a space.
    static func shortened(_ title: String) -> String {
        Card.shortenedTitle(title, preferring: { $0 == "/" }) ?? title
    }
}
