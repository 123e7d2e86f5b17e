internal import CLibXML2
#if canImport(Glibc)
import Glibc
#endif

/// An XML Schema (XSD 1.0), compiled once, that validates documents with libxml2's schema validator.
///
/// The schema is read from memory; `xs:import` and `xs:include` of other files are not followed and the
/// network is never used. Validation parses the document with the same hardened push parser settings as
/// ``MarkupDocument`` (no network, no external entities, in 64 KiB chunks).
///
/// Thread safety: libxml2 validation contexts are not shared, so each ``validate(_:fileName:)`` call makes its
/// own; one `MarkupSchema` may validate on several threads at once. The compiled schema is never changed.
public final class MarkupSchema: @unchecked Sendable {
    // Not mutated after init; libxml2 documents read-only use of a compiled xmlSchema from several
    // validation contexts as safe, so no lock is needed.
    private let schema: xmlSchemaPtr

    /// libxml2's table of XML Schema's built-in types (`xs:string`, `xs:positiveInteger`…), filled once before
    /// any schema is compiled.
    ///
    /// libxml2 2.9 fills it on the first compile, without a lock: two schemas compiled at once on two threads, in
    /// a process that had compiled none, could find it half filled and refuse a built-in type ("The QName value
    /// '{http://www.w3.org/2001/XMLSchema}positiveInteger' does not resolve to a(n) simple type definition").
    /// Swift runs this initializer once, other threads waiting for it.
    private static let builtInTypes: Void = {
        xmlSchemaInitTypes()
    }()

    /// Compiles a schema from the bytes of an `.xsd` file.
    /// - Throws: ``MarkupError`` with code `invalidSchema` and libxml2's first message.
    public init(xsd bytes: [UInt8], fileName: String? = nil) throws {
        LibXML2Messages.prepare()
        Self.builtInTypes
        let collector = ErrorCollector(fileName: fileName)
        let parsed: xmlSchemaPtr? = LibXML2Messages.routing(to: collector.collect) {
          bytes.withUnsafeBufferPointer { buffer in
            let start = buffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
            guard let context = xmlSchemaNewMemParserCtxt(start, Int32(buffer.count)) else { return nil }
            defer { xmlSchemaFreeParserCtxt(context) }
            xmlSchemaSetParserStructuredErrors(context, collectError, Unmanaged.passUnretained(collector).toOpaque())
            return xmlSchemaParse(context)
          }
        }
        guard let parsed else {
            var error = collector.errors.first
                ?? MarkupError(code: .invalidSchema, message: "the schema could not be read", file: fileName)
            error.code = .invalidSchema
            throw error
        }
        schema = parsed
    }

    deinit {
        xmlSchemaFree(schema)
    }

    /// Checks a document against the schema.
    /// - Throws: ``MarkupError``: `notWellFormed` (or another parse code) when it does not parse, `notValid`
    ///   with the line of the first violation; ``MarkupError/message`` lists up to ten violations.
    public func validate(_ bytes: [UInt8], fileName: String? = nil) throws {
        guard let document = try Self.parseDocument(bytes, fileName: fileName) else {
            throw MarkupError(code: .notWellFormed, message: "the document could not be parsed", file: fileName)
        }
        defer { xmlFreeDoc(document) }
        guard let context = xmlSchemaNewValidCtxt(schema) else {
            throw MarkupError(code: .notValid, message: "libxml2 could not make a validation context", file: fileName)
        }
        defer { xmlSchemaFreeValidCtxt(context) }
        let collector = ErrorCollector(fileName: fileName)
        xmlSchemaSetValidStructuredErrors(context, collectError, Unmanaged.passUnretained(collector).toOpaque())
        let result = LibXML2Messages.routing(to: collector.collect) { xmlSchemaValidateDoc(context, document) }
        guard result != 0 else { return }
        var first = collector.errors.first
            ?? MarkupError(code: .notValid, message: "the document does not validate against the schema", file: fileName)
        first.code = .notValid
        if collector.errors.count > 1 {
            first.message = collector.errors.prefix(10).map { "line \($0.line): \($0.message)" }.joined(separator: "; ")
        }
        throw first
    }

    /// Builds a libxml2 document with the push parser (libxml2's default SAX2 tree builder, no network).
    private static func parseDocument(_ bytes: [UInt8], fileName: String?) throws -> xmlDocPtr? {
        // The tree is libxml2's own here: the validator needs an xmlDoc. Well-formedness errors are reported
        // by parsing with MarkupDocument first, which gives line and column in the house format.
        _ = try MarkupDocument(parsingXML: bytes, fileName: fileName)
        // What libxml2 says of the document here (warnings: it parsed well-formed above) is dropped, never printed.
        guard let context = LibXML2Messages.routing(to: { _ in }, { xmlCreatePushParserCtxt(nil, nil, nil, 0, fileName) })
        else { return nil }
        defer { xmlFreeParserCtxt(context) }
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
        context.pointee.sax?.pointee.serror = { _, _ in }
        var offset = 0
        LibXML2Messages.routing(to: { _ in }) {
          bytes.withUnsafeBufferPointer { buffer in
            repeat {
                let end = min(offset + markupChunkSize, buffer.count)
                let start = buffer.baseAddress.map { UnsafeRawPointer($0 + offset).assumingMemoryBound(to: CChar.self) }
                _ = xmlParseChunk(context, start, Int32(end - offset), end == buffer.count ? 1 : 0)
                offset = end
            } while offset < buffer.count
          }
        }
        let document = context.pointee.myDoc
        context.pointee.myDoc = nil
        guard context.pointee.wellFormed != 0 else {
            if let document { xmlFreeDoc(document) }
            return nil
        }
        return document
    }
}

/// Collects libxml2's structured errors during one schema compile or validation.
private final class ErrorCollector {
    let fileName: String?
    var errors: [MarkupError] = []
    init(fileName: String?) { self.fileName = fileName }

    /// Keeps an error libxml2 gave without a context.
    func collect(_ error: xmlError) {
        guard error.level == XML_ERR_ERROR || error.level == XML_ERR_FATAL else { return }
        var message = LibXML2Messages.describe(error) ?? error.message.map { String(cString: $0) } ?? "schema error"
        while message.last?.isWhitespace == true { message.removeLast() }
        errors.append(MarkupError(
            code: .notValid, message: message, file: fileName, line: Int(error.line), column: Int(error.int2),
            libxml2Code: Int(error.code)))
    }
}

/// libxml2's structured error callback: the user data is an ``ErrorCollector``.
private func collectError(_ userData: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {
    guard let userData, let error else { return }
    let collector = Unmanaged<ErrorCollector>.fromOpaque(userData).takeUnretainedValue()
    var message = error.pointee.message.map { String(cString: $0) } ?? "schema error"
    while message.last?.isWhitespace == true { message.removeLast() }
    collector.errors.append(MarkupError(
        code: .notValid, message: message, file: collector.fileName,
        line: Int(error.pointee.line), column: Int(error.pointee.int2), libxml2Code: Int(error.pointee.code)))
}
