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
    /// - Throws: the registry's error for the first file that cannot be read or registered, naming the file as
    ///   the user spelled it; a `software` failure when Cardport's own declarations did not all register.
    func registry() throws -> TypeRegistry {
        let registry = TypeRegistry.shared
        do {
            try registry.registerCardportDeclarations()
        } catch {
            throw CommandFailure(.software, "Cardport's type declarations do not register: \(error)")
        }
        for file in declarationFiles {
            do {
                try registry.registerDeclarations(contentsOf: URL(fileURLWithPath: file))
            } catch {
                var error = error
                error.file = file
                throw error
            }
        }
        return registry
    }
}
