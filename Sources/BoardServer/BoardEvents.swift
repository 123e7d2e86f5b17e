import Foundation
import Locking

/// The pages listening for changes to the board, as server-sent event streams.
///
/// Each change sends `event: board` with the new version, and with what changed when only cards did; a page
/// that shows the version before patches those cards, a page further behind fetches the board again.
/// Thread safety: the listeners sit behind a lock; ``send(version:)`` may be called from any thread.
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
        send(version: version, change: nil)
    }

    /// Tells every listener the board is now at `version`, with what changed when a page showing the version
    /// before can patch it (`change`), so pages draw the changed cards instead of fetching the whole board.
    package func send(version: Int, change: PageChange?) {
        let event = Self.event(version: version, change: change)
        for continuation in listeners.withLock({ Array($0.values) }) { continuation.yield(event) }
    }

    /// Ends every stream (the server is stopping).
    public func finish() {
        for continuation in listeners.withLock({ Array($0.values) }) { continuation.finish() }
    }

    /// How many pages are listening.
    public var count: Int { listeners.withLock { $0.count } }

    static func event(version: Int, change: PageChange? = nil) -> String {
        guard let change else { return "event: board\ndata: {\"version\":\(version)}\n\n" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // JSON escapes every line break, so the data stays on the one line an event's `data:` field allows.
        let json = (try? encoder.encode(Change(version: version, change: change))).map { String(decoding: $0, as: UTF8.self) }
        return "event: board\ndata: \(json ?? "{\"version\":\(version)}")\n\n"
    }

    /// An event's data when it carries a change.
    struct Change: Encodable {
        var version: Int
        var change: PageChange
    }
}
