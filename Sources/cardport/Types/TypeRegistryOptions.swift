import Adapters
import ArgumentParser
import Foundation
import UniformTypes

/// The options every `cardport types` subcommand shares: extra declaration files to load first.
struct TypeRegistryOptions: ParsableArguments {
    @Option(
        name: .customLong("declarations"),
        help: ArgumentHelp(
            "A property list (XML or binary) or JSON file of UTExportedTypeDeclarations/UTImportedTypeDeclarations to register first; repeatable.",
            valueName: "file"))
    var declarationFiles: [String] = []

    /// The shared registry, with Cardport's declarations and the declaration files registered in the order given.
    /// - Throws: a ``CommandFailure`` for a file that is missing, a device or folder, unreadable (66) or over
    ///   the limit (65); the registry's error for the first file that cannot be registered, naming the file as
    ///   the user spelled it; a `software` failure when Cardport's own declarations did not all register.
    func registry() throws -> TypeRegistry {
        let registry = TypeRegistry.shared
        do {
            try registry.registerCardportDeclarations()
        } catch {
            throw CommandFailure(.software, "Cardport's type declarations do not register: \(error)")
        }
        for file in declarationFiles {
            // Looked at and read within the import's limit (InputPath), so a device or a huge file is refused
            // in Cardport's words before it is read.
            let limit = ImportOptions().maximumInputBytes
            let data = try InputPath(file, place: "--declarations", maximumBytes: limit).readAll(maximumBytes: limit)
            do {
                try registry.registerDeclarations(from: data, file: file)
            } catch {
                var error = error
                error.file = file
                throw error
            }
        }
        return registry
    }
}
