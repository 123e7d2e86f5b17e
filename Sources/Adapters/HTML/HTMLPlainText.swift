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

    /// A line's text with its safe links written in Markdown, each where its text is (searched for after the
    /// link before it), or after the text when it is not found there.
    ///
    /// The line is written out once, front to back: replacing each link's text in place would copy the rest of
    /// the line for every link, quadratic in a paragraph of many links.
    private static func withLinks(_ line: HTMLLine) -> String {
        var written = ""
        var rest = line.text[...]  // what is left to search, after the last link placed
        for link in line.links {
            let href = link.href.trimmingWhitespace
            guard isSafeLink(href), link.text != href else { continue }
            let markdown = link.text.isEmpty ? href : "[\(link.text)](\(href))"
            if !link.text.isEmpty, let range = rest.firstRange(of: link.text) {
                written += rest[..<range.lowerBound]
                written += markdown
                rest = rest[range.upperBound...]
            } else {
                written += rest
                rest = rest[rest.endIndex...]
                written += (written.isEmpty ? "" : " ") + markdown
            }
        }
        written += rest
        return written
    }
}
