import BoardDrops
import Boards
import DragDrop
import Foundation
import Locking

/// A seed app's own drop delegate and drag source over a board: the tutorial's rules decide every proposal and
/// what the person sees; a ``BoardDrops/BoardDropTarget`` makes the edits.
///
/// This is how the tutorials are built too: each app answers `dropSessionDidUpdate` with its own rules, and its
/// `performDrop` changes its data. Here the data is a board, and the one road for changing a board is the board
/// drop target, so a seed app's drops are undoable and import other apps' payloads like every other drop.
/// Safe from any thread.
public final class SeedAppTarget: DropDelegate, DragSourceDelegate {
    /// A seed app's choices: its proposal rule and how it shows a drag.
    public struct Rules: Sendable {
        /// Whether the app takes a drag at all (UIKit's `canHandle`); by default, when the board target does.
        public var canHandle: (@Sendable (DropSession) -> Bool)?
        /// The proposal at a hover.
        public var propose: @Sendable (SeedDropRequest) -> DropProposal
        /// How a dragged row looks in place while it is dragged.
        public var whileDragging: SourceItemAppearance = .normal
        /// How a dragged row looks after a drop that did not take it.
        public var afterFailedDrop: SourceItemAppearance = .normal
        /// The lifted row's preview; nil for the whole row.
        public var preview: DragPreviewParameters?
        /// Whether the source of a drag is kept in the session's `localContext` rather than in each item's
        /// `localObject` (the Trello-like board tutorial's way).
        public var sourceInLocalContext = false
        /// Whether a drop is appended to the end of its destination wherever the pointer is over it (the
        /// collections tutorial's `addModel`), and the end of the destination is what is highlighted.
        public var appendsDrops = false
        /// Whether the dragged card's preview is shown faded while the pointer is where a drop is refused (the
        /// collections tutorial's card at alpha 0.2 over its source), rather than the card fading once released.
        public var fadesPreviewWhereRefused = false

        /// Creates rules.
        public init(
            canHandle: (@Sendable (DropSession) -> Bool)? = nil,
            propose: @escaping @Sendable (SeedDropRequest) -> DropProposal,
            whileDragging: SourceItemAppearance = .normal, afterFailedDrop: SourceItemAppearance = .normal,
            preview: DragPreviewParameters? = nil, sourceInLocalContext: Bool = false, appendsDrops: Bool = false,
            fadesPreviewWhereRefused: Bool = false
        ) {
            self.canHandle = canHandle
            self.propose = propose
            self.whileDragging = whileDragging
            self.afterFailedDrop = afterFailedDrop
            self.preview = preview
            self.sourceInLocalContext = sourceInLocalContext
            self.appendsDrops = appendsDrops
            self.fadesPreviewWhereRefused = fadesPreviewWhereRefused
        }
    }

    /// The board target that makes the edits.
    public let board: BoardDropTarget
    /// The app's rules.
    public let rules: Rules
    /// The view the drags start from and land on.
    public let view: DragDropView
    /// Whether the last drop went into a row (the row interacts with the item) rather than between rows.
    private let lastDropJoined = Locked(false)

    /// Creates the app's target over a board target.
    public init(board: BoardDropTarget, rules: Rules, viewName: String) {
        self.board = board
        self.rules = rules
        self.view = DragDropView(name: viewName)
    }

    public var sourceView: DragDropView? { view }
    public var destinationView: DragDropView? { view }

    // MARK: Drop

    public func canHandle(_ session: DropSession) -> Bool {
        rules.canHandle?(session) ?? board.canHandle(session)
    }

    public func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal {
        rules.propose(request(for: session, at: location))
    }

    public func performDrop(with coordinator: DropCoordinator) {
        lastDropJoined.withLock { $0 = coordinator.proposal.intent == .insertIntoDestinationIndexPath }
        guard rules.appendsDrops else {
            board.performDrop(with: coordinator)
            return
        }
        // The app adds what is dropped after the destination's last item, wherever over it the drop was. Only
        // this app's own cards reach here (the rules that append take no other drag), so nothing loads behind
        // placeholders of this coordinator.
        board.performDrop(with: DropCoordinator(
            session: coordinator.session, items: coordinator.items,
            destination: DropLocation(section: coordinator.destination.section), destinationIndexPath: nil,
            proposal: coordinator.proposal))
    }

    /// The end of the destination when the app appends drops; else the gap or row the drop would fall into.
    public func highlight(for proposal: DropProposal, at location: DropLocation) -> DropTargetHighlight {
        guard rules.appendsDrops, proposal.operation.performsDrop else {
            return DropTargetHighlight(proposal: proposal, at: location)
        }
        return .endOfSection(location.section)
    }

    /// What the rules are told about a hover.
    func request(for session: DropSession, at location: DropLocation) -> SeedDropRequest {
        let current = board.document.board
        var references = session.items.compactMap { $0.localObject as? BoardCardReference }
        if references.isEmpty, let context = session.localDragSession?.localContext as? BoardCardReference {
            references = [context]
        }
        let sections = references.compactMap { reference in
            current.lists.firstIndex { list in list.cards.contains { $0.id == reference.cardID } }
        }
        return SeedDropRequest(
            location: location, sourceSections: session.isLocal ? sections : [], itemCount: session.items.count,
            isLocal: session.isLocal, hasActiveDrag: view.hasActiveDrag, board: current)
    }

    // MARK: Drag

    public func itemsForBeginning(_ session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        let items = board.itemsForBeginning(session, at: indexPath)
        guard rules.sourceInLocalContext else { return items }
        // The tutorial keeps the source in the session's local context, not in the item.
        session.localContext = items.first?.localObject
        return items.map { DragItem(itemProvider: $0.itemProvider, localObject: nil) }
    }

    public func dragPreviewParameters(forItemAt indexPath: IndexPath) -> DragPreviewParameters? { rules.preview }

    public func appearanceWhileDragging(itemAt indexPath: IndexPath) -> SourceItemAppearance { rules.whileDragging }

    public func appearance(ofItemAt indexPath: IndexPath, after operation: DropOperation) -> SourceItemAppearance {
        switch operation {
        // An item dropped into a row interacts with it and goes back to its own row (the sectioned tutorial's
        // `coordinator.drop(item, toRowAt: sourceIndexPath)`); only a drop between rows takes it away.
        case .move: lastDropJoined.withLock { $0 } ? .normal : .removed
        case .copy: .normal
        default: rules.afterFailedDrop
        }
    }
}
