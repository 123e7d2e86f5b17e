import Locking
import NIOCore

/// Every open connection, what it is doing and since when: what the cap on connections decides from.
///
/// Connections live on several event loops; the registry is shared by all of them behind one lock. Each
/// connection's ``ConnectionWatch`` reports its phase changes here; a new connection over the cap closes the
/// one ``victims(count:)`` names first.
final class ConnectionRegistry: Sendable {
    /// What a connection is doing, in the order connections are closed to make room.
    enum Phase: Int, Comparable, Sendable {
        /// Waiting for a request (a new connection, or kept alive after an answer).
        case idle
        /// A request is being received (its head, or its body).
        case receiving
        /// A request is being answered (an edit on the board's queue, the page's live updates).
        case answering

        static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Entry {
        let channel: any Channel
        var phase: Phase
        /// When the phase began (or the connection last made progress in it).
        var since: NIODeadline
        /// The order connections opened in, to break ties.
        let serial: Int
    }

    struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        var nextSerial = 0
        var evicted = 0
    }

    let maximum: Int
    private let state = Locked(State())

    /// Creates a registry that keeps at most `maximum` connections.
    init(maximum: Int) {
        self.maximum = max(1, maximum)
    }

    /// How many connections are open.
    var count: Int { state.withLock { $0.entries.count } }

    /// How many connections have been closed to make room since the server started.
    var evictedCount: Int { state.withLock { $0.evicted } }

    /// Records a new connection, and closes as many others as it takes to stay within the cap. A connection
    /// already recorded keeps its record.
    func opened(_ channel: any Channel, at now: NIODeadline = .now()) {
        var isNew = false
        let victims = state.withLock { state -> [any Channel] in
            guard state.entries[ObjectIdentifier(channel)] == nil else { return [] }
            isNew = true
            state.entries[ObjectIdentifier(channel)] = Entry(
                channel: channel, phase: .idle, since: now, serial: state.nextSerial)
            state.nextSerial += 1
            let over = state.entries.count - maximum
            guard over > 0 else { return [] }
            let chosen = Self.victims(in: state.entries, count: over, sparing: ObjectIdentifier(channel))
            for victim in chosen { state.entries[ObjectIdentifier(victim)] = nil }
            state.evicted += chosen.count
            return chosen
        }
        // However the connection ends (even before it was set up), its record goes with it.
        if isNew { channel.closeFuture.whenComplete { [self] _ in closed(channel) } }
        for victim in victims { victim.close(promise: nil) }
    }

    /// Records what a connection is doing now.
    func update(_ channel: any Channel, phase: Phase, since: NIODeadline) {
        state.withLock { state in
            guard var entry = state.entries[ObjectIdentifier(channel)] else { return }
            entry.phase = phase
            entry.since = since
            state.entries[ObjectIdentifier(channel)] = entry
        }
    }

    /// Forgets a closed connection.
    func closed(_ channel: any Channel) {
        state.withLock { $0.entries[ObjectIdentifier(channel)] = nil }
    }

    /// Closes up to `count` of the connections idle longest (and only idle ones): room for new connections
    /// when the process has run out of file descriptors.
    @discardableResult
    func closeIdle(count: Int) -> Int {
        let victims = state.withLock { state -> [any Channel] in
            let idle = state.entries.filter { $0.value.phase == .idle }
            let chosen = Self.victims(in: idle, count: count, sparing: nil)
            for victim in chosen { state.entries[ObjectIdentifier(victim)] = nil }
            state.evicted += chosen.count
            return chosen
        }
        for victim in victims { victim.close(promise: nil) }
        return victims.count
    }

    /// The `count` connections to close first: idle before receiving before answering, and within a phase the
    /// one that has been in it longest.
    static func victims(in entries: [ObjectIdentifier: Entry], count: Int, sparing: ObjectIdentifier?) -> [any Channel] {
        guard count > 0 else { return [] }
        let candidates = entries.filter { $0.key != sparing }.values
        if count == 1 { return candidates.min(by: closesFirst).map { [$0.channel] } ?? [] }
        return candidates.sorted(by: closesFirst).prefix(count).map(\.channel)
    }

    /// Whether `a` is closed before `b`.
    static func closesFirst(_ a: Entry, _ b: Entry) -> Bool {
        if a.phase != b.phase { return a.phase < b.phase }
        if a.since != b.since { return a.since < b.since }
        return a.serial < b.serial
    }
}
