import DragDrop

/// A window of one desktop's drag-and-drop protocol (X11's XDND in ``XdndDropWindow``, Wayland's
/// `wl_data_device` in ``WaylandDropWindow``) that takes other applications' drops for a `DropDelegate`.
///
/// Each backend only turns its protocol's messages into the calls of the drop session's one lifecycle
/// (`DropSessionLifecycle`); what a caller waits for is the same for all of them.
public protocol DesktopDropWindow: Sendable {
    /// Runs `handler` (on a global queue) after each drop has finished, taken or refused.
    func whenDropped(_ handler: @escaping @Sendable (DesktopDrop) -> Void)
    /// Runs `handler` on the window's event thread after each answer to a drag over the window, with the
    /// operation answered (`cancel` or `forbidden` for a refusal) and the types the drag offers.
    func whenAnswered(_ handler: @escaping @Sendable (DropOperation, [String]) -> Void)
    /// Closes the window.
    func close()
}

/// What happened to one drop on a ``DesktopDropWindow``.
public struct DesktopDrop: Sendable {
    /// The operation performed (`cancel` or `forbidden` when the drop was refused).
    public var operation: DropOperation
    /// The types the source offered, as MIME types.
    public var offeredTypes: [String]
    /// Whether every load finished in time.
    public var settled: Bool
}
