import Markup

/// Reads HTML flow content into lines: block elements and `<br>` end a line, inline elements continue it.
///
/// `script`, `style`, `template`, `noscript`, `head` and form controls are skipped, as are comments; element
/// names in `excluded` are skipped too (a list item's text is read without its nested lists). Used for the
/// text of list items, table cells and paragraphs; the structure of a page (headings, lists, tables) is read
/// by ``HTMLBlockReader``.
struct HTMLFlowReader {
    /// Elements whose content is never text.
    static let skipped: Set<String> = [
        "script", "style", "template", "noscript", "head", "title", "meta", "link", "select", "option", "textarea",
        "button", "iframe", "object", "embed", "svg", "math", "canvas", "audio", "video", "map",
    ]
    /// Elements that start and end a line of their own.
    static let blocks: Set<String> = [
        "p", "div", "section", "article", "main", "header", "footer", "aside", "nav", "blockquote", "pre",
        "figure", "figcaption", "address", "li", "dd", "dt", "dl", "details", "summary", "form", "fieldset",
        "hr", "center", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "menu", "table", "tr", "caption",
        "thead", "tbody", "tfoot", "body", "html", "legend", "hgroup",
    ]

    private(set) var lines: [HTMLLine] = []
    /// The elements skipped because their name is in `excluded`, in document order.
    private(set) var excludedElements: [MarkupElement] = []
    private var current = HTMLLine()
    let excluded: Set<String>

    init(excluding excluded: Set<String> = []) {
        self.excluded = excluded
    }

    /// The lines of an element's content.
    static func lines(of element: MarkupElement, excluding excluded: Set<String> = []) -> [HTMLLine] {
        var reader = HTMLFlowReader(excluding: excluded)
        reader.read(element)
        return reader.finish()
    }

    /// Reads a run of text into the current line.
    mutating func readText(_ text: String) {
        current.text += text
    }

    /// Reads an element as part of the current line (or lines, when it holds blocks).
    mutating func readInline(_ element: MarkupElement) {
        readElement(element)
    }

    /// Reads an element's children.
    mutating func read(_ element: MarkupElement) {
        for child in element.children {
            switch child {
            case .text(let text): current.text += text
            case .comment: break
            case .element(let element): readElement(element)
            }
        }
    }

    /// The lines read, the last one ended.
    mutating func finish() -> [HTMLLine] {
        endLine()
        return lines
    }

    /// Ends the current line; an empty line is dropped.
    mutating func endLine() {
        if !current.text.isEmpty || !current.links.isEmpty {
            let line = current.ended()
            if !line.isEmpty { lines.append(line) }
        }
        current = HTMLLine()
    }

    private mutating func readElement(_ element: MarkupElement) {
        let name = element.name
        if Self.skipped.contains(name) { return }
        if !excluded.isEmpty, excluded.contains(name) {
            excludedElements.append(element)
            return
        }
        switch name {
        case "br":
            endLine()
        case "a":
            let startCount = current.text.utf8.count
            read(element)
            let text = String(decoding: current.text.utf8.dropFirst(startCount), as: UTF8.self)
            if let href = element.attribute("href") {
                current.links.append(HTMLLine.Link(text: HTMLText.collapsed(text), href: href))
            }
        case "input":
            if element.attribute("type")?.lowercased() == "checkbox" {
                current.checked = element.attribute("checked") != nil
            }
        case "td", "th":
            current.text += " "
            read(element)
            current.text += " "
        case "img":
            if let alt = element.attribute("alt") { current.text += alt }
        default:
            if Self.blocks.contains(name) {
                endLine()
                read(element)
                endLine()
            } else {
                read(element)
            }
        }
    }
}
