extension DeckImporter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.deckExport] }

    /// A JSON object with a Deck export's keys, or an array whose first element is a Deck board
    /// (``DeckFormat``). Likely.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard probe.form == .json else { return nil }
        if let object = probe.jsonObject {
            if DeckFormat.matches(topLevelKeys: object.keys) {
                return Recognition(
                    .deckExport, .likely,
                    evidence: "its top-level keys (boards and version, or stacks and title) are a Nextcloud Deck export's")
            }
            guard object.has("boards"), DeckFormat.looksLikeBoardsObject(probe.utf8Data) else { return nil }
            return Recognition(
                .deckExport, .likely, evidence: "its boards are Deck boards (stacks and title), as Deck's web interface exports them")
        }
        guard DeckFormat.isBoard(keys: probe.jsonFirstElementKeys) else { return nil }
        return Recognition(.deckExport, .likely, evidence: "it is an array whose first object has stacks and title, a Deck board's")
    }
}
