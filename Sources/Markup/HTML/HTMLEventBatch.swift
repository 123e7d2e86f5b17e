/// A run of parse events recorded by one thread to be handed to a ``MarkupEventSink`` on another, in order.
///
/// Text is kept in one byte buffer per batch; events refer to their ranges of it.
struct HTMLEventBatch: Sendable {
    enum Event: Sendable {
        case start(name: String, attributes: [MarkupAttribute], line: Int)
        case end
        case text(Range<Int>)
        case comment(String)
    }

    private(set) var events: [Event] = []
    private var text: [UInt8] = []

    var isEmpty: Bool { events.isEmpty }
    var count: Int { events.count }

    mutating func append(_ event: Event) {
        events.append(event)
    }

    /// Records a run of text; a run that continues the previous one joins it.
    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        let start = text.count
        text.append(contentsOf: bytes)
        if case .text(let previous) = events.last, previous.upperBound == start {
            events[events.count - 1] = .text(previous.lowerBound..<text.count)
        } else {
            events.append(.text(start..<text.count))
        }
    }

    /// Hands every event to `sink`, in the order recorded.
    func replay(into sink: some MarkupEventSink) {
        text.withUnsafeBufferPointer { text in
            for event in events {
                switch event {
                case .start(let name, let attributes, let line): sink.startElement(name: name, attributes: attributes, line: line)
                case .end: sink.endElement()
                case .text(let range): sink.characters(UnsafeBufferPointer(rebasing: text[range]))
                case .comment(let comment): sink.comment(comment)
                }
            }
        }
    }
}

/// Records the events of a parse into batches (see ``HTMLEventBatch``) and hands each full one to a pipeline.
///
/// A batch is full at ``batchEvents`` events: libxml2's HTML push parser may hold back a document's events until
/// its last chunk (2.9 does, after a `script` holding `</`), so batches are cut by count, not by chunk.
final class HTMLEventRecorder: MarkupEventSink {
    /// How many events make a full batch.
    static let batchEvents = 4096
    private let pipeline: HTMLEventPipeline
    /// Touched by every event, on the parsing thread only and never re-entrantly: without the runtime's
    /// exclusivity check on each access, which with the same check on the card reader's state was 6 % of an
    /// HTML import's instructions.
    @exclusivity(unchecked) private var batch = HTMLEventBatch()

    init(handingTo pipeline: HTMLEventPipeline) {
        self.pipeline = pipeline
    }

    /// Hands over the events recorded since the last batch went.
    func flush() {
        pipeline.put(batch)
        batch = HTMLEventBatch()
    }

    func startElement(name: String, attributes: [MarkupAttribute], line: Int) {
        batch.append(.start(name: name, attributes: attributes, line: line))
        if batch.count >= Self.batchEvents { flush() }
    }

    func endElement() {
        batch.append(.end)
        if batch.count >= Self.batchEvents { flush() }
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        batch.appendText(bytes)
        if batch.count >= Self.batchEvents { flush() }
    }

    func comment(_ text: String) {
        batch.append(.comment(text))
        if batch.count >= Self.batchEvents { flush() }
    }
}
