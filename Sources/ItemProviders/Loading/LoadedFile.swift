import Foundation
import UniformTypes

/// A file a load hands to its receiver: a temporary copy (removed after the handler returns) or, for an
/// in-place load of an open-in-place representation, the registered file itself.
struct LoadedFile: Sendable {
    /// The file.
    let url: URL
    /// Whether `url` is the registered file itself rather than a copy.
    let isInPlace: Bool
    /// The temporary directory holding a copy, removed with ``remove()``; nil for a file in place.
    let directory: URL?

    /// Removes the temporary copy, if this is one.
    func remove() {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    /// A new directory of its own under the temporary directory, for one loaded file.
    static func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("Cardport-ItemProviders", isDirectory: true)
            .appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Writes `data` to a new temporary file named from `suggestedName` (or `item`) and the preferred
    /// extension of `typeIdentifier` (unless the name ends with it already).
    static func write(_ data: Data, suggestedName: String?, typeIdentifier: String) throws -> LoadedFile {
        let directory = try makeDirectory()
        var name = (suggestedName ?? "").replacingOccurrences(of: "/", with: "_")
        if name.isEmpty || name == "." || name == ".." { name = "item" }
        if let pathExtension = preferredFilenameExtension(of: typeIdentifier),
           !name.lowercased().hasSuffix("." + pathExtension.lowercased()) {
            name += "." + pathExtension
        }
        let url = directory.appendingPathComponent(name, isDirectory: false)
        do {
            try data.write(to: url)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
        return LoadedFile(url: url, isInPlace: false, directory: directory)
    }

    /// The type's preferred filename extension or, when it has none (`public.utf8-plain-text`), that of its
    /// most specific supertype that has one (`txt`, from `public.plain-text`).
    static func preferredFilenameExtension(of typeIdentifier: String) -> String? {
        guard let type = UTType(typeIdentifier) else { return nil }
        if let pathExtension = type.preferredFilenameExtension { return pathExtension }
        return type.supertypes
            .filter { $0.preferredFilenameExtension != nil }
            .max { ($0.supertypes.count, $1.identifier) < ($1.supertypes.count, $0.identifier) }?
            .preferredFilenameExtension
    }

    /// Copies the file at `source` to a new temporary file of the same name, or named `name` when given (a
    /// `/` in it becomes `_`).
    static func copy(_ source: URL, named name: String? = nil) throws -> LoadedFile {
        let directory = try makeDirectory()
        var fileName = source.lastPathComponent
        if let name = name?.replacingOccurrences(of: "/", with: "_"), !name.isEmpty, name != ".", name != ".." {
            fileName = name
        }
        let url = directory.appendingPathComponent(fileName, isDirectory: false)
        do {
            try FileManager.default.copyItem(at: source, to: url)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
        return LoadedFile(url: url, isInPlace: false, directory: directory)
    }
}
