import Foundation
import UniformTypes

/// Finds the external adapters installed on the machine: one folder per adapter, holding an `adapter.json`
/// manifest (see ``ExternalAdapterManifest``) and its program.
///
/// The folders searched are those in `CARDPORT_ADAPTER_PATH` (colon-separated, searched first), then
/// `$XDG_DATA_HOME/cardport/adapters` (`~/.local/share/cardport/adapters` when `XDG_DATA_HOME` is unset or
/// empty). Each immediate subfolder holding an `adapter.json` is one adapter; a name found again later is skipped
/// with a problem saying so. A manifest that cannot be read, declares bad types or names a missing program is a
/// problem naming the file and JSON path, and does not stop the others.
public struct ExternalAdapterDiscovery: Sendable {
    /// The adapters found, in search order.
    public var adapters: [ExternalAdapter] = []
    /// What was wrong with the manifests that were skipped, each naming its file.
    public var problems: [AdapterError] = []
    /// The folders searched, in order.
    public var searchedFolders: [URL] = []

    /// The folders to search for an environment: `CARDPORT_ADAPTER_PATH`'s entries, then the XDG data folder's.
    /// - Parameter environment: The variables to read; the process's by default.
    public static func folders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        var folders: [URL] = []
        for entry in (environment["CARDPORT_ADAPTER_PATH"] ?? "").split(separator: ":") where !entry.isEmpty {
            folders.append(URL(fileURLWithPath: String(entry), isDirectory: true))
        }
        let data: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            data = URL(fileURLWithPath: xdg, isDirectory: true)
        } else if let home = environment["HOME"], !home.isEmpty {
            data = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share")
        } else {
            return folders
        }
        folders.append(data.appendingPathComponent("cardport/adapters", isDirectory: true))
        return folders
    }

    /// Reads the manifests in `folders` and declares their types in `types`.
    /// - Parameters:
    ///   - folders: The folders whose subfolders are adapters; ``folders(environment:)`` by default.
    ///   - types: The type registry the manifests' declarations go to; the shared one by default.
    public init(folders: [URL] = ExternalAdapterDiscovery.folders(), types: TypeRegistry = .shared) {
        searchedFolders = folders
        var names: Set<String> = []
        let files = FileManager.default
        for folder in folders {
            guard let entries = try? files.contentsOfDirectory(atPath: folder.path) else { continue }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let manifestFile = folder.appendingPathComponent(entry).appendingPathComponent(ExternalAdapterManifest.fileName)
                guard files.fileExists(atPath: manifestFile.path) else { continue }
                do {
                    let manifest = try ExternalAdapterManifest(contentsOf: manifestFile)
                    guard !names.contains(manifest.name) else {
                        problems.append(AdapterError(
                            code: .unexpectedContent,
                            message: "an adapter named “\(manifest.name)” was found earlier in the search path; this one is skipped",
                            input: manifestFile.path, location: "name"))
                        continue
                    }
                    guard files.isExecutableFile(atPath: manifest.executable.path) else {
                        problems.append(AdapterError(
                            code: .unreadableInput,
                            message: "the program \(manifest.executable.path) does not exist or is not executable",
                            input: manifestFile.path, location: "executable"))
                        continue
                    }
                    try Self.declare(manifest, in: types)
                    names.insert(manifest.name)
                    adapters.append(ExternalAdapter(manifest: manifest))
                } catch {
                    problems.append(error)
                }
            }
        }
    }

    /// Declares the manifest's types, and checks that every type it reads or writes is declared.
    private static func declare(_ manifest: ExternalAdapterManifest, in types: TypeRegistry) throws(AdapterError) {
        let path = manifest.file.path
        let missing = manifest.declarations.filter { types.declaration(forIdentifier: $0.identifier) == nil }
        do {
            try types.register(missing)
        } catch {
            throw AdapterError(
                code: .unexpectedContent, message: "its type declarations cannot be registered: \(error)",
                input: path, location: TypeDeclarationFile.importedKey, cause: error)
        }
        for (key, identifiers) in [("reads", manifest.reads), ("writes", manifest.writes)] {
            for (index, identifier) in identifiers.enumerated() where types.type(withIdentifier: identifier) == nil {
                throw AdapterError(
                    code: .unexpectedContent,
                    message: "the type “\(identifier)” is not declared: declare it under \(TypeDeclarationFile.importedKey)",
                    input: path, location: "\(key)[\(index)]")
            }
        }
    }
}
