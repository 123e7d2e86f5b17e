import Foundation

/// A drag under way, as the source app sees it: the source app, the dragged items and a local context.
///
/// Mirrors UIKit's `UIDragSession`. Items can be added while the drag is under way (``addItems(_:)``); a drop
/// session made from this drag sees them. A reference type because the source and every destination share one
/// drag; its state sits behind a lock, so it may be used from any thread.
public final class DragSession: Sendable {
    struct State {
        var items: [DragItem] = []
        var localContext: (any Sendable)?
    }

    /// The app the drag started in.
    public let sourceApp: AppIdentity
    private let state = Locked(State())

    /// Creates a drag in `sourceApp` with its first items.
    public init(sourceApp: AppIdentity, items: [DragItem] = [], localContext: (any Sendable)? = nil) {
        self.sourceApp = sourceApp
        state.withLock {
            $0.items = items
            $0.localContext = localContext
        }
    }

    /// The dragged items, in drag order (a copy).
    public var items: [DragItem] { state.withLock { $0.items } }

    /// A value the source app keeps with the drag for its own drops; another app never sees it.
    public var localContext: (any Sendable)? {
        get { state.withLock { $0.localContext } }
        set { state.withLock { $0.localContext = newValue } }
    }

    /// Adds items at the end of the drag, as a user does by tapping more items during a drag.
    public func addItems(_ newItems: [DragItem]) {
        state.withLock { $0.items += newItems }
    }
}
