extension BoardXMLImporter: RecognizingImporter {
    public var recognizableTypes: [UTType] { [.cardportBoardXML] }

    /// Markup whose root element is `board` in Cardport's namespace (``BoardXMLFormat/namespace``), also after
    /// a line or two of text: certain.
    public func recognize(_ probe: PayloadProbe) -> Recognition? {
        guard let root = probe.xmlRoot, root.name == "board", root.startTag.contains(BoardXMLFormat.namespace) else {
            return nil
        }
        return Recognition(.cardportBoardXML, .certain, evidence: "its root element is <board> in Cardport's namespace" + root.textBeforeIt)
    }
}
