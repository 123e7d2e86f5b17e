import Foundation

/// Drives a drag from a source to a drop, with no device and no UI, calling delegates as UIKit would: how a
/// program with no pointer (the command line's `drop` and `move`, the web board) runs a drop session over item
/// providers or a source's rows. Tests use it through `DragDropTesting`'s `DragDropHarness`.
///
/// ``drag(rows:items:steps:drop:)`` begins the drag (asking the source for the items of each row), plays the
/// steps (hovering over destinations, each answering a proposal; adding items), drops if asked and the last
/// effective proposal is a copy or a move, and ends the drag at the source and at the destination. Each
/// ``DropEndpoint`` in a step may be in the source app or another app; the destination sees the drag through a
/// ``DropSession`` for its app. Every callback is recorded in order in the outcome.
///
/// The rules applied, as UIKit's: a destination whose ``DropDelegate/canHandle(_:)`` says false gets no more
/// calls and counts as `cancel`; a proposed move where the session does not allow moving is applied as
/// `cancel`; `automatic` is resolved by the fraction inside the row (``DropLocation/resolving(_:)``); the source
/// learns the operation that happened. All calls run on the caller's thread; loads the destination starts
/// finish later, on `ItemProviders/ItemProvider/completionQueue` (wait with
/// ``DragDropOutcome/waitForPlaceholders(timeout:)``).
public struct DragDriver: Sendable {
    /// The app the drag starts in.
    public var sourceApp: AppIdentity
    /// The source view's delegate, asked for the items of each row; nil for a drag of given items.
    public var source: (any DragSourceDelegate)?

    /// Creates a driver for drags from `source` in `sourceApp`.
    public init(sourceApp: AppIdentity, source: (any DragSourceDelegate)? = nil) {
        self.sourceApp = sourceApp
        self.source = source
    }

    /// Drags the rows (and items) through the steps and drops where the last hover was.
    /// - Parameters:
    ///   - rows: source rows to begin with; the source delegate makes their items.
    ///   - items: items to drag as they are, after the rows' items.
    ///   - steps: hovers and additions, in order.
    ///   - drop: whether the user lets go over the last destination (false: the drag is cancelled).
    public func drag(
        rows: [IndexPath] = [], items: [DragItem] = [], steps: [DragDropStep], drop: Bool = true
    ) -> DragDropOutcome {
        var run = Run(driver: self)
        run.begin(rows: rows, items: items)
        for step in steps { run.play(step) }
        return run.finish(drop: drop)
    }

    /// Drags the rows over `locations` of one destination and drops at the last of them.
    public func drag(
        rows: [IndexPath] = [], items: [DragItem] = [], over locations: [DropLocation], of endpoint: DropEndpoint,
        drop: Bool = true
    ) -> DragDropOutcome {
        drag(rows: rows, items: items, steps: locations.map { .hover($0, over: endpoint) }, drop: drop)
    }
}

extension DragDriver {
    /// The state of one drag while the driver plays it: the source's side here, the destination's in a
    /// ``DropSessionLifecycle`` for each destination the drag reaches.
    struct Run {
        let driver: DragDriver
        let session: DragSession
        var events: [DragDropEvent] = []
        var sourceRows: [IndexPath?] = []
        /// The destination the pointer is over.
        var current: DropSessionLifecycle?
        /// Every destination the drag reached, told when the drag ends.
        var visited: [DropSessionLifecycle] = []

        init(driver: DragDriver) {
            self.driver = driver
            self.session = DragSession(sourceApp: driver.sourceApp)
        }

        /// How each dragged row looks in the source once the drag ended, then the source view's drag flag.
        mutating func settleSourceRows(_ source: any DragSourceDelegate, after operation: DropOperation) {
            var seen = Set<IndexPath>()
            for case let row? in sourceRows where seen.insert(row).inserted {
                let appearance = source.appearance(ofItemAt: row, after: operation)
                events.append(.sourceAppearance(row, appearance))
                // A faded row is on its way back: once it arrives it is shown as usual.
                if appearance == .faded { events.append(.sourceAppearance(row, .normal)) }
            }
            if let view = source.sourceView {
                view.hasActiveDrag = false
                events.append(.activeDrag(view: view.name, false))
            }
        }

        mutating func begin(rows: [IndexPath], items: [DragItem]) {
            if let view = driver.source?.sourceView {
                view.hasActiveDrag = true
                events.append(.activeDrag(view: view.name, true))
            }
            addRows(rows)
            session.addItems(items)
            sourceRows += items.map { _ in nil }
        }

        mutating func addRows(_ rows: [IndexPath]) {
            guard let source = driver.source else { return }
            for row in rows {
                let made = source.itemsForBeginning(session, at: row)
                events.append(.itemsForBeginning(row, count: made.count))
                if !made.isEmpty {
                    events.append(.preview(row, source.dragPreviewParameters(forItemAt: row)))
                    events.append(.sourceAppearance(row, source.appearanceWhileDragging(itemAt: row)))
                }
                session.addItems(made)
                sourceRows += made.map { _ in row }
            }
        }

        mutating func play(_ step: DragDropStep) {
            switch step {
            case .addRows(let rows): addRows(rows)
            case .addItems(let items):
                session.addItems(items)
                sourceRows += items.map { _ in nil }
            case .leave: exit()
            case .hover(let location, let target): hover(location, over: target)
            }
        }

        mutating func hover(_ location: DropLocation, over target: DropEndpoint) {
            if let current, current.endpoint.delegate !== target.delegate || current.endpoint.app != target.app { exit() }
            if current == nil {
                let reached = DropSessionLifecycle(drag: session, over: target, recording: &events)
                current = reached
                visited.append(reached)
            }
            current?.update(at: location, recording: &events)
        }

        mutating func exit() {
            current?.exit(recording: &events)
            current = nil
        }

        mutating func finish(drop: Bool) -> DragDropOutcome {
            var operation = DropOperation.cancel
            var coordinator: DropCoordinator?
            if let last = current?.last { operation = last.effective.operation == .forbidden ? .forbidden : .cancel }
            if drop, let made = current?.performDrop(sourceRows: sourceRows, recording: &events) {
                coordinator = made
                operation = made.proposal.operation
            } else {
                exit()
            }
            for destination in visited { destination.end(recording: &events) }
            driver.source?.dragSessionDidEnd(session, operation: operation)
            if let source = driver.source {
                events.append(.dragSessionEnded(operation))
                settleSourceRows(source, after: operation)
            }
            return DragDropOutcome(
                operation: operation, events: events, dragSession: session, coordinator: coordinator)
        }
    }
}
