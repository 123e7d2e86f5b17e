import Foundation
import ItemProviders
import Locking

/// Plays one XDND drag into another application's window with no pointer and no hand: what a test of that
/// application's drop handling needs (a pointer mover such as xdotool carries no data).
///
/// ``play(into:x:y:)`` takes `XdndSelection` for the provider, sends `XdndEnter` (the offered targets),
/// `XdndPosition` at the point and waits for `XdndStatus`; when the target accepts it sends `XdndDrop` and waits
/// for `XdndFinished`, otherwise `XdndLeave`. It records every target the application asked for, in order, the
/// action it accepted and whether and how it finished. Blocking; call it off the connection's event thread.
public final class XdndDragPlayer: Sendable {
    /// What the target did with the drag: the report ``WaylandDragPlayer`` gives too.
    public typealias Report = DragIntoReport

    private struct State {
        var statuses: [[UInt32]] = []
        var finished: [UInt32]?
        var waiting: DispatchSemaphore?
    }

    /// The connection to the X server.
    public let connection: X11Connection
    /// What the drag carries.
    public let provider: ItemProvider
    /// How long the application may take for each answer.
    public let timeout: Duration

    private let window: UInt32
    private let owner: SelectionOwner
    private let state = Locked(State())
    private let atoms: XdndDropWindow.Atoms

    /// Prepares a drag of `provider`'s representations from a hidden window of Cardport's.
    public init(connection: X11Connection, provider: ItemProvider, timeout: Duration = .seconds(10)) {
        self.connection = connection
        self.provider = provider
        self.timeout = timeout
        atoms = XdndDropWindow.Atoms(connection)
        window = connection.createHiddenWindow()
        owner = SelectionOwner(connection: connection, selection: "XdndSelection", provider: provider, timeout: timeout)
        connection.addHandler(for: window) { [self] event in
            guard case .clientMessage(_, let type, let data) = event else { return }
            let semaphore: DispatchSemaphore? = state.withLock { state in
                if type == atoms.status { state.statuses.append(data) } else if type == atoms.finished {
                    state.finished = data
                } else {
                    return nil
                }
                return state.waiting
            }
            semaphore?.signal()
        }
    }

    /// The targets the drag offers (the provider's types as X targets, see ``SelectionTargets``).
    public var offeredTargets: [String] {
        owner.targets.filter { !SelectionTargets.protocolTargets.contains($0) }
    }

    /// Plays the drag into `target` at (`x`, `y`) on the screen (root coordinates) and reports what the
    /// application did.
    /// - Throws: `DesktopTransferError` `notAware` when the window takes no XDND drops, `ownershipFailed` when
    ///   `XdndSelection` could not be taken.
    public func play(into target: UInt32, x: Int16, y: Int16) throws -> Report {
        guard let resolved = XdndTarget.resolve(target, on: connection) else {
            throw DesktopTransferError(code: .notAware,
                                       message: "window 0x\(String(target, radix: 16)) takes no XDND drops (no XdndAware)",
                                       selection: "XdndSelection")
        }
        try owner.acquire()
        defer { owner.relinquish() }
        let time = connection.serverTime(on: window)
        let offered = offeredTargets
        let typeAtoms = offered.map { connection.atom($0) }
        connection.changeProperty(window, property: atoms.typeList, type: connection.atom("ATOM"), values: typeAtoms)
        let first = Array(typeAtoms.prefix(3)) + Array(repeating: 0, count: max(0, 3 - typeAtoms.count))
        let send = { (type: UInt32, data: [UInt32]) in
            self.connection.sendClientMessage(to: resolved.window, via: resolved.destination, type: type, data: data)
        }
        send(atoms.enter, [window, (resolved.version << 24) | (typeAtoms.count > 3 ? 1 : 0)] + first)
        let point = UInt32(UInt16(bitPattern: x)) << 16 | UInt32(UInt16(bitPattern: y))
        send(atoms.position, [window, 0, point, time, atoms.actionCopy])

        var report = Report(window: resolved.window, messagesWentTo: resolved.destination, version: resolved.version,
                            offered: offered, requested: [], accepted: false, acceptedAction: nil, dropped: false,
                            finished: false, succeeded: false, finishedAction: nil, timedOut: false)
        guard let status = wait(for: { $0.statuses.last { resolved.sent($0[0]) } }) else {
            send(atoms.leave, [window])
            report.timedOut = true
            report.requested = owner.servedTargets
            return report
        }
        report.accepted = status[1] & 1 != 0
        report.acceptedAction = report.accepted ? connection.atomName(status[4]) : nil
        guard report.accepted else {
            send(atoms.leave, [window])
            report.requested = owner.servedTargets
            return report
        }
        send(atoms.drop, [window, 0, time])
        report.dropped = true
        if let finished = wait(for: { state in state.finished.flatMap { resolved.sent($0[0]) ? $0 : nil } }) {
            report.finished = true
            report.succeeded = resolved.version < 5 || finished[1] & 1 != 0
            report.finishedAction = resolved.version < 5 ? nil : connection.atomName(finished[2])
        } else {
            report.timedOut = true
        }
        report.requested = owner.servedTargets
        return report
    }

    /// Waits (up to ``timeout``) until `found` finds an answer among the messages received.
    private func wait(for found: @escaping (State) -> [UInt32]?) -> [UInt32]? {
        let deadline = DispatchTime.now() + .seconds(Int(timeout.components.seconds))
        while true {
            let semaphore = DispatchSemaphore(value: 0)
            let answer: [UInt32]? = state.withLock { state in
                if let answer = found(state) { return answer }
                state.waiting = semaphore
                return nil
            }
            if let answer { return answer }
            if semaphore.wait(timeout: deadline) == .timedOut {
                state.withLock { $0.waiting = nil }
                return state.withLock { found($0) }
            }
        }
    }

    /// Destroys the hidden window.
    public func close() {
        connection.destroyWindow(window)
    }
}
