import DragDrop
import Foundation

extension DropCoordinator {
    /// Waits, on a thread of Dispatch's, until every load of the drop has settled or `timeout` has passed, then
    /// runs `body` with whether they settled; returns at once, so a window's event thread goes on reading.
    func whenSettled(within timeout: Duration, _ body: @escaping @Sendable (Bool) -> Void) {
        let seconds = Int(timeout.components.seconds)
        DispatchQueue.global().async { [self] in
            body(waitForPlaceholders(timeout: .seconds(seconds)))
        }
    }
}
