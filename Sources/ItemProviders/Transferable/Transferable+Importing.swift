import Foundation
import UniformTypes

extension Transferable {
    /// Makes a value from `data` of `contentType`, through the first importing representation that accepts
    /// that type (one whose type `contentType` conforms to); with a nil `contentType`, every importing
    /// representation is tried in declaration order until one succeeds.
    ///
    /// Apple's `init(importing:contentType:)` for data. A file representation's importer gets a temporary file
    /// of the bytes, removed after it returns.
    /// - Throws: ``TransferError`` with ``TransferError/Code/noMatchingRepresentation`` when no representation
    ///   accepts the type, ``TransferError/Code/importFailed`` with each attempt's error when all failed.
    public init(importing data: Data, contentType: UTType?) async throws {
        self = try await Self.importValue(contentType: contentType, source: "data") { importer, type in
            switch importer {
            case .data(let load):
                return try await load(data)
            case .file(let load):
                let file = try LoadedFile.write(data, suggestedName: nil, typeIdentifier: type.identifier)
                defer { file.remove() }
                return try await load(ReceivedTransferredFile(file: file.url, isOriginalFile: false))
            }
        }
    }

    /// Makes a value from the file at `file`, of `contentType` or, when nil, of the type its extension names;
    /// when that is unknown too, every importing representation is tried in declaration order.
    ///
    /// Apple's `init(importing:contentType:)` for files. A data representation's importer gets the file's
    /// bytes. A file representation's importer gets a temporary copy, removed after it returns, or the file
    /// itself when the representation asks to open in place (``ReceivedTransferredFile/isOriginalFile`` is
    /// then true: do not remove it).
    /// - Throws: as the data variant; the file system's error when the file cannot be read.
    public init(importing file: URL, contentType: UTType?) async throws {
        let pathExtension = file.pathExtension
        let type = contentType
            ?? (pathExtension.isEmpty ? nil : UTType(filenameExtension: pathExtension).flatMap { $0.isDynamic ? nil : $0 })
        let inPlace = Self.transferEntries.reduce(into: [String: Bool]()) { found, entry in
            if let imported = entry.imported { found[imported.type.identifier] = entry.opensInPlace }
        }
        self = try await Self.importValue(contentType: type, source: file.path) { importer, accepted in
            switch importer {
            case .data(let load):
                return try await load(try Data(contentsOf: file))
            case .file(let load):
                if inPlace[accepted.identifier] == true {
                    return try await load(ReceivedTransferredFile(file: file, isOriginalFile: true))
                }
                let copy = try LoadedFile.copy(file)
                defer { copy.remove() }
                return try await load(ReceivedTransferredFile(file: copy.url, isOriginalFile: false))
            }
        }
    }

    /// Tries the importers that accept `contentType` (all of them when nil), in declaration order.
    private static func importValue(
        contentType: UTType?, source: String,
        _ attempt: (TransferRepresentationEntry<Self>.Importer, UTType) async throws -> Self
    ) async throws -> Self {
        let importers = transferEntries.compactMap(\.imported)
        let accepting = contentType.map { offered in importers.filter { offered.conforms(to: $0.type) } } ?? importers
        let name = String(describing: Self.self)
        let offered = contentType.map { [$0.identifier] } ?? []
        let importable = importers.map(\.type.identifier)
        guard !accepting.isEmpty else {
            throw TransferError(
                code: .noMatchingRepresentation,
                message: "Cannot make a \(name) from \(source): \(name) imports "
                    + (importable.isEmpty ? "nothing" : importable.joined(separator: ", "))
                    + ", the content is \(contentType?.identifier ?? "of no known type").",
                requestedType: name, offeredTypes: offered, importableTypes: importable)
        }
        var attempts: [(typeIdentifier: String, error: any Error)] = []
        for importer in accepting {
            do {
                return try await attempt(importer.importer, importer.type)
            } catch {
                if Task.isCancelled { throw error }
                attempts.append((importer.type.identifier, error))
            }
        }
        let tried = attempts.map { "\($0.typeIdentifier): \($0.error)" }.joined(separator: "; ")
        throw TransferError(
            code: .importFailed,
            message: "Cannot make a \(name) from \(source): every matching representation failed (\(tried)).",
            requestedType: name, offeredTypes: offered, importableTypes: importable, attempts: attempts)
    }
}
