/// Streams an HTML document's events to a sink without building a tree: for readers that keep only what they
/// map the document to (the HTML importer's cards), so that large pages cost neither a whole tree's memory nor
/// its allocations.
///
/// The parse is the one ``MarkupDocument/init(parsingHTML:fileName:limits:)`` runs (the same recovery, encodings,
/// limits and errors); that initialiser is this stream into a tree-building sink.
package enum HTMLEventStream {
    /// Parses `bytes` as HTML, handing each event to `sink` as it comes, on the calling thread.
    /// - Throws: ``MarkupError`` as ``MarkupDocument/init(parsingHTML:fileName:limits:)`` does; events already
    ///   delivered stay delivered.
    package static func parse(
        _ bytes: some Collection<UInt8>, fileName: String? = nil, limits: MarkupLimits = .default,
        into sink: some MarkupEventSink
    ) throws {
        try HTMLPushParser(fileName: fileName, limits: limits, sink: sink).parse(bytes)
    }
}
