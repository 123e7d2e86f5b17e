extension NativeBoardAdapter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.cardportBoard] }

    /// A JSON object whose top-level `"format"` is `"cardport.board"`: certain.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard probe.form == .json, probe.jsonObject?.strings["format"] == BoardFormat.identifier else { return nil }
        return Recognition(.cardportBoard, .certain, evidence: "its top-level \"format\" is \"\(BoardFormat.identifier)\"")
    }
}
