import Foundation
import Markup

/// Reads HTML — what browsers put on the clipboard and in drags, saved pages, and Cardport's own HTML page
/// export — as lists and cards.
///
/// A page written by ``HTMLExporter`` (it carries a `data-cardport-board` element) is read back to the board it
/// was written from. Any other HTML is read by the rules of `HTMLBlockReader`: headings start lists; list
/// items, table rows, paragraphs and `<br>`-separated lines become cards; nested list items become checklist
/// items; links become attachments, Trello card links the card's source. Whitespace is collapsed and entities
/// decoded; `script`, `style` and comments are ignored; a clipboard's `<!--StartFragment-->` …
/// `<!--EndFragment-->` part and Windows' `CF_HTML` header are honoured; unclosed tags are recovered.
///
/// Stateless and `Sendable`: one importer may run on several threads at once.
public struct HTMLImporter: BoardImporter {
    /// `html`.
    public var name: String { "html" }
    /// `public.html`.
    public var readableTypes: [UTType] { [.html] }

    /// Creates the importer.
    public init() {}

    /// Reads `input` as HTML.
    /// - Throws: ``AdapterError``: `unsupportedType` for a type that is not HTML; `malformedInput` for empty or
    ///   binary input; `limitExceeded` past the options' size or depth limit, with the line.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        guard type.conforms(to: .html) else {
            throw AdapterError(
                code: .unsupportedType, message: "the HTML importer reads public.html, not \(type.identifier)",
                input: input.name)
        }
        let bytes = try Self.bytes(of: input, options: options)
        if Self.needsTree(bytes) {
            return try Self.read(Self.parse(bytes, input: input, options: options), input: input)
        }
        return try Self.stream(bytes, input: input, options: options)
    }

    /// Reads a parsed document: a Cardport page back to its board, other HTML by ``HTMLBlockReader``'s rules.
    static func read(_ document: MarkupDocument, input: AdapterInput) throws -> ImportResult {
        if let page = try HTMLPageReader(document: document, input: input.name)?.read() {
            return ImportResult(board: page)
        }
        let title = document.root.firstChild(named: "head")?.childText("title").map(HTMLText.collapsed) ?? ""
        var reader = HTMLBlockReader(defaultListName: title)
        if let fragment = ClipboardHTML.fragment(in: document.root) {
            reader.read(fragment)
        } else {
            // libxml2 keeps unknown elements that follow a leading <meta> (Google Sheets'
            // <google-sheets-html-origin>) in the head: the head's content is read too; its title, meta, style
            // and script elements are skipped as everywhere.
            reader.read(document.root.childElements.flatMap(\.children))
        }
        let (lists, warnings) = reader.finish()
        return result(lists: lists, warnings: warnings, title: title, losses: reader.losses)
    }

    /// The board of the lists read.
    static func result(
        lists: [BoardList], warnings: [AdapterWarning], title: String, losses: ImportLosses
    ) -> ImportResult {
        var warnings = warnings
        if lists.isEmpty { warnings.append(AdapterWarning("the HTML holds no text to make cards of")) }
        return ImportResult(board: Board(id: "html-import", name: title, lists: lists), warnings: warnings, losses: losses)
    }

    /// The input's bytes within the options' size limit, without a `CF_HTML` header.
    static func bytes(of input: AdapterInput, options: ImportOptions) throws -> Data {
        let data = try input.readData()
        if data.count > options.maximumInputBytes {
            throw AdapterError(
                MarkupError(code: .limitExceeded, message: "the input is \(data.count) bytes, over the limit of "
                    + "\(options.maximumInputBytes) bytes"),
                input: input.name)
        }
        if data.starts(with: Array("Version:".utf8)) {
            return Data(ClipboardHTML.strippingHeader(Array(data)))
        }
        return data
    }

    /// Parses bytes into a tree with the options' limits.
    static func parse(_ bytes: Data, input: AdapterInput, options: ImportOptions) throws -> MarkupDocument {
        do {
            return try MarkupDocument(parsingHTML: bytes, fileName: input.name, limits: options.markupLimits)
        } catch let error as MarkupError {
            throw AdapterError(error, input: input.name)
        }
    }
}
