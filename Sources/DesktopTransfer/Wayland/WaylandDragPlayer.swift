import Foundation
import ItemProviders
import Locking

/// Plays one drag into another application's window on a Wayland desktop, through the compositor's
/// `wl_data_device`: what `cardport drag-into` does in a Wayland session — the Wayland twin of ``XdndDragPlayer``.
///
/// A Wayland client can neither send drag events to another client nor learn where its windows are; only the
/// compositor moves a drag, at the pointer, and only from a button press on the client's own surface. So the
/// player opens a small window of its own (a `WaylandWindow`), has sway float it in the corner of the layout
/// farthest from the drop point (sway's IPC, `SwayIPC`), moves the seat's pointer onto it with a
/// `WaylandVirtualPointer`, presses the left button and, on that press's serial, starts a drag of a
/// `wl_data_source` offering the provider's representations (their MIME types, X11's text atoms left out) with
/// the actions copy and move. It then moves the pointer to the drop point in a few steps, so the target sees the
/// drag enter and move, waits for the target's answer, moves a little to and fro, pauses until the target falls
/// quiet, moves again and lets go; a target that took the drag and then refused it is left and entered again, up
/// to twice, as a hand would (the report's `enteredAgain`). From the source's events it records the types the
/// target said it would take (`target`), each type it read (`send`: served from the provider on a global queue,
/// then closed), the action chosen (`action`) and how the drag ended (`dnd_drop_performed`, `dnd_finished` or
/// `cancelled`).
///
/// It moves the session's real pointer: run it where nobody is using the pointer (a headless session in CI).
/// Blocking; call it from a thread that may wait.
public final class WaylandDragPlayer: Sendable {
    private struct State {
        var pressed: UInt32?
        /// The answers of `wl_data_source.target`, in order.
        var targets: [String?] = []
        var action: WaylandWindow.Actions = []
        var requested: [String] = []
        var dropped = false
        var finished = false
        var cancelled = false
        /// How many answers (`target` and `action`) the source has heard.
        var answers = 0
        var waiting: DispatchSemaphore?
    }

    /// What the drag carries.
    public let provider: ItemProvider
    /// How long the target (and the compositor) may take for each answer.
    public let timeout: Duration
    private let offered: WaylandRepresentations
    private let state = Locked(State())
    /// The size of the player's own window, where the drag starts (above sway's smallest floating window).
    private static let size = (width: 80, height: 60)

    /// Prepares a drag of `provider`'s representations.
    /// - Parameters:
    ///   - provider: What the drag carries, richest representation first.
    ///   - timeout: How long the target may take for each answer.
    public init(provider: ItemProvider, timeout: Duration = .seconds(10)) {
        self.provider = provider
        self.timeout = timeout
        offered = WaylandRepresentations(provider: provider, leavingOut: WaylandRepresentations.x11TextAtoms)
    }

    /// The MIME types the drag offers, best first.
    public var offeredTypes: [String] { offered.mimeTypes }

    /// Plays the drag into `target` at `point` (in the window's own coordinates; its middle when nil) and
    /// reports what the application did.
    /// - Parameters:
    ///   - target: The window, as sway's tree described it (it is looked up again by its id).
    ///   - point: Where to let go, inside the window.
    ///   - ipc: sway's IPC, which says where the windows are and floats the player's own.
    ///   - pointer: The virtual pointer that carries the drag.
    ///   - displayName: A socket name or path instead of `WAYLAND_DISPLAY`'s.
    /// - Throws: `WaylandError`: what opening the window throws; `noWindowList` when the target or the
    ///   player's own window is not in sway's tree; `noSeat` when the press never reached the player's window;
    ///   `connectionLost`, `timeout`.
    public func play(into target: SwayWindow, at point: (x: Int, y: Int)?, ipc: SwayIPC,
                     pointer: WaylandVirtualPointer, displayName: String? = nil) throws(WaylandError) -> DragIntoReport {
        signal(SIGPIPE, SIG_IGN)  // A target that stops reading must not end the process.
        let title = "Cardport drag-into \(getpid())"
        let window = try WaylandWindow(displayName: displayName, title: title, appID: "cardport",
                                       width: Self.size.width, height: Self.size.height, tracksPointer: true)
        defer {
            window.endDrag()
            window.close()
        }
        paint(window)
        window.start { [self] event in handle(event, on: window) }

        // The player's window, floated in the corner farthest from the drop point so that it covers nothing the
        // drag goes to; a tiled window would have moved the target.
        let own = try mapped(title, through: ipc)
        // No border and no title bar: a press there would be sway's, to move the window.
        try ipc.run("[con_id=\(own.id)] floating enable, border none, "
                    + "resize set width \(Self.size.width) px height \(Self.size.height) px")
        var tree = try ipc.tree()
        guard var goal = tree.windows.first(where: { $0.id == target.id }) else { throw gone(target) }
        var drop = Self.dropPoint(point, in: goal.rect)
        let corner = Self.farthestCorner(from: drop, in: tree.layout)
        try ipc.run("[con_id=\(own.id)] move absolute position \(corner.x) \(corner.y)")
        (tree, _) = try settled(own.id, at: corner, through: ipc)
        guard let start = tree.windows.first(where: { $0.id == own.id }),
              let moved = tree.windows.first(where: { $0.id == target.id }) else { throw gone(target) }
        goal = moved
        drop = Self.dropPoint(point, in: goal.rect)
        let from = (x: start.rect.x + start.rect.width / 2, y: start.rect.y + start.rect.height / 2)

        // The press on the player's own window, whose serial starts the drag; whatever fails after it, the
        // button is let go, so that the session's pointer is not left holding a drag.
        let answered: Bool, acceptedType: String?, action: WaylandWindow.Actions
        var enteredAgain = 0
        do throws(WaylandError) {
            try press(on: window, at: from, with: pointer)
            // A few steps to the drop point, so the target sees the drag enter and move.
            for step in 1...3 {
                try pointer.move(to: from.x + (drop.x - from.x) * step / 4, from.y + (drop.y - from.y) * step / 4)
            }
            answered = try move(pointer, to: drop, waitingUpTo: timeout)
            // Then as a hand does: a little to and fro, a pause, and a last motion before letting go.
            if answered {
                try settle(at: drop, with: pointer)
                // A target that took the drag and then refused it may have lost it as its window was laid out
                // again (sway activates the window a drag enters; GTK 4's drop target then forgets the drop, and
                // refuses it until the drag leaves and comes back). So, as a hand would, out of the window and in.
                for _ in 0..<2 where Self.refusedAfterAccepting(state.withLock { $0.targets }) {
                    guard let outside = Self.pointOutside(goal.rect, in: tree.layout) else { break }
                    for point in [outside, drop] { try move(pointer, to: point, waitingUpTo: min(timeout, .seconds(1))) }
                    try settle(at: drop, with: pointer)
                    enteredAgain += 1
                }
            }
            // The action the compositor chose follows the target's answer.
            if answered, state.withLock({ $0.targets.last ?? nil }) != nil {
                _ = wait(until: { !$0.action.isEmpty || $0.cancelled }, for: timeout)
            }
            (acceptedType, action) = state.withLock { ($0.targets.last ?? nil, $0.action) }
            try pointer.button(false)
        } catch {
            try? pointer.button(false)
            throw error
        }
        _ = wait(until: { $0.dropped || $0.cancelled }, for: timeout)
        let ended = wait(until: { $0.finished || $0.cancelled }, for: timeout)

        return state.withLock { state in
            var report = DragIntoReport(
                window: UInt32(clamping: target.id), messagesWentTo: UInt32(clamping: target.id),
                version: window.dataDeviceVersion, offered: offered.mimeTypes, requested: state.requested,
                // The compositor drops only on a target that took a type with an action.
                accepted: state.dropped || (acceptedType != nil && !action.isEmpty),
                acceptedAction: Self.name(action.isEmpty ? state.action : action),
                dropped: state.dropped, finished: state.finished, succeeded: state.finished,
                finishedAction: state.finished ? Self.name(state.action) : nil,
                timedOut: !answered || !ended)
            report.acceptedTypes = state.targets.reduce(into: []) { types, type in
                if let type, types.last != type { types.append(type) }
            }
            report.enteredAgain = enteredAgain
            if !report.accepted { report.acceptedAction = nil }
            return report
        }
    }

    /// A little to and fro at `point`, then a pause until the target has said nothing new for a tenth of a
    /// second (up to a second), then the same to and fro again.
    ///
    /// A toolkit settles on the drag over a widget as the motions come (a refusal may be the target still looking
    /// at the offer). The pause lets a busy target catch up: GTK 4 lays its window out again as sway activates
    /// it, and may lose the drag as it does so. The last motions make it say so before the drop, not after.
    /// Each motion waits up to a second for its answer: not every target answers a motion that changes nothing.
    private func settle(at point: (x: Int, y: Int), with pointer: WaylandVirtualPointer) throws(WaylandError) {
        try toAndFro()
        let deadline = ContinuousClock.now + min(timeout, .seconds(1))
        while ContinuousClock.now < deadline {
            let mark = state.withLock { $0.answers }
            if !wait(until: { $0.answers > mark || $0.cancelled }, for: .milliseconds(100)) { break }
        }
        try toAndFro()

        func toAndFro() throws(WaylandError) {
            for offset in [1, 0] {
                try move(pointer, to: (point.x + offset, point.y + offset), waitingUpTo: min(timeout, .seconds(1)))
            }
        }
    }

    /// Moves the pointer to `point` and waits up to `duration` for the target's answer to the motion; whether one
    /// came (or the drag was cancelled).
    @discardableResult
    private func move(_ pointer: WaylandVirtualPointer, to point: (x: Int, y: Int),
                      waitingUpTo duration: Duration) throws(WaylandError) -> Bool {
        let mark = state.withLock { $0.targets.count }
        try pointer.move(to: point.x, point.y)
        return wait(until: { $0.targets.count > mark || $0.cancelled }, for: duration)
    }

    /// Presses the left button over the player's window at `point` until the window hears the press, and starts
    /// the drag on that press's serial.
    private func press(on window: WaylandWindow, at point: (x: Int, y: Int),
                       with pointer: WaylandVirtualPointer) throws(WaylandError) {
        try pointer.move(to: point.x, point.y)
        try pointer.button(true)
        var nudge = 0
        while wait(until: { $0.pressed != nil }, for: .seconds(2)) == false {
            // The seat's pointer may have reached the window only after the press: press again.
            nudge += 1
            guard Duration.seconds(2 * nudge) < timeout else {
                throw WaylandError(.noSeat, "the pointer's press never reached Cardport's own window, so no drag started")
            }
            try pointer.button(false)
            try pointer.move(to: point.x + nudge % 2, point.y)
            try pointer.button(true)
        }
        let serial = state.withLock { $0.pressed! }
        guard window.startDrag(offering: offered.mimeTypes, actions: [.copy, .move], serial: serial) else {
            throw WaylandError(.connectionLost, "the Wayland compositor gave no data source for the drag")
        }
    }

    // MARK: - Places

    /// `point` in the window at `rect` in the compositor's coordinates; the window's middle when nil.
    static func dropPoint(_ point: (x: Int, y: Int)?, in rect: SwayWindow.Rect) -> (x: Int, y: Int) {
        guard let point else { return (rect.x + rect.width / 2, rect.y + rect.height / 2) }
        return (rect.x + min(point.x, max(0, rect.width - 1)), rect.y + min(point.y, max(0, rect.height - 1)))
    }

    /// The top left corner of a window of the player's size in the corner of `layout` farthest from `point`.
    static func farthestCorner(from point: (x: Int, y: Int), in layout: SwayWindow.Rect) -> (x: Int, y: Int) {
        let right = point.x - layout.x < layout.width / 2, bottom = point.y - layout.y < layout.height / 2
        return (right ? layout.x + layout.width - size.width : layout.x,
                bottom ? layout.y + layout.height - size.height : layout.y)
    }

    /// Whether the target's latest answer (`wl_data_source.target`) is a refusal after it had taken a type.
    static func refusedAfterAccepting(_ answers: [String?]) -> Bool {
        guard let last = answers.last, last == nil else { return false }
        return answers.contains { $0 != nil }
    }

    /// A point just outside `rect` and inside `layout`: above the window's content first (its title bar or
    /// border, so that sway's focus stays on the window), then below, left and right; nil when the window
    /// covers the layout.
    static func pointOutside(_ rect: SwayWindow.Rect, in layout: SwayWindow.Rect) -> (x: Int, y: Int)? {
        let middle = (x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
        let candidates = [(middle.x, rect.y - 1), (middle.x, rect.y + rect.height),
                          (rect.x - 1, middle.y), (rect.x + rect.width, middle.y)]
        return candidates.first { x, y in
            x >= layout.x && x < layout.x + layout.width && y >= layout.y && y < layout.y + layout.height
        }.map { (x: $0.0, y: $0.1) }
    }

    /// sway's tree once the player's window `id` stands at `corner` with its size (sway lays windows out in
    /// transactions that wait for the clients: a tree read at once may still show where it was); after a
    /// second, the tree as it is, and whether the window had settled.
    private func settled(_ id: Int, at corner: (x: Int, y: Int),
                         through ipc: SwayIPC) throws(WaylandError) -> (SwayIPC.Tree, Bool) {
        let deadline = ContinuousClock.now + min(timeout, .seconds(1))
        while true {
            let tree = try ipc.tree()
            let rect = tree.windows.first { $0.id == id }?.rect
            if rect == SwayWindow.Rect(x: corner.x, y: corner.y, width: Self.size.width, height: Self.size.height) {
                return (tree, true)
            }
            if ContinuousClock.now >= deadline { return (tree, false) }
            usleep(20_000)  // sway applies the layout once the window has answered: asks again.
        }
    }

    /// The player's own window in sway's tree, once sway has mapped it.
    private func mapped(_ title: String, through ipc: SwayIPC) throws(WaylandError) -> SwayWindow {
        let deadline = ContinuousClock.now + timeout
        let pid = Int(getpid())
        while true {
            if let own = try ipc.tree().windows.first(where: { $0.pid == pid && $0.name == title && $0.rect.width > 0 }) {
                return own
            }
            guard ContinuousClock.now < deadline else {
                throw WaylandError(.noWindowList, "sway's tree never showed Cardport's own window '\(title)'")
            }
            usleep(20_000)  // sway maps the window once it has shown its first picture: asks again.
        }
    }

    private func gone(_ target: SwayWindow) -> WaylandError {
        WaylandError(.noWindowList, "window \(target.id) is no longer in sway's tree")
    }

    /// The name of the action Wayland chose: `copy`, `move` or `ask`; nil for none.
    static func name(_ action: WaylandWindow.Actions) -> String? {
        if action.contains(.move) { return "move" }
        if action.contains(.copy) { return "copy" }
        if action.contains(.ask) { return "ask" }
        return nil
    }

    // MARK: - Events

    private func paint(_ window: WaylandWindow) {
        window.draw { pixels, width, height, stride in
            for row in 0..<height {
                let line = (pixels + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width { line[column] = 0xFF3A_6EA5 }
            }
        }
    }

    private func handle(_ event: WaylandWindow.Event, on window: WaylandWindow) {
        let semaphore: DispatchSemaphore? = state.withLock { state in
            switch event {
            case .pressed(let serial): if state.pressed == nil { state.pressed = serial }
            case .sourceTarget(let type):
                state.targets.append(type)
                state.answers += 1
            case .sourceAction(let action):
                state.action = action
                state.answers += 1
            case .sourceSend(let type, _): state.requested.append(type)
            case .sourceDropped: state.dropped = true
            case .sourceFinished: state.finished = true
            case .sourceCancelled, .disconnected: state.cancelled = true
            case .resized, .closeRequested, .dragEntered, .dragMoved, .dragLeft, .dropped: return nil
            }
            return state.waiting
        }
        if case .resized = event { paint(window) }
        if case .sourceSend(let type, let fd) = event { offered.send(type, to: fd) }
        semaphore?.signal()
    }

    /// Waits up to `duration` until `done` holds of the events heard; whether it does.
    private func wait(until done: @escaping (State) -> Bool, for duration: Duration) -> Bool {
        let deadline = DispatchTime.now() + .milliseconds(Int(duration.components.seconds * 1000
                                                                  + duration.components.attoseconds / 1_000_000_000_000_000))
        while true {
            let semaphore = DispatchSemaphore(value: 0)
            let met = state.withLock { state in
                if done(state) { return true }
                state.waiting = semaphore
                return false
            }
            if met { return true }
            if semaphore.wait(timeout: deadline) == .timedOut {
                return state.withLock { state in
                    state.waiting = nil
                    return done(state)
                }
            }
        }
    }
}
