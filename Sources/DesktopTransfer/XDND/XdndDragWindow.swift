import DragDrop
import Foundation
import ItemProviders
import Locking

/// A window whose contents can be dragged into other X11 applications through XDND version 5: pressing a button
/// in it and moving the pointer drags an item provider's representations.
///
/// On the press Cardport takes `XdndSelection` for the provider (the selection owner serves each target by
/// loading that one representation, see ``SelectionOwner``). While the button is held the pointer stays with
/// the window (X's implicit grab). The target is the application's window under the pointer: under a reparenting
/// window manager the top-level window is the manager's frame, so the drag descends to the window carrying
/// `WM_STATE`; when that window names a proxy (`XdndProxy`, whose own `XdndProxy` names itself) the messages go to
/// the proxy, still about the target window. Over a target that has `XdndAware` the drag sends
/// `XdndEnter` (the types in the message, or in `XdndTypeList` when more than three), then `XdndPosition` for
/// each move, one at a time as `XdndStatus` answers come back. Letting go over a window that accepted sends
/// `XdndDrop` and waits for `XdndFinished` (a release while an answer is awaited waits for it); anywhere else it
/// sends `XdndLeave`. Only copies are offered
/// (`XdndActionCopy`): the items stay in Cardport. A target that answers `XdndActionAsk` (it will ask its user
/// at the drop) is accepted like one answering copy; `XdndActionList` names copy as the one action it may choose.
/// Events are handled on the connection's event thread.
public final class XdndDragWindow: Sendable {
    /// How one drag ended, handed to ``whenFinished(_:)``.
    public struct Result: Sendable {
        /// `copy` when the target took the data, `cancel` when it refused or the drag ended over no target.
        public var operation: DropOperation
        /// The window the drag ended over, 0 when none took part.
        public var target: UInt32
    }

    private struct Drag {
        var target: UInt32 = 0
        /// Where the target's messages go: its proxy, or the target itself.
        var destination: UInt32 = 0
        var waitingForStatus = false
        var pending: (x: Int16, y: Int16, time: UInt32)?
        var accepted = false
        var dropped = false
        /// The time the button was let go while an `XdndStatus` was still awaited.
        var releasedAt: UInt32?

        /// Whether a message naming `sender` comes from this drag's target (or the proxy it speaks through).
        func answers(_ sender: UInt32) -> Bool {
            target != 0 && (sender == target || sender == destination)
        }
    }

    private struct State {
        var drag: Drag?
        var handlers: [@Sendable (Result) -> Void] = []
    }

    /// The connection to the X server.
    public let connection: X11Connection
    /// The window's id.
    public let window: UInt32
    /// What is dragged.
    public let provider: ItemProvider
    /// How long a target may take to send `XdndFinished` after the drop.
    public let timeout: Duration

    /// The drag under way and who waits for drags to end.
    private let state = Locked(State())
    private let owner: SelectionOwner
    private let atoms: XdndDropWindow.Atoms
    private let typeAtoms: [UInt32]

    /// Opens a window titled `title` at (`x`, `y`) whose drags carry `provider`.
    public init(connection: X11Connection, title: String, x: Int = 0, y: Int = 0, width: Int = 400,
                height: Int = 300, provider: ItemProvider, timeout: Duration = .seconds(30)) {
        self.connection = connection
        self.provider = provider
        self.timeout = timeout
        self.atoms = XdndDropWindow.Atoms(connection)
        let mask = X11Connection.pointerDragEvents
        window = connection.createVisibleWindow(
            title: title, x: Int16(clamping: x), y: Int16(clamping: y), width: UInt16(clamping: width),
            height: UInt16(clamping: height), eventMask: mask)
        owner = SelectionOwner(connection: connection, selection: "XdndSelection", provider: provider, timeout: timeout)
        typeAtoms = owner.targets.filter { !SelectionTargets.protocolTargets.contains($0) }.map { connection.atom($0) }
        connection.changeProperty(window, property: atoms.typeList, type: connection.atom("ATOM"), values: typeAtoms)
        // For a target that asks its user (XdndActionAsk): the one action Cardport lets it choose, and its name.
        connection.changeProperty(window, property: connection.atom("XdndActionList"), type: connection.atom("ATOM"),
                                  values: [atoms.actionCopy])
        connection.changeProperty(window, property: connection.atom("XdndActionDescription"),
                                  type: connection.atom("STRING"), format: 8, data: Data("Copy\0".utf8))
        connection.flush()
        connection.addHandler(for: window) { [self] event in handle(event) }
    }

    /// Runs `handler` (on a global queue) each time a drag has ended.
    public func whenFinished(_ handler: @escaping @Sendable (Result) -> Void) {
        state.withLock { $0.handlers.append(handler) }
    }

    /// Closes the window.
    public func close() {
        connection.destroyWindow(window)
    }

    // MARK: - Events

    private func handle(_ event: X11Event) {
        switch event {
        case .button(_, true, _, _, let time):
            begin(time: time)
        case .motion(_, let x, let y, let time):
            move(x: x, y: y, time: time)
        case .button(_, false, _, _, let time):
            release(time: time)
        case .clientMessage(_, let type, let data) where type == atoms.status:
            status(data)
        case .clientMessage(_, let type, let data) where type == atoms.finished:
            finished(data)
        default:
            return
        }
    }

    private func begin(time: UInt32) {
        guard state.withLock({ $0.drag == nil }) else { return }
        do { try owner.acquire(at: time) } catch { return }
        state.withLock { $0.drag = Drag() }
    }

    private func move(x: Int16, y: Int16, time: UInt32) {
        guard var drag = state.withLock({ $0.drag }), !drag.dropped else { return }
        let under = connection.clientWindowUnderPointer()
        let (target, destination) = under != window ? awareTarget(under) : (0, 0)
        if target != drag.target {
            if drag.target != 0 {
                connection.sendClientMessage(to: drag.target, via: drag.destination, type: atoms.leave, data: [window])
            }
            drag = Drag()
            drag.target = target
            drag.destination = destination
            if target != 0 {
                let moreThanThree: UInt32 = typeAtoms.count > 3 ? 1 : 0
                let first = Array(typeAtoms.prefix(3)) + Array(repeating: 0, count: max(0, 3 - typeAtoms.count))
                connection.sendClientMessage(to: target, via: destination, type: atoms.enter,
                                             data: [window, (5 << 24) | moreThanThree] + first)
            }
        }
        if target != 0 {
            if drag.waitingForStatus {
                drag.pending = (x, y, time)
            } else {
                sendPosition(to: target, via: destination, x: x, y: y, time: time)
                drag.waitingForStatus = true
            }
        }
        let updated = drag
        state.withLock { $0.drag = updated }
    }

    private func sendPosition(to target: UInt32, via destination: UInt32, x: Int16, y: Int16, time: UInt32) {
        let point = UInt32(UInt16(bitPattern: x)) << 16 | UInt32(UInt16(bitPattern: y))
        connection.sendClientMessage(to: target, via: destination, type: atoms.position,
                                     data: [window, 0, point, time, atoms.actionCopy])
    }

    private func status(_ data: [UInt32]) {
        let released: UInt32? = state.withLock { state in
            guard var drag = state.drag, drag.answers(data[0]), let time = drag.releasedAt else { return nil }
            drag.accepted = data[1] & 1 != 0
            drag.waitingForStatus = false
            drag.releasedAt = nil
            state.drag = drag
            return time
        }
        if let released {
            // The button was let go before this answer came: decide now, as XDND asks.
            release(time: released)
            return
        }
        let next: (target: UInt32, destination: UInt32, x: Int16, y: Int16, time: UInt32)? = state.withLock { state in
            guard var drag = state.drag, drag.answers(data[0]) else { return nil }
            drag.accepted = data[1] & 1 != 0
            drag.waitingForStatus = false
            var next: (UInt32, UInt32, Int16, Int16, UInt32)?
            if let pending = drag.pending, !drag.dropped {
                next = (drag.target, drag.destination, pending.x, pending.y, pending.time)
                drag.pending = nil
                drag.waitingForStatus = true
            }
            state.drag = drag
            return next
        }
        if let next { sendPosition(to: next.target, via: next.destination, x: next.x, y: next.y, time: next.time) }
    }

    private func release(time: UInt32) {
        let waiting = state.withLock { state in
            guard let drag = state.drag, drag.target != 0, drag.waitingForStatus else { return false }
            state.drag?.releasedAt = time
            return true
        }
        guard !waiting else { return }
        guard let drag = state.withLock({ $0.drag }), !drag.dropped else { return }
        guard drag.target != 0, drag.accepted else {
            if drag.target != 0 {
                connection.sendClientMessage(to: drag.target, via: drag.destination, type: atoms.leave, data: [window])
            }
            end(Result(operation: .cancel, target: drag.target))
            return
        }
        state.withLock { $0.drag?.dropped = true }
        connection.sendClientMessage(to: drag.target, via: drag.destination, type: atoms.drop, data: [window, 0, time])
        let seconds = Int(timeout.components.seconds)
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { [self] in
            if state.withLock({ $0.drag?.dropped == true && $0.drag?.target == drag.target }) {
                end(Result(operation: .cancel, target: drag.target))
            }
        }
    }

    private func finished(_ data: [UInt32]) {
        guard let drag = state.withLock({ $0.drag }), drag.dropped, drag.answers(data[0]) else { return }
        let taken = data[1] & 1 != 0 && data[2] != 0
        end(Result(operation: taken ? .copy : .cancel, target: drag.target))
    }

    private func end(_ result: Result) {
        let handlers = state.withLock { state in
            state.drag = nil
            return state.handlers
        }
        owner.relinquish()
        DispatchQueue.global().async { handlers.forEach { $0(result) } }
    }

    /// `candidate` and where its messages go when it takes XDND drops (directly or through a proxy); (0, 0) when
    /// it does not.
    private func awareTarget(_ candidate: UInt32) -> (target: UInt32, destination: UInt32) {
        guard let target = XdndTarget.resolve(candidate, on: connection) else { return (0, 0) }
        return (target.window, target.destination)
    }
}
