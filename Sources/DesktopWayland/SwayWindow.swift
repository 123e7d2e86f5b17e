/// A client's window as sway's tree (`GET_TREE`) describes it: what `cardport drag-into` looks windows up by and
/// where it moves the pointer.
public struct SwayWindow: Sendable, Hashable {
    /// A rectangle in the compositor's layout coordinates.
    public struct Rect: Sendable, Hashable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        /// A rectangle at (`x`, `y`), `width` × `height`.
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// sway's container id (`con_id` in its criteria).
    public var id: Int
    /// The window's title.
    public var name: String?
    /// The Wayland application id (nil for an X11 window under XWayland).
    public var appID: String?
    /// The client's process id.
    public var pid: Int?
    /// Where the window's content is on the outputs (the container's `rect` plus its `window_rect`, borders and
    /// title bar left out).
    public var rect: Rect
    /// Whether the window is on a workspace an output shows now.
    public var visible: Bool

    /// A window as sway describes it.
    public init(id: Int, name: String?, appID: String?, pid: Int?, rect: Rect, visible: Bool) {
        self.id = id
        self.name = name
        self.appID = appID
        self.pid = pid
        self.rect = rect
        self.visible = visible
    }
}
