import Foundation
import Locking
import Testing

@testable import Markup

/// The hand-over between the thread that parses HTML and the one that reads its events: order, the bound on
/// what waits unread, and the parse's error.
@Suite("Markup: HTML events across threads")
struct HTMLEventPipelineTests {
    /// A sink that writes every event down.
    private final class Transcript: MarkupEventSink {
        var lines: [String] = []
        func startElement(name: String, attributes: [MarkupAttribute], line: Int) {
            lines.append("<\(name)" + attributes.map { " \($0.name)=\($0.value)" }.joined() + ">@\(line)")
        }
        func endElement() { lines.append("</>") }
        func characters(_ bytes: UnsafeBufferPointer<UInt8>) { lines.append("text " + String(decoding: bytes, as: UTF8.self)) }
        func comment(_ text: String) { lines.append("comment " + text) }
    }

    /// Merges consecutive text events, as the recorder does (a text run may arrive in any number of pieces).
    private func mergingText(_ lines: [String]) -> [String] {
        var merged: [String] = []
        for line in lines {
            if line.hasPrefix("text "), let last = merged.last, last.hasPrefix("text ") {
                merged[merged.count - 1] = last + line.dropFirst(5)
            } else {
                merged.append(line)
            }
        }
        return merged
    }

    @Test("a document of many batches reaches the sink in the order and with the content of an in-line parse")
    func sameEventsAsInLine() throws {
        var html = "<html><head><title>T</title></head><body>"
        for index in 0..<3_000 {
            html += "<ul id=u\(index)><li>Item \(index) &amp; caf&eacute;<!-- c \(index) --><li><a href='https://e.x/\(index)'>link</a></ul>\n"
        }
        let bytes = Data(html.utf8)
        let inLine = Transcript()
        try HTMLEventStream.parse(bytes, fileName: "p.html", into: inLine)
        let concurrent = Transcript()
        try HTMLEventStream.parseConcurrently(bytes, fileName: "p.html", into: concurrent)
        #expect(inLine.lines.count > 4 * HTMLEventRecorder.batchEvents)
        #expect(mergingText(concurrent.lines) == mergingText(inLine.lines))
    }

    @Test("the parsing thread waits while the pipeline's capacity of batches is unread")
    func boundedAhead() {
        let pipeline = HTMLEventPipeline(capacity: 2)
        let produced = Locked(0)
        let producer = Thread {
            for index in 0..<10 {
                var batch = HTMLEventBatch()
                batch.append(.comment("\(index)"))
                pipeline.put(batch)
                produced.withLock { $0 += 1 }
            }
            pipeline.finish(throwing: nil)
        }
        producer.start()
        var taken: [String] = []
        while let batch = pipeline.take() {
            // However long the reader takes, the writer is never more than `capacity` batches ahead.
            Thread.sleep(forTimeInterval: 0.005)
            let ahead = produced.withLock { $0 } - taken.count - 1
            #expect(ahead <= pipeline.capacity)
            let transcript = Transcript()
            batch.replay(into: transcript)
            taken += transcript.lines
        }
        #expect(taken == (0..<10).map { "comment \($0)" })
    }

    @Test("the parse's error comes after the events that preceded it")
    func errorAfterEvents() throws {
        let html = "<p>before</p>" + String(repeating: "<div>", count: 40) + "deep"
        var limits = MarkupLimits.default
        limits.maximumDepth = 20
        let transcript = Transcript()
        let error = try #require(throws: MarkupError.self) {
            try HTMLEventStream.parseConcurrently(Data(html.utf8), fileName: "deep.html", limits: limits, into: transcript)
        }
        #expect(error.code == .limitExceeded)
        #expect(error.file == "deep.html")
        #expect(transcript.lines.contains("text before"))
    }
}
