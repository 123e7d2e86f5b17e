extension TrelloImporter: RecognizingImporter {
    /// The top-level keys that only a Trello board export has, beside `lists` and `cards`.
    public static let markerKeys: Set<String> = [
        "prefs", "labelNames", "shortLink", "shortUrl", "idOrganization", "idEnterprise", "idBoardSource",
        "actions",
    ]

    public var recognizableTypes: [UTType] { [.trelloBoardExport] }

    /// A JSON object with `lists` and `cards` and at least one key only Trello's export has (``markerKeys``),
    /// and not Wekan's `_format` or `swimlanes` (Wekan's export has `actions` too): certain.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard probe.form == .json, let object = probe.jsonObject else { return nil }
        let keys = object.keys
        guard keys.contains("lists"), keys.contains("cards"), keys.contains(where: Self.markerKeys.contains),
            !keys.contains("_format"), !keys.contains("swimlanes")
        else { return nil }
        return Recognition(
            .trelloBoardExport, .certain,
            evidence: "its top-level object has lists, cards and keys only a Trello board export has")
    }
}
