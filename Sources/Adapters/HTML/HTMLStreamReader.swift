import Markup

/// Reads a streamed HTML document (``HTMLEventStream``) into lists and cards as its events come, without a
/// tree.
///
/// It gives what ``HTMLBlockReader`` gives for the children of the document element's children (the head's
/// and the body's content), and the page title of the first `head`'s first `title`. The block reader holds
/// one heading, list or table at a time, so memory follows the board read, not the document.
///
/// One instance per parse, on the parsing thread.
final class HTMLStreamReader: MarkupEventSink {
    /// Changed by every event, from one thread and never re-entrantly: without the runtime's exclusivity check
    /// on each access, as for the event recorder's batch in Markup.
    @exclusivity(unchecked) private var blocks = HTMLBlockReader(defaultListName: "")
    /// Elements open (the document element is depth 1; the head and body 2; their children 3).
    private var depth = 0
    private var documentEnded = false
    private var sawHead = false
    private var inFirstHead = false
    private var titleDepth = 0
    private var title: [UInt8]?

    /// The lists read, with warnings for what was left out, the page's title (collapsed; empty without
    /// one), and what was not carried.
    func finish() -> (lists: [BoardList], warnings: [AdapterWarning], title: String, losses: ImportLosses) {
        let title = title.map { $0.withUnsafeBufferPointer(HTMLText.collapsed) } ?? ""
        blocks.defaultListName = title
        let (lists, warnings) = blocks.finish()
        return (lists, warnings, title, blocks.losses)
    }

    func startElement(name: String, attributes: [MarkupAttribute], line: Int) {
        guard !documentEnded else { return }
        depth += 1
        if depth == 2, name == "head", !sawHead {
            sawHead = true
            inFirstHead = true
        } else if depth == 3, inFirstHead, name == "title", title == nil {
            titleDepth = depth
            title = []
        }
        if depth >= 3 { blocks.start(name: name, attributes: attributes) }
    }

    func endElement() {
        guard !documentEnded, depth > 0 else { return }
        let ended = depth
        depth -= 1
        if ended == titleDepth { titleDepth = 0 }
        if ended >= 3 { blocks.end() }
        if ended == 2 { inFirstHead = false }
        if ended == 1 { documentEnded = true }
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !documentEnded else { return }
        if titleDepth > 0 { title?.append(contentsOf: bytes) }
        if depth >= 2 { blocks.text(bytes) }
    }

    func comment(_ text: String) {}
}
