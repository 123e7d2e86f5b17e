import Foundation
import UniformTypes

/// A representation that moves a `Codable` value as JSON (or another coder's bytes) of one content type.
///
/// Mirrors Apple's `CodableRepresentation`. Apple's is generic over Combine's `TopLevelEncoder` and
/// `TopLevelDecoder`, which Linux lacks; here the encoder and decoder are Foundation's two whose output is
/// `Data` — JSON's and property lists' — configured as given.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    /// A primitive representation: no body.
    public typealias Body = Never


    public let entries: [TransferRepresentationEntry<Item>]

    /// Encodes and decodes `contentType` with a default `JSONEncoder` and `JSONDecoder`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// Encodes and decodes `contentType` with `encoder` and `decoder`. Each use copies their configuration
    /// into a coder of its own, so that concurrent loads never share one.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: JSONEncoder, decoder: JSONDecoder) {
        let encoding = JSONCoderSettings(encoder)
        let decoding = JSONCoderSettings(decoder)
        entries = [TransferRepresentationEntry(
            exported: (contentType, .data({ item in try encoding.makeEncoder().encode(item) })),
            imported: (contentType, .data({ data in try decoding.makeDecoder().decode(Item.self, from: data) })))]
    }
}

extension CodableRepresentation {
    /// Encodes and decodes `contentType` as a property list with `encoder` and `decoder`. Each use copies
    /// their output format into coders of its own, so that concurrent loads never share one.
    /// - Parameters:
    ///   - itemType: The type moved; inferred from the surrounding `Transferable`.
    ///   - contentType: The content type of the encoded bytes (`.propertyList`, `.xmlPropertyList`, a type of
    ///     the app's own).
    ///   - encoder: The encoder whose `outputFormat` the export uses.
    ///   - decoder: The decoder to mirror; a property list decoder reads either format.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: PropertyListEncoder,
                decoder: PropertyListDecoder) {
        let format = encoder.outputFormat
        entries = [TransferRepresentationEntry(
            exported: (contentType, .data({ item in
                let encoder = PropertyListEncoder()
                encoder.outputFormat = format
                return try encoder.encode(item)
            })),
            imported: (contentType, .data({ data in try PropertyListDecoder().decode(Item.self, from: data) })))]
    }
}

/// The configuration of a JSON coder, as a value that can cross threads.
struct JSONCoderSettings: Sendable {
    var outputFormatting: JSONEncoder.OutputFormatting = []
    var keyEncoding: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys
    var keyDecoding: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys

    init(_ encoder: JSONEncoder) {
        outputFormatting = encoder.outputFormatting
        keyEncoding = encoder.keyEncodingStrategy
    }

    init(_ decoder: JSONDecoder) {
        keyDecoding = decoder.keyDecodingStrategy
    }

    func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = outputFormatting
        encoder.keyEncodingStrategy = keyEncoding
        return encoder
    }

    func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = keyDecoding
        return decoder
    }
}
