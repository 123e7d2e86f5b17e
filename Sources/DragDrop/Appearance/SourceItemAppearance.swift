/// How a dragged item looks where it was lifted from, during and after the drag.
///
/// UIKit leaves this to the app (a cell's `alpha`, `isHidden`, its removal on a move); Cardport states it as data
/// so a test can assert what a person sees. A drag source chooses it through
/// ``DragSourceDelegate/appearanceWhileDragging(itemAt:)`` and
/// ``DragSourceDelegate/appearance(ofItemAt:after:)``.
public enum SourceItemAppearance: String, Hashable, Sendable, CustomStringConvertible {
    /// Shown as usual (before a drag, or restored after one).
    case normal
    /// Not shown, while its preview is being dragged.
    case hidden
    /// Shown faded, on its way back after a drop that did not take it.
    case faded
    /// Gone from the source: a move took it.
    case removed

    public var description: String { rawValue }
}
