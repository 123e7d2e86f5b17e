import BoardDrops
import Boards
import DragDrop
import Foundation
import ItemProviders
import Locking
import UniformTypes

/// `drop-window`'s delegate: the board's drop target, and beside it, for a drag that offers an image and nothing
/// an adapter reads (an image dragged out of an image viewer or a browser), a card carrying that image.
///
/// Whatever the board's target takes, it takes: this delegate forwards every call to it. Only when the target
/// would refuse a drag that offers an image (`PasteCommand.imageTypes`, in that order) does it answer copy
/// itself, unless the list under the pointer refuses a card (archived, at its card limit). Its drop loads the
/// image behind a placeholder, so the window's wait for the drop's loads covers it, and leaves the bytes in
/// ``image`` for the command to store with the board session (`BoardEdit.createCardCarrying`).
final class ImageDropTarget: DropDelegate, Sendable {
    /// An image a drop brought, and the list it was dropped on.
    struct DroppedImage: Sendable {
        var data: Data
        var mimeType: String
        var section: Int
    }

    let target: BoardDropTarget
    /// The board as the window shows it, for the lists' own rules.
    let board: @Sendable () -> Board
    private let state = Locked<(takesImage: Bool, image: Result<DroppedImage, any Error>?)>((false, nil))

    init(target: BoardDropTarget, board: @escaping @Sendable () -> Board) {
        self.target = target
        self.board = board
    }

    /// The image the last drop brought (or the error loading it), taken once.
    func takeImage() -> Result<DroppedImage, any Error>? {
        state.withLock { state in
            defer { state.image = nil }
            return state.image
        }
    }

    /// The image type the drag offers, the first of `PasteCommand.imageTypes` it has.
    private static func imageType(in session: DropSession) -> UTType? {
        let offered = Set(session.items.flatMap { $0.itemProvider.registeredTypeIdentifiers })
        return PasteCommand.imageTypes.lazy.compactMap { UTType(mimeType: $0) }.first { offered.contains($0.identifier) }
    }

    func canHandle(_ session: DropSession) -> Bool {
        target.canHandle(session) || Self.imageType(in: session) != nil
    }

    func dropSessionDidEnter(_ session: DropSession) { target.dropSessionDidEnter(session) }

    func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal {
        let proposal = target.canHandle(session) ? target.dropSessionDidUpdate(session, at: location) : DropProposal(operation: .forbidden)
        var takesImage = false
        if !proposal.operation.performsDrop, session.items.count == 1, Self.imageType(in: session) != nil {
            let lists = board().lists
            if lists.indices.contains(location.section) {
                let list = lists[location.section]
                takesImage = list.refusal(incoming: 1, open: list.cards.count { !$0.archived }) == nil
            }
        }
        state.withLock { $0.takesImage = takesImage }
        return takesImage ? DropProposal(operation: .copy) : proposal
    }

    func dropSessionDidExit(_ session: DropSession) { target.dropSessionDidExit(session) }

    func performDrop(with coordinator: DropCoordinator) {
        guard state.withLock({ $0.takesImage }), let type = Self.imageType(in: coordinator.session),
              let item = coordinator.items.first
        else {
            target.performDrop(with: coordinator)
            return
        }
        let section = coordinator.destination.section
        let placeholder = coordinator.drop(
            item.dragItem, toPlaceholder: DropPlaceholder(insertionIndexPath: IndexPath(item: 0, section: section)))
        item.dragItem.itemProvider.loadDataRepresentation(registeredAs: type.identifier) { [state] data, error in
            let result: Result<DroppedImage, any Error> = data.map {
                .success(DroppedImage(data: $0, mimeType: type.preferredMIMEType ?? "image/png", section: section))
            } ?? .failure(error ?? CocoaError(.fileReadUnknown))
            state.withLock { $0.image = result }
            _ = placeholder.deletePlaceholder()
        }
    }

    func dropSessionDidEnd(_ session: DropSession) { target.dropSessionDidEnd(session) }

    var destinationView: DragDropView? { target.destinationView }

    func highlight(for proposal: DropProposal, at location: DropLocation) -> DropTargetHighlight {
        target.highlight(for: proposal, at: location)
    }
}
