extension FocalboardImporter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.focalboardArchive, .focalboardBoard] }

    /// The archive in a zip archive; the board's JSON lines in a payload that starts as JSON.
    public func recognizableTypes(in form: UTType) -> [UTType] {
        form == .zip ? [.focalboardArchive] : form == .json ? [.focalboardBoard] : []
    }

    /// A zip archive holding a `version.json` and `…/board.jsonl` files (certain), or JSON lines whose first
    /// line is a Focalboard board or an archive header followed by a block (``looksLikeBoardLines(_:)``;
    /// likely).
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        if probe.form == .zip {
            guard let paths = probe.zipEntryPaths, paths.contains("version.json"),
                paths.contains(where: { $0.hasSuffix("/board.jsonl") })
            else { return nil }
            return Recognition(
                .focalboardArchive, .certain,
                evidence: "the zip archive holds a version.json and board.jsonl files, as a Focalboard archive does")
        }
        guard probe.form == .json, Self.looksLikeBoardLines(probe.utf8Data) else { return nil }
        return Recognition(.focalboardBoard, .likely, evidence: "its first line is a Focalboard board or archive header")
    }
}
