internal import CLibXML2
#if canImport(Glibc)
import Glibc
#endif

/// Runs one XML parse through libxml2's push parser and builds the ``MarkupElement`` tree from its SAX2
/// callbacks, or, given an ``XMLSubtreeSink``, streams the document to it, building only the subtrees it asks for.
///
/// One instance per parse, used from one thread: the libxml2 context, the error and the tree under
/// construction all belong to it, so parses on different threads share nothing. libxml2's callbacks find the
/// instance through the context's `_private` pointer. Every message libxml2 gives becomes this parse's error or
/// is dropped (warnings); none is printed (see ``LibXML2Messages``).
///
/// Options: `XML_PARSE_NONET` only. Entities declared in the internal subset are expanded (within libxml2's
/// expansion limits); external entities and external DTDs are never loaded.
final class XMLPushParser: MarkupPushParser {
    /// The size of the chunks handed to libxml2.
    static let chunkSize = markupChunkSize

    let fileName: String?
    let limits: MarkupLimits
    private var context: xmlParserCtxtPtr?
    private var tree: MarkupTreeBuilder
    /// The sink of a streamed parse; nil when the whole tree is built.
    fileprivate let sink: (any XMLSubtreeSink)?
    /// Streamed parses: the subtree being collected, refilled for each.
    private let subtree = XMLSubtree()
    /// Streamed parses: how many elements are open outside a collected subtree.
    private var streamDepth = 0
    /// Streamed parses: the document element as it started, and whether it has ended.
    private var streamRoot: MarkupElement?
    private var streamRootEnded = false
    /// The last namespace URI made into a string, by libxml2's pointer to it: libxml2 keeps one copy of each
    /// name and URI in its dictionary for the whole parse, so the pointer identifies the text.
    private var lastNamespace: (pointer: UnsafePointer<xmlChar>, uri: String)?
    /// The first fatal error libxml2 reported, or the first error when none was fatal.
    private var firstError: MarkupError?
    private var firstErrorIsFatal = false
    private var byteCount = 0

    /// A parser that builds the whole tree, or, with a sink, streams the document to it.
    init(fileName: String?, limits: MarkupLimits = .default, sink: (any XMLSubtreeSink)? = nil) {
        LibXML2Messages.prepare()
        self.fileName = fileName
        self.limits = limits
        self.tree = MarkupTreeBuilder(maximumDepth: limits.maximumDepth)
        self.sink = sink
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
        if byteCount > limits.maximumInputBytes {
            throw MarkupError.inputTooLarge(limit: limits.maximumInputBytes, file: fileName)
        }
        if isLast, byteCount == 0 {
            throw MarkupError(code: .emptyDocument, message: "the input is empty: no XML document", file: fileName)
        }
        let context = try makeContextIfNeeded()
        let start = bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
        // A message without a context (the encoding converter's) is this parse's too.
        _ = LibXML2Messages.routing(to: { self.recordUnattached($0) }) {
            xmlParseChunk(context, start, Int32(bytes.count), isLast ? 1 : 0)
        }
        if context.pointee.wellFormed == 0 || context.pointee.disableSAX != 0 || firstErrorIsFatal {
            throw currentError(context)
        }
    }

    /// The document element, once the last chunk has been fed; for a streamed parse, the document element as
    /// it started, without its content.
    /// - Throws: ``MarkupError`` when the input held no complete document element.
    func finish() throws -> MarkupElement {
        guard let root = sink == nil ? tree.root : (streamRootEnded ? streamRoot : nil) else {
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
        if let described = LibXML2Messages.describe(error) { message = described }
        if message.hasPrefix("Excessive depth in document") {
            // libxml2's own depth limit, in versions that apply it to SAX parses (256 without XML_PARSE_HUGE).
            return MarkupError(
                code: .limitExceeded,
                message: "elements nest deeper than libxml2's limit of 256 levels; the document is refused",
                file: fileName, line: Int(error.line), column: Int(error.int2), libxml2Code: Int(error.code))
        }
        if code == .entityExpansionLimit {
            message += " (entity references expand beyond the parser's limits; the document is refused)"
        }
        return MarkupError(
            code: code, message: message, file: fileName,
            line: Int(error.line), column: Int(error.int2), libxml2Code: Int(error.code))
    }

    // MARK: - Building the tree

    /// Records a message libxml2 gave without a parser context (an encoding conversion that failed), placed
    /// where the parser is.
    private func recordUnattached(_ error: xmlError) {
        var located = error
        if located.line <= 0, let context {
            located.line = xmlSAX2GetLineNumber(UnsafeMutableRawPointer(context))
            located.int2 = xmlSAX2GetColumnNumber(UnsafeMutableRawPointer(context))
        }
        recordError(located)
    }

    fileprivate func recordError(_ error: xmlError) {
        let isFatal = error.level == XML_ERR_FATAL
        guard error.level == XML_ERR_ERROR || isFatal else { return }
        if firstError == nil || (isFatal && !firstErrorIsFatal) {
            firstError = makeError(error)
            firstErrorIsFatal = isFatal
        }
    }

    /// The namespace URI at `pointer` as a string, made once per URI in a row of elements.
    fileprivate func namespaceURI(_ pointer: UnsafePointer<xmlChar>) -> String {
        if let lastNamespace, lastNamespace.pointer == pointer { return lastNamespace.uri }
        let uri = String(cString: pointer)
        lastNamespace = (pointer, uri)
        return uri
    }

    fileprivate func startElement(_ tag: StartTag, context: UnsafeMutableRawPointer?) {
        let line = Int(xmlSAX2GetLineNumber(context))
        if let error = MarkupError.namesBeyond(limits, context: context, file: fileName, line: line,
                                               column: { currentColumn(context) }) {
            return stop(with: error, context: context)
        }
        guard let sink else {
            // The builder's own limit is the same, and never reached past this check.
            guard tree.depth < limits.maximumDepth else { return stop(tooDeepAt: line, context: context) }
            _ = tree.start(tag.element(line: line, parser: self, context: context))
            return
        }
        guard streamDepth + subtree.depth < limits.maximumDepth else { return stop(tooDeepAt: line, context: context) }
        if subtree.depth > 0 { return tag.add(to: subtree, line: line, context: context) }
        // Outside a collected subtree: the sink decides whether this element is collected.
        let element = tag.element(line: line, parser: self, context: context)
        if streamDepth == 0, streamRoot == nil { streamRoot = element }
        if sink.startElement(element) {
            tag.add(to: subtree, line: line, context: context)
        } else {
            streamDepth += 1
        }
    }

    /// Records the depth limit's error for the element starting on `line` and stops the parser.
    private func stop(tooDeepAt line: Int, context: UnsafeMutableRawPointer?) {
        stop(with: MarkupError.tooDeep(limit: limits.maximumDepth, file: fileName, line: line,
                                       column: currentColumn(context)), context: context)
    }

    /// Records a limit's error, unless a fatal one came first, and stops the parser.
    private func stop(with error: MarkupError, context: UnsafeMutableRawPointer?) {
        if firstError == nil || !firstErrorIsFatal {
            firstError = error
            firstErrorIsFatal = true
        }
        if let context { xmlStopParser(context.assumingMemoryBound(to: xmlParserCtxt.self)) }
    }

    fileprivate func endElement() {
        guard let sink else { return tree.end() }
        if subtree.depth > 0 {
            subtree.end()
            if subtree.depth == 0 {
                if streamDepth == 0 { streamRootEnded = true }
                sink.collected(subtree)
                subtree.removeAll()
            }
        } else if streamDepth > 0 {
            streamDepth -= 1
            if streamDepth == 0 { streamRootEnded = true }
            sink.endElement()
        }
    }

    fileprivate func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        if sink == nil { tree.appendText(bytes) } else { subtree.appendText(bytes) }
    }

    /// Adds a comment to the tree; a streamed parse never gets here (its subtrees keep no comments).
    fileprivate func appendComment(_ text: String) {
        tree.appendComment(text)
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
            parser.startElement(
                StartTag(localName: localName, prefix: prefix, uri: uri, attributeCount: Int(attributeCount), attributes: attributes),
                context: context)
        }
        handler.endElementNs = { context, _, _, _ in
            parser(context)?.endElement()
        }
        handler.characters = { context, bytes, length in
            guard let parser = parser(context), let bytes else { return }
            parser.appendText(UnsafeBufferPointer(start: bytes, count: Int(length)))
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = handler.characters
        handler.comment = { context, text in
            guard let parser = parser(context), let text, parser.sink == nil else { return }
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

/// A start tag as libxml2's SAX2 callback hands it over, valid during the callback.
private struct StartTag {
    let localName: UnsafePointer<xmlChar>
    let prefix: UnsafePointer<xmlChar>?
    let uri: UnsafePointer<xmlChar>?
    let attributeCount: Int
    /// Five pointers per attribute: local name, prefix, URI, value start, value end.
    let attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?

    /// The element, without children.
    func element(line: Int, parser: XMLPushParser, context: UnsafeMutableRawPointer?) -> MarkupElement {
        var element = MarkupElement(
            name: String(cString: localName), prefix: prefix.map { String(cString: $0) },
            namespaceURI: uri.map { parser.namespaceURI($0) }, line: line)
        forEachAttribute(context) { name, prefix, uri, value in
            element.attributes.append(MarkupAttribute(
                name: String(cString: name), prefix: prefix.map { String(cString: $0) },
                namespaceURI: uri.map { String(cString: $0) }, value: String(decoding: value, as: UTF8.self)))
        }
        return element
    }

    /// Opens the element in `subtree`, with its attributes.
    func add(to subtree: XMLSubtree, line: Int, context: UnsafeMutableRawPointer?) {
        subtree.start(name: bytes(localName), line: line)
        forEachAttribute(context) { name, _, uri, value in
            subtree.addAttribute(name: bytes(name), inNamespace: uri != nil, value: value)
        }
    }

    /// Calls `body` with each attribute's name, prefix, URI and value (references replaced).
    private func forEachAttribute(
        _ context: UnsafeMutableRawPointer?,
        _ body: (UnsafePointer<xmlChar>, UnsafePointer<xmlChar>?, UnsafePointer<xmlChar>?, UnsafeBufferPointer<UInt8>) -> Void
    ) {
        guard let attributes else { return }
        for index in 0..<attributeCount {
            let base = index * 5
            guard let name = attributes[base], let start = attributes[base + 3], let end = attributes[base + 4] else { continue }
            withAttributeValue(context, start: start, end: end) { body(name, attributes[base + 1], attributes[base + 2], $0) }
        }
    }

    private func bytes(_ string: UnsafePointer<xmlChar>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: string, count: Int(xmlStrlen(string)))
    }
}

/// Calls `body` with an attribute value, its references replaced.
///
/// Without entity substitution libxml2 hands attribute values over with references still written out
/// (`&#38;` for `&amp;`); libxml2's own decoder replaces them, within the same expansion limits.
private func withAttributeValue(
    _ context: UnsafeMutableRawPointer?, start: UnsafePointer<xmlChar>, end: UnsafePointer<xmlChar>,
    _ body: (UnsafeBufferPointer<UInt8>) -> Void
) {
    let raw = UnsafeBufferPointer(start: start, count: end - start)
    guard raw.contains(UInt8(ascii: "&")), let context else { return body(raw) }
    let parserContext = context.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let decoded = xmlStringLenDecodeEntities(
        parserContext, start, Int32(raw.count), Int32(XML_SUBSTITUTE_REF), 0, 0, 0)
    else { return body(raw) }
    // libxml2 allocates with its default allocator, malloc, unless a program replaces it with xmlMemSetup;
    // its `xmlFree` is a C global that Swift 6 will not read without a data-race exemption.
    defer { free(decoded) }
    body(UnsafeBufferPointer(start: decoded, count: Int(xmlStrlen(decoded))))
}
