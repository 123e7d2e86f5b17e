import Dispatch
import Locking
import Foundation

extension X11Connection {
    /// The X server's current time, as ICCCM asks owners to use instead of `CurrentTime`: appends nothing to a
    /// property of `window` (a window made by ``createHiddenWindow()``) and takes the time of the notification.
    ///
    /// Blocks until the notification arrives; never call it on the event thread. Returns 0 (`CurrentTime`) if
    /// the server does not answer within `timeout`.
    package func serverTime(on window: UInt32, timeout: Duration = .seconds(5)) -> UInt32 {
        let property = atom("_CARDPORT_TIMESTAMP")
        let time = Locked<UInt32?>(nil)
        let arrived = DispatchSemaphore(value: 0)
        let token = addHandler(for: window) { event in
            guard case .propertyNotify(_, let atom, let stamp, _) = event, atom == property else { return }
            let first = time.withLock { time in
                defer { if time == nil { time = stamp } }
                return time == nil
            }
            if first { arrived.signal() }
        }
        changeProperty(window, property: property, type: atom("INTEGER"), format: 32, data: Data(), append: true)
        flush()
        _ = arrived.wait(timeout: .now() + .milliseconds(Int(timeout.components.seconds * 1000)))
        removeHandler(token, window: window)
        return time.withLock { $0 } ?? 0
    }
}
