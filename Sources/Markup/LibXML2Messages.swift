internal import CLibXML2

/// Takes every message libxml2 gives, so that none reaches standard error as libxml2's raw text
/// (`encoding error : input conversion failed …`): each becomes part of a ``MarkupError`` with the file, line
/// and column, or is dropped (a warning the parse recovers from).
///
/// libxml2 hands a message to the parser context's structured handler when it has a context (each parser sets
/// one), and otherwise (the encoding converters, the I/O layer) to the thread's global handlers, which print to
/// standard error by default. Before the first parse, ``prepare()`` makes those global handlers discard what
/// they get, on every thread; around each call into libxml2, ``routing(to:_:)`` sets the calling thread's
/// structured handler to the parse that is running, so a message without a context still reaches its parse.
enum LibXML2Messages {
    /// libxml2's one-time initialisation, with the discarding global handlers.
    private static let prepared: Bool = {
        xmlInitParser()
        cardport_xml_discard_generic_errors()
        xmlThrDefSetStructuredErrorFunc(nil, discard)
        return true
    }()

    /// Initialises libxml2 once, with global handlers that print nothing; call before any other libxml2 call.
    static func prepare() {
        _ = prepared
    }

    /// Runs `body` with the calling thread's structured error handler handing each message to `receiver`, then
    /// sets it back to the discarding one. `body` must make its libxml2 calls on this thread, synchronously.
    static func routing<Result>(to receiver: @escaping (xmlError) -> Void, _ body: () throws -> Result) rethrows -> Result {
        prepare()
        let box = Receiver(receiver)
        cardport_xml_discard_generic_errors()
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(box).toOpaque(), deliver)
        defer { xmlSetStructuredErrorFunc(nil, discard) }
        return try withExtendedLifetime(box) { try body() }
    }

    /// The words for a message libxml2's encoding converters give. It names the bytes but not where they are:
    /// libxml2 converts each chunk before parsing it, so the place a parser reports with it is where the parse
    /// stood, at or before the bytes; the words say so.
    static func describe(_ error: xmlError) -> String? {
        guard error.domain == Int32(XML_FROM_I18N.rawValue) || error.domain == Int32(XML_FROM_IO.rawValue) else {
            return nil
        }
        var detail = error.message.map { String(cString: $0) } ?? ""
        while detail.last?.isWhitespace == true { detail.removeLast() }
        let what = error.domain == Int32(XML_FROM_I18N.rawValue)
            ? "the text after this place does not decode in the document's encoding" : "the input cannot be read"
        return detail.isEmpty ? what : "\(what) (\(detail))"
    }
}

/// The receiver of one routed call, passed to libxml2 as its user data.
private final class Receiver {
    let receive: (xmlError) -> Void
    init(_ receive: @escaping (xmlError) -> Void) { self.receive = receive }
}

/// libxml2's structured handler while a parse runs: the user data is a ``Receiver``.
private func deliver(_ userData: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {
    guard let userData, let error else { return }
    Unmanaged<Receiver>.fromOpaque(userData).takeUnretainedValue().receive(error.pointee)
}

/// libxml2's structured handler between parses: nothing is printed.
private func discard(_ userData: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {}
