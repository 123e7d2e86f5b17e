import FoundationEssentials

/// Writes XML or HTML text, escaping every piece of content for where it goes.
///
/// Text escapes `&`, `<` and `>`; attribute values (always double-quoted) also escape `"` and `'`, and tab,
/// line feed and carriage return as character references so that they survive attribute-value normalisation.
/// A carriage return in text is written `&#13;` so that line-end normalisation keeps it. Characters XML 1.0
/// cannot carry at all (C0 controls other than tab, line feed and carriage return, U+FFFE, U+FFFF) are
/// replaced by U+FFFD in both modes; ``replacedCharacterCount`` says how many were. Element and attribute
/// names are written as given: they are the writer's own, never content.
///
/// A value type: build one, write into it, read ``text`` or ``bytes``. Not for sharing between threads while
/// writing.
public struct MarkupWriter: Sendable {
    /// The dialect written.
    public enum Mode: Sendable {
        /// XML: empty elements as `<name/>`.
        case xml
        /// HTML: void elements (`br`, `meta`, `input`…) as `<name>` without an end tag.
        case html
    }

    /// The dialect being written.
    public let mode: Mode
    /// The text written so far.
    public private(set) var text: String = ""
    /// How many characters content held that the markup cannot carry, replaced by U+FFFD.
    public private(set) var replacedCharacterCount = 0
    private var openElements: [String] = []

    /// Creates a writer with nothing written.
    public init(mode: Mode) {
        self.mode = mode
    }

    /// The text written so far as UTF-8 bytes.
    public var bytes: [UInt8] { Array(text.utf8) }

    /// Writes markup as it is, unescaped: declarations, a doctype, a style sheet the caller wrote itself.
    /// Never pass content through this.
    public mutating func writeRaw(_ markup: String) {
        text += markup
    }

    /// Opens an element; attributes in the order given. Attributes with a nil value are left out.
    public mutating func startElement(_ name: String, _ attributes: [(String, String?)] = []) {
        writeStartTag(name, attributes)
        openElements.append(name)
    }

    /// Closes the innermost open element.
    public mutating func endElement() {
        guard let name = openElements.popLast() else { return }
        text += "</" + name + ">"
    }

    /// Writes an element with only text inside, or an empty element when `content` is empty.
    public mutating func element(_ name: String, _ attributes: [(String, String?)] = [], text content: String = "") {
        if content.isEmpty {
            emptyElement(name, attributes)
        } else {
            writeStartTag(name, attributes)
            writeText(content)
            text += "</" + name + ">"
        }
    }

    /// Writes an element with nothing inside: `<name/>` in XML; in HTML `<name>` for void elements, else
    /// `<name></name>`.
    public mutating func emptyElement(_ name: String, _ attributes: [(String, String?)] = []) {
        switch mode {
        case .xml:
            text += "<" + name
            writeAttributes(attributes)
            text += "/>"
        case .html:
            writeStartTag(name, attributes)
            if !Self.htmlVoidElements.contains(name) { text += "</" + name + ">" }
        }
    }

    /// Writes text content, escaped.
    public mutating func writeText(_ content: String) {
        escape(content, inAttribute: false)
    }

    /// Writes a comment; `--` inside it is broken up so the comment cannot end early.
    public mutating func comment(_ content: String) {
        var safe = content.replacingAll("--", with: "- -")
        if safe.hasSuffix("-") { safe += " " }
        text += "<!--"
        escapeCharacters(safe, escaping: { _ in nil })
        text += "-->"
    }

    /// Writes a line break (for readable output between elements, never inside text).
    public mutating func newline(indent level: Int = 0) {
        text += "\n" + String(repeating: "  ", count: level)
    }

    /// The number of elements open.
    public var depth: Int { openElements.count }

    private static let htmlVoidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    private mutating func writeStartTag(_ name: String, _ attributes: [(String, String?)]) {
        text += "<" + name
        writeAttributes(attributes)
        text += ">"
    }

    private mutating func writeAttributes(_ attributes: [(String, String?)]) {
        for (name, value) in attributes {
            guard let value else { continue }
            text += " " + name + "=\""
            escape(value, inAttribute: true)
            text += "\""
        }
    }

    private mutating func escape(_ content: String, inAttribute: Bool) {
        escapeCharacters(content) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"" where inAttribute: "&quot;"
            case "'" where inAttribute: "&#39;"
            case "\t" where inAttribute: "&#9;"
            case "\n" where inAttribute: "&#10;"
            case "\r": "&#13;"
            default: nil
            }
        }
    }

    /// Appends `content`, replacing each scalar `replacement` names and each one markup cannot carry.
    private mutating func escapeCharacters(_ content: String, escaping replacement: (Unicode.Scalar) -> String?) {
        var pendingStart = content.unicodeScalars.startIndex
        var index = pendingStart
        let scalars = content.unicodeScalars
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let substitute: String?
            if let escaped = replacement(scalar) {
                substitute = escaped
            } else if Self.cannotCarry(scalar) {
                substitute = "\u{FFFD}"
                replacedCharacterCount += 1
            } else {
                substitute = nil
            }
            if let substitute {
                text += Substring(scalars[pendingStart..<index])
                text += substitute
                pendingStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        // Appended as a Substring: `unicodeScalars.append(contentsOf:)` rebuilds the whole text on every call,
        // which made writing a document quadratic in its length.
        text += Substring(scalars[pendingStart..<scalars.endIndex])
    }

    /// Whether XML 1.0 has no way to write the scalar, not even as a character reference.
    private static func cannotCarry(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x09 && value != 0x0A && value != 0x0D }
        return value == 0xFFFE || value == 0xFFFF
    }
}

extension String {
    /// The string with every occurrence of `target` replaced, left to right.
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        return components(separatedBy: target).joined(separator: replacement)
    }
}
