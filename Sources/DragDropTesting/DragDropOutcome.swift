import DragDrop
import Foundation

/// What a drag driven by ``DragDropHarness`` came to.
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

    /// Blocks until the drop's placeholders are all committed or deleted (true at once when nothing was
    /// dropped); false when `timeout` passed first.
    public func waitForPlaceholders(timeout: DispatchTimeInterval = .seconds(10)) -> Bool {
        coordinator?.waitForPlaceholders(timeout: timeout) ?? true
    }
}
