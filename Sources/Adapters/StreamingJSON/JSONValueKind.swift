/// The kind of the next JSON value, as ``JSONReader/peek()`` sees it from its first byte.
enum JSONValueKind: Hashable, Sendable, CustomStringConvertible {
    case object, array, string, number, bool, null

    var description: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}
