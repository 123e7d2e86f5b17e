extension TaigaImporter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.taigaProjectExport] }

    /// A JSON object with `user_stories` beside Taiga's project keys (``TaigaFormat``). Likely.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard probe.form == .json, let object = probe.jsonObject, TaigaFormat.matches(topLevelKeys: object.keys) else {
            return nil
        }
        return Recognition(.taigaProjectExport, .likely, evidence: "its top-level object has user_stories beside Taiga's project keys")
    }
}
