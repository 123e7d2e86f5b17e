import Foundation
import UniformTypes

/// A representation that moves a value as a file of one content type, for large content.
///
/// Mirrors Apple's `FileRepresentation`. Exporting hands over a ``SentTransferredFile``; the provider copies
/// it for a receiver that does not open it in place. Importing gets a ``ReceivedTransferredFile`` that
/// exists until the importing closure returns: copy or move it inside the closure to keep it.
///
/// A data load of a file representation's type gets the file's bytes, and a file load of a data
/// representation gets a temporary file of its bytes, so either kind of importer can read either kind of
/// exporter.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    /// A primitive representation: no body.
    public typealias Body = Never


    public let entries: [TransferRepresentationEntry<Item>]

    /// Exports and imports `contentType` as a file.
    /// - Parameter contentType: the type of the file's content.
    /// - Parameter shouldAttemptToOpenInPlace: registers the exported file as openable in place (an in-place
    ///   load gets the file itself), and asks for the original file when importing from a provider that
    ///   allows it (``ReceivedTransferredFile/isOriginalFile``).
    /// - Parameter exporting: writes an item to a file and returns it.
    /// - Parameter importing: makes an item from a received file (which exists until the closure returns).
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entries = [TransferRepresentationEntry(exported: (contentType, .file(exporting)),
                                               imported: (contentType, .file(importing)),
                                               opensInPlace: shouldAttemptToOpenInPlace)]
    }

    /// Exports `exportedContentType` as a file only.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        entries = [TransferRepresentationEntry(exported: (exportedContentType, .file(exporting)), imported: nil,
                                               opensInPlace: shouldAllowToOpenInPlace)]
    }

    /// Imports any offered type that conforms to `importedContentType`, as a file, only.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entries = [TransferRepresentationEntry(exported: nil, imported: (importedContentType, .file(importing)),
                                               opensInPlace: shouldAttemptToOpenInPlace)]
    }
}

/// A file a ``FileRepresentation`` exports.
///
/// Mirrors Apple's `SentTransferredFile`.
public struct SentTransferredFile: Sendable, Hashable {
    /// The file.
    public let file: URL
    /// Whether a receiver may be handed the file itself rather than a copy. Cardport hands the original only
    /// to in-place loads of a representation declared to open in place; this is kept for Apple's signature.
    public let allowAccessingOriginalFile: Bool

    /// A file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a ``FileRepresentation`` imports.
///
/// Mirrors Apple's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable, Hashable {
    /// The file: a temporary copy removed after the importing closure returns, or the original.
    public let file: URL
    /// Whether ``file`` is the sender's original (opened in place), which the receiver must not remove.
    public let isOriginalFile: Bool

    /// A received file.
    public init(file: URL, isOriginalFile: Bool) {
        self.file = file
        self.isOriginalFile = isOriginalFile
    }
}
