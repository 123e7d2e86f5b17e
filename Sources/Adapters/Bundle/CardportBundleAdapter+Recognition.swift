extension CardportBundleAdapter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.cardportBundle] }

    /// A zip archive holding `board.cardport` and nothing but `files/<sha256>` beside it: certain.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard probe.form == .zip, let paths = probe.zipEntryPaths, paths.contains(Self.boardEntry),
            paths.allSatisfy({ Self.belongs($0, isDirectory: $0.hasSuffix("/")) })
        else { return nil }
        return Recognition(
            .cardportBundle, .certain,
            evidence: "the zip archive holds \(Self.boardEntry) and only \(Self.filesFolder)<sha256> files beside it, "
                + "as a Cardport bundle does")
    }
}
