import Foundation
import UniformTypes

/// A representation that moves a value as bytes of one content type.
///
/// Mirrors Apple's `DataRepresentation`. The closures run only when a load asks for this representation
/// (exporting) or picks it to make a value (importing), never at registration.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// A primitive representation: no body.
    public typealias Body = Never


    public let entries: [TransferRepresentationEntry<Item>]

    /// Exports and imports `contentType`.
    public init(contentType: UTType,
                exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        entries = [TransferRepresentationEntry(exported: (contentType, .data(exporting)),
                                               imported: (contentType, .data(importing)))]
    }

    /// Exports `exportedContentType` only.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        entries = [TransferRepresentationEntry(exported: (exportedContentType, .data(exporting)), imported: nil)]
    }

    /// Imports any offered type that conforms to `importedContentType`, only.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        entries = [TransferRepresentationEntry(exported: nil, imported: (importedContentType, .data(importing)))]
    }
}
