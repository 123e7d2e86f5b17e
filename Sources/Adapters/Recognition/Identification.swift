/// What a payload is, as ``AdapterRegistry/identify(_:hint:fileName:)`` decided it, and why.
///
/// The one answer every road into Cardport uses (`cardport import`, `convert`, `inspect`, a drop, the web board):
/// the hint a payload came with (a `--type`, a file name's extension, the type a dragged representation was
/// registered under) is refined by its content. A value, safe to pass between threads.
public struct Identification: Sendable, Hashable, CustomStringConvertible {
    /// The type the payload came declared as, nil when it came with no hint (or only `public.data`).
    public var declaredType: UTType?
    /// The most specific type the content shows: the declared type refined (`public.json` holding a Trello
    /// export is `com.trello.board-export`), or what the content looks like when nothing was declared.
    public var type: UTType
    /// What decided it, in sentences (`declared as public.json; its top-level object has lists, cards and
    /// prefs, which only a Trello board export has`).
    public var evidence: [String]
    /// When the payload is ambiguous, the recognitions that tie for best with different types (two adapters
    /// equally sure); empty otherwise. A plan for an ambiguous payload refuses to guess and names them.
    public var candidates: [Recognition]

    /// Creates an identification.
    /// - Parameters:
    ///   - declaredType: the type the payload came declared as.
    ///   - type: the most specific type its content shows.
    ///   - evidence: what decided it.
    ///   - candidates: the types that tie for best when the payload is ambiguous.
    public init(declaredType: UTType?, type: UTType, evidence: [String], candidates: [Recognition] = []) {
        self.declaredType = declaredType
        self.type = type
        self.evidence = evidence
        self.candidates = candidates
    }

    /// Whether two or more adapters are equally sure the payload is theirs, as different types.
    public var isAmbiguous: Bool { candidates.count > 1 }

    /// Whether the content refined the declared type (or named one where none was declared).
    public var isRefined: Bool { declaredType != type }

    /// The types a planner offers for the payload, most specific first: the identified type, then the declared
    /// one when the identified type refines it. When the bytes contradict the declared type (a PDF declared as
    /// text), only what the bytes are is offered.
    public var offeredTypes: [UTType] {
        guard let declaredType, declaredType != type, declaredType != .data, type.conforms(to: declaredType) else {
            return [type]
        }
        return [type, declaredType]
    }

    /// `com.trello.board-export (declared as public.json; …)`.
    public var description: String {
        "\(type.identifier) (\(evidence.joined(separator: "; ")))"
    }
}
