import Foundation
import ItemProviders
import Locking

/// One conversion of a selection to one target, read into memory: `ConvertSelection`, the owner's answer, and
/// the `INCR` chunks when the owner sends the data in pieces.
///
/// Runs on the event thread through a handler on a hidden window of its own; the completion runs once, on a
/// global Dispatch queue. The timeout counts from the request and again from each chunk: an owner that never
/// answers, or stops in the middle of an `INCR` transfer, ends the transfer with
/// `DesktopTransferError.Code.timedOut`. The size limit applies as the data arrives: an `INCR` transfer whose
/// announced size is over it is refused before a chunk is taken, and one whose chunks pass it is stopped at the
/// chunk that does, with `DesktopTransferError.Code.tooLarge`, so an owner that never ends a transfer costs no
/// more memory than the limit.
final class SelectionTransfer: Sendable {
    /// What the transfer produced: the type atom's name the owner gave the data, and the bytes.
    typealias Outcome = Result<(type: String, data: Data), DesktopTransferError>

    private enum Phase {
        case waiting
        case incremental(Data)
        case finished
    }

    private struct State {
        var phase = Phase.waiting
        var generation = 0
        var token: UInt64?
    }

    private let connection: X11Connection
    private let selectionName: String
    private let targetName: String
    private let selection: UInt32
    private let target: UInt32
    private let property: UInt32
    private let incr: UInt32
    private let window: UInt32
    private let time: UInt32
    private let timeout: Duration
    private let maximumBytes: Int
    private let completion: @Sendable (Outcome) -> Void
    /// The phase, the timeout's generation and the handler's token.
    private let state = Locked(State())
    /// Follows the transfer: cancelling it ends the transfer with `DesktopTransferError.Code.cancelled`.
    let progress = TreeProgress(totalUnitCount: 1)

    init(connection: X11Connection, selection: String, target: String, time: UInt32, timeout: Duration,
         maximumBytes: Int, completion: @escaping @Sendable (Outcome) -> Void) {
        self.connection = connection
        self.selectionName = selection
        self.targetName = target
        self.selection = connection.atom(selection)
        self.target = connection.atom(target)
        self.property = connection.atom("_CARDPORT_TRANSFER")
        self.incr = connection.atom("INCR")
        self.window = connection.createHiddenWindow()
        self.time = time
        self.timeout = timeout
        self.maximumBytes = maximumBytes
        self.completion = completion
    }

    /// Sends the request. Fails at once when nobody owns the selection.
    func start() {
        progress.cancellationHandler = { [self] in
            finish(.failure(error(.cancelled, "the transfer was cancelled")))
        }
        guard connection.selectionOwner(selection) != 0 else {
            finish(.failure(error(.noOwner, "nobody owns the selection")))
            return
        }
        let token = connection.addHandler(for: window) { [self] event in handle(event) }
        state.withLock { $0.token = token }
        armTimeout()
        connection.convertSelection(selection, target: target, property: property, requestor: window, time: time)
    }

    private func handle(_ event: X11Event) {
        switch event {
        case .selectionNotify(_, _, let selection, _, let property) where selection == self.selection:
            guard property != 0 else {
                finish(.failure(error(.refused, "the owner cannot convert the selection to this target")))
                return
            }
            guard let value = connection.getProperty(window, property: property, delete: true) else {
                finish(.failure(error(.connectionClosed, "the selection's property could not be read")))
                return
            }
            if value.type == incr {
                // The owner's INCR value is a lower bound on the size: one over the limit is refused at once.
                let expected = value.values32.first.map(Int64.init) ?? 0
                guard expected <= Int64(maximumBytes) else {
                    finish(.failure(error(.tooLarge, "the owner offers \(expected) bytes, more than the limit of \(maximumBytes); nothing was read")))
                    return
                }
                if expected > 0 { progress.totalUnitCount = expected }
                state.withLock { $0.phase = .incremental(Data()) }
                armTimeout()
            } else if value.data.count > maximumBytes {
                finish(.failure(error(.tooLarge, "the owner sent \(value.data.count) bytes, more than the limit of \(maximumBytes)")))
            } else {
                progress.completedUnitCount = progress.totalUnitCount
                finish(.success((connection.atomName(value.type) ?? targetName, value.data)))
            }
        case .propertyNotify(_, let atom, _, false) where atom == property:
            guard case .incremental = state.withLock({ $0.phase }) else { return }
            guard let chunk = connection.getProperty(window, property: property, delete: true) else {
                finish(.failure(error(.connectionClosed, "an INCR chunk could not be read")))
                return
            }
            if chunk.data.isEmpty {
                let data: Data? = state.withLock { state in
                    guard case .incremental(let data) = state.phase else { return nil }
                    return data
                }
                if let data { finish(.success((connection.atomName(chunk.type) ?? targetName, data))) }
            } else {
                let limit = maximumBytes
                let total = state.withLock { state -> Int? in
                    guard case .incremental(var data) = state.phase else { return 0 }
                    // Checked before the chunk is kept: the buffer never grows past the limit.
                    guard chunk.data.count <= limit - data.count else { return nil }
                    state.phase = .finished  // Let go of the buffer while appending, so it is not copied.
                    data.append(chunk.data)
                    state.phase = .incremental(data)
                    return data.count
                }
                guard let total else {
                    finish(.failure(error(
                        .tooLarge, "the owner sent more than the limit of \(maximumBytes) bytes; the transfer was stopped there")))
                    return
                }
                progress.completedUnitCount = Int64(total)
                armTimeout()
            }
        default:
            return
        }
    }

    /// Starts the timeout again; only the latest one counts.
    private func armTimeout() {
        let generation = state.withLock { state -> Int? in
            guard state.generation >= 0 else { return nil }  // Finished: no more timeouts.
            state.generation += 1
            return state.generation
        }
        guard let generation else { return }
        let (seconds, attoseconds) = timeout.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [self] in
            guard state.withLock({ $0.generation == generation }) else { return }
            finish(.failure(error(.timedOut, "the owner did not answer within \(timeout)")))
        }
    }

    private func finish(_ outcome: Outcome) {
        // A generation of -1 marks a finished transfer: only the first outcome counts.
        let token: UInt64?? = state.withLock { state in
            if state.generation < 0 { return nil }
            state.phase = .finished
            state.generation = -1
            defer { state.token = nil }
            return .some(state.token)
        }
        guard let token else { return }
        if let token { connection.removeHandler(token, window: window) }
        connection.destroyWindow(window)
        let completion = completion
        DispatchQueue.global().async { completion(outcome) }
    }

    private func error(_ code: DesktopTransferError.Code, _ message: String) -> DesktopTransferError {
        DesktopTransferError(code: code, message: message, selection: selectionName, target: targetName)
    }
}
