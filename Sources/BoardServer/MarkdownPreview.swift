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
    ///
    /// The line is read once, front to back; where each delimiter next closes is remembered between characters,
    /// so a line of many `[`, `*` or backquotes that never close costs its length, not its length squared.
    static func inline(_ text: String) -> String {
        var html = ""
        var rest = Substring(text)
        var tick = NextPlace(in: rest, of: "`"), bracket = NextPlace(in: rest, of: "]"), paren = NextPlace(in: rest, of: ")")
        var star = NextPlace(in: rest, of: "*"), underscore = NextPlace(in: rest, of: "_"), strong = NextPlace(in: rest, of: "**")
        while let first = rest.first {
            let second = rest.index(after: rest.startIndex)
            if first == "`", let end = tick.next(from: second)?.lowerBound {
                html += "<code>\(HTMLText.escape(String(rest[second..<end])))</code>"
                rest = rest[rest.index(after: end)...]
            } else if first == "[", let close = bracket.next(from: rest.startIndex)?.lowerBound,
                rest[close...].dropFirst().first == "(", let end = paren.next(from: close)?.lowerBound
            {
                let title = String(rest[second..<close])
                let url = String(rest[rest.index(close, offsetBy: 2)..<end])
                if let link = HTMLText.safeLink(url) {
                    html += "<a href=\"\(HTMLText.escape(link))\" rel=\"noopener noreferrer\" target=\"_blank\">"
                        + "\(inline(title))</a>"
                } else {
                    html += inline(title)
                }
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("**"), let end = strong.next(from: rest.index(after: second)) {
                html += "<strong>\(inline(String(rest[rest.index(after: second)..<end.lowerBound])))</strong>"
                rest = rest[end.upperBound...]
            } else if first == "*" || first == "_",
                let end = (first == "*" ? star.next(from: second) : underscore.next(from: second))?.lowerBound, end > second
            {
                html += "<em>\(inline(String(rest[second..<end])))</em>"
                rest = rest[rest.index(after: end)...]
            } else {
                html += HTMLText.escape(String(first))
                rest = rest.dropFirst()
            }
        }
        return html
    }

    /// Where a delimiter next occurs in a line at or after a place, remembered: a search from a later place
    /// reuses the last answer while it still lies ahead, so reading a line front to back searches it once.
    struct NextPlace {
        private let line: Substring
        private let delimiter: String
        private var searchedFrom: String.Index?
        private var found: Range<String.Index>?

        init(in line: Substring, of delimiter: String) {
            self.line = line
            self.delimiter = delimiter
        }

        /// The first place of the delimiter at or after `start`, or nil when there is none.
        mutating func next(from start: String.Index) -> Range<String.Index>? {
            if let searchedFrom, searchedFrom <= start, found.map({ $0.lowerBound >= start }) ?? true { return found }
            searchedFrom = start
            found = start < line.endIndex ? line[start...].firstRange(of: delimiter) : nil
            return found
        }
    }
}
