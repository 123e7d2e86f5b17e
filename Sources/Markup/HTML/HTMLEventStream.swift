import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

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

    /// Parses `bytes` as HTML on a thread of its own while `sink` gets the events on the calling thread, in
    /// the same order and with the same outcome as ``parse(_:fileName:limits:into:)``: parsing and reading
    /// overlap, for large documents on a machine with a core to spare.
    ///
    /// The parser runs at most a few thousand events ahead of the sink (see ``HTMLEventPipeline`` and
    /// ``HTMLEventRecorder``). The call returns when the sink has had every event.
    /// - Throws: ``MarkupError`` as ``parse(_:fileName:limits:into:)`` does, after the sink has had the events
    ///   that came before the error.
    package static func parseConcurrently(
        _ bytes: Data, fileName: String? = nil, limits: MarkupLimits = .default, into sink: some MarkupEventSink
    ) throws {
        let pipeline = HTMLEventPipeline()
        let started = startThread {
            let recorder = HTMLEventRecorder(handingTo: pipeline)
            var failure: (any Error)?
            do {
                try HTMLPushParser(fileName: fileName, limits: limits, sink: recorder).parse(bytes)
            } catch {
                failure = error
            }
            recorder.flush()
            pipeline.finish(throwing: failure)
        }
        guard started else { return try parse(bytes, fileName: fileName, limits: limits, into: sink) }
        while let batch = pipeline.take() { batch.replay(into: sink) }
        if let error = pipeline.error { throw error }
    }

    /// Runs `body` on a new, detached thread; false when the system will not make one.
    ///
    /// A thread of its own rather than one of Dispatch's: the caller waits for it, and a caller that is itself
    /// one of Dispatch's workers (a drop's completion handler) must not wait for a worker that Dispatch has not
    /// started yet.
    private static func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
        final class Work {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { argument in
            guard let argument else { return nil }
            Unmanaged<Work>.fromOpaque(argument).takeRetainedValue().body()
            return nil
        }, work)
        guard made == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
