extension OPMLImporter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.opml] }

    /// Markup whose root element is `<opml>`, also after a line or two of text: certain.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard let root = probe.xmlRoot, root.name == "opml" else { return nil }
        return Recognition(.opml, .certain, evidence: "its root element is <opml>" + root.textBeforeIt)
    }
}
