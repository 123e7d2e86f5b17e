import Adapters

/// What `cardport import` did, as a sentence or as `--json`.
struct ImportSummary: Encodable {
    /// What `--into` added.
    struct Added: Encodable {
        var lists: Int
        var cards: Int
        /// The list the cards went into, with `--list`.
        var list: String?
    }

    var input: String
    var type: String
    var adapter: String?
    var board: String
    var lists: Int
    var cards: Int
    var output: String
    var added: Added?
    var warnings: [String] = []
    /// What the import could not carry, per kind.
    var losses = LossReport(ImportLosses())

    init(_ conversion: PayloadConversion, input name: String, board: Board, written: String, added: Added?) {
        input = name
        type = (conversion.importedType ?? conversion.plan.sourceType).identifier
        adapter = conversion.importerName
        self.board = board.name
        lists = board.lists.count
        cards = BoardStatistics.cardCount(board.lists)
        output = written
        self.added = added
    }

    /// One line for people.
    var sentence: String {
        let via = adapter.map { " with \"\($0)\"" } ?? ""
        if let added {
            let what = added.list.map { "\(added.cards) card\(added.cards == 1 ? "" : "s") to the list '\($0)'" }
                ?? "\(added.lists) list\(added.lists == 1 ? "" : "s") (\(added.cards) cards)"
            return "Added \(what) of \(output), read as \(type)\(via)."
        }
        return "Imported \(type)\(via): \(lists) lists, \(cards) cards → \(output)"
    }
}
