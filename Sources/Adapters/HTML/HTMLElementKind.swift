/// What an HTML element means to the card reader, by its (lowercase) name: looked up once per start tag.
enum HTMLElementKind: Equatable {
    /// Content that is never text: `script`, `style`, `template`, form controls, embedded media…
    case skipped
    /// `h1`–`h6`: starts a list.
    case heading
    /// `ul`, `ol`, `menu`: a card per item.
    case list
    /// `table`: a card per row.
    case table
    /// `thead` (`isHead`), `tbody`, `tfoot`: rows of a table.
    case tableSection(isHead: Bool)
    /// `tr`.
    case row
    /// `td` (`isHeader` false), `th` (true): a table cell; in running text, a space on either side.
    case cell(isHeader: Bool)
    /// Any other element that starts and ends a line of its own (`p`, `div`, `li`, `blockquote`…).
    case block
    /// `pre`: a block whose line breaks and spaces are kept.
    case preformatted
    /// `br`: ends the line.
    case lineBreak
    /// `a`: a link when it has an `href`.
    case link
    /// `input`: a checkbox marks its line done or not.
    case input
    /// `img`: its `alt` text is part of the line.
    case image
    /// Everything else (`span`, `b`, `font`, custom elements): its content continues the line.
    case inline

    /// The kind of an element. Names are grouped by length first, so each start tag is compared with a few
    /// names only.
    init(_ name: String) {
        self = switch name.utf8.count {
        case 1, 2: Self.oneOrTwoLetters(name)
        case 3, 4: Self.threeOrFourLetters(name)
        default: Self.longer(name)
        }
    }

    private static func oneOrTwoLetters(_ name: String) -> HTMLElementKind {
        switch name {
        case "li", "p", "dd", "dt", "dl", "hr": .block
        case "a": .link
        case "td": .cell(isHeader: false)
        case "th": .cell(isHeader: true)
        case "tr": .row
        case "br": .lineBreak
        case "ul", "ol": .list
        case "h1", "h2", "h3", "h4", "h5", "h6": .heading
        default: .inline
        }
    }

    private static func threeOrFourLetters(_ name: String) -> HTMLElementKind {
        switch name {
        case "pre": .preformatted
        case "div", "nav", "main", "form", "body", "html": .block
        case "img": .image
        case "menu": .list
        case "head", "meta", "link", "svg", "math", "map": .skipped
        default: .inline
        }
    }

    private static func longer(_ name: String) -> HTMLElementKind {
        switch name {
        case "input": .input
        case "table": .table
        case "thead": .tableSection(isHead: true)
        case "tbody", "tfoot": .tableSection(isHead: false)
        case "section", "article", "header", "footer", "aside", "blockquote", "figure", "figcaption", "address",
            "details", "summary", "fieldset", "center", "caption", "legend", "hgroup":
            .block
        case "script", "style", "template", "noscript", "title", "select", "option", "textarea", "button",
            "iframe", "object", "embed", "canvas", "audio", "video":
            .skipped
        default: .inline
        }
    }
}
