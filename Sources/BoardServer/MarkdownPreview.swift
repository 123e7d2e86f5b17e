import Foundation

/// A card description's Markdown as HTML for the card dialog's preview: headings, paragraphs, bullet and
/// numbered lists, `code`, **strong**, *emphasis* and links. Every character of the text is escaped first;
/// only these few tags are written, and a link only with a safe URL (``HTMLText/safeLink(_:)``).
enum MarkdownPreview {
    /// The HTML for `markdown`.
    static func html(_ markdown: String) -> String {
        var html = ""
        var paragraph: [String] = []
        var listTag: String?
        func closeParagraph() {
            if !paragraph.isEmpty { html += "<p>\(paragraph.map(inline).joined(separator: "<br>"))</p>" }
            paragraph = []
        }
        func closeList() {
            if let tag = listTag { html += "</\(tag)>" }
            listTag = nil
        }
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                closeParagraph()
                closeList()
                continue
            }
            let hashes = line.prefix(while: { $0 == "#" }).count
            if (1...6).contains(hashes), line.dropFirst(hashes).first == " " {
                closeParagraph()
                closeList()
                let level = min(hashes + 2, 6)
                html += "<h\(level)>\(inline(String(line.dropFirst(hashes + 1))))</h\(level)>"
                continue
            }
            if let item = bullet(line) {
                closeParagraph()
                if listTag != item.tag {
                    closeList()
                    html += "<\(item.tag)>"
                    listTag = item.tag
                }
                html += "<li>\(inline(item.text))</li>"
                continue
            }
            closeList()
            paragraph.append(line)
        }
        closeParagraph()
        closeList()
        return html
    }

    /// A list item's tag (`ul` or `ol`) and text, or nil for a line that is not one.
    static func bullet(_ line: String) -> (tag: String, text: String)? {
        if line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("+ ") { return ("ul", String(line.dropFirst(2))) }
        let digits = line.prefix(while: \.isNumber)
        if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") {
            return ("ol", String(line.dropFirst(digits.count + 2)))
        }
        return nil
    }

    /// One line's inline Markdown: code spans, links, strong and emphasis, over escaped text.
    static func inline(_ text: String) -> String {
        var html = ""
        var rest = Substring(text)
        while let first = rest.first {
            if first == "`", let end = rest.dropFirst().firstIndex(of: "`") {
                html += "<code>\(HTMLText.escape(String(rest[rest.index(after: rest.startIndex)..<end])))</code>"
                rest = rest[rest.index(after: end)...]
            } else if first == "[", let close = rest.firstIndex(of: "]"), rest[close...].dropFirst().first == "(",
                let end = rest[close...].firstIndex(of: ")")
            {
                let title = String(rest[rest.index(after: rest.startIndex)..<close])
                let url = String(rest[rest.index(close, offsetBy: 2)..<end])
                if let link = HTMLText.safeLink(url) {
                    html += "<a href=\"\(HTMLText.escape(link))\" rel=\"noopener noreferrer\" target=\"_blank\">"
                        + "\(inline(title))</a>"
                } else {
                    html += inline(title)
                }
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") {
                html += "<strong>\(inline(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound])))</strong>"
                rest = rest[end.upperBound...]
            } else if first == "*" || first == "_", let end = rest.dropFirst().firstIndex(of: first),
                end > rest.index(after: rest.startIndex)
            {
                html += "<em>\(inline(String(rest[rest.index(after: rest.startIndex)..<end])))</em>"
                rest = rest[rest.index(after: end)...]
            } else {
                html += HTMLText.escape(String(first))
                rest = rest.dropFirst()
            }
        }
        return html
    }
}
