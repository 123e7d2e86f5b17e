internal import CLibXML2
#if canImport(Glibc)
import Glibc
#endif

/// Runs one HTML parse through libxml2's HTML push parser and hands its SAX callbacks to a
/// ``MarkupEventSink`` (a tree builder, or a reader that streams).
///
/// The parser recovers from sloppy markup as browsers do (unclosed `li`, `p` and `td`, stray end tags,
/// mixed-case names; names come out lowercase) and adds the implied `html` and `body` elements. Options:
/// `HTML_PARSE_RECOVER | HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING`: the network is never
/// used, and recovered errors are not errors. The encoding comes from a byte order mark, else from a
/// `<meta charset>` or `<meta http-equiv="Content-Type">` in the document, else UTF-8.
///
/// One instance per parse, used from one thread; callbacks find it through the context's `_private` pointer,
/// so parses share no state. libxml2 prints nothing: its recovered errors are dropped, and a message without a
/// context (a failed encoding conversion) is the parse's error (see ``LibXML2Messages``). The parser enforces ``MarkupLimits/maximumDepth`` and ``MarkupLimits/maximumDistinctNames`` and keeps the sink's events
/// balanced.
final class HTMLPushParser: MarkupPushParser {
    let fileName: String?
    let limits: MarkupLimits
    private var context: htmlParserCtxtPtr?
    private let sink: any MarkupEventSink
    /// Elements started and not yet ended.
    private var depth = 0
    private var sawElement = false
    private var error: MarkupError? { didSet { stopped = error != nil } }
    /// Whether ``error`` is set: asked on every event, where testing the optional error itself is a call.
    private var stopped = false
    private var byteCount = 0
    /// Whether the input is UTF-16 or UTF-32 (from its BOM), where bytes below 0x20 are normal.
    private var isWideEncoding = false

    init(fileName: String?, limits: MarkupLimits = .default, sink: any MarkupEventSink) {
        self.fileName = fileName
        self.limits = limits
        self.sink = sink
    }

    deinit {
        if let context {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            context.pointee.myDoc = nil
            htmlFreeParserCtxt(context)
        }
    }

    func feed(_ bytes: UnsafeBufferPointer<UInt8>, isLast: Bool) throws {
        byteCount += bytes.count
        if byteCount > limits.maximumInputBytes {
            throw MarkupError.inputTooLarge(limit: limits.maximumInputBytes, file: fileName)
        }
        if isLast, byteCount == 0 {
            throw MarkupError(code: .emptyDocument, message: "the input is empty: no HTML document", file: fileName)
        }
        var chunk = bytes
        if context == nil, !bytes.isEmpty {
            let (encoding, bomLength) = Self.encoding(fromBOM: bytes)
            isWideEncoding = bomLength >= 2 && encoding != XML_CHAR_ENCODING_UTF8
            chunk = UnsafeBufferPointer(rebasing: bytes[bomLength...])
            try makeContext(encoding: encoding)
        }
        guard let context else { return }
        if !isWideEncoding, let offset = Self.firstControlByte(in: chunk) {
            throw MarkupError(
                code: .notWellFormed,
                message: "the input holds the control byte 0x\(String(chunk[offset], radix: 16, uppercase: true)) at byte "
                    + "\(byteCount - chunk.count + offset): it is binary data, not HTML text",
                file: fileName, line: Int(context.pointee.input?.pointee.line ?? 0))
        }
        let start = chunk.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
        // Parse errors are recovered from (the context's handler drops them); a message without a context (the
        // encoding converter's: the rest of the input would be lost) is this parse's error.
        _ = LibXML2Messages.routing(to: { self.recordUnattached($0) }) {
            htmlParseChunk(context, start, Int32(chunk.count), isLast ? 1 : 0)
        }
        if let error { throw error }
    }

    /// Keeps the first error libxml2 gave without a parser (a failed encoding conversion), placed where the
    /// parser is. The parser's own errors reach here too (the HTML handler is not SAX2's) and are dropped:
    /// the parse recovers from them.
    private func recordUnattached(_ message: xmlError) {
        guard error == nil, message.level == XML_ERR_ERROR || message.level == XML_ERR_FATAL,
              let described = LibXML2Messages.describe(message)
        else { return }
        let context = context.map { UnsafeMutableRawPointer($0) }
        error = MarkupError(
            code: .notWellFormed,
            message: described,
            file: fileName, line: context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0,
            column: context.map { Int(xmlSAX2GetColumnNumber($0)) } ?? 0, libxml2Code: Int(message.code))
    }

    /// Closes the elements still open.
    /// - Throws: ``MarkupError`` `emptyDocument` when the input held no element.
    func finish() throws {
        if let error { throw error }
        while depth > 0 { endElement() }
        guard sawElement else {
            throw MarkupError(code: .emptyDocument, message: "the input holds no HTML elements or text", file: fileName)
        }
    }

    /// The offset of the first C0 control byte other than tab, line feed, form feed and carriage return: text
    /// in any 8-bit encoding never holds one, binary data almost always does.
    private static func firstControlByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        func isControl(_ byte: UInt8) -> Bool {
            byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D
        }
        // Eight bytes at a time: a word with no byte below 0x20 (most words) needs no byte-by-byte look. The
        // test is the classic "has a byte less than n": never false for a word holding one.
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080 != 0 {
                for index in offset..<(offset + 8) where isControl(bytes[index]) { return index }
            }
            offset += 8
        }
        for index in offset..<bytes.count where isControl(bytes[index]) { return index }
        return nil
    }

    /// The encoding a byte order mark names, and the BOM's length; UTF-8 and 0 without one (a `<meta charset>`
    /// can still change it).
    private static func encoding(fromBOM bytes: UnsafeBufferPointer<UInt8>) -> (xmlCharEncoding, Int) {
        let head = Array(bytes.prefix(4))
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return (XML_CHAR_ENCODING_UTF8, 3) }
        if head.starts(with: [0xFF, 0xFE, 0, 0]) { return (XML_CHAR_ENCODING_UCS4LE, 4) }
        if head.starts(with: [0, 0, 0xFE, 0xFF]) { return (XML_CHAR_ENCODING_UCS4BE, 4) }
        if head.starts(with: [0xFF, 0xFE]) { return (XML_CHAR_ENCODING_UTF16LE, 2) }
        if head.starts(with: [0xFE, 0xFF]) { return (XML_CHAR_ENCODING_UTF16BE, 2) }
        return (XML_CHAR_ENCODING_UTF8, 0)
    }

    private func makeContext(encoding: xmlCharEncoding) throws {
        LibXML2Messages.prepare()
        var handler = Self.makeHandler()
        let made = LibXML2Messages.routing(to: { self.recordUnattached($0) }) {
            htmlCreatePushParserCtxt(&handler, nil, nil, 0, fileName, encoding)
        }
        guard let made else {
            throw MarkupError(code: .notWellFormed, message: "libxml2 could not make an HTML parser context", file: fileName)
        }
        let options = HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue
        _ = htmlCtxtUseOptions(made, Int32(options))
        made.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        context = made
    }

    // MARK: - Handing events over

    fileprivate func startElement(
        name: String, attributes: [MarkupAttribute], line: Int, context: UnsafeMutableRawPointer?
    ) {
        guard !stopped else { return }
        let beyond = depth < limits.maximumDepth
            ? MarkupError.namesBeyond(limits, context: context, file: fileName, line: line,
                                      column: { currentColumn(context) })
            : MarkupError.tooDeep(limit: limits.maximumDepth, file: fileName, line: line, column: currentColumn(context))
        if let beyond {
            error = beyond
            if let context { xmlStopParser(context.assumingMemoryBound(to: xmlParserCtxt.self)) }
            return
        }
        depth += 1
        sawElement = true
        sink.startElement(name: name, attributes: attributes, line: line)
    }

    fileprivate func endElement() {
        guard depth > 0 else { return }
        depth -= 1
        sink.endElement()
    }

    fileprivate func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !stopped else { return }
        sink.characters(bytes)
    }

    fileprivate func appendComment(_ text: String) {
        guard !stopped else { return }
        sink.comment(text)
    }

    // MARK: - The SAX handler

    /// The SAX handler: HTML delivers SAX1 events (names and value pairs). Script and style bodies arrive as
    /// CDATA blocks and are kept as text; no entity resolver, no error printing.
    private static func makeHandler() -> htmlSAXHandler {
        var handler = htmlSAXHandler()
        handler.startElement = { context, name, attributes in
            guard let name else { return }
            var list: [MarkupAttribute] = []
            if var cursor = attributes {
                while let attributeName = cursor.pointee {
                    let value = (cursor + 1).pointee.map { String(cString: $0) } ?? ""
                    list.append(MarkupAttribute(name: String(cString: attributeName), value: value))
                    cursor += 2
                }
            }
            let line = Int(xmlSAX2GetLineNumber(context))
            withHTMLParser(context) {
                $0.startElement(name: String(cString: name), attributes: list, line: line, context: context)
            }
        }
        handler.endElement = { context, _ in
            withHTMLParser(context) { $0.endElement() }
        }
        handler.characters = { context, bytes, length in
            guard let bytes else { return }
            withHTMLParser(context) { $0.appendText(UnsafeBufferPointer(start: bytes, count: Int(length))) }
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = handler.characters
        handler.comment = { context, text in
            guard let text else { return }
            withHTMLParser(context) { $0.appendComment(String(cString: text)) }
        }
        handler.serror = { _, _ in }
        return handler
    }
}

/// Runs `body` with the parser behind a libxml2 callback's context (the context is its own user data).
///
/// The parser outlives every callback (it owns the context), so it is borrowed without retaining it: these
/// callbacks run once per tag and text run, and the reference counting showed in profiles.
private func withHTMLParser(_ context: UnsafeMutableRawPointer?, _ body: (HTMLPushParser) -> Void) {
    guard let context else { return }
    let parserContext = context.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let instance = parserContext.pointee._private else { return }
    Unmanaged<HTMLPushParser>.fromOpaque(instance)._withUnsafeGuaranteedRef(body)
}
