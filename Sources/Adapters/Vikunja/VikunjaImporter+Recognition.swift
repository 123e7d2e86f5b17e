extension VikunjaImporter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.vikunjaExport] }

    /// A zip archive holding a `data.json` and a `VERSION` at the top, as Vikunja's export does: certain.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard probe.form == .zip, let paths = probe.zipEntryPaths, paths.contains("data.json"), paths.contains("VERSION")
        else { return nil }
        return Recognition(.vikunjaExport, .certain, evidence: "the zip archive holds a data.json and a VERSION, as a Vikunja export does")
    }
}
