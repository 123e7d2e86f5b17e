import Foundation
import Markup

extension HTMLText {
    /// The text of an HTML fragment (a Jira description or comment): a line per paragraph, list item or
    /// `<br>`, whitespace collapsed in each, entities decoded, scripts and styles dropped.
    ///
    /// Text that does not parse as HTML (binary, or over the limits) comes back unchanged.
    static func plainText(fromHTML html: String, limits: MarkupLimits = .default) -> String {
        guard html.contains("<") || html.contains("&") else { return html.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let document = try? MarkupDocument(parsingHTML: Array(html.utf8), limits: limits) else { return html }
        return HTMLFlowReader.lines(of: document.root).map(\.text).filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
