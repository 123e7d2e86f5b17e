import Foundation
import UniformTypes

extension Transferable {
    /// The value as bytes of `contentType`, through the first exporting representation (whose export
    /// condition holds) whose type conforms to it, or the first exporting representation when nil.
    ///
    /// Apple's `exported(as:)`. A file representation's file is read whole.
    /// - Throws: ``TransferError`` with ``TransferError/Code/noMatchingRepresentation`` when no representation
    ///   exports that type; the exporting closure's error as it is.
    public func exported(as contentType: UTType?) async throws -> Data {
        let (_, exporter) = try exporter(for: contentType)
        switch exporter {
        case .data(let export):
            return try await export(self)
        case .file(let export):
            return try Data(contentsOf: try await export(self).file)
        }
    }

    /// Writes the value into `destinationDirectory` as `contentType` (the first exporting representation when
    /// nil) and returns the new file, which the caller owns.
    ///
    /// Apple's `export(to:contentType:)`. The file is named after ``suggestedFilename`` when there is one,
    /// otherwise after the exported file (a file representation) or `Untitled` with the type's preferred
    /// extension (a data representation); an existing file of that name is not replaced: the name gets a
    /// number (`Untitled 2.txt`).
    /// - Throws: as ``exported(as:)``, and the file system's error when the file cannot be written.
    public func export(to destinationDirectory: URL, contentType: UTType?) async throws -> URL {
        let (type, exporter) = try exporter(for: contentType)
        let suggested = suggestedFilename
        switch exporter {
        case .data(let export):
            let data = try await export(self)
            var name = suggested ?? "Untitled"
            if let pathExtension = LoadedFile.preferredFilenameExtension(of: type.identifier),
               !name.lowercased().hasSuffix("." + pathExtension.lowercased()) {
                name += "." + pathExtension
            }
            let url = Self.freeName(name, in: destinationDirectory)
            try data.write(to: url, options: .withoutOverwriting)
            return url
        case .file(let export):
            let sent = try await export(self)
            let url = Self.freeName(suggested ?? sent.file.lastPathComponent, in: destinationDirectory)
            try FileManager.default.copyItem(at: sent.file, to: url)
            return url
        }
    }

    /// Exports the value as a file of `contentType` (the first exporting representation when nil) into a
    /// temporary directory, runs `fileHandler` with it, and removes the file when the handler returns or throws.
    ///
    /// Apple's `withExportedFile(contentType:fileHandler:)`.
    public func withExportedFile<Result>(contentType: UTType?,
                                         fileHandler: (URL) async throws -> Result) async throws -> Result {
        let directory = try LoadedFile.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try await export(to: directory, contentType: contentType)
        return try await fileHandler(file)
    }

    /// The first exporting representation (condition holding) of a type conforming to `contentType`.
    private func exporter(for contentType: UTType?)
        throws -> (type: UTType, exporter: TransferRepresentationEntry<Self>.Exporter) {
        let exporting = Self.transferEntries.filter { $0.exports(self) }.compactMap(\.exported)
        let match = contentType.map { wanted in exporting.first { $0.type.conforms(to: wanted) } } ?? exporting.first
        guard let match else {
            let name = String(describing: Self.self)
            let types = exporting.map(\.type.identifier)
            throw TransferError(
                code: .noMatchingRepresentation,
                message: "Cannot export a \(name) as \(contentType?.identifier ?? "anything"): it exports "
                    + (types.isEmpty ? "nothing" : types.joined(separator: ", ")) + ".",
                requestedType: name, offeredTypes: types)
        }
        return match
    }

    /// `name` in `directory`, or `name 2`, `name 3`, … (before the extension) when it is taken.
    static func freeName(_ name: String, in directory: URL) -> URL {
        var fileName = name.replacingOccurrences(of: "/", with: "_")
        if fileName.isEmpty || fileName == "." || fileName == ".." { fileName = "Untitled" }
        let first = directory.appendingPathComponent(fileName, isDirectory: false)
        guard FileManager.default.fileExists(atPath: first.path) else { return first }
        let base = (fileName as NSString).deletingPathExtension
        let pathExtension = (fileName as NSString).pathExtension
        var number = 2
        while true {
            let candidate = directory.appendingPathComponent(
                "\(base) \(number)" + (pathExtension.isEmpty ? "" : ".\(pathExtension)"), isDirectory: false)
            if !FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            number += 1
        }
    }
}
