/// One line of HTML running text, ended: its text with whitespace collapsed, and the links in it.
struct HTMLLine {
    /// A link inside the line.
    struct Link {
        var text: String
        var href: String
    }

    /// The text, whitespace collapsed (see ``HTMLText/collapsed(_:)``).
    var text: String
    /// The links, in order.
    var links: [Link]
    /// Whether the line holds a checked checkbox (`<input type="checkbox" checked>`); nil without one.
    var checked: Bool?

    /// The texts of lines joined by spaces: a cell's, a heading's or a checklist item's text. One line (the
    /// usual case) is its own text, without building a new string.
    static func joinedText(_ lines: [HTMLLine]) -> String {
        lines.count == 1 ? lines[0].text : lines.map(\.text).joined(separator: " ")
    }
}
