import Foundation
import ItemProviders
import Locking

/// Owns a selection (`CLIPBOARD` or `PRIMARY`) on behalf of an item provider, serving every other
/// application's requests until another one takes the selection.
///
/// `TARGETS` lists the provider's types as targets (see ``SelectionTargets``) plus `TARGETS`, `TIMESTAMP`,
/// `MULTIPLE` and `SAVE_TARGETS`. A request for a data target loads that one representation, then and only then;
/// data larger than the connection's `X11Connection.maximumChunk` goes by `INCR`. `MULTIPLE` converts each
/// pair and marks the ones it could not with None. Requests are answered from the event thread and the
/// provider's completion queue; the owner is safe to use from any thread.
public final class SelectionOwner: Sendable {
    private struct State {
        var owning = false
        var time: UInt32 = 0
        var lostHandlers: [@Sendable () -> Void] = []
        var managerReply: (@Sendable (Bool) -> Void)?
        var served: [String] = []
    }

    /// The connection to the X server.
    public let connection: X11Connection
    /// The selection owned: `CLIPBOARD` or `PRIMARY`.
    public let selection: String
    /// What is served.
    public let provider: ItemProvider
    /// The targets offered, in the order `TARGETS` lists them (data targets first, in the provider's order).
    public let targets: [String]
    /// How long a requestor may take to read each `INCR` chunk before the transfer is dropped.
    public let timeout: Duration

    private let window: UInt32
    private let selectionAtom: UInt32
    /// Whether the selection is owned, since when, who waits for its loss, and what was served.
    private let state = Locked(State())
    private let typeByTarget: [String: String]

    /// Prepares to own `selection` for `provider`; nothing is owned until ``acquire()``.
    public init(connection: X11Connection, selection: String = "CLIPBOARD", provider: ItemProvider,
                timeout: Duration = .seconds(10)) {
        self.connection = connection
        self.selection = selection
        self.provider = provider
        self.timeout = timeout
        var targets: [String] = []
        var typeByTarget: [String: String] = [:]
        for type in provider.registeredTypeIdentifiers {
            for target in SelectionTargets.targets(forTypeIdentifier: type) where typeByTarget[target] == nil {
                typeByTarget[target] = type
                targets.append(target)
            }
        }
        self.targets = targets + ["TARGETS", "TIMESTAMP", "MULTIPLE", "SAVE_TARGETS"]
        self.typeByTarget = typeByTarget
        self.window = connection.createHiddenWindow()
        self.selectionAtom = connection.atom(selection)
        connection.addHandler(for: window) { [self] event in handle(event) }
    }

    /// Takes the selection with a timestamp from the server. Blocks briefly; do not call on the event thread.
    /// - Throws: `DesktopTransferError.Code.ownershipFailed` when the server gave it to another client.
    public func acquire() throws {
        let time = connection.serverTime(on: window)
        state.withLock { state in
            state.time = time
            state.owning = true
        }
        connection.setSelectionOwner(window, selection: selectionAtom, time: time)
        guard connection.selectionOwner(selectionAtom) == window else {
            state.withLock { $0.owning = false }
            throw DesktopTransferError(code: .ownershipFailed, message: "the X server did not give Cardport the selection",
                                       selection: selection)
        }
    }

    /// Takes the selection as of `time`, the time of the event that caused it (a button press starting a drag);
    /// safe on the event thread.
    /// - Throws: `DesktopTransferError.Code.ownershipFailed` when the server gave it to another client.
    public func acquire(at time: UInt32) throws {
        state.withLock { state in
            state.time = time
            state.owning = true
        }
        connection.setSelectionOwner(window, selection: selectionAtom, time: time)
        guard connection.selectionOwner(selectionAtom) == window else {
            state.withLock { $0.owning = false }
            throw DesktopTransferError(code: .ownershipFailed, message: "the X server did not give Cardport the selection",
                                       selection: selection)
        }
    }

    /// Whether Cardport still owns the selection.
    public var isOwner: Bool { state.withLock { $0.owning } }

    /// The targets served so far, in the order they were asked for (protocol targets included).
    public var servedTargets: [String] { state.withLock { $0.served } }

    /// Runs `handler` once, on the event thread, when another application takes the selection (at once if it
    /// is not owned).
    public func whenLost(_ handler: @escaping @Sendable () -> Void) {
        let owning = state.withLock { state in
            if state.owning { state.lostHandlers.append(handler) }
            return state.owning
        }
        if !owning { handler() }
    }

    /// Gives up the selection.
    public func relinquish() {
        let time = state.withLock { $0.time }
        if connection.selectionOwner(selectionAtom) == window {
            connection.setSelectionOwner(0, selection: selectionAtom, time: time)
        }
        lose()
    }

    /// Asks the clipboard manager (the owner of `CLIPBOARD_MANAGER`) to copy every target now, so the data
    /// outlives this process (ICCCM's `SAVE_TARGETS`). Blocks until the manager answers or `timeout` passes;
    /// do not call it on the event thread.
    /// - Returns: whether a manager took the data; false when there is none or it did not answer in time.
    public func handOverToClipboardManager(timeout: Duration = .seconds(5)) -> Bool {
        let manager = connection.atom("CLIPBOARD_MANAGER")
        guard connection.selectionOwner(manager) != 0 else { return false }
        let done = DispatchSemaphore(value: 0)
        let answer = Locked(false)
        state.withLock { state in
            state.managerReply = { saved in
                answer.withLock { $0 = saved }
                done.signal()
            }
        }
        let time = state.withLock { $0.time }
        connection.convertSelection(manager, target: connection.atom("SAVE_TARGETS"),
                                    property: connection.atom("_CARDPORT_SAVE"), requestor: window, time: time)
        _ = done.wait(timeout: .now() + .seconds(Int(timeout.components.seconds)))
        state.withLock { $0.managerReply = nil }
        return answer.withLock { $0 }
    }

    // MARK: - Requests

    private func handle(_ event: X11Event) {
        switch event {
        case .selectionRequest(let time, _, let requestor, let selection, let target, let property)
            where selection == selectionAtom:
            let reply = property == 0 ? target : property  // Obsolete clients give no property.
            answer(requestor: requestor, target: target, property: reply) { ok in
                self.connection.sendSelectionNotify(requestor: requestor, selection: selection, target: target,
                                                    property: ok ? reply : 0, time: time)
            }
        case .selectionClear(_, _, let selection) where selection == selectionAtom:
            lose()
        case .selectionNotify(_, _, let selection, _, let property) where selection == connection.atom("CLIPBOARD_MANAGER"):
            let reply = state.withLock { $0.managerReply }
            reply?(property != 0)
        default:
            return
        }
    }

    private func lose() {
        let handlers = state.withLock { state in
            state.owning = false
            defer { state.lostHandlers = [] }
            return state.lostHandlers
        }
        handlers.forEach { $0() }
    }

    /// Converts to `target` into `property` on `requestor`, then calls `done` with whether it could.
    private func answer(requestor: UInt32, target: UInt32, property: UInt32,
                        done: @escaping @Sendable (Bool) -> Void) {
        let name = connection.atomName(target) ?? ""
        let (owning, time) = state.withLock { state in
            state.served.append(name)
            return (state.owning, state.time)
        }
        guard owning else { return done(false) }
        switch name {
        case "TARGETS":
            let atoms = targets.map { connection.atom($0) }
            connection.changeProperty(requestor, property: property, type: connection.atom("ATOM"), values: atoms)
            done(true)
        case "TIMESTAMP":
            connection.changeProperty(requestor, property: property, type: connection.atom("INTEGER"), values: [time])
            done(true)
        case "MULTIPLE":
            answerMultiple(requestor: requestor, property: property, done: done)
        case "SAVE_TARGETS":
            // Only a clipboard manager is asked for this, and it answers it; an owner replies with nothing.
            connection.changeProperty(requestor, property: property, type: connection.atom("NULL"), format: 32, data: Data())
            done(true)
        default:
            guard let type = typeByTarget[name] else { return done(false) }
            provider.loadDataRepresentation(registeredAs: type) { data, _ in
                guard let data else { return done(false) }
                let bytes = name == "STRING" ? Self.latin1(data) : data
                let typeAtom = self.connection.atom(name == "TEXT" ? "UTF8_STRING" : name)
                self.send(bytes, type: typeAtom, to: requestor, property: property, done: done)
            }
        }
    }

    /// `MULTIPLE`: the requestor's property holds (target, property) pairs; each is converted and a pair that
    /// could not be has its property replaced by None.
    private func answerMultiple(requestor: UInt32, property: UInt32, done: @escaping @Sendable (Bool) -> Void) {
        guard let value = connection.getProperty(requestor, property: property, delete: false),
              value.format == 32, value.values32.count >= 2
        else { return done(false) }
        let pairs = value.values32
        let count = pairs.count / 2
        let results = Locked((pairs: pairs, remaining: count))
        for index in 0..<count {
            answer(requestor: requestor, target: pairs[index * 2], property: pairs[index * 2 + 1]) { ok in
                let finished: [UInt32]? = results.withLock { state in
                    if !ok { state.pairs[index * 2 + 1] = 0 }
                    state.remaining -= 1
                    return state.remaining == 0 ? state.pairs : nil
                }
                guard let finished else { return }
                self.connection.changeProperty(requestor, property: property, type: value.type, values: finished)
                done(true)
            }
        }
    }

    /// Puts `data` in the property at once, or by `INCR` when it is larger than one chunk.
    private func send(_ data: Data, type: UInt32, to requestor: UInt32, property: UInt32,
                      done: @escaping @Sendable (Bool) -> Void) {
        guard data.count > connection.maximumChunk else {
            connection.changeProperty(requestor, property: property, type: type, format: 8, data: data)
            done(true)
            return
        }
        IncrementalSend(connection: connection, data: data, type: type, requestor: requestor, property: property,
                        timeout: timeout).start()
        connection.changeProperty(requestor, property: property, type: connection.atom("INCR"),
                                  values: [UInt32(clamping: data.count)])
        done(true)
    }

    private static func latin1(_ data: Data) -> Data {
        Data(String(decoding: data, as: UTF8.self).unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") })
    }
}
