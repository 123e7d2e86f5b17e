import Foundation
import Markup

extension HTMLText {
    /// The text of an HTML fragment (a Jira description or comment): a line per paragraph, list item or
    /// `<br>`, whitespace collapsed in each (`pre` kept as it is), entities decoded, scripts and styles dropped,
    /// and `http`, `https` and `mailto` links written as Markdown links (`[text](url)`, the URL alone when it
    /// is its own text).
    ///
    /// Text that does not parse as HTML (binary, or over the limits) comes back unchanged.
    static func plainText(fromHTML html: String, limits: MarkupLimits = .default) -> String {
        guard html.contains("<") || html.contains("&") else { return html.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let document = try? MarkupDocument(parsingHTML: Array(html.utf8), limits: limits) else { return html }
        return HTMLFlowReader.lines(of: document.root).map(withLinks).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// A line's text with its safe links written in Markdown, each where its text is.
    private static func withLinks(_ line: HTMLLine) -> String {
        var text = line.text
        var searchFrom = text.startIndex
        for link in line.links {
            let href = link.href.trimmingWhitespace
            guard isSafeLink(href), link.text != href else { continue }
            let markdown = link.text.isEmpty ? href : "[\(link.text)](\(href))"
            if !link.text.isEmpty, let range = text.range(of: link.text, range: searchFrom..<text.endIndex) {
                text.replaceSubrange(range, with: markdown)
                searchFrom = text.index(range.lowerBound, offsetBy: markdown.count)
            } else {
                text += (text.isEmpty ? "" : " ") + markdown
                searchFrom = text.endIndex
            }
        }
        return text
    }
}
