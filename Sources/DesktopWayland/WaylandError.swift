/// Why a Wayland clipboard operation or window failed.
public struct WaylandError: Error, CustomStringConvertible, Sendable {
    /// The kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// No compositor answered at `WAYLAND_DISPLAY`.
        public static let noCompositor = Code(description: "noCompositor")
        /// The compositor offers no data-control protocol (clipboard tools cannot reach its clipboard).
        public static let noDataControl = Code(description: "noDataControl")
        /// The compositor offers no windows to clients (`wl_compositor`, `wl_shm` or `xdg_wm_base` is missing).
        public static let noWindowing = Code(description: "noWindowing")
        /// The compositor offers no drag and drop (`wl_data_device_manager` is missing).
        public static let noDragAndDrop = Code(description: "noDragAndDrop")
        /// Nothing tells where other clients' windows are: no sway IPC (`SWAYSOCK`) answers.
        public static let noWindowList = Code(description: "noWindowList")
        /// The compositor offers no virtual pointer (wlroots' `zwlr_virtual_pointer_manager_v1`).
        public static let noVirtualPointer = Code(description: "noVirtualPointer")
        /// The compositor has no seat, so no clipboard.
        public static let noSeat = Code(description: "noSeat")
        /// The connection broke or the compositor reported a protocol error.
        public static let connectionLost = Code(description: "connectionLost")
        /// The selection holds nothing, or not the type asked for.
        public static let noSuchType = Code(description: "noSuchType")
        /// The selection's owner did not finish sending in time.
        public static let timeout = Code(description: "timeout")
        /// The owner sent more than the limit.
        public static let tooLarge = Code(description: "tooLarge")

        public let description: String
    }

    /// The kind of failure.
    public var code: Code
    /// What went wrong, in a sentence.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
