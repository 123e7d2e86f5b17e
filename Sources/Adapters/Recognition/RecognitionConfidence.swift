/// How sure an adapter is that a payload is its format: a number from 0 to 100, with four named steps.
///
/// Identification names a type only from an answer of at least ``likely``; a surer answer beats a less sure one
/// whatever order the adapters were registered in.
public struct RecognitionConfidence: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// From 0 (nothing recognised) to 100.
    public var rawValue: Int

    /// Creates a confidence, clamped to 0…100.
    public init(rawValue: Int) { self.rawValue = min(100, max(0, rawValue)) }

    /// A marker only this format has: Cardport's `"format": "cardport.board"`, an `<opml>` root.
    public static let certain = RecognitionConfidence(rawValue: 100)
    /// The keys or structure this format is known by, which another format could in principle share.
    public static let likely = RecognitionConfidence(rawValue: 75)
    /// Some of the signs, or only the name or MIME type: not enough to name the type on its own.
    public static let possible = RecognitionConfidence(rawValue: 50)
    /// A faint sign.
    public static let weak = RecognitionConfidence(rawValue: 25)

    public static func < (lhs: RecognitionConfidence, rhs: RecognitionConfidence) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `certain`, `likely`, `possible`, `weak`, or the number.
    public var description: String {
        switch self {
        case .certain: "certain"
        case .likely: "likely"
        case .possible: "possible"
        case .weak: "weak"
        default: "\(rawValue)"
        }
    }
}
