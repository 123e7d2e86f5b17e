import Foundation

extension PayloadProbe {
    /// Elements that start an HTML fragment (a selection copied from a browser has no `<html>`).
    static let htmlElements: Set<String> = [
        "html", "head", "body", "meta", "div", "span", "p", "ul", "ol", "li", "table", "tr", "td", "th", "a",
        "h1", "h2", "h3", "h4", "h5", "h6", "br", "b", "i", "em", "strong", "section", "article", "main",
        "header", "footer", "nav", "pre", "code", "blockquote", "img", "title", "style", "script",
    ]

    /// The outer form of `data` when nothing declared it, and what showed it, in words.
    ///
    /// The rules, in order, after a byte order mark and leading whitespace (text decoded as every reader decodes
    /// it, UTF-8, UTF-16 or UTF-32):
    /// - a zip archive's signature `PK\3\4` → `public.zip-archive`;
    /// - `{` or `[` → `public.json`;
    /// - `<`: past any XML declaration, comments, processing instructions and doctype, an HTML doctype or an
    ///   HTML element as the root (`html`, `div`, `ul`, `p`, `table`…, as in a copied selection) →
    ///   `public.html`; any other root → `public.xml`;
    /// - text with an ATX heading (`# …`) or a task-list item (`- [ ]`, `- [x]`) on a line → Markdown;
    /// - anything else → `public.plain-text`.
    ///
    /// Which format inside that form the payload is (a Trello export in JSON, OPML in XML) is for the adapters
    /// to recognise. Only the first 64 KiB are looked at. Pure, safe from any thread.
    public static func form(of data: Data) -> (type: UTType, evidence: String) {
        form(of: data) { TextPayload.leadingText(of: data) }
    }

    /// The outer form of `data`, as ``form(of:)`` tells it, with its first 64 KiB decoded by `leadingText` when
    /// they are looked at as text.
    static func form(of data: Data, leadingText: () -> String) -> (type: UTType, evidence: String) {
        if ZipArchive.hasZipSignature(data) {
            return (.zip, "the content starts with a zip archive's signature (PK\\3\\4)")
        }
        let text = leadingText()
        let trimmed = text.drop { $0.isWhitespace }
        guard let first = trimmed.first else { return (.plainText, "the content is empty or blank") }
        if first == "{" || first == "[" { return (.json, "the content starts with '\(first)'") }
        if first == "<" {
            let root = MarkupRoot.find(in: String(trimmed))
            if let root, root.hasHTMLDoctype || htmlElements.contains(root.name.lowercased()) {
                return (.html, "the content starts with HTML (\(root.hasHTMLDoctype ? "an HTML doctype" : "<\(root.name)>"))")
            }
            return (.xml, "the content starts with markup" + (root.map { " whose root element is <\($0.name)>" } ?? ""))
        }
        if looksLikeMarkdown(text) { return (.markdown, "a line is a Markdown heading or task item") }
        if let root = MarkupRoot.find(in: text) {
            return (.plainText, "the content is text, then markup whose root element is <\(root.name)>")
        }
        return (.plainText, "the content is text with no markup")
    }

    private static func looksLikeMarkdown(_ text: String) -> Bool {
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("# ") || trimmed.hasPrefix("## ") || trimmed.hasPrefix("### ") { return true }
            for mark in ["- [ ]", "- [x]", "- [X]", "* [ ]", "* [x]"] where trimmed.hasPrefix(mark) { return true }
        }
        return false
    }
}
