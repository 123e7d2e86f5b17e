import DragDrop
import Foundation

/// A plain view beside the board's lists that takes drops through its own interaction (not a list, not a
/// table): the image well of the timestamp sample, for one. The page draws it with what it shows.
public struct ServedView: Sendable {
    /// The id the page names it by (`data-view-id`).
    public var id: String
    /// What the page writes on it while it is empty.
    public var title: String
    /// The view's drop delegate: a `DragDrop/DropInteraction` over the view's own delegate.
    public var delegate: any DropDelegate
    /// The image it shows (PNG, JPEG, GIF or WebP bytes), if any.
    public var image: @Sendable () -> Data?
    /// Waits until a performed drop's load has finished; false when it did not in time.
    public var waitForLoad: @Sendable () -> Bool

    /// Creates a plain view.
    public init(
        id: String, title: String, delegate: any DropDelegate, image: @escaping @Sendable () -> Data?,
        waitForLoad: @escaping @Sendable () -> Bool
    ) {
        self.id = id
        self.title = title
        self.delegate = delegate
        self.image = image
        self.waitForLoad = waitForLoad
    }
}
