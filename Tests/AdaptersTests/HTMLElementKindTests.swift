import Testing
@testable import Adapters

/// What each element means to the HTML reader, by name: the table a start tag is looked up in.
@Suite struct HTMLElementKindTests {
    /// Every name the reader gives a meaning, grouped by that meaning.
    static let named: [(HTMLElementKind, [String])] = [
        (.block, ["li", "p", "dd", "dt", "dl", "hr", "div", "nav", "main", "form", "body", "html", "section", "article",
                  "header", "footer", "aside", "blockquote", "figure", "figcaption", "address", "details", "summary",
                  "fieldset", "center", "caption", "legend", "hgroup"]),
        (.link, ["a"]),
        (.cell(isHeader: false), ["td"]),
        (.cell(isHeader: true), ["th"]),
        (.row, ["tr"]),
        (.lineBreak, ["br"]),
        (.list, ["ul", "ol", "menu"]),
        (.heading, ["h1", "h2", "h3", "h4", "h5", "h6"]),
        (.preformatted, ["pre"]),
        (.image, ["img"]),
        (.input, ["input"]),
        (.table, ["table"]),
        (.tableSection(isHead: true), ["thead"]),
        (.tableSection(isHead: false), ["tbody", "tfoot"]),
        (.skipped, ["head", "meta", "link", "svg", "math", "map", "script", "style", "template", "noscript", "title",
                    "select", "option", "textarea", "button", "iframe", "object", "embed", "canvas", "audio", "video"]),
    ]

    @Test func everyListedNameHasItsKind() {
        for (kind, names) in Self.named {
            for name in names { #expect(HTMLElementKind(name) == kind, "\(name)") }
        }
    }

    @Test func otherNamesContinueTheLine() {
        // Unknown and custom elements, names one letter off a listed one, prefixes and extensions of listed
        // names, and names longer than eight bytes that are not listed.
        let others = ["span", "b", "font", "x-card", "h7", "h", "t", "td2", "tables", "tabl", "divs", "blockquotes",
                      "figcaptio", "my-very-long-element", "", "é", "lì"]
        for name in others { #expect(HTMLElementKind(name) == .inline, "\(name)") }
    }
}
