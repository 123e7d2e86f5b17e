/// The kind of the next JSON value, as ``JSONReader/peek()`` sees it from its first byte.
public enum JSONValueKind: Hashable, Sendable, CustomStringConvertible {
    case object, array, string, number, bool, null

    /// The kind of value that `byte` starts, or `nil` when no value starts with it.
    @inlinable @inline(__always)
    init?(firstByte byte: UInt8) {
        switch byte {
        case UInt8(ascii: "{"): self = .object
        case UInt8(ascii: "["): self = .array
        case UInt8(ascii: "\""): self = .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): self = .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): self = .bool
        case UInt8(ascii: "n"): self = .null
        default: return nil
        }
    }

    public var description: String {
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
