import Locking
import Adapters
import Boards
import DragDrop
import Foundation
import ItemProviders

extension BoardDropTarget {
    /// Takes the drop: moves or joins this app's cards at once, or loads and imports another app's items behind
    /// placeholders. See the type's rules.
    public func performDrop(with coordinator: DropCoordinator) {
        let board = document.board
        guard board.lists.indices.contains(coordinator.destination.section) else { return }
        let listID = board.lists[coordinator.destination.section].id
        if let local = localCards(in: coordinator.session) {
            dropLocal(local, listID: listID, coordinator: coordinator)
        } else {
            dropLoading(listID: listID, coordinator: coordinator)
        }
    }

    /// The card a drop joins, when the resolved intent is to drop onto a card.
    func joinedCard(_ coordinator: DropCoordinator, in board: Board) -> Card? {
        guard coordinator.proposal.intent == .insertIntoDestinationIndexPath,
            let path = coordinator.destinationIndexPath,
            board.lists.indices.contains(path.section),
            board.lists[path.section].cards.indices.contains(path.item)
        else { return nil }
        return board.lists[path.section].cards[path.item]
    }

    // MARK: - Cards of a board in this app

    /// Moves (or joins) cards dragged from a board of this app, as one edit.
    ///
    /// On this board the move is one `BoardDocument.moveCards(_:toList:at:)`: the destination index is
    /// where the first card ends up once the moved cards have left (UIKit's final index path for a reorder),
    /// clamped to the list. From another board of the app the cards are inserted here first and deleted from
    /// their board only once that succeeded.
    func dropLocal(_ local: LocalCards, listID: String, coordinator: DropCoordinator) {
        let board = document.board
        let sourceBoard = local.isSameDocument ? board : local.document.board
        // The first card of each id, found in one pass over the board however many cards are dragged.
        var cardsByID: [String: Boards.Card] = [:]
        for card in sourceBoard.lists.lazy.flatMap(\.cards) where cardsByID[card.id] == nil { cardsByID[card.id] = card }
        let cards = local.ids.compactMap { cardsByID[$0] }
        guard cards.count == local.ids.count else {
            record(BoardDropError(code: .editFailed, message: "a dragged card is no longer on its board"))
            return
        }
        do {
            if let target = joinedCard(coordinator, in: board) {
                try document.mergeCards(cards, intoCard: target.id)
                if let path = coordinator.destinationIndexPath {
                    for item in coordinator.items { coordinator.drop(item.dragItem, to: path) }
                }
                return
            }
            guard let section = board.lists.firstIndex(where: { $0.id == listID }) else { return }
            let moving = Set(local.ids)
            let staying = board.lists[section].cards.count { !(local.isSameDocument && moving.contains($0.id)) }
            let index = min(coordinator.destinationIndexPath?.item ?? staying, staying)
            if local.isSameDocument {
                try document.moveCards(local.ids, toList: listID, at: index)
            } else {
                let labels = sourceBoard.labels
                let warnings = Board.warnings(for: board.labelCarry(of: cards, from: labels), board: "the board")
                if !warnings.isEmpty { state.withLock { $0.warnings += warnings.map { (0, $0) } } }
                // The cards' stored files come along into this board's store, when both boards have one.
                var carried = cards
                if let source = local.attachmentStore, let store = attachmentStore {
                    carried = try store.carry(cards, from: source)
                }
                try document.insertCards(carried, intoList: listID, at: index, carryingLabels: labels)
                try local.document.deleteCards(local.ids)
            }
            for (offset, item) in coordinator.items.enumerated() {
                coordinator.drop(item.dragItem, to: IndexPath(item: index + offset, section: section))
            }
        } catch {
            record(BoardDropError(code: .editFailed, message: "\(error)", cause: error))
        }
    }

    // MARK: - Items loaded from their providers

    /// Loads each item's best readable representation behind a placeholder and, when all have settled, puts
    /// the cards on the board in drag order as one edit.
    func dropLoading(listID: String, coordinator: DropCoordinator) {
        let items = coordinator.items.map(\.dragItem)
        guard !items.isEmpty, case .success(let conversions) = conversions(for: items) else { return }
        let board = document.board
        let joined = joinedCard(coordinator, in: board)
        let section = coordinator.destination.section
        let start = joined == nil
            ? min(coordinator.destinationIndexPath?.item ?? board.lists[section].cards.count, board.lists[section].cards.count)
            : (coordinator.destinationIndexPath?.item ?? 0) + 1
        state.withLock { $0.coordinators.append(coordinator) }
        let title = state.withLock { $0.placeholderTitle }
        let contexts = items.enumerated().map { offset, item in
            coordinator.drop(
                item,
                toPlaceholder: DropPlaceholder(insertionIndexPath: IndexPath(item: start + offset, section: section), title: title))
        }
        let batch = LoadBatch(count: items.count)
        for (offset, item) in items.enumerated() {
            let conversion = conversions[offset]
            let progress = conversion.run(
                from: item.itemProvider, name: "drop item \(offset)", importOptions: readingOptions
            ) { outcome in
                let result = self.cards(from: outcome, plan: conversion.plan, itemIndex: offset)
                if case .failure(let failure) = result {
                    self.record(failure)
                    contexts[offset].deletePlaceholder()
                }
                guard let settled = batch.settle(offset, with: try? result.get()) else { return }
                self.commit(settled, contexts: contexts, listID: listID, index: start, joining: joined?.id,
                            coordinator: coordinator)
            }
            coordinator.session.track(progress)
            contexts[offset].showProgress(progress)
        }
    }

    /// The cards of one item's conversion with the labels their label ids refer to, or the error to record; the
    /// warnings are kept (``warnings``).
    func cards(from outcome: Result<ConversionOutcome, AdapterError>, plan: ConversionPlan, itemIndex: Int)
        -> Result<LoadedCards, BoardDropError>
    {
        LoadedCards.read(outcome, plan: plan, itemIndex: itemIndex, onto: document.board).map { loaded in
            if !loaded.warnings.isEmpty { state.withLock { $0.warnings += loaded.warnings.map { (itemIndex, $0) } } }
            return loaded.cards
        }
    }

    /// Puts every loaded item's cards on the board as one edit, replacing their placeholders; when the edit
    /// fails the placeholders are removed and nothing changes. The files the cards brought go into the
    /// ``attachmentStore`` once the list has taken the cards (or, without one, wait in ``takeKeptFiles()``).
    func commit(
        _ loaded: [LoadedCards?], contexts: [DropPlaceholderContext], listID: String, index: Int,
        joining cardID: String?, coordinator: DropCoordinator
    ) {
        let gathered = LoadedCards.gathering(loaded.compactMap { $0 })
        let cards = gathered.cards
        let committing = contexts.indices.filter { loaded[$0] != nil && contexts[$0].isActive }
        var edited = false
        let store = attachmentStore
        let files = gathered.files
        if let first = committing.first, !cards.isEmpty {
            contexts[first].commitInsertion { _ in
                do {
                    let placed = files.isEmpty ? cards : store?.located(cards) ?? cards
                    if let cardID {
                        try document.mergeCards(placed, intoCard: cardID)
                    } else {
                        let count = document.board.lists.first { $0.id == listID }?.cards.count ?? 0
                        try document.insertCards(
                            placed, intoList: listID, at: min(index, count), carryingLabels: gathered.labels)
                    }
                    if !files.isEmpty {
                        if let store {
                            do {
                                try store.keep(files, for: cards)
                            } catch {
                                // The cards name files the store refused: the edit is taken back whole.
                                _ = document.undo()
                                throw error
                            }
                        } else {
                            state.withLock { $0.keptFiles.merge(files) { first, _ in first } }
                        }
                    }
                    edited = true
                } catch {
                    record(BoardDropError(code: .editFailed, message: "\(error)", cause: error))
                }
            }
        }
        for offset in committing.dropFirst() {
            if edited { contexts[offset].commitInsertion { _ in } } else { contexts[offset].deletePlaceholder() }
        }
        contexts.forEach { $0.deletePlaceholder() }
        state.withLock { state in state.coordinators.removeAll { $0 === coordinator } }
    }
}

/// The results of one drop's loads, kept in drag order until the last one settles.
final class LoadBatch: Sendable {
    private let state: Locked<(results: [LoadedCards?], remaining: Int)>

    init(count: Int) {
        state = Locked((Array(repeating: nil, count: count), count))
    }

    /// Records item `index`'s cards (nil when it failed); returns all results once every item has settled.
    func settle(_ index: Int, with cards: LoadedCards?) -> [LoadedCards?]? {
        state.withLock { state in
            state.results[index] = cards
            state.remaining -= 1
            return state.remaining == 0 ? state.results : nil
        }
    }
}
