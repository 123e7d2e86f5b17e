import Foundation
import Locking

/// The pages listening for changes to the board, as server-sent event streams.
///
/// Each change sends `event: board` with the new version; a page that shows an older one fetches the board
/// again. Thread safety: the listeners sit behind a lock; ``send(version:)`` may be called from any thread.
public final class BoardEvents: Sendable {
    private let listeners = Locked<[UUID: AsyncStream<String>.Continuation]>([:])

    /// Creates an empty set of listeners.
    public init() {}

    /// A new listener's stream of events, starting with the current version. The listener is removed when
    /// the stream ends (the page goes away).
    public func subscribe(currentVersion: Int) -> AsyncStream<String> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(8))
        continuation.onTermination = { [listeners] _ in
            _ = listeners.withLock { $0.removeValue(forKey: id) }
        }
        listeners.withLock { $0[id] = continuation }
        continuation.yield(Self.event(version: currentVersion))
        return stream
    }

    /// Tells every listener the board is now at `version`.
    public func send(version: Int) {
        let event = Self.event(version: version)
        for continuation in listeners.withLock({ Array($0.values) }) { continuation.yield(event) }
    }

    /// Ends every stream (the server is stopping).
    public func finish() {
        for continuation in listeners.withLock({ Array($0.values) }) { continuation.finish() }
    }

    /// How many pages are listening.
    public var count: Int { listeners.withLock { $0.count } }

    static func event(version: Int) -> String {
        "event: board\ndata: {\"version\":\(version)}\n\n"
    }
}
