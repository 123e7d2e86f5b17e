/// The kind of the next JSON value, as ``JSONReader/peek()`` sees it from its first byte.
package enum JSONValueKind: Hashable, Sendable, CustomStringConvertible {
    case object, array, string, number, bool, null

    package var description: String {
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
