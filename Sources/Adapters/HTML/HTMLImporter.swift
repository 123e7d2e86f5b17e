import Foundation
import Markup

/// Reads HTML — what browsers put on the clipboard and in drags, saved pages, and Cardport's own HTML page
/// export — as lists and cards.
///
/// A page written by ``HTMLExporter`` (it carries a `data-cardport-board` element) is read back to the board it
/// was written from. Any other HTML is read by the rules of ``HTMLBlockReader``: headings start lists; list
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
        let document = try Self.parse(input, options: options)
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
        var (lists, warnings) = reader.finish()
        if lists.isEmpty { warnings.append(AdapterWarning("the HTML holds no text to make cards of")) }
        return ImportResult(board: Board(id: "html-import", name: title, lists: lists), warnings: warnings)
    }

    /// Parses the input with the options' limits, without a `CF_HTML` header.
    static func parse(_ input: AdapterInput, options: ImportOptions) throws -> MarkupDocument {
        let data = try input.readData()
        if data.count > options.maximumInputBytes {
            throw AdapterError(
                MarkupError(code: .limitExceeded, message: "the input is \(data.count) bytes, over the limit of "
                    + "\(options.maximumInputBytes) bytes (raise ImportOptions.maximumInputBytes to read it)"),
                input: input.name)
        }
        do {
            if data.starts(with: Array("Version:".utf8)) {
                return try MarkupDocument(
                    parsingHTML: ClipboardHTML.strippingHeader(Array(data)), fileName: input.name,
                    limits: options.markupLimits)
            }
            return try MarkupDocument(parsingHTML: data, fileName: input.name, limits: options.markupLimits)
        } catch let error as MarkupError {
            throw AdapterError(error, input: input.name)
        }
    }
}
