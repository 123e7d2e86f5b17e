import Adapters
import Boards
import Foundation

/// One dropped item's cards, read by the adapters, and the labels their label ids refer to (those of the board
/// they were imported as): the import half of a drop from elsewhere, before anything is put on the board.
///
/// A ``BoardDropTarget`` reads each item this way once its load settles; the web board reads uploaded items this
/// way before it hands the cards to the board session (`BoardEdit.insertCards` or `.mergeImportedCards`), so a
/// payload becomes the same cards, with the same warnings, whichever road it takes.
package struct LoadedCards: Sendable {
    /// The cards, in the payload's order (every list's cards, one list after the other).
    package var cards: [Card]
    /// The labels the cards' label ids refer to.
    package var labels: [Label]
    /// The bytes of the files the cards' attachments keep, by SHA-256 (`ConversionOutcome.files`: a bundle's or an
    /// archive's), for whoever puts the cards on a board to carry into its file store; empty when the payload
    /// carried none, or was read without them (`ImportOptions.carriesFiles`).
    package var files: [String: Data]

    package init(cards: [Card], labels: [Label], files: [String: Data] = [:]) {
        self.cards = cards
        self.labels = labels
        self.files = files
    }

    /// The cards of item `itemIndex`'s conversion, with what putting them on `board` would not carry (the
    /// adapters' warnings, then labels left off or added beside one of the same name in another colour); or the
    /// error that item failed with: `loadFailed` when its representation could not be loaded, else
    /// `importFailed` with the adapter's message and its place in the payload.
    package static func read(
        _ outcome: Result<ConversionOutcome, AdapterError>, plan: ConversionPlan, itemIndex: Int, onto board: Board
    ) -> Result<(cards: LoadedCards, warnings: [AdapterWarning]), BoardDropError> {
        let type = plan.sourceType.identifier
        switch outcome {
        case .success(let outcome):
            guard let imported = outcome.board else { return .success((LoadedCards(cards: [], labels: []), [])) }
            let cards = imported.lists.flatMap(\.cards)
            let warnings = outcome.warnings
                + Board.warnings(for: board.labelCarry(of: cards, from: imported.labels), board: "the board")
            return .success((LoadedCards(cards: cards, labels: imported.labels, files: outcome.files), warnings))
        case .failure(let error) where error.code == .unreadableInput:
            return .failure(BoardDropError(
                code: .loadFailed, message: error.message, itemIndex: itemIndex, typeIdentifier: type, cause: error))
        case .failure(let error):
            // The place keeps its message (a line and column, an archive's entry), as the command line shows it.
            let message = error.location.map { "\($0): \(error.message)" } ?? error.message
            return .failure(BoardDropError(
                code: .importFailed, message: message, itemIndex: itemIndex, typeIdentifier: type, cause: error))
        }
    }

    /// Several items' cards as one fragment, in item order: their labels gathered on one scratch board, so two
    /// items' labels of one name and colour arrive as one, and two items' different labels with one id stay
    /// apart; their files together (one file per SHA-256, whichever item brought it).
    package static func gathering(_ items: [LoadedCards]) -> LoadedCards {
        var gathered = Board(id: "", name: "")
        var cards: [Card] = []
        var files: [String: Data] = [:]
        for item in items {
            var itemCards = item.cards
            gathered.carryLabels(of: &itemCards, from: item.labels)
            cards += itemCards
            files.merge(item.files) { first, _ in first }
        }
        return LoadedCards(cards: cards, labels: gathered.labels, files: files)
    }
}
