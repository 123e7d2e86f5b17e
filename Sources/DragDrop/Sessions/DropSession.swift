import Locking
import Foundation
import ItemProviders

/// A drag as one destination app sees it.
///
/// Mirrors UIKit's `UIDropSession`. From the source app itself, the session shows every item with all its
/// representations and its ``DragItem/localObject``, ``localDragSession`` gives the drag (and its
/// `localContext`), and ``allowsMoveOperation`` is true. From another app, each item's provider is
/// `ItemProvider.view(for:)` for that app's access context — so `ownProcess` representations are
/// hidden and `team` ones are seen only by apps of the same team — local objects are nil, ``localDragSession``
/// is nil and a move is not allowed. Items added to the drag later appear here too. Safe from any thread.
public final class DropSession: Sendable {
    /// The drag this session shows.
    private let drag: DragSession
    /// The app the drop would land in.
    public let destinationApp: AppIdentity
    /// Where the destination app stands relative to the source app.
    public let accessContext: ItemProviderAccessContext
    /// The progress of the drop's loads: cancelling it cancels every load started through this session.
    public let progress: Progress
    private let views = Locked([ObjectIdentifier: ItemProvider]())
    /// The loads started through this session, cancelled with ``progress``.
    private let loads: Locked<[Progress]>

    /// Creates the destination app's view of a drag.
    public init(drag: DragSession, destinationApp: AppIdentity) {
        self.drag = drag
        self.destinationApp = destinationApp
        self.accessContext = destinationApp.accessContext(toProvidersOf: drag.sourceApp)
        let loads = Locked([Progress]())
        let progress = TreeProgress(totalUnitCount: 0)
        progress.cancellationHandler = {
            let started = loads.withLock { $0 }
            ProgressTree.change { started.forEach { $0.cancel() } }
        }
        self.loads = loads
        self.progress = progress
    }

    /// Whether the drag started in the destination app itself.
    public var isLocal: Bool { accessContext == .ownProcess }

    /// The drag itself when it started in this app (for its `localContext`); nil for a drag from another app.
    public var localDragSession: DragSession? { isLocal ? drag : nil }

    /// Whether the destination may move the items: only within the source app, as in UIKit.
    public var allowsMoveOperation: Bool { isLocal }

    /// The items as the destination app sees them, in drag order.
    ///
    /// For another app each provider is a view with only the visible representations, made once per provider
    /// and kept, and the local object is dropped.
    public var items: [DragItem] {
        let dragged = drag.items
        guard !isLocal else { return dragged }
        return views.withLock { views in
            dragged.map { item in
                let key = ObjectIdentifier(item.itemProvider)
                let view = views[key] ?? item.itemProvider.view(for: accessContext)
                views[key] = view
                return DragItem(itemProvider: view, localObject: nil)
            }
        }
    }

    /// Whether any item has a representation conforming to one of the type identifiers.
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// Whether any item can load a value of `aClass`.
    public func canLoadObjects(ofClass aClass: any ItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    /// Loads a value of `aClass` from every item that can make one.
    ///
    /// The completion runs once, on `ItemProvider.completionQueue`, when every load has finished,
    /// with the values in item order whatever order the loads finished in; items that cannot make the class or
    /// whose load failed are left out. The returned progress covers all the loads (one unit per item) and is a
    /// child of ``progress``; cancelling either cancels the loads.
    @discardableResult
    public func loadObjects<Object: ItemProviderReading>(
        ofClass aClass: Object.Type, completion: @escaping @Sendable ([Object]) -> Void
    ) -> Progress {
        let loadable = items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }
        let overall = TreeProgress(totalUnitCount: Int64(loadable.count), parent: Progress.current())
        track(overall, units: Int64(loadable.count))
        guard !loadable.isEmpty else {
            ItemProvider.completionQueue.async { completion([]) }
            return overall
        }
        let results = Locked((values: [Object?](repeating: nil, count: loadable.count), remaining: loadable.count))
        var children: [Progress] = []
        for (index, item) in loadable.enumerated() {
            let child = item.itemProvider.loadObject(ofClass: aClass) { value, _ in
                let finished: [Object]? = results.withLock { state in
                    state.values[index] = value
                    state.remaining -= 1
                    return state.remaining == 0 ? state.values.compactMap { $0 } : nil
                }
                if let finished { completion(finished) }
            }
            overall.addChild(child, withPendingUnitCount: 1)
            children.append(child)
        }
        let loads = children
        overall.cancellationHandler = { ProgressTree.change { loads.forEach { $0.cancel() } } }
        return overall
    }

    /// Adds a load's progress under ``progress`` so that cancelling the session cancels it; a load added after
    /// the session was cancelled is cancelled at once.
    package func track(_ load: Progress, units: Int64 = 1) {
        loads.withLock { $0.append(load) }
        ProgressTree.change {
            progress.totalUnitCount += units
            progress.addChild(load, withPendingUnitCount: units)
            if progress.isCancelled { load.cancel() }
        }
    }
}
