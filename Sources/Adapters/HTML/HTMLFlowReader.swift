import Markup

/// Reads HTML running text into lines, one event at a time: block elements and `<br>` end a line, inline
/// elements continue it.
///
/// Skipped elements (``HTMLElementKind/skipped``: scripts, styles, form controls…) are passed over with all
/// they hold; comments never reach it. A link's text is the text read between its start and end, in the line
/// it ends in. Used for list items, table cells, headings and the text between them; the structure of a page
/// (headings, lists, tables) is read by ``HTMLBlockReader``, which decides which events reach which reader.
///
/// The text of the current line is kept as bytes in one reused buffer and becomes a string once, collapsed,
/// when the line ends.
struct HTMLFlowReader: HTMLEventReader {
    /// What an open element does when it ends.
    private enum Open {
        case inline
        case block
        case preformatted
        case cell
        case link(href: String, start: Int)
    }

    /// The lines ended so far.
    private(set) var lines: [HTMLLine] = []
    private var text: [UInt8] = []
    private var links: [HTMLLine.Link] = []
    private var checked: Bool?
    private var open: [Open] = []
    /// How many elements deep the reader is inside a skipped element; 0 when not in one.
    private var skippedDepth = 0
    /// How many `pre` elements are open: inside one, text is kept as it is, line breaks and all.
    private var preformattedDepth = 0
    /// How many elements hidden from readers (see ``isHidden(_:)``) were left out, outermost only.
    private(set) var hiddenCount = 0

    /// How many elements started in this reader are still open.
    var depth: Int { open.count + skippedDepth }

    /// Whether the reader is inside a skipped element (whose content is not read).
    var isSkipping: Bool { skippedDepth > 0 }

    /// Reads a start tag.
    mutating func start(name: String, attributes: [MarkupAttribute]) {
        start(HTMLElementKind(name), attributes: attributes)
    }

    /// Reads a start tag whose kind is known.
    mutating func start(_ kind: HTMLElementKind, attributes: [MarkupAttribute]) {
        if skippedDepth > 0 {
            skippedDepth += 1
            return
        }
        if case .skipped = kind {
            skippedDepth = 1
            return
        }
        if !attributes.isEmpty, Self.isHidden(attributes) {
            skippedDepth = 1
            hiddenCount += 1
            return
        }
        switch kind {
        case .skipped:
            return
        case .preformatted:
            endLine()
            open.append(.preformatted)
            preformattedDepth += 1
        case .lineBreak:
            endLine()
            open.append(.inline)
        case .link:
            if let href = Self.value(of: "href", in: attributes) {
                open.append(.link(href: href, start: text.count))
            } else {
                open.append(.inline)
            }
        case .input:
            if Self.value(of: "type", in: attributes)?.lowercased() == "checkbox" {
                checked = Self.value(of: "checked", in: attributes) != nil
            }
            open.append(.inline)
        case .image:
            if let alt = Self.value(of: "alt", in: attributes) { text.append(contentsOf: alt.utf8) }
            open.append(.inline)
        case .cell:
            text.append(0x20)
            open.append(.cell)
        case .inline:
            open.append(.inline)
        case .heading, .list, .table, .tableSection, .row, .block:
            endLine()
            open.append(.block)
        }
    }

    /// Reads the end of the innermost element started in this reader.
    mutating func end() {
        if skippedDepth > 0 {
            skippedDepth -= 1
            return
        }
        switch open.popLast() {
        case .block: endLine()
        case .preformatted:
            endLine()
            preformattedDepth -= 1
        case .cell: text.append(0x20)
        case .link(let href, let start):
            let linkText = start < text.count ? text[start...].withUnsafeBufferPointer(HTMLText.collapsed) : ""
            links.append(HTMLLine.Link(text: linkText, href: href))
        case .inline, nil: break
        }
    }

    /// Reads a run of UTF-8 text.
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard skippedDepth == 0 else { return }
        text.append(contentsOf: bytes)
    }

    /// Reads a run of text.
    mutating func text(_ string: String) {
        guard skippedDepth == 0 else { return }
        text.append(contentsOf: string.utf8)
    }

    /// Ends the current line; a line with neither text nor links is dropped. Inside `pre` the text is kept as
    /// it is (its line breaks and indentation), without the line breaks that open and close it.
    mutating func endLine() {
        if !text.isEmpty || !links.isEmpty {
            let collapsed = preformattedDepth > 0
                ? Self.preformatted(String(decoding: text, as: UTF8.self))
                : text.withUnsafeBufferPointer(HTMLText.collapsed)
            if !collapsed.isEmpty || !links.isEmpty {
                lines.append(HTMLLine(text: collapsed, links: links, checked: checked))
            }
        }
        text.removeAll(keepingCapacity: true)
        links = []
        checked = nil
    }

    /// Ends the current line and hands over the lines read; the elements still open stay open.
    mutating func takeLines() -> [HTMLLine] {
        endLine()
        defer { lines = [] }
        return lines
    }

    // MARK: - Trees

    /// The lines of an element's content, read from its tree.
    static func lines(of element: MarkupElement) -> [HTMLLine] {
        var reader = HTMLFlowReader()
        reader.read(element.children)
        return reader.takeLines()
    }

    /// Whether an element's attributes hide it from readers: `hidden`, `aria-hidden="true"`, or a style with
    /// `display: none` or `visibility: hidden`.
    static func isHidden(_ attributes: [MarkupAttribute]) -> Bool {
        for attribute in attributes {
            switch attribute.name {
            case "hidden": return true
            case "aria-hidden": if attribute.value.lowercased() == "true" { return true }
            case "style":
                let style = attribute.value.lowercased().filter { !$0.isWhitespace }
                if style.contains("display:none") || style.contains("visibility:hidden") { return true }
            default: continue
            }
        }
        return false
    }

    /// Preformatted text without the blank lines at its ends and the spaces that end its lines.
    private static func preformatted(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
        }
        guard let first = lines.firstIndex(where: { !$0.isEmpty }), let last = lines.lastIndex(where: { !$0.isEmpty }) else {
            return ""
        }
        return lines[first...last].joined(separator: "\n")
    }

    /// The value of an attribute of a start tag (HTML attribute names arrive lowercase).
    static func value(of name: String, in attributes: [MarkupAttribute]) -> String? {
        attributes.first { $0.name == name }?.value
    }
}
