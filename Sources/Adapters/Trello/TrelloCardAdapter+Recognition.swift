extension TrelloCardAdapter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.trelloCard] }

    /// One Trello card (a card's "Export JSON", the REST API's card, a card dragged out of a board): an object
    /// with its list's and board's ids beside its name, and not a board's `lists` and `cards`. Likely.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard probe.form == .json, let object = probe.jsonObject,
            object.has("idList"), object.has("idBoard"), object.has("name"), !object.has("lists"), !object.has("cards")
        else { return nil }
        return Recognition(
            .trelloCard, .likely, evidence: "its top-level object has idList and idBoard beside name, as one Trello card has")
    }
}
