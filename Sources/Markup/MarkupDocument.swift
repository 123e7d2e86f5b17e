import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

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

    /// The deepest element nesting a parse accepts unless told otherwise: 256, libxml2's own limit when it
    /// builds a tree. Deeper documents are refused with `tooDeep`, so no walk over the tree can exhaust the stack.
    public static let defaultMaximumDepth = 256

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
    ///   - maximumDepth: the deepest element nesting accepted (``defaultMaximumDepth`` unless given).
    /// - Throws: ``MarkupError`` with the line and column of the first fatal error; `tooDeep` beyond
    ///   `maximumDepth`.
    public init(
        parsingXML bytes: some Collection<UInt8>, fileName: String? = nil, maximumDepth: Int = defaultMaximumDepth
    ) throws {
        let parser = XMLPushParser(fileName: fileName, maximumDepth: maximumDepth)
        func feedAll(_ buffer: UnsafeBufferPointer<UInt8>) throws {
            var offset = 0
            repeat {
                let end = min(offset + XMLPushParser.chunkSize, buffer.count)
                try parser.feed(UnsafeBufferPointer(rebasing: buffer[offset..<end]), isLast: end == buffer.count)
                offset = end
            } while offset < buffer.count
        }
        // Contiguous input (Array, Data, …) is read in place; anything else is copied once.
        let readInPlace: Void? = try bytes.withContiguousStorageIfAvailable { try feedAll($0) }
        if readInPlace == nil {
            try Array(bytes).withUnsafeBufferPointer { try feedAll($0) }
        }
        self.init(root: try parser.finish(), fileName: fileName)
    }

    /// Parses an XML file, reading it in 64 KiB chunks.
    /// - Parameter url: a file URL.
    /// - Throws: ``MarkupError`` naming the file: `unreadableFile` when it cannot be opened or read, else the
    ///   line and column of the first fatal parse error.
    public init(contentsOf url: URL, maximumDepth: Int = defaultMaximumDepth) throws {
        let path = url.path
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw MarkupError(code: .unreadableFile, message: "cannot open the file: \(String(cString: strerror(errno)))", file: path)
        }
        defer { close(descriptor) }
        let parser = XMLPushParser(fileName: path, maximumDepth: maximumDepth)
        var buffer = [UInt8](repeating: 0, count: XMLPushParser.chunkSize)
        while true {
            var filled = 0
            while filled < buffer.count {
                let count = buffer.withUnsafeMutableBytes { raw in
                    read(descriptor, raw.baseAddress! + filled, raw.count - filled)
                }
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else {
                    throw MarkupError(code: .unreadableFile, message: "cannot read the file: \(String(cString: strerror(errno)))", file: path)
                }
                if count == 0 { break }
                filled += count
            }
            let isLast = filled < buffer.count
            try buffer.withUnsafeBufferPointer { chunk in
                try parser.feed(UnsafeBufferPointer(rebasing: chunk[0..<filled]), isLast: isLast)
            }
            if isLast { break }
        }
        self.init(root: try parser.finish(), fileName: path)
    }
}
