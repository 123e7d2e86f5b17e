/// One line of HTML flow content: its text and the links in it, before whitespace is collapsed.
struct HTMLLine {
    /// A link inside the line.
    struct Link {
        var text: String
        var href: String
    }

    /// The text as the document held it.
    var text = ""
    /// The links, in order.
    var links: [Link] = []
    /// Whether the line holds a checked checkbox (`<input type="checkbox" checked>`); nil without one.
    var checked: Bool?

    /// The text with whitespace collapsed, once the line has ended (see ``ended()``).
    private(set) var collapsedText = ""

    /// Whether the line holds nothing worth a card; meaningful once the line has ended.
    var isEmpty: Bool { collapsedText.isEmpty && links.isEmpty }

    /// The line with its text collapsed, computed once.
    func ended() -> HTMLLine {
        var line = self
        line.collapsedText = HTMLText.collapsed(text)
        line.text = ""
        return line
    }

    /// The collapsed texts of ended lines joined by spaces: a cell's, a heading's or a checklist item's text.
    /// One line (the usual case) is its own text, without building a new string.
    static func joinedText(_ lines: [HTMLLine]) -> String {
        lines.count == 1 ? lines[0].collapsedText : lines.map(\.collapsedText).joined(separator: " ")
    }
}
