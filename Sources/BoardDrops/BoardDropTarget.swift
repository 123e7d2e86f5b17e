import Locking
import Adapters
import Boards
import DragDrop
import Foundation
import ItemProviders

/// A drop destination (and drag source) over a `BoardDocument`: drops onto its lists, with the rules of
/// the README's "Drag and drop" section.
///
/// Sections are the board's lists, items its cards (archived ones counted, as in the model). In short:
/// a drag of this board's cards moves them (`DropOperation.move`, one `BoardDocument.moveCards(_:toList:at:)`
/// edit, so the source loses a card exactly when the destination gains it); a drag from another app copies
/// (`DropOperation.copy`): each item's highest-fidelity representation the adapter registry reads is loaded —
/// that one only — and imported as cards; dropped onto a card, the content joins it instead. Forbidden: archived
/// lists, lists at their card limit, payloads no adapter reads, and lists in ``listsRefusingOwnCards`` for their
/// own cards. Loads show placeholders (``displayedBoard``) until every item of the drop has settled; then the
/// loaded cards go on the board in drag order in one edit. Every drop is one undo step.
///
/// Thread safety: a reference type (views and the harness share one target) with its configuration and the
/// placeholders of drops under way behind a lock; callable from any thread. Loads finish on
/// `ItemProvider.completionQueue`, where the final edit is made.
public final class BoardDropTarget: DropDelegate, DragSourceDelegate {
    struct State {
        var listsRefusingOwnCards: Set<String> = []
        var intentPolicy: @Sendable (DropIntentRequest) -> DropIntent = BoardDropTarget.defaultIntent
        var coordinators: [DropCoordinator] = []
        var errors: [BoardDropError] = []
        var placeholderTitle = "Loading…"
        /// The conversion planned for each dragged item's provider (nil: nothing reads it), until its drag ends;
        /// the provider is kept so its identifier is not reused meanwhile.
        var plans: [ObjectIdentifier: (provider: ItemProvider, conversion: ItemProviderConversion?)] = [:]
        var lastRefusal: BoardDropRefusal?
        var warnings: [(itemIndex: Int, warning: AdapterWarning)] = []
        var attachmentStore: AttachmentStore?
        /// The files dropped cards brought that no store took (``keptFiles``), by SHA-256.
        var keptFiles: [String: Data] = [:]
    }

    /// The board the drops go on.
    public let document: BoardDocument
    /// The app the board belongs to.
    public let app: AppIdentity
    /// The adapters that turn other apps' payloads into cards.
    public let registry: AdapterRegistry
    /// Options for those imports.
    public let importOptions: ImportOptions
    let state = Locked(State())

    /// Creates a target over `document` in `app`.
    /// - Parameters:
    ///   - document: the board the drops edit and the drags read.
    ///   - app: the app the board belongs to: drags from this app are its own (moves), others' are copies.
    ///   - registry: the adapters for drops from other apps; `AdapterRegistry.standard()` by default.
    ///   - importOptions: passed to the adapters.
    public init(
        document: BoardDocument, app: AppIdentity, registry: AdapterRegistry = .standard(),
        importOptions: ImportOptions = ImportOptions()
    ) {
        self.document = document
        self.app = app
        self.registry = registry
        self.importOptions = importOptions
    }

    /// The file store of the board the target edits (`BoardSession.attachmentStore`), when it has one; nil by
    /// default.
    ///
    /// When set, an item whose payload carries files (a Cardport bundle, a Vikunja export) is read with them
    /// (`ImportOptions.carriesFiles`) and the files go into this store in the same edit as the cards, once the
    /// list has taken them (every limit checked before any file is written): make the drop where the board's lock
    /// is held, inside `BoardSession.perform(named:_:)`. A drag of a card then offers its stored files too
    /// (`CardsOffer.files`): its cover as an image and its files as `file://` URLs.
    public var attachmentStore: AttachmentStore? {
        get { state.withLock { $0.attachmentStore } }
        set { state.withLock { $0.attachmentStore = newValue } }
    }

    /// The options the adapters read dropped items with: ``importOptions``, carrying files when the target has a
    /// store to put them in or keeps them for its caller (`ImportOptions.carriesFiles`).
    var readingOptions: ImportOptions {
        var options = importOptions
        if attachmentStore != nil { options.carriesFiles = true }
        return options
    }

    /// Takes the files that cards dropped so far brought and no store took, by SHA-256: with no
    /// ``attachmentStore`` and `ImportOptions.carriesFiles` set, the cards keep their files' digests and the bytes
    /// wait here for the caller to carry into the board's store with the cards (`BoardEdit.insertCards`'s
    /// `files`). Emptied by taking them.
    public func takeKeptFiles() -> [String: Data] {
        state.withLock { state in
            defer { state.keptFiles = [:] }
            return state.keptFiles
        }
    }

    /// The ids of lists that refuse drops of their own cards (a source collection that cannot be reordered).
    public var listsRefusingOwnCards: Set<String> {
        get { state.withLock { $0.listsRefusingOwnCards } }
        set { state.withLock { $0.listsRefusingOwnCards = newValue } }
    }

    /// Chooses the intent the target proposes at each hover. By default ``defaultIntent(_:)``.
    public var intentPolicy: @Sendable (DropIntentRequest) -> DropIntent {
        get { state.withLock { $0.intentPolicy } }
        set { state.withLock { $0.intentPolicy = newValue } }
    }

    /// The default intent: `DropIntent.automatic` over a card (edges insert, the middle joins), an insertion
    /// over a list's empty space.
    @Sendable public static func defaultIntent(_ request: DropIntentRequest) -> DropIntent {
        request.location.row == nil ? .insertAtDestinationIndexPath : .automatic
    }

    /// What the drops so far could not carry (the adapters' warnings, labels the board does not have), with the
    /// dropped item's position (0-based), oldest first.
    public var warnings: [(itemIndex: Int, warning: AdapterWarning)] { state.withLock { $0.warnings } }

    /// What went wrong in drops so far (failed loads, imports, edits), oldest first.
    public var errors: [BoardDropError] { state.withLock { $0.errors } }

    /// The board as a view shows it: the document's board with the placeholders of drops still loading, as
    /// cards titled "Loading…" whose ids start with `placeholder-`.
    public var displayedBoard: Board {
        var board = document.board
        let active = state.withLock { $0.coordinators }.flatMap(\.activePlaceholders)
        for (offset, context) in active.enumerated() {
            let path = context.placeholder.insertionIndexPath
            guard board.lists.indices.contains(path.section) else { continue }
            let cards = board.lists[path.section].cards
            board.lists[path.section].cards.insert(
                Card(id: "placeholder-\(offset)", title: context.placeholder.title),
                at: min(max(path.item, 0), cards.count))
        }
        return board
    }

    /// The placeholders still shown, across all drops.
    public var activePlaceholders: [DropPlaceholderContext] {
        state.withLock { $0.coordinators }.flatMap(\.activePlaceholders)
    }

    func record(_ error: BoardDropError) {
        state.withLock { $0.errors.append(error) }
    }
}
