import Adapters
import Boards
import BoardDrops
import Foundation
import ItemProviders

extension ServedBoard {
    // MARK: - Proposals on the plain board

    /// What a drop at `pointer` would do on the plain board, as the board session answers the edit it would
    /// make, tried on a copy of `board`.
    ///
    /// This board's cards: a move to the line, or a merge into the card under the pointer (`copy` onto it;
    /// `cancel` for a card merged into itself). Files only, at a line: new cards carrying them. Other items from
    /// elsewhere: each item's readable representation is planned through the adapters (an item nothing reads
    /// cancels the drop, which is then not handled at all), and the session is asked about one new card per item
    /// at the line, or a merge into the card; the answer's `load` names the browser type loaded from each item.
    /// - Throws: ``BoardServerError`` `notFound` for a list or card not on the board, `badRequest` for an empty
    ///   drag.
    func sessionProposal(
        _ drag: BoardAPI.Drag, at pointer: BoardAPI.Pointer, on board: Board
    ) throws(BoardServerError) -> BoardAPI.Proposal {
        let destination = try destination(pointer, in: board)
        if let cardIDs = drag.cardIDs, !cardIDs.isEmpty {
            switch destination {
            case .insertion(let insertion):
                return insertionProposal(
                    [.moveCards(cardIDs, toList: insertion.listID, at: insertion.at)], operation: "move",
                    to: insertion, on: board)
            case .merge(let target):
                return mergeProposal([.mergeCards(cardIDs, into: target.cardID)], onto: target, on: board)
            }
        }
        let offers = drag.items ?? []
        guard !offers.isEmpty else { throw BoardServerError(.badRequest, "Nothing is dragged.") }
        if case .insertion(let insertion) = destination, offers.allSatisfy({ $0.file == true }) {
            return fileProposal(offers, at: insertion, on: board)
        }
        let offered = offeredItems(offers, uploads: [])
        var answer: BoardAPI.Proposal
        if offered.contains(where: { conversion(of: $0.provider) == nil }) {
            // As UIKit's `canHandle` answering false: the drop is not handled at all.
            let listID: String = switch destination {
            case .insertion(let insertion): insertion.listID
            case .merge(let target): target.listID
            }
            answer = BoardAPI.Proposal(operation: "cancel", intent: "none", listID: listID)
        } else {
            // The payloads are read only at the drop: the rules are asked about one card per item, as for files.
            let cards = offers.indices.map { Card(id: "", title: "item \($0 + 1)") }
            switch destination {
            case .insertion(let insertion):
                answer = insertionProposal(
                    [.insertCards(cards, list: insertion.listID, at: insertion.at)], operation: "copy",
                    to: insertion, on: board)
            case .merge(let target):
                answer = mergeProposal([.mergeImportedCards(cards, into: target.cardID)], onto: target, on: board)
            }
        }
        answer.load = offered.map { $0.load ?? "" }
        return answer
    }

    /// What a merge into `target` would do, as the board session would answer `edits`: `copy` onto the card, or
    /// `forbidden` with the board's own reason (an archived list), or `cancel` for a card merged into itself.
    func mergeProposal(_ edits: [BoardEdit], onto target: MergeTarget, on board: Board) -> BoardAPI.Proposal {
        var answer = BoardAPI.Proposal(operation: "copy", intent: "onto", listID: target.listID)
        switch tryEdits(edits, on: board) {
        case .failure(let refusal):
            answer.operation = refusal.code == .sameCard ? "cancel" : "forbidden"
            answer.intent = "none"
            answer.reason = refusal.message
        case .success:
            answer.highlight = "row"
            answer.ontoCardID = target.cardID
        }
        return answer
    }

    // MARK: - Items from elsewhere

    /// Each offered item as an item provider offering its browser types in `BrowserTypes` fidelity order, with
    /// the browser type the server loads from it (nil when no adapter reads any of them).
    ///
    /// An item whose bytes are in `uploads` (at the drop) offers only them: a file identified as `import` would
    /// identify it, most specific type first; strings as the type the page uploaded. A file while hovering is
    /// not known until the drop: it is assumed readable, as text unless the browser says it is an image (which a
    /// view for images takes, and a table of strings does not). A representation not uploaded fails to load.
    func offeredItems(_ offers: [BoardAPI.OfferedItem], uploads: [Data]) -> [(provider: ItemProvider, load: String?)] {
        offers.enumerated().map { index, offer in
            let provider = ItemProvider()
            if index < uploads.count, offer.file == true {
                let data = uploads[index]
                for type in BrowserTypes.identify(data, mimeType: offer.types.first ?? "", name: offer.name, registry: registry) {
                    provider.registerDataRepresentation(for: type) { completion in
                        completion(data, nil)
                        return nil
                    }
                }
                return (provider, offer.types.first ?? "")
            }
            if offer.file == true {
                let declared = BrowserTypes.uniformType(offer.types.first ?? "")
                provider.registerDataRepresentation(for: declared.conforms(to: .image) ? declared : .utf8PlainText) { completion in
                    completion(nil, BoardServerError(.badRequest, "The file was not uploaded."))
                    return nil
                }
                return (provider, offer.types.first ?? "")
            }
            for browserType in BrowserTypes.fidelityOrder(offer.types) {
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
            return (provider, index < uploads.count
                ? offer.types.first : BrowserTypes.chosenType(offering: offer.types, registry: registry))
        }
    }

    /// The adapters' plan for what `provider` offers, or nil when nothing reads it.
    func conversion(of provider: ItemProvider) -> ItemProviderConversion? {
        try? ItemProviderConversion(offeredBy: provider, goal: .board, registry: registry)
    }

    /// Reads uploaded items into cards through the adapters, one after the other, as a board drop target reads
    /// dropped items (`LoadedCards`): the cards of every item that was read, their labels gathered, and for the
    /// person the adapters' warnings followed by the items that failed.
    /// - Throws: ``BoardServerError`` `refused` (422) naming the first item no adapter reads.
    func importItems(
        _ payloads: [(offer: BoardAPI.OfferedItem, data: Data)], onto board: Board, options: ImportOptions
    ) throws(BoardServerError) -> (cards: LoadedCards, warnings: [String]) {
        let offered = offeredItems(payloads.map(\.offer), uploads: payloads.map(\.data))
        var conversions: [ItemProviderConversion] = []
        for (index, item) in offered.enumerated() {
            guard let conversion = conversion(of: item.provider) else {
                let refusal = BoardDropRefusal.unreadableItem(index, offering: item.provider.registeredTypeIdentifiers)
                var error = BoardServerError(.refused, refusal.message)
                error.reason = refusal.reason.description
                throw error
            }
            conversions.append(conversion)
        }
        var loaded: [LoadedCards] = []
        var warnings: [String] = []
        var failures: [String] = []
        for (index, conversion) in conversions.enumerated() {
            let provider = offered[index].provider
            let outcome = Result { () throws(AdapterError) -> ConversionOutcome in
                try conversion.runAndWait(from: provider, name: "drop item \(index)", importOptions: options)
            }
            switch LoadedCards.read(outcome, plan: conversion.plan, itemIndex: index, onto: board) {
            case .success(let item):
                loaded.append(item.cards)
                warnings += item.warnings.map(\.description)
            case .failure(let failure):
                failures.append(failure.description)
            }
        }
        return (LoadedCards.gathering(loaded), warnings + failures)
    }

    /// Drops items from elsewhere on the plain board: they are read first, then their cards are put at the line
    /// (`BoardEdit.insertCards`) or merged into the card under the pointer (`BoardEdit.mergeImportedCards`)
    /// through the board session, as one step of the board's history, with the files they carry (a bundle's, an
    /// archive's) put into the board's store in that step. Items that read as no card leave the board
    /// as it is; the warnings still come back.
    /// - Throws: ``BoardServerError`` `stale` (409), `refused` (422) with the session's reason or for an item no
    ///   adapter reads, and those of ``applyThroughSession(_:named:from:operation:warnings:)``.
    func dropImported(
        _ payloads: [(offer: BoardAPI.OfferedItem, data: Data)], at destination: Destination, from version: Int
    ) throws(BoardServerError) -> BoardAPI.EditResult {
        dispatchPrecondition(condition: .onQueue(queue))
        checkDisk()
        let current = state.withLock { $0 }
        guard current.diskProblem == nil, version == current.version else { throw staleError() }
        // The board has a file store: a dropped bundle's or archive's files come along, stored in the same step.
        var options = current.target.board.importOptions
        options.carriesFiles = true
        let imported = try importItems(payloads, onto: current.document.board, options: options)
        guard !imported.cards.cards.isEmpty else { return result(operation: "copy", warnings: imported.warnings) }
        let files = imported.cards.files
        let edit: BoardEdit = switch destination {
        case .insertion(let insertion):
            .insertCards(
                imported.cards.cards, labels: imported.cards.labels, list: insertion.listID, at: insertion.at, files: files)
        case .merge(let target):
            .mergeImportedCards(imported.cards.cards, into: target.cardID, files: files)
        }
        return try applyThroughSession([edit], from: version, operation: "copy", warnings: imported.warnings)
    }
}
