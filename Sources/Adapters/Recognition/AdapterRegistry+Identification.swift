import Foundation

extension AdapterRegistry {
    /// What `data` is: the hint refined by the content, with the evidence.
    ///
    /// The rules, in order:
    /// 1. No hint, or `public.data`: the first bytes show the outer form (``PayloadProbe/form(of:)``: a zip
    ///    archive, JSON, XML, HTML, Markdown or plain text).
    /// 2. A text hint whose bytes carry the magic of a format that is not text (a PDF named `notes.txt`): the
    ///    bytes decide, as shared-mime-info's magic rules say (`TypeRegistry.guessContentType(of:fileName:)`),
    ///    and the evidence says that the name and the bytes disagree. UTF-16 and UTF-32 text (which
    ///    `TextPayload` reads) is text, whatever magic its zero bytes spell.
    /// 3. A payload whose type is still general (`public.data`, JSON, XML, a zip archive, Markdown or plain
    ///    text) is offered to every ``RecognizingImporter`` (``recognitions(of:)``), each of which answers only
    ///    for the forms its format comes in (``PayloadProbe/form``). The surest answer of at least
    ///    ``RecognitionConfidence/likely`` names the type. Two different types equally sure make the payload
    ///    ambiguous: ``Identification/candidates`` names them, and the type stays general.
    /// 4. Any other hint is kept as it is: a declared type is trusted.
    ///
    /// Deterministic, and independent of the order adapters were registered in. Pure, safe from any thread;
    /// at most the first 64 KiB are looked at, except for a JSON object, whose top-level keys are scanned
    /// without decoding its values.
    /// - Parameters:
    ///   - data: the payload's bytes.
    ///   - hint: the type the payload came declared as (from `--type`, a file name, a dragged representation).
    ///   - fileName: the name it came with, for adapters that recognise their files' extension.
    public func identify(_ data: Data, hint: UTType?, fileName: String? = nil) -> Identification {
        let declared = hint == .data ? nil : hint
        // One probe for every question asked of the content: its text is decoded once.
        let probe = PayloadProbe(data: data, form: declared, declaredType: declared, fileName: fileName)
        var type = probe.form
        var evidence: [String] = declared.map { ["declared as \($0.identifier)"] } ?? [probe.sniffedForm.evidence]
        if let declared, declared.conforms(to: .text), !TextPayload.isWideText(data), let magic = binaryMagic(in: data) {
            type = magic.type
            evidence.append("but its bytes are \(magic.type.identifier): \(magic.explanation); the bytes decide")
        }
        var candidates: [Recognition] = []
        if Self.generalTypes.contains(type) {
            let best = Self.surest(recognitions(of: probe).filter { $0.confidence >= .likely })
            if best.count == 1, let answer = best.first {
                type = answer.type
                evidence.append("the \(answer.adapterName) adapter recognises it: \(answer.evidence)")
            } else if best.count > 1 {
                candidates = best
            }
        }
        return Identification(declaredType: declared, type: type, evidence: evidence, candidates: candidates)
    }

    /// The general types identification asks the adapters about: what a payload is when only its outer form
    /// is known.
    static let generalTypes: Set<UTType> = [.data, .json, .xml, .zip, .text, .plainText, .utf8PlainText, .markdown]

    /// The answers that tie for surest, one per type; empty for none.
    private static func surest(_ sorted: [Recognition]) -> [Recognition] {
        guard let top = sorted.first?.confidence else { return [] }
        var seen: Set<UTType> = []
        return sorted.prefix { $0.confidence == top }.filter { seen.insert($0.type).inserted }
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

    /// What the payload of `input` is; see ``identify(_:hint:fileName:)``. A file's name goes with it.
    /// - Throws: ``AdapterError`` `unreadableInput` when it cannot be read, `limitExceeded` when it is larger
    ///   than `maximumBytes`.
    public func identify(_ input: AdapterInput, hint: UTType?, maximumBytes: Int = .max)
        throws(AdapterError) -> Identification
    {
        identify(try input.readAdapterData(maximumBytes: maximumBytes), hint: hint, fileName: input.fileName)
    }

    /// The types identification may turn a payload declared as `type` into, most specific first; empty when a
    /// payload of `type` is taken as it is declared.
    ///
    /// A drop target asks this before anything is loaded: an offered `public.json` can be taken when some
    /// adapter reads a Trello export or a Cardport board, which its content may turn out to be. The types are
    /// those the registered ``RecognizingImporter``s may answer for that form
    /// (``RecognizingImporter/recognizableTypes(in:)``), sorted by identifier so that the answer does not depend
    /// on the order of registration; for `public.data`, all they may answer, then the general forms themselves.
    public func identifiableTypes(from type: UTType) -> [UTType] {
        guard Self.generalTypes.contains(type) else { return [] }
        let recognizers = importers.compactMap { $0 as? any RecognizingImporter }
        let found = recognizers.flatMap { type == .data ? $0.recognizableTypes : $0.recognizableTypes(in: type) }
        var types = Set(found).sorted { $0.identifier < $1.identifier }
        if type == .data { types += [.json, .zip, .xml, .html, .markdown, .plainText] }
        return types
    }
}
