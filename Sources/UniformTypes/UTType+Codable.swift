import Foundation

/// A `UTType` encodes as its identifier, as Apple's does, so a type can sit in a `Codable` model.
///
/// Decoding looks the identifier up in ``TypeRegistry/shared`` (declared and `dyn.` identifiers alike); an
/// identifier the registry does not know is a `DecodingError.dataCorrupted` naming the coding path, never a
/// made-up type.
extension UTType: Codable {
    /// Decodes a type from its identifier.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        guard let type = UTType(identifier) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(identifier)' is not a type identifier this registry knows")
        }
        self = type
    }

    /// Encodes the type's identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
