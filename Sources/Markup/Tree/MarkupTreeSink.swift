/// Builds the ``MarkupElement`` tree of a streamed HTML parse: what ``MarkupDocument/init(parsingHTML:fileName:limits:)``
/// uses.
///
/// One per parse; the parser enforces the depth limit, so the builder takes any depth.
final class MarkupTreeSink: MarkupEventSink {
    /// Changed by every event, on the parsing thread and never re-entrantly: without the runtime's exclusivity
    /// check on each access (see ``HTMLEventRecorder``).
    @exclusivity(unchecked) private var tree = MarkupTreeBuilder(maximumDepth: .max)

    /// The document element, once the parse has finished; nil when no element was seen.
    var root: MarkupElement? { tree.root }

    func startElement(name: String, attributes: [MarkupAttribute], line: Int) {
        _ = tree.start(MarkupElement(name: name, attributes: attributes, line: line))
    }

    func endElement() { tree.end() }
    func characters(_ bytes: UnsafeBufferPointer<UInt8>) { tree.appendText(bytes) }
    func comment(_ text: String) { tree.appendComment(text) }
}
