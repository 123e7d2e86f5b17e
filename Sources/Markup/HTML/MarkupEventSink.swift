/// Receives the events of a streamed HTML parse (see ``HTMLEventStream``), in document order.
///
/// The parser guarantees balance: every `startElement` gets its `endElement` (elements still open at the end
/// of the input are closed then), and no `endElement` comes without its start. Text before the first element
/// and after the document element may arrive; a sink that builds a tree drops it, as ``MarkupDocument`` does.
/// Called on the thread that runs the parse, one event at a time.
package protocol MarkupEventSink: AnyObject {
    /// An element starts: its lowercase name, its attributes in document order, and the line of its start tag.
    func startElement(name: String, attributes: [MarkupAttribute], line: Int)
    /// The innermost open element ends.
    func endElement()
    /// A run of UTF-8 text (entities decoded). One text run may arrive in several pieces; the bytes are only
    /// valid during the call.
    func characters(_ bytes: UnsafeBufferPointer<UInt8>)
    /// A comment's text, without `<!--` and `-->`.
    func comment(_ text: String)
}
