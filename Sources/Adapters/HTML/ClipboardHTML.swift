import Markup

/// What browsers wrap around HTML they put on the clipboard, and how to find the copied part.
///
/// Windows' `CF_HTML` format starts with a header (`Version:0.9`, `StartHTML:`, `EndHTML:`,
/// `StartFragment:`…) before the markup; Chromium and others mark the copied part with
/// `<!--StartFragment-->` and `<!--EndFragment-->` comments and put a `<meta charset>` first.
enum ClipboardHTML {
    /// The bytes without a `CF_HTML` header: from the `StartHTML` offset when the header gives a valid one.
    static func strippingHeader(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        guard bytes.starts(with: Array("Version:".utf8)) else { return bytes[...] }
        let head = String(decoding: bytes.prefix(400), as: UTF8.self)
        for line in head.split(whereSeparator: { $0 == "\r" || $0 == "\n" }) where line.hasPrefix("StartHTML:") {
            if let offset = Int(line.dropFirst("StartHTML:".count)), offset > 0, offset < bytes.count {
                return bytes[offset...]
            }
        }
        if let start = bytes.firstIndex(of: UInt8(ascii: "<")) { return bytes[start...] }
        return bytes[...]
    }

    /// The nodes after `<!--StartFragment-->` and before `<!--EndFragment-->` (or the end) when the markers
    /// are children of the document element or of the body, where browsers put them; else nil.
    static func fragment(in root: MarkupElement) -> [MarkupNode]? {
        for element in [root] + root.childElements {
            let children = element.children
            guard let start = children.firstIndex(where: Self.isStartMarker) else { continue }
            let end = children[start...].firstIndex(where: Self.isEndMarker) ?? children.endIndex
            return Array(children[(start + 1)..<end])
        }
        return nil
    }

    private static func isStartMarker(_ node: MarkupNode) -> Bool {
        if case .comment(let text) = node { text == "StartFragment" } else { false }
    }

    private static func isEndMarker(_ node: MarkupNode) -> Bool {
        if case .comment(let text) = node { text == "EndFragment" } else { false }
    }
}
