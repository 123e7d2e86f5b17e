import Markup

/// Reads a streamed HTML document (``HTMLEventStream``) into lists and cards as its events come, building a
/// tree only for the parts whose mapping needs one.
///
/// It gives what ``HTMLBlockReader`` gives for the children of the document element's children (the head's
/// and the body's content), and the page title of the first `head`'s first `title`:
/// - blocks (`p`, `div`, `section`…) are streamed: their start and end end the pending line, their text is
///   collected in a reused byte buffer and handed over once per run;
/// - `script`, `style` and the other skipped elements are passed over without keeping anything;
/// - headings, lists, tables and inline elements are built as small trees, one at a time, and read by the
///   block reader as soon as they end, so only one such part is in memory at once.
///
/// One instance per parse, on the parsing thread.
final class HTMLStreamReader: MarkupEventSink {
    private var blocks = HTMLBlockReader(defaultListName: "")
    /// Elements open (the document element is depth 1; the head and body 2; their children 3).
    private var depth = 0
    private var documentEnded = false
    /// The depth of the skipped element being passed over, or 0.
    private var skippedDepth = 0
    /// The depth of the element being built as a tree, or 0.
    private var capturedDepth = 0
    private var capture = MarkupTreeBuilder(maximumDepth: .max)
    /// Text between blocks not yet handed to the block reader.
    private var text: [UInt8] = []
    private var sawHead = false
    private var inFirstHead = false
    private var titleDepth = 0
    private var title: [UInt8]?

    /// The lists read, with warnings for what was left out, and the page's title (collapsed; empty without
    /// one).
    func finish() -> (lists: [BoardList], warnings: [AdapterWarning], title: String) {
        flushText()
        let title = title.map { HTMLText.collapsed(String(decoding: $0, as: UTF8.self)) } ?? ""
        blocks.defaultListName = title
        let (lists, warnings) = blocks.finish()
        return (lists, warnings, title)
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
        if skippedDepth > 0 { return }
        if capturedDepth > 0 {
            _ = capture.start(MarkupElement(name: name, attributes: attributes, line: line))
            return
        }
        guard depth >= 3 else { return }
        flushText()
        if HTMLFlowReader.skipped.contains(name) {
            skippedDepth = depth
        } else if Self.isStreamedBlock(name) {
            blocks.flushPending()
        } else {
            capturedDepth = depth
            _ = capture.start(MarkupElement(name: name, attributes: attributes, line: line))
        }
    }

    func endElement() {
        guard !documentEnded, depth > 0 else { return }
        let ended = depth
        depth -= 1
        if ended == titleDepth { titleDepth = 0 }
        if ended == 2 { inFirstHead = false }
        if skippedDepth > 0 {
            if ended == skippedDepth { skippedDepth = 0 }
            return
        }
        if capturedDepth > 0 {
            capture.end()
            if ended == capturedDepth {
                capturedDepth = 0
                if let element = capture.takeRoot() { blocks.readElement(element) }
            }
            return
        }
        switch ended {
        case 1: documentEnded = true
        case 2: flushText()
        default:
            flushText()
            blocks.flushPending()
        }
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !documentEnded else { return }
        if titleDepth > 0 { title?.append(contentsOf: bytes) }
        if skippedDepth > 0 { return }
        if capturedDepth > 0 {
            capture.appendText(bytes)
        } else if depth >= 2 {
            text.append(contentsOf: bytes)
        }
    }

    func comment(_ text: String) {
        guard !documentEnded, skippedDepth == 0, capturedDepth > 0 else { return }
        capture.appendComment(text)
    }

    /// Whether an element is a block that the block reader reads by flushing the pending line, reading its
    /// children, and flushing again: then it can be streamed. Headings, lists and tables are read as a whole,
    /// and any other element may turn out to hold structure, so those are built as trees.
    private static func isStreamedBlock(_ name: String) -> Bool {
        switch name {
        case "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "menu", "table": false
        default: HTMLFlowReader.blocks.contains(name)
        }
    }

    private func flushText() {
        guard !text.isEmpty else { return }
        blocks.readText(String(decoding: text, as: UTF8.self))
        text.removeAll(keepingCapacity: true)
    }
}
