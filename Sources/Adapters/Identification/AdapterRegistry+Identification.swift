import Foundation

extension AdapterRegistry {
    /// What `data` is: the hint refined by the content, with the evidence.
    ///
    /// The rules, in order:
    /// 1. No hint, or `public.data`: the content decides (a zip archive by its signature `PK\3\4`, then the
    ///    sniffing rules: JSON by its first byte, XML
    ///    and HTML by the root element, Markdown by a heading or task line, else plain text).
    /// 2. `public.xml`: the root element may say more (OPML, Jira's RSS export, Cardport's board XML).
    /// 3. Then ``TypeRefiner``: `public.json` holding a Cardport board or a Trello export, and Markdown or plain
    ///    text with Obsidian Kanban front matter, become those types.
    /// 4. Any other hint is kept as it is: a declared type is trusted — unless the hint is text and the bytes
    ///    carry the magic of a format that is not text (a PDF named `notes.txt`): then the bytes decide, as
    ///    shared-mime-info's magic rules say (`TypeRegistry.guessContentType(of:fileName:)`), and
    ///    the evidence says that the name and the bytes disagree. UTF-16 and UTF-32 text (which `TextPayload`
    ///    reads) is text, whatever magic its zero bytes spell.
    ///
    /// Pure, safe from any thread; at most the first 64 KiB are looked at, except for JSON, whose top-level keys
    /// are scanned without decoding.
    /// - Parameters:
    ///   - data: the payload's bytes.
    ///   - hint: the type the payload came declared as (from `--type`, a file name, a dragged representation).
    public func identify(_ data: Data, hint: UTType?) -> Identification {
        let declared = hint == .data ? nil : hint
        var type = hint ?? .data
        var evidence: [String] = declared.map { ["declared as \($0.identifier)"] } ?? []
        if declared == nil, ZipArchive.hasZipSignature(data) {
            type = .zip
            evidence.append("the content starts with a zip archive's signature (PK\\3\\4)")
        } else if declared == nil || declared == .xml {
            let sniffed = PayloadSniffer.sniff(data)
            if declared == nil || (sniffed.type.conforms(to: .xml) && sniffed.type != .xml) {
                type = sniffed.type
                evidence.append(sniffed.evidence)
            }
        }
        if let declared, declared.conforms(to: .text), !TextPayload.isWideText(data), let magic = binaryMagic(in: data) {
            type = magic.type
            evidence.append(
                "but its bytes are \(magic.type.identifier): \(magic.explanation); the bytes decide")
        }
        let refined = TypeRefiner.refine(type, data: data)
        if refined != type {
            type = refined
            evidence.append(TypeRefiner.evidence(for: refined))
        }
        return Identification(declaredType: declared, type: type, evidence: evidence)
    }

    /// The type a magic rule of the shared registry's MIME database finds in `data`, when it is a type that is
    /// not text; nil for text, unknown bytes, or no match.
    private func binaryMagic(in data: Data) -> (type: UTType, explanation: String)? {
        let registry = TypeRegistry.shared
        let guess = registry.guessContentType(of: data.prefix(max(registry.contentSniffingLength, 4096)), fileName: nil)
        guard let match = guess.contentMatch, case .magic = match.rule, !guess.type.conforms(to: .text) else {
            return nil
        }
        return (guess.type, "the magic of \(match.mimeType)")
    }

    /// What the payload of `input` is; see ``identify(_:hint:)``.
    /// - Throws: ``AdapterError`` `unreadableInput` when it cannot be read, `limitExceeded` when it is larger
    ///   than `maximumBytes`.
    public func identify(_ input: AdapterInput, hint: UTType?, maximumBytes: Int = .max)
        throws(AdapterError) -> Identification
    {
        identify(try input.readAdapterData(maximumBytes: maximumBytes), hint: hint)
    }

    /// The types identification may turn a payload declared as `type` into, most specific first; empty when a
    /// payload of `type` is taken as it is declared.
    ///
    /// A drop target asks this before anything is loaded: an offered `public.json` can be taken when some
    /// adapter reads a Trello export or a Cardport board, which its content may turn out to be.
    public func identifiableTypes(from type: UTType) -> [UTType] {
        switch type {
        case .data:
            [.cardportBoard, .trelloBoardExport, .wekanBoardExport, .deckExport, .taigaProjectExport, .trelloCard,
             .gitHubIssuesJSON, .json, .focalboardBoard, .focalboardArchive, .vikunjaExport, .zip, .opml, .jiraIssueXML, .cardportBoardXML, .xml,
             .html, .obsidianKanban, .markdown, .todoTxt, .plainText]
        case .json:
            [.cardportBoard, .trelloBoardExport, .wekanBoardExport, .deckExport, .taigaProjectExport, .trelloCard,
             .gitHubIssuesJSON, .focalboardBoard]
        case .zip: [.focalboardArchive, .vikunjaExport]
        case .xml: [.opml, .jiraIssueXML, .cardportBoardXML]
        case .markdown: [.obsidianKanban]
        case .plainText, .utf8PlainText: [.obsidianKanban, .todoTxt]
        default: []
        }
    }
}
