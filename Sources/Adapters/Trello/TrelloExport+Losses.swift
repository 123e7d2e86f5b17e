extension TrelloExport {
    /// What a Trello import may leave out, one kind per warning that reports it (``AdapterWarning/loss``).
    enum Loss {
        static let fieldValues = ImportLosses.Kind("cards with custom field values Cardport cannot read")
        static let labels = ImportLosses.Kind("card labels missing from labels[]")
        static let cardsOfMissingLists = ImportLosses.Kind("cards of lists missing from lists[]")
        static let checklists = ImportLosses.Kind("checklists of cards missing from cards[]")
        static let comments = ImportLosses.Kind("comments on missing cards or with bad dates")
        static let dates = ImportLosses.Kind("dates that are not ISO 8601")
        static let actionCap = ImportLosses.Kind(
            "action lists cut at Trello's \(TrelloImporter.actionCap)-action cap", outcome: "may miss older comments")
    }
}
