import Foundation
import Locking

/// Sends one large conversion to a requestor in chunks (ICCCM's `INCR`): each time the requestor deletes the
/// property, the next chunk is written; a zero-length chunk ends the transfer.
///
/// Runs on the event thread through a handler on the requestor's window (whose property changes Cardport asks
/// to see). A requestor that stops deleting the property for ``timeout`` is given up on.
final class IncrementalSend: Sendable {
    private struct State {
        var offset = 0
        var token: UInt64?
        var generation = 0
        var done = false
    }

    private let connection: X11Connection
    private let data: Data
    private let type: UInt32
    private let requestor: UInt32
    private let property: UInt32
    private let timeout: Duration
    /// How far the data has been sent, the handler's token, and the timeout's generation.
    private let state = Locked(State())

    init(connection: X11Connection, data: Data, type: UInt32, requestor: UInt32, property: UInt32,
         timeout: Duration) {
        self.connection = connection
        self.data = data
        self.type = type
        self.requestor = requestor
        self.property = property
        self.timeout = timeout
    }

    /// Starts watching the requestor's window; call before writing the `INCR` property.
    func start() {
        connection.watchProperties(of: requestor)
        let token = connection.addHandler(for: requestor) { [self] event in
            guard case .propertyNotify(_, let atom, _, true) = event, atom == property else { return }
            sendNext()
        }
        state.withLock { $0.token = token }
        armTimeout()
    }

    private func sendNext() {
        let range: Range<Int>? = state.withLock { state in
            guard !state.done else { return nil }
            let end = min(state.offset + connection.maximumChunk, data.count)
            defer { state.offset = end }
            return state.offset..<end
        }
        guard let range else { return }
        connection.changeProperty(requestor, property: property, type: type, format: 8, data: data.subdata(in: range))
        connection.flush()
        if range.isEmpty { stop() } else { armTimeout() }
    }

    private func armTimeout() {
        let generation = state.withLock { state in
            state.generation += 1
            return state.generation
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(Int(timeout.components.seconds))) { [self] in
            if state.withLock({ $0.generation == generation && !$0.done }) { stop() }
        }
    }

    private func stop() {
        let token = state.withLock { state in
            state.done = true
            defer { state.token = nil }
            return state.token
        }
        if let token { connection.removeHandler(token, window: requestor) }
    }
}
