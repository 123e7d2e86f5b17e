import Foundation

/// What a plain view (not a table or collection) answers to drags over it.
///
/// Mirrors UIKit's `UIDropInteractionDelegate`: no index paths, one proposal for the whole view. Wrap it in a
/// ``DropInteraction`` to use it wherever a ``DropDelegate`` goes. Calls come on the thread that drives the drag.
public protocol DropInteractionDelegate: AnyObject, Sendable {
    /// Whether the view takes drags like this one at all (UIKit's `dropInteraction(_:canHandle:)`).
    func canHandle(_ session: DropSession) -> Bool
    /// What a drop on the view would do (UIKit's `dropInteraction(_:sessionDidUpdate:)`).
    func sessionDidUpdate(_ session: DropSession) -> DropProposal
    /// The user dropped on the view: load what it takes (UIKit's `dropInteraction(_:performDrop:)`).
    func performDrop(_ session: DropSession)
    /// The drag entered the view.
    func sessionDidEnter(_ session: DropSession)
    /// The drag left the view without dropping.
    func sessionDidExit(_ session: DropSession)
    /// The drag is over.
    func sessionDidEnd(_ session: DropSession)
}

extension DropInteractionDelegate {
    /// Does nothing.
    public func sessionDidEnter(_ session: DropSession) {}
    /// Does nothing.
    public func sessionDidExit(_ session: DropSession) {}
    /// Does nothing.
    public func sessionDidEnd(_ session: DropSession) {}
}
