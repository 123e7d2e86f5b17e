extension WekanImporter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.wekanBoardExport] }

    /// A JSON object with Wekan's keys (``WekanFormat``): certain, since `_format` and top-level `swimlanes`
    /// are Wekan's alone.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard probe.form == .json, let object = probe.jsonObject, WekanFormat.matches(topLevelKeys: object.keys) else {
            return nil
        }
        return Recognition(
            .wekanBoardExport, .certain,
            evidence: "its top-level object has _format or swimlanes beside lists and cards, as Wekan's export")
    }
}
