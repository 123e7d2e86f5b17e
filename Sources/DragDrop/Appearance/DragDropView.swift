import Locking

/// A view that takes part in drag and drop (a table, a collection, a plain view), with the state UIKit gives
/// such a view: whether a drag from it, or a drop over it, is under way.
///
/// Mirrors `UITableView.hasActiveDrag` / `hasActiveDrop` (and the same on collection views). A delegate hands
/// its view to the harness through ``DragSourceDelegate/sourceView`` and ``DropDelegate/destinationView``; the harness sets the
/// flags as the drag goes, so the delegate can read them in its callbacks, as the seed apps read
/// `tableView.hasActiveDrag` to cancel multi-item drags within the app. Safe from any thread.
public final class DragDropView: Sendable {
    private struct State {
        var hasActiveDrag = false
        var hasActiveDrop = false
    }

    /// A name for logs and tests (`"timestamps"`).
    public let name: String
    private let state = Locked(State())

    /// Creates a view with no drag or drop under way.
    public init(name: String) {
        self.name = name
    }

    /// Whether a drag that began in this view is under way.
    public var hasActiveDrag: Bool {
        get { state.withLock { $0.hasActiveDrag } }
        set { state.withLock { $0.hasActiveDrag = newValue } }
    }

    /// Whether a drag is over this view (entered and not yet exited or ended).
    public var hasActiveDrop: Bool {
        get { state.withLock { $0.hasActiveDrop } }
        set { state.withLock { $0.hasActiveDrop = newValue } }
    }
}
