import Adapters
import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import UniformTypes

extension ServedBoard {
    // MARK: - Proposals while dragging

    /// What a drop at the pointer would do, as the board's drop target decides it: the page draws the answer.
    ///
    /// Call on the queue. The drag is played up to the hover and not dropped: this board's cards as a drag
    /// from the board itself (local, so they move), items from elsewhere as another app's (they are copied;
    /// each item's types are offered in `BrowserTypes` fidelity order, and the answer names the one the
    /// server would load).
    public func proposal(_ request: BoardAPI.ProposalRequest) throws(BoardServerError) -> BoardAPI.Proposal {
        // A question changes nothing, so it is answered on the board as it is now whatever version the page
        // shows; the drop that follows is what a stale version refuses.
        checkDisk()
        let current = state.withLock { $0 }
        let board = current.document.board
        let location = try location(request.pointer, in: board)
        let played = try play(request.drag, at: location, target: current.target, board: board, drop: false)
        let effective = played.outcome.events.reversed().lazy.compactMap { event -> DropProposal? in
            if case .updated(_, proposal: _, effective: let effective) = event { return effective }
            return nil
        }.first ?? DropProposal(operation: .cancel)
        return describe(effective, at: location, in: board, loads: played.loads, dragging: request.drag)
    }

    /// The proposal in the page's terms: where the drop lands (before which card, or onto which), and why not.
    func describe(
        _ proposal: DropProposal, at location: DropLocation, in board: Board, loads: [String?], dragging drag: BoardAPI.Drag
    ) -> BoardAPI.Proposal {
        let list = board.lists[location.section]
        var answer = BoardAPI.Proposal(operation: "\(proposal.operation)", intent: "none", listID: list.id)
        if drag.items != nil { answer.load = loads.map { $0 ?? "" } }
        guard proposal.operation.performsDrop else {
            if proposal.operation == .forbidden { answer.reason = refusal(list, drag: drag, loads: loads) }
            return answer
        }
        let (intent, path) = location.resolving(proposal.intent)
        if intent == .insertIntoDestinationIndexPath, let path, list.cards.indices.contains(path.item) {
            answer.intent = "onto"
            answer.ontoCardID = list.cards[path.item].id
        } else {
            answer.intent = "insert"
            if let path {
                // The first card from the insertion point on that the page shows (archived cards are not drawn).
                answer.beforeCardID = list.cards[min(path.item, list.cards.count)...].first { !$0.archived }?.id
            }
        }
        return answer
    }

    /// Why the target forbids a drop onto `list`, in words for the person.
    func refusal(_ list: BoardList, drag: BoardAPI.Drag, loads: [String?]) -> String {
        if list.archived { return "“\(list.name)” is archived." }
        if drag.items != nil && loads.contains(nil) { return "Nothing Cardport reads as cards is offered here." }
        if let limit = list.cardLimit { return "“\(list.name)” holds at most \(limit) open cards." }
        return "“\(list.name)” does not take these cards."
    }

    // MARK: - Drops

    /// Drops this board's cards at the pointer: a reorder or a move across lists (or onto a card), as one edit,
    /// saved before the answer.
    /// - Throws: ``BoardServerError`` `stale` (409), `notFound`, or `refused` (422) when the target forbids it.
    public func move(_ request: BoardAPI.MoveRequest) throws(BoardServerError) -> BoardAPI.EditResult {
        try edit(from: request.version) { state throws(BoardServerError) in
            let board = state.document.board
            let location = try location(request.pointer, in: board)
            let drag = BoardAPI.Drag(cardIDs: request.cardIDs)
            return try finishDrop(
                play(drag, at: location, target: state.target, board: board, drop: true), state: state,
                location: location, board: board, drag: drag)
        }
    }

    /// Drops items from elsewhere at the pointer, each with the representation the page uploaded: their cards
    /// are imported through the adapters and put on the board as one edit, saved before the answer. The
    /// adapters' warnings and the items that failed come back for the person.
    /// - Throws: ``BoardServerError`` `stale` (409), `notFound`, `badRequest` (an upload that is not valid
    ///   base64), or `refused` (422).
    public func drop(_ request: BoardAPI.DropRequest) throws(BoardServerError) -> BoardAPI.EditResult {
        var payloads: [(offer: BoardAPI.OfferedItem, data: Data)] = []
        for (index, item) in request.items.enumerated() {
            var data: Data
            if let base64 = item.base64 {
                guard let decoded = Data(base64Encoded: base64) else {
                    throw BoardServerError(.badRequest, "Item \(index + 1) is not valid base64.")
                }
                data = decoded
            } else {
                data = Data((item.type.lowercased() == "text/uri-list"
                    ? BrowserTypes.uriListText(item.text ?? "") : item.text ?? "").utf8)
            }
            payloads.append((BoardAPI.OfferedItem(types: [item.type], file: item.base64 != nil, name: item.name), data))
        }
        let drag = BoardAPI.Drag(items: payloads.map(\.offer))
        return try edit(from: request.version) { state throws(BoardServerError) in
            let board = state.document.board
            let location = try location(request.pointer, in: board)
            return try finishDrop(
                play(drag, at: location, target: state.target, board: board, drop: true,
                     uploads: payloads.map(\.data)),
                state: state, location: location, board: board, drag: drag)
        }
    }

    /// Waits for a performed drop's loads and collects what the person should hear about.
    func finishDrop(
        _ played: PlayedDrag, state: State, location: DropLocation, board: Board, drag: BoardAPI.Drag
    ) throws(BoardServerError) -> (operation: String?, warnings: [String]) {
        guard played.outcome.didDrop else {
            let reason = played.outcome.operation == .forbidden
                ? refusal(board.lists[location.section], drag: drag, loads: played.loads)
                : "The drop was cancelled."
            throw BoardServerError(.refused, reason)
        }
        guard played.outcome.waitForPlaceholders(timeout: .seconds(120)) else {
            throw BoardServerError(.saveFailed, "The dropped items did not finish loading within two minutes.")
        }
        let warnings = state.target.warnings.dropFirst(played.warningsBefore).map(\.warning.description)
            + state.target.errors.dropFirst(played.errorsBefore).map(\.description)
        return ("\(played.outcome.operation)", warnings)
    }

    // MARK: - The drag

    /// A drag as the harness played it, with what the target had recorded before it.
    struct PlayedDrag {
        var outcome: DragDropOutcome
        /// Per offered item, the browser type the server loads from it; nil for an item nothing reads.
        var loads: [String?]
        var warningsBefore: Int
        var errorsBefore: Int
    }

    /// Plays a drag over the board's drop target, dropping it or not.
    ///
    /// The one place the served board performs drops: everything the page does with a drag comes through
    /// here, to the same `BoardDropTarget` and harness as `cardport drop`. Items from elsewhere
    /// offer their types richest first; a representation not uploaded cannot be loaded (the target loads only
    /// the one it chose, which is the one the page was told to upload).
    func play(
        _ drag: BoardAPI.Drag, at location: DropLocation, target: BoardDropTarget, board: Board, drop: Bool,
        uploads: [Data] = []
    ) throws(BoardServerError) -> PlayedDrag {
        let warningsBefore = target.warnings.count
        let errorsBefore = target.errors.count
        let endpoint = DropEndpoint(app: Self.app, delegate: target)
        if let cardIDs = drag.cardIDs, !cardIDs.isEmpty {
            var rows: [IndexPath] = []
            for id in cardIDs {
                guard let path = board.indexPath(ofCard: id) else {
                    throw BoardServerError(.notFound, "No card \(id) on the board.")
                }
                rows.append(path)
            }
            let outcome = DragDropHarness(sourceApp: Self.app, source: target)
                .drag(rows: rows, over: [location], of: endpoint, drop: drop)
            return PlayedDrag(outcome: outcome, loads: [], warningsBefore: warningsBefore, errorsBefore: errorsBefore)
        }
        let offers = drag.items ?? []
        guard !offers.isEmpty else { throw BoardServerError(.badRequest, "Nothing is dragged.") }
        var items: [DragItem] = []
        var loads: [String?] = []
        for (index, offer) in offers.enumerated() {
            let provider = ItemProvider()
            if index < uploads.count, offer.file == true {
                // A file's bytes are here: identified as `import` would, most specific type first.
                let data = uploads[index]
                for type in BrowserTypes.identify(data, mimeType: offer.types.first ?? "", name: offer.name, registry: registry) {
                    provider.registerDataRepresentation(for: type) { completion in
                        completion(data, nil)
                        return nil
                    }
                }
                loads.append(offer.types.first ?? "")
            } else if offer.file == true && index >= uploads.count {
                // A file while hovering: its bytes (and often its type) are not known until the drop, when they
                // are identified; the proposal assumes it can be read.
                provider.registerDataRepresentation(for: .utf8PlainText) { completion in
                    completion(nil, BoardServerError(.badRequest, "The file was not uploaded."))
                    return nil
                }
                loads.append(offer.types.first ?? "")
            } else {
                let ordered = BrowserTypes.fidelityOrder(offer.types)
                for browserType in ordered {
                    let upload = index < uploads.count && offer.types.first == browserType ? uploads[index] : nil
                    provider.registerDataRepresentation(for: BrowserTypes.uniformType(browserType)) { completion in
                        if let upload {
                            completion(upload, nil)
                        } else {
                            completion(nil, BoardServerError(.badRequest, "\(browserType) was not uploaded."))
                        }
                        return nil
                    }
                }
                loads.append(index < uploads.count
                    ? offer.types.first : BrowserTypes.chosenType(offering: offer.types, registry: registry))
            }
            items.append(DragItem(itemProvider: provider))
        }
        let outcome = DragDropHarness(sourceApp: Self.browser).drag(items: items, over: [location], of: endpoint, drop: drop)
        return PlayedDrag(outcome: outcome, loads: loads, warningsBefore: warningsBefore, errorsBefore: errorsBefore)
    }

    /// The drop location of the page's pointer on `board`.
    func location(_ pointer: BoardAPI.Pointer, in board: Board) throws(BoardServerError) -> DropLocation {
        guard let section = board.lists.firstIndex(where: { $0.id == pointer.listID }) else {
            throw BoardServerError(.notFound, "No list \(pointer.listID) on the board.")
        }
        guard let cardID = pointer.cardID else { return DropLocation(section: section, row: nil) }
        guard let row = board.lists[section].cards.firstIndex(where: { $0.id == cardID }) else {
            throw BoardServerError(.notFound, "No card \(cardID) in that list.")
        }
        return DropLocation(section: section, row: row, fractionInRow: pointer.fraction ?? 0.5)
    }
}

extension Board {
    /// The index path (list, card) of the card with `id`.
    func indexPath(ofCard id: String) -> IndexPath? {
        for (section, list) in lists.enumerated() {
            if let item = list.cards.firstIndex(where: { $0.id == id }) { return IndexPath(item: item, section: section) }
        }
        return nil
    }
}
