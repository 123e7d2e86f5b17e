import Foundation

/// A member's key as ``JSONReader/forEachMember(_:)`` hands it to its body: the key's bytes in the input,
/// compared with string literals byte for byte, so no `String` is built for a key that is only matched.
///
/// `switch key { case "id": … }` and `key == "id"` compare the key's bytes with the literal's; a key is compared
/// with a `String` through ``string``. A key borrows the reader's bytes and is valid only inside the body it is
/// given to: keep its ``string``, never the key itself.
///
/// The type and its comparisons are `public`, though no product exports this module: Swift 6.3 does not inline
/// a `package` declaration into another module, `@inlinable` or not, and every `case` of a reader's member
/// switch was then two calls (8 % of a Trello import's instructions).
public struct JSONKey: Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key's UTF-8 bytes: in the input, in the decoded text the reader holds while the body runs, or a
    /// literal's static text; `nil` for a literal of one Unicode scalar, whose bytes are in `scalarBytes`.
    @usableFromInline let start: UnsafeRawPointer?
    /// How many bytes the key has.
    @usableFromInline let count: Int
    /// The UTF-8 bytes of a one-scalar literal, in memory order.
    @usableFromInline let scalarBytes: UInt32

    @usableFromInline
    init(start: UnsafeRawPointer?, count: Int, scalarBytes: UInt32) {
        self.start = start
        self.count = count
        self.scalarBytes = scalarBytes
    }

    /// A key whose UTF-8 bytes are `bytes`, which outlive the key.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.init(start: bytes.baseAddress.map(UnsafeRawPointer.init), count: bytes.count, scalarBytes: 0)
    }

    /// A key to compare with: `"id"` in a `case` or an `==`.
    @inlinable @inline(__always)
    public init(stringLiteral value: StaticString) {
        if value.hasPointerRepresentation {
            self.init(start: UnsafeRawPointer(value.utf8Start), count: value.utf8CodeUnitCount, scalarBytes: 0)
        } else {
            self = JSONKey(scalar: value.unicodeScalar)
        }
    }

    /// A key of one character to compare with: `"x"`.
    @inlinable
    public init(unicodeScalarLiteral value: Unicode.Scalar) {
        self.init(scalar: value)
    }

    /// A key of one Unicode scalar, its bytes kept in the key.
    @usableFromInline
    init(scalar value: Unicode.Scalar) {
        var bytes: UInt32 = 0
        var count = 0
        withUnsafeMutableBytes(of: &bytes) { memory in
            for byte in UTF8.encode(value) ?? UTF8.EncodedScalar() {
                memory[count] = byte
                count += 1
            }
        }
        self.init(start: nil, count: count, scalarBytes: bytes)
    }

    /// The key as a `String`, for keeping or showing it.
    package var string: String {
        withUTF8 { String(decoding: $0, as: UTF8.self) }
    }

    public var description: String { string }

    /// Whether two keys have the same UTF-8 bytes: a length check, then the bytes.
    /// Only the length check is inlined: most keys a `switch` tries differ in length from its case.
    @inlinable @inline(__always)
    public static func == (lhs: JSONKey, rhs: JSONKey) -> Bool {
        lhs.count == rhs.count && lhs.hasSameBytes(as: rhs)
    }

    /// Whether the key's bytes are those of `other`, which has as many.
    @usableFromInline
    func hasSameBytes(as other: JSONKey) -> Bool {
        if let start, let otherStart = other.start { return memcmp(start, otherStart, count) == 0 }
        return withUTF8 { bytes in other.withUTF8 { otherBytes in bytes.elementsEqual(otherBytes) } }
    }

    /// Matches a key in a `case`, as ``==(_:_:)`` compares them.
    @inlinable @inline(__always)
    public static func ~= (pattern: JSONKey, key: JSONKey) -> Bool {
        pattern == key
    }

    /// Calls `body` with the key's UTF-8 bytes.
    @usableFromInline
    func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if let start { return body(UnsafeRawBufferPointer(start: start, count: count)) }
        return withUnsafeBytes(of: scalarBytes) { body(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
    }
}
