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

    /// The nodes between `<!--StartFragment-->` and `<!--EndFragment-->` when both are children of one
    /// element, else nil.
    static func fragment(in element: MarkupElement) -> [MarkupNode]? {
        let children = element.children
        if let start = children.firstIndex(of: .comment("StartFragment")) {
            let end = children[start...].firstIndex(of: .comment("EndFragment")) ?? children.endIndex
            return Array(children[(start + 1)..<end])
        }
        for case .element(let child) in children {
            if let nodes = fragment(in: child) { return nodes }
        }
        return nil
    }
}
