/// An adapter's answer to "is this payload yours?": the type it recognises, how sure it is, and why.
///
/// A ``RecognizingImporter`` answers one from ``RecognizingImporter/recognize(_:)``; the registry fills in
/// ``adapterName`` and sorts the answers (``AdapterRegistry/recognitions(of:)``).
public struct Recognition: Hashable, Sendable, CustomStringConvertible {
    /// The type the payload is, in the adapter's view.
    public var type: UTType
    /// How sure the adapter is.
    public var confidence: RecognitionConfidence
    /// What showed it, as a phrase: `its root element is <opml>`.
    public var evidence: String
    /// The name of the adapter that answered; set by the registry.
    public var adapterName: String

    /// Creates an answer.
    /// - Parameters:
    ///   - type: The type the payload is.
    ///   - confidence: How sure the adapter is.
    ///   - evidence: What showed it, as a phrase.
    ///   - adapterName: The adapter answering; the registry sets it when it asks.
    public init(_ type: UTType, _ confidence: RecognitionConfidence, evidence: String, adapterName: String = "") {
        self.type = type
        self.confidence = confidence
        self.evidence = evidence
        self.adapterName = adapterName
    }

    /// `org.opml.opml (certain, the opml adapter: its root element is <opml>)`.
    public var description: String {
        "\(type.identifier) (\(confidence), the \(adapterName) adapter: \(evidence))"
    }
}
