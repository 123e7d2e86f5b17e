import DragDrop
import Foundation

/// Drives drags in tests: `DragDriver` (in DragDrop) under the name tests use, beside the test aids of this module
/// (``SlowLoad``). Every call goes to the driver, so a test sees exactly what a program driving a drag sees.
public struct DragDropHarness: Sendable {
    /// The driver that plays each drag.
    public var driver: DragDriver

    /// The app the drag starts in.
    public var sourceApp: AppIdentity { driver.sourceApp }
    /// The source view's delegate, asked for the items of each row; nil for a drag of given items.
    public var source: (any DragSourceDelegate)? { driver.source }

    /// Creates a harness for drags from `source` in `sourceApp`.
    public init(sourceApp: AppIdentity, source: (any DragSourceDelegate)? = nil) {
        driver = DragDriver(sourceApp: sourceApp, source: source)
    }

    /// Drags the rows (and items) through the steps and drops where the last hover was; see
    /// `DragDrop/DragDriver/drag(rows:items:steps:drop:)`.
    public func drag(
        rows: [IndexPath] = [], items: [DragItem] = [], steps: [DragDropStep], drop: Bool = true
    ) -> DragDropOutcome {
        driver.drag(rows: rows, items: items, steps: steps, drop: drop)
    }

    /// Drags the rows over `locations` of one destination and drops at the last of them.
    public func drag(
        rows: [IndexPath] = [], items: [DragItem] = [], over locations: [DropLocation], of endpoint: DropEndpoint,
        drop: Bool = true
    ) -> DragDropOutcome {
        driver.drag(rows: rows, items: items, over: locations, of: endpoint, drop: drop)
    }
}
