/// What a conversion plan is for: cards on a board, or a payload of some type.
public enum ConversionGoal: Hashable, Sendable, CustomStringConvertible {
    /// A board (or the lists and cards to add to one): the plan ends with an importer.
    case board
    /// A payload of this type, or of a subtype of it: the plan ends with an exporter or a converter (or is
    /// empty, when an offered type already conforms).
    case type(UTType)

    /// `cards on a board`, or `a payload of TYPE`.
    public var description: String {
        switch self {
        case .board: "cards on a board"
        case .type(let type): "a payload of \(type.identifier)"
        }
    }
}
