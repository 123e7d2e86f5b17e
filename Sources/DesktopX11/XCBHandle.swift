internal import CXCB

/// The `xcb_connection_t` pointer, shared by the event thread and the threads that send requests.
///
/// `@unchecked Sendable` because libxcb guards every use of a connection with its own pthread mutex (its I/O
/// lock): its functions may be called from any thread at once, which is XCB's documented contract. The pointer
/// itself never changes; it is disconnected only after the event thread has stopped (see `X11Connection.close`).
struct XCBHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}
