/// Streams an XML document to a sink without building its whole tree: for readers that keep only what they map
/// the document to, so that large documents cost neither a whole tree's memory nor its allocations.
///
/// The parse is the one ``MarkupDocument/init(parsingXML:fileName:limits:)`` runs (the same hardening, encodings,
/// limits and errors; the depth limit counts collected and streamed elements alike).
package enum XMLEventStream {
    /// Parses `bytes` as XML, handing elements and collected subtrees to `sink` as they come, on the calling
    /// thread.
    /// - Throws: ``MarkupError`` as ``MarkupDocument/init(parsingXML:fileName:limits:)`` does; events already
    ///   delivered stay delivered.
    package static func parse(
        _ bytes: some Collection<UInt8>, fileName: String? = nil, limits: MarkupLimits = .default,
        into sink: some XMLSubtreeSink
    ) throws {
        try XMLPushParser(fileName: fileName, limits: limits, sink: sink).parse(bytes)
    }

    /// Parses the XML file at `path`, reading it in 64 KiB chunks; as ``parse(_:fileName:limits:into:)``.
    /// - Throws: ``MarkupError`` naming the file, as ``MarkupDocument/init(contentsOf:limits:)`` does.
    package static func parse(fileAtPath path: String, limits: MarkupLimits = .default, into sink: some XMLSubtreeSink) throws {
        try XMLPushParser(fileName: path, limits: limits, sink: sink).parse(fileAtPath: path)
    }
}
