import Foundation

/// What a drag driven by ``DragDriver`` came to.
public struct DragDropOutcome: Sendable {
    /// What the drop did: `copy` or `move` when it was performed; `cancel` or `forbidden` when not (the
    /// last effective proposal, or `cancel` when the drag never reached a destination that handles it).
    public var operation: DropOperation
    /// Every callback, in order.
    public var events: [DragDropEvent]
    /// The drag.
    public var dragSession: DragSession
    /// The coordinator of the performed drop; nil when nothing was dropped.
    public var coordinator: DropCoordinator?

    /// Whether the drop was performed.
    public var didDrop: Bool { coordinator != nil }

    /// What each placeholder of the drop shows now, in the order they were made: how far its load has come
    /// (0 to 1) and whether it is still shown. Read it while loads run to see what a person sees.
    public var placeholderProgress: [(fractionCompleted: Double, isActive: Bool)] {
        coordinator?.placeholders.map { ($0.fractionCompleted, $0.isActive) } ?? []
    }

    /// The highlights the destination showed, one per update (and `none` when the drag left or dropped).
    public var highlights: [DropTargetHighlight] {
        events.compactMap { if case .highlight(let highlight) = $0 { highlight } else { nil } }
    }

    /// How the source showed each dragged row, in order.
    public var sourceAppearances: [(IndexPath, SourceItemAppearance)] {
        events.compactMap { if case .sourceAppearance(let path, let look) = $0 { (path, look) } else { nil } }
    }

    /// Blocks until the drop's placeholders are all committed or deleted (true at once when nothing was
    /// dropped); false when `timeout` passed first.
    public func waitForPlaceholders(timeout: DispatchTimeInterval = .seconds(10)) -> Bool {
        coordinator?.waitForPlaceholders(timeout: timeout) ?? true
    }
}
