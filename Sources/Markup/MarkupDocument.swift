import FoundationEssentials

/// A parsed XML document: its root element, as a tree of plain values.
///
/// Parsing is hardened: the network is never used, external entities and external DTDs are never loaded,
/// and libxml2's limits against entity expansion bombs stay on. Input is fed to libxml2's push parser in
/// 64 KiB chunks, so documents over libxml2's 10,000,000-byte single-buffer limit parse too.
/// Every parse has its own parser context; parsing on several threads at once is safe.
public struct MarkupDocument: Hashable, Sendable {
    /// The document element.
    public var root: MarkupElement
    /// The file the document was read from, if any.
    public var fileName: String?

    /// Creates a document from a root element.
    public init(root: MarkupElement, fileName: String? = nil) {
        self.root = root
        self.fileName = fileName
    }

    /// Parses XML from bytes.
    /// - Parameters:
    ///   - bytes: the whole document; its encoding is detected as XML says (BOM, declaration, else UTF-8).
    ///     Contiguous collections (`[UInt8]`, `Data`) are read in place, others copied once.
    ///   - fileName: a name to put in errors, if the bytes came from a file.
    ///   - limits: the size and depth limits; ``MarkupLimits/default`` unless given.
    /// - Throws: ``MarkupError`` with the line and column of the first fatal error.
    public init(parsingXML bytes: some Collection<UInt8>, fileName: String? = nil, limits: MarkupLimits = .default) throws {
        let parser = XMLPushParser(fileName: fileName, limits: limits)
        self.init(root: try parser.parse(bytes), fileName: fileName)
    }

    /// Parses an XML file, reading it in 64 KiB chunks.
    /// - Parameters:
    ///   - url: a file URL.
    ///   - limits: the size and depth limits; ``MarkupLimits/default`` unless given.
    /// - Throws: ``MarkupError`` naming the file: `unreadableFile` when it cannot be opened or read, else the
    ///   line and column of the first fatal parse error.
    public init(contentsOf url: URL, limits: MarkupLimits = .default) throws {
        let parser = XMLPushParser(fileName: url.path, limits: limits)
        self.init(root: try parser.parse(fileAtPath: url.path), fileName: url.path)
    }
}
