import Adapters
import Boards
import BoardDrops
import DragDrop
import Foundation

extension ServedBoard {
    // MARK: - Proposals while dragging

    /// What a drop at the pointer would do: the page draws the answer.
    ///
    /// Call on the queue. On the plain board the board session answers: the edit the drop would make — a move of
    /// this board's cards, a merge into the card under the pointer, new cards for items from elsewhere (one per
    /// item, as their payloads are read only at the drop) — is tried on a copy of the board, and a refusal
    /// comes back with the session's own reason. Items from elsewhere are planned through the adapters first;
    /// the answer names, per item, the browser type the server would load (`BrowserTypes` fidelity order), and an
    /// item nothing reads makes the drop `cancel` (not handled at all). A sample app's list, and any plain view,
    /// decide by their delegates: the drag is played up to the hover and not dropped (``play(_:at:target:board:drop:uploads:)``).
    package func proposal(_ request: BoardAPI.ProposalRequest) throws(BoardServerError) -> BoardAPI.Proposal {
        // A question changes nothing, so it is answered on the board as it is now whatever version the page
        // shows; the drop that follows is what a stale version refuses.
        checkDisk()
        let current = state.withLock { $0 }
        let board = current.document.board
        if current.target.isPlain, request.pointer.viewID == nil {
            return try sessionProposal(request.drag, at: request.pointer, on: board)
        }
        let place = try place(request.pointer, in: board)
        let played = try play(request.drag, at: place, target: current.target, board: board, drop: false)
        let effective = played.outcome.events.reversed().lazy.compactMap { event -> DropProposal? in
            if case .updated(_, proposal: _, effective: let effective) = event { return effective }
            return nil
        }.first ?? DropProposal(operation: .cancel)
        var answer = describe(effective, at: place, in: board, loads: played.loads, dragging: request.drag)
        answer.show(played.outcome.highlightAtTheLastUpdate, in: board)
        if request.drag.cardIDs != nil, !effective.operation.performsDrop {
            answer.sourceAfter = played.outcome.appearancesAfterTheDrag.map(\.rawValue)
        }
        return answer
    }

    /// How this board's cards look when the page lifts them, and after a drag of them that ends nowhere, as
    /// the drag source (the board's target, or a sample app's delegate) says for each card's row.
    package func lift(_ request: BoardAPI.LiftRequest) throws(BoardServerError) -> BoardAPI.Lift {
        checkDisk()
        let current = state.withLock { $0 }
        let board = current.document.board
        let source = current.target.delegate
        var rows: [IndexPath] = []
        // Every card's place once: a lift of many cards then costs a lookup per card, not a search of the board.
        let paths = board.indexPathsOfCards()
        for id in request.cardIDs {
            guard let path = paths[id] else {
                throw BoardServerError(.notFound, "No card \(id) on the board.")
            }
            rows.append(path)
        }
        var preview: BoardAPI.Preview?
        switch rows.first.flatMap({ source.dragPreviewParameters(forItemAt: $0) })?.visiblePath {
        case .rectangle(let width, let height)?:
            preview = BoardAPI.Preview(width: width, height: height, cornerRadius: 0)
        case .roundedRectangle(let width, let height, let radius)?:
            preview = BoardAPI.Preview(width: width, height: height, cornerRadius: radius)
        case nil: break
        }
        return BoardAPI.Lift(
            whileDragging: rows.map { source.appearanceWhileDragging(itemAt: $0).rawValue },
            afterCancel: rows.map { source.appearance(ofItemAt: $0, after: .cancel).rawValue },
            preview: preview)
    }

    /// A sample app's (or a plain view's) proposal in the page's terms, before its highlight: what it does, over
    /// which list or view, and why not.
    func describe(
        _ proposal: DropProposal, at place: Place, in board: Board, loads: [String?], dragging drag: BoardAPI.Drag
    ) -> BoardAPI.Proposal {
        let location: DropLocation
        switch place {
        case .list(let inList): location = inList
        case .view(let view):
            var answer = BoardAPI.Proposal(operation: "\(proposal.operation)", intent: "none")
            answer.viewID = view.id
            if drag.items != nil { answer.load = loads.map { $0 ?? "" } }
            if proposal.operation == .forbidden || proposal.operation == .cancel {
                answer.reason = "“\(view.title)” does not take this."
            }
            return answer
        }
        let list = board.lists[location.section]
        var answer = BoardAPI.Proposal(operation: "\(proposal.operation)", intent: "none", listID: list.id)
        if drag.items != nil { answer.load = loads.map { $0 ?? "" } }
        if proposal.operation == .forbidden { answer.reason = refusal(list, drag: drag, loads: loads) }
        return answer
    }

    /// Why a sample app's delegate forbids a drop onto `list`, in words for the person: its tutorial's rules
    /// give no reason, so the page says what it can see. (The plain board's reasons are the board session's.)
    func refusal(_ list: BoardList, drag: BoardAPI.Drag, loads: [String?]) -> String {
        if list.archived { return "“\(list.name)” is archived." }
        if drag.items != nil && loads.contains(nil) { return "Nothing Cardport reads as cards is offered here." }
        if let limit = list.cardLimit { return "“\(list.name)” holds at most \(limit) open cards." }
        return "“\(list.name)” does not take these cards."
    }

    // MARK: - Drops

    /// Drops this board's cards at the pointer: a reorder or a move across lists (or a merge into a card), as
    /// one edit, saved before the answer.
    ///
    /// On the plain board the edit is the board session's: a move before the card at the line the page drew (so
    /// a card moved down lands on the line, not one below it), or — when the person asks to merge — the cards
    /// merged into the card under the pointer (`BoardEdit.mergeCards`; they stay where they are). A sample
    /// app's delegate decides its drops by its own rules.
    /// - Throws: ``BoardServerError`` `stale` (409), `notFound`, or `refused` (422) with the session's reason.
    package func move(_ request: BoardAPI.MoveRequest) throws(BoardServerError) -> BoardAPI.EditResult {
        let current = state.withLock { $0 }
        if current.target.isPlain, request.pointer.viewID == nil {
            switch try destination(request.pointer, in: current.document.board) {
            case .insertion(let insertion):
                return try applyThroughSession(
                    [.moveCards(request.cardIDs, toList: insertion.listID, at: insertion.at)], from: request.version,
                    operation: "move")
            case .merge(let card):
                return try applyThroughSession(
                    [.mergeCards(request.cardIDs, into: card.cardID)], from: request.version, operation: "copy")
            }
        }
        return try edit(from: request.version) { state throws(BoardServerError) in
            let board = state.document.board
            let place = try place(request.pointer, in: board)
            let drag = BoardAPI.Drag(cardIDs: request.cardIDs)
            return try finishDrop(
                play(drag, at: place, target: state.target, board: board, drop: true), state: state,
                place: place, board: board, drag: drag)
        }
    }

    /// Drops items from elsewhere at the pointer, each with the representation the page uploaded: their cards
    /// are imported through the adapters and put on the board as one edit, saved before the answer. The
    /// adapters' warnings and the items that failed come back for the person.
    ///
    /// On the plain board the items are read first (the import is not part of the saved step), then the cards go
    /// through the board session as one step: inserted at the line (`BoardEdit.insertCards`) or merged into the
    /// card under the pointer (`BoardEdit.mergeImportedCards`); files no adapter reads become cards carrying
    /// them. A sample app's list, or a plain view, takes the drop through its delegate.
    /// - Throws: ``BoardServerError`` `stale` (409), `notFound`, `badRequest` (an upload that is not valid
    ///   base64), or `refused` (422) with the session's reason, or the adapters' for an item nothing reads.
    package func drop(_ request: BoardAPI.DropRequest) throws(BoardServerError) -> BoardAPI.EditResult {
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
        let current = state.withLock { $0 }
        if current.target.isPlain, request.pointer.viewID == nil {
            let destination = try destination(request.pointer, in: current.document.board)
            if case .insertion(let insertion) = destination, let files = unreadFiles(payloads) {
                return try dropUnreadFiles(files, at: insertion, from: request.version)
            }
            return try dropImported(payloads, at: destination, from: request.version)
        }
        return try edit(from: request.version) { state throws(BoardServerError) in
            let board = state.document.board
            let place = try place(request.pointer, in: board)
            return try finishDrop(
                play(drag, at: place, target: state.target, board: board, drop: true,
                     uploads: payloads.map(\.data)),
                state: state, place: place, board: board, drag: drag)
        }
    }

    /// Waits for a performed drop's loads and collects what the person should hear about.
    func finishDrop(
        _ played: PlayedDrag, state: State, place: Place, board: Board, drag: BoardAPI.Drag
    ) throws(BoardServerError) -> (operation: String?, warnings: [String]) {
        guard played.outcome.didDrop else {
            var reason = "The drop was cancelled."
            if played.outcome.operation == .forbidden, case .list(let location) = place {
                reason = refusal(board.lists[location.section], drag: drag, loads: played.loads)
            }
            throw BoardServerError(.refused, reason)
        }
        if case .view(let view) = place {
            guard view.waitForLoad() else {
                throw BoardServerError(.saveFailed, "“\(view.title)” could not load what was dropped.")
            }
            return ("\(played.outcome.operation)", [])
        }
        guard played.outcome.waitForPlaceholders(timeout: .seconds(120)) else {
            throw BoardServerError(.saveFailed, "The dropped items did not finish loading within two minutes.")
        }
        let target = state.target.board
        let warnings = target.warnings.dropFirst(played.warningsBefore).map(\.warning.description)
            + target.errors.dropFirst(played.errorsBefore).map(\.description)
        return ("\(played.outcome.operation)", warnings)
    }

    // MARK: - The drag

    /// A drag as the driver played it, with what the target had recorded before it.
    struct PlayedDrag {
        var outcome: DragDropOutcome
        /// Per offered item, the browser type the server loads from it; nil for an item nothing reads.
        var loads: [String?]
        var warningsBefore: Int
        var errorsBefore: Int
    }

    /// Where the pointer is, in the served board's terms: a place in a list, or a plain view.
    enum Place {
        case list(DropLocation)
        case view(ServedView)
    }

    /// Plays a drag over a sample app's delegate (or a plain view's), dropping it or not.
    ///
    /// Only the sample apps' views come through here: their tutorial rules are decided by their delegates, so
    /// the drag is played through the same drag driver as `cardport drop` and the outcome read back. The plain
    /// board asks the board session instead (``proposal(_:)``, ``move(_:)``, ``drop(_:)``). Items from
    /// elsewhere offer their types richest first; a representation not uploaded cannot be loaded (the delegate
    /// loads only the one it chose, which is the one the page was told to upload).
    func play(
        _ drag: BoardAPI.Drag, at place: Place?, target: ServedTarget, board: Board, drop: Bool,
        uploads: [Data] = []
    ) throws(BoardServerError) -> PlayedDrag {
        let warningsBefore = target.board.warnings.count
        let errorsBefore = target.board.errors.count
        let steps: [DragDropStep]
        switch place {
        case .list(let location)?: steps = [.hover(location, over: DropEndpoint(app: Self.app, delegate: target.delegate))]
        case .view(let view)?: steps = [.hover(DropLocation(section: 0), over: DropEndpoint(app: Self.app, delegate: view.delegate))]
        case nil: steps = []
        }
        if let cardIDs = drag.cardIDs, !cardIDs.isEmpty {
            var rows: [IndexPath] = []
            let paths = board.indexPathsOfCards()
            for id in cardIDs {
                guard let path = paths[id] else {
                    throw BoardServerError(.notFound, "No card \(id) on the board.")
                }
                rows.append(path)
            }
            let outcome = DragDriver(sourceApp: Self.app, source: target.delegate)
                .drag(rows: rows, steps: steps, drop: drop)
            return PlayedDrag(outcome: outcome, loads: [], warningsBefore: warningsBefore, errorsBefore: errorsBefore)
        }
        let offers = drag.items ?? []
        guard !offers.isEmpty else { throw BoardServerError(.badRequest, "Nothing is dragged.") }
        let offered = offeredItems(offers, uploads: uploads)
        let items = offered.map { DragItem(itemProvider: $0.provider) }
        let outcome = DragDriver(sourceApp: Self.browser).drag(items: items, steps: steps, drop: drop)
        return PlayedDrag(
            outcome: outcome, loads: offered.map(\.load), warningsBefore: warningsBefore, errorsBefore: errorsBefore)
    }

    /// The place of the page's pointer on `board`: a drop location in a list, or a plain view.
    func place(_ pointer: BoardAPI.Pointer, in board: Board) throws(BoardServerError) -> Place {
        if let viewID = pointer.viewID {
            guard let view = layout.views.first(where: { $0.id == viewID }) else {
                throw BoardServerError(.notFound, "No view \(viewID) on the page.")
            }
            return .view(view)
        }
        return .list(try location(pointer, in: board))
    }

    /// The drop location of the page's pointer on `board`.
    func location(_ pointer: BoardAPI.Pointer, in board: Board) throws(BoardServerError) -> DropLocation {
        guard let section = board.lists.firstIndex(where: { $0.id == pointer.listID }) else {
            throw BoardServerError(.notFound, "No list \(pointer.listID ?? "") on the board.")
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

    /// The index path of every card by id (the first card of an id, as `indexPath(ofCard:)` finds it), made in
    /// one pass: for a drag of many cards.
    func indexPathsOfCards() -> [String: IndexPath] {
        var paths: [String: IndexPath] = [:]
        for (section, list) in lists.enumerated() {
            for (item, card) in list.cards.enumerated() where paths[card.id] == nil {
                paths[card.id] = IndexPath(item: item, section: section)
            }
        }
        return paths
    }
}

extension BoardAPI.Proposal {
    /// Takes the destination's highlight: the gap before a card (or the end of the list), the card a drop would
    /// interact with, the whole plain view, or nothing; and the intent the page names it by.
    mutating func show(_ highlight: DropTargetHighlight, in board: Board) {
        switch highlight {
        case .none: self.highlight = "none"
        case .view: self.highlight = "view"
        case .endOfSection(let section):
            self.highlight = "end"
            intent = "insert"
            listID = board.lists[section].id
        case .row(let path):
            guard board.lists.indices.contains(path.section), board.lists[path.section].cards.indices.contains(path.item)
            else { return }
            self.highlight = "row"
            intent = "onto"
            listID = board.lists[path.section].id
            ontoCardID = board.lists[path.section].cards[path.item].id
        case .gap(let path):
            guard board.lists.indices.contains(path.section) else { return }
            let list = board.lists[path.section]
            self.highlight = "gap"
            intent = "insert"
            listID = list.id
            // The first card from the gap on that the page shows (archived cards are not drawn).
            beforeCardID = list.cards[min(path.item, list.cards.count)...].first { !$0.archived }?.id
        }
    }
}

extension DragDropOutcome {
    /// What the destination highlighted after the last hover (the drag played for a proposal is not dropped,
    /// so the harness clears the highlight after it).
    var highlightAtTheLastUpdate: DropTargetHighlight {
        var last = DropTargetHighlight.none
        var updated = false
        for event in events {
            switch event {
            case .updated: updated = true
            case .highlight(let highlight) where updated:
                last = highlight
                updated = false
            default: break
            }
        }
        return last
    }

    /// How each dragged row looks in the source once the drag ended (before any return to normal).
    var appearancesAfterTheDrag: [SourceItemAppearance] {
        var ended = false
        var seen: [SourceItemAppearance] = []
        var previous: SourceItemAppearance?
        for event in events {
            if case .dragSessionEnded = event { ended = true }
            guard ended, case .sourceAppearance(_, let appearance) = event else { continue }
            // A faded row is followed by its return to normal: that return is not a row of its own.
            if previous == .faded, appearance == .normal { previous = nil; continue }
            seen.append(appearance)
            previous = appearance
        }
        return seen
    }
}
