import FoundationEssentials

extension MarkupDocument {
    /// Parses HTML from bytes, recovering from sloppy markup as browsers do.
    ///
    /// The root is always an `html` element (libxml2 adds the implied `html` and `body`); element and
    /// attribute names come out lowercase; entities and character references are decoded; comments are kept
    /// (so that clipboard markers such as `<!--StartFragment-->` can be found); `script` and `style` bodies
    /// are kept as text. The network is never used.
    /// - Parameters:
    ///   - bytes: the whole document. The encoding comes from a byte order mark, else from a
    ///     `<meta charset>` (or `http-equiv` Content-Type) in the document, else UTF-8.
    ///   - fileName: a name to put in errors, if the bytes came from a file.
    ///   - limits: the size and depth limits; ``MarkupLimits/default`` unless given.
    /// - Throws: ``MarkupError``: `emptyDocument` for empty input, `notWellFormed` for binary data (C0 control
    ///   bytes other than tab, line feed, form feed and carriage return, outside UTF-16 and UTF-32), `limitExceeded` with the limit's name. Markup errors are recovered,
    ///   never thrown.
    public init(parsingHTML bytes: some Collection<UInt8>, fileName: String? = nil, limits: MarkupLimits = .default) throws {
        let sink = MarkupTreeSink()
        try HTMLPushParser(fileName: fileName, limits: limits, sink: sink).parse(bytes)
        self.init(root: try Self.root(of: sink, fileName: fileName), fileName: fileName)
    }

    /// Parses an HTML file, reading it in 64 KiB chunks; as ``init(parsingHTML:fileName:limits:)``.
    /// - Throws: ``MarkupError`` naming the file.
    public init(contentsOfHTML url: URL, limits: MarkupLimits = .default) throws {
        let sink = MarkupTreeSink()
        try HTMLPushParser(fileName: url.path, limits: limits, sink: sink).parse(fileAtPath: url.path)
        self.init(root: try Self.root(of: sink, fileName: url.path), fileName: url.path)
    }

    /// The tree's document element; the parser has already thrown when it saw no element.
    private static func root(of sink: MarkupTreeSink, fileName: String?) throws -> MarkupElement {
        guard let root = sink.root else {
            throw MarkupError(code: .emptyDocument, message: "the input holds no HTML elements or text", file: fileName)
        }
        return root
    }
}
