internal import CLibXML2
#if canImport(Glibc)
import Glibc
#endif

/// Runs one XML parse through libxml2's push parser and builds the ``MarkupElement`` tree from its SAX2
/// callbacks.
///
/// One instance per parse, used from one thread: the libxml2 context, the error and the tree under
/// construction all belong to it, so parses on different threads share nothing. libxml2's callbacks find the
/// instance through the context's `_private` pointer; no global handler is installed.
///
/// Options: `XML_PARSE_NONET` only. Entities declared in the internal subset are expanded (within libxml2's
/// expansion limits); external entities and external DTDs are never loaded.
final class XMLPushParser {
    /// The size of the chunks handed to libxml2.
    static let chunkSize = 64 * 1024

    /// libxml2's one-time initialisation, run once before the first context is made.
    private static let libraryInitialized: Bool = {
        xmlInitParser()
        return true
    }()

    let fileName: String?
    /// The deepest element nesting accepted; the start tag one level deeper stops the parse.
    let maximumDepth: Int
    private var context: xmlParserCtxtPtr?
    /// Elements whose end tag has not been seen yet, outermost first.
    private var open: [MarkupElement] = []
    private var root: MarkupElement?
    /// The first fatal error libxml2 reported, or the first error when none was fatal.
    private var firstError: MarkupError?
    private var firstErrorIsFatal = false
    private var byteCount = 0

    init(fileName: String?, maximumDepth: Int = MarkupDocument.defaultMaximumDepth) {
        _ = Self.libraryInitialized
        self.fileName = fileName
        self.maximumDepth = maximumDepth
    }

    deinit {
        if let context {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            context.pointee.myDoc = nil
            xmlFreeParserCtxt(context)
        }
    }

    /// Hands the next chunk to libxml2.
    /// - Throws: ``MarkupError`` as soon as the input is known not to be well-formed.
    func feed(_ bytes: UnsafeBufferPointer<UInt8>, isLast: Bool) throws {
        byteCount += bytes.count
        if isLast, byteCount == 0 {
            throw MarkupError(code: .emptyDocument, message: "the input is empty: no XML document", file: fileName)
        }
        let context = try makeContextIfNeeded()
        let start = bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
        _ = xmlParseChunk(context, start, Int32(bytes.count), isLast ? 1 : 0)
        if context.pointee.wellFormed == 0 || context.pointee.disableSAX != 0 {
            throw currentError(context)
        }
    }

    /// The document element, once the last chunk has been fed.
    /// - Throws: ``MarkupError`` when the input held no complete document element.
    func finish() throws -> MarkupElement {
        guard let root else {
            throw firstError ?? MarkupError(
                code: .emptyDocument, message: "the input holds no document element", file: fileName)
        }
        return root
    }

    private func makeContextIfNeeded() throws -> xmlParserCtxtPtr {
        if let context { return context }
        var handler = Self.makeHandler()
        guard let made = xmlCreatePushParserCtxt(&handler, nil, nil, 0, fileName) else {
            throw MarkupError(code: .notWellFormed, message: "libxml2 could not make a parser context", file: fileName)
        }
        _ = xmlCtxtUseOptions(made, Int32(XML_PARSE_NONET.rawValue))
        made.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        context = made
        return made
    }

    private func currentError(_ context: xmlParserCtxtPtr) -> MarkupError {
        if let firstError { return firstError }
        if let last = xmlCtxtGetLastError(context) { return makeError(last.pointee) }
        return MarkupError(code: .notWellFormed, message: "the input is not well-formed XML", file: fileName)
    }

    private func makeError(_ error: xmlError) -> MarkupError {
        let code: MarkupError.Code
        switch error.code {
        case Int32(XML_ERR_ENTITY_LOOP.rawValue): code = .entityExpansionLimit
        case Int32(XML_ERR_DOCUMENT_EMPTY.rawValue): code = .emptyDocument
        default: code = .notWellFormed
        }
        var message = error.message.map { String(cString: $0) } ?? "the input is not well-formed XML"
        while message.last?.isWhitespace == true { message.removeLast() }
        if code == .entityExpansionLimit {
            message += " (entity references expand beyond the parser's limits; the document is refused)"
        }
        return MarkupError(
            code: code, message: message, file: fileName,
            line: Int(error.line), column: Int(error.int2), libxml2Code: Int(error.code))
    }

    // MARK: - Building the tree

    fileprivate func recordError(_ error: xmlError) {
        let isFatal = error.level == XML_ERR_FATAL
        guard error.level == XML_ERR_ERROR || isFatal else { return }
        if firstError == nil || (isFatal && !firstErrorIsFatal) {
            firstError = makeError(error)
            firstErrorIsFatal = isFatal
        }
    }

    /// Opens an element, or stops the parse with a `tooDeep` error when it would nest deeper than
    /// ``maximumDepth`` (libxml2 checks depth only when it builds its own tree, which this parser does not).
    fileprivate func startElement(_ element: MarkupElement) {
        guard open.count < maximumDepth else {
            if firstError == nil || !firstErrorIsFatal {
                let line = context.map { Int(xmlSAX2GetLineNumber($0)) } ?? element.line
                let column = context.map { Int(xmlSAX2GetColumnNumber($0)) } ?? 0
                firstError = MarkupError(
                    code: .tooDeep,
                    message: "elements nest deeper than \(maximumDepth) levels (raise maximumDepth to read it)",
                    file: fileName, line: line, column: column)
                firstErrorIsFatal = true
            }
            if let context { xmlStopParser(context) }
            return
        }
        open.append(element)
    }

    fileprivate func endElement() {
        guard let element = open.popLast() else { return }
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(.element(element))
        }
    }

    fileprivate func appendText(_ text: String) {
        guard !open.isEmpty else { return }
        let last = open.count - 1
        if case .text(let previous)? = open[last].children.last {
            open[last].children[open[last].children.count - 1] = .text(previous + text)
        } else {
            open[last].children.append(.text(text))
        }
    }

    fileprivate func appendComment(_ text: String) {
        guard !open.isEmpty else { return }
        open[open.count - 1].children.append(.comment(text))
    }

    // MARK: - The SAX2 handler

    /// The SAX2 handler: libxml2's own handlers for the document and the internal subset (so that internal
    /// entities are known), ours for content, and a structured error handler. No entity resolver is set.
    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startDocument = xmlSAX2StartDocument
        handler.internalSubset = xmlSAX2InternalSubset
        handler.entityDecl = xmlSAX2EntityDecl
        handler.getEntity = xmlSAX2GetEntity
        handler.getParameterEntity = xmlSAX2GetParameterEntity
        handler.startElementNs = { context, localName, prefix, uri, _, _, attributeCount, _, attributes in
            guard let parser = parser(context), let localName else { return }
            var element = MarkupElement(
                name: String(cString: localName),
                prefix: prefix.map { String(cString: $0) },
                namespaceURI: uri.map { String(cString: $0) },
                line: Int(xmlSAX2GetLineNumber(context)))
            if let attributes {
                for index in 0..<Int(attributeCount) {
                    let base = index * 5
                    guard let name = attributes[base], let start = attributes[base + 3],
                          let end = attributes[base + 4] else { continue }
                    element.attributes.append(MarkupAttribute(
                        name: String(cString: name),
                        prefix: attributes[base + 1].map { String(cString: $0) },
                        namespaceURI: attributes[base + 2].map { String(cString: $0) },
                        value: attributeValue(context, start: start, end: end)))
                }
            }
            parser.startElement(element)
        }
        handler.endElementNs = { context, _, _, _ in
            parser(context)?.endElement()
        }
        handler.characters = { context, bytes, length in
            guard let parser = parser(context), let bytes else { return }
            parser.appendText(String(decoding: UnsafeBufferPointer(start: bytes, count: Int(length)), as: UTF8.self))
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = handler.characters
        handler.comment = { context, text in
            guard let parser = parser(context), let text else { return }
            parser.appendComment(String(cString: text))
        }
        handler.serror = { context, error in
            guard let parser = parser(context), let error else { return }
            parser.recordError(error.pointee)
        }
        return handler
    }
}

/// The parser behind a libxml2 callback's context (the context is its own user data).
private func parser(_ context: UnsafeMutableRawPointer?) -> XMLPushParser? {
    guard let context else { return nil }
    let parserContext = context.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let instance = parserContext.pointee._private else { return nil }
    return Unmanaged<XMLPushParser>.fromOpaque(instance).takeUnretainedValue()
}

/// An attribute value with its references replaced.
///
/// Without entity substitution libxml2 hands attribute values over with references still written out
/// (`&#38;` for `&amp;`); libxml2's own decoder replaces them, within the same expansion limits.
private func attributeValue(
    _ context: UnsafeMutableRawPointer?, start: UnsafePointer<xmlChar>, end: UnsafePointer<xmlChar>
) -> String {
    let raw = UnsafeBufferPointer(start: start, count: end - start)
    guard raw.contains(UInt8(ascii: "&")), let context else {
        return String(decoding: raw, as: UTF8.self)
    }
    let parserContext = context.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let decoded = xmlStringLenDecodeEntities(
        parserContext, start, Int32(raw.count), Int32(XML_SUBSTITUTE_REF), 0, 0, 0)
    else { return String(decoding: raw, as: UTF8.self) }
    // libxml2 allocates with its default allocator, malloc, unless a program replaces it with xmlMemSetup;
    // its `xmlFree` is a C global that Swift 6 will not read without a data-race exemption.
    defer { free(decoded) }
    return String(cString: decoded)
}
