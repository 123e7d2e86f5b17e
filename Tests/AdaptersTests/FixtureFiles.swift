import Adapters
import Foundation
import Testing

/// The URL of a file in `Fixtures/`.
func fixtureFile(_ name: String) throws -> URL {
    try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
}

/// Reads a file from `Fixtures/`.
func fixtureData(_ name: String) throws -> Data {
    try Data(contentsOf: fixtureFile(name))
}

/// Imports a file from `Fixtures/` as `cardport import FILE` does, naming no importer: the file is declared as the
/// type its extension names (`public.data` when none), or as `type` when a test names one as `--type` does; the
/// standard registry identifies the content and the conversion planner runs the import with `options`.
func importAsAUser(
    _ name: String, declaring type: UTType? = nil, options: ImportOptions = ImportOptions()
) throws -> ConversionOutcome {
    let url = try fixtureFile(name)
    // The standard registry first, as the command makes it first: it declares Cardport's types by their extensions.
    let registry = AdapterRegistry.standard()
    let declared = type ?? UTType(filenameExtension: url.pathExtension).flatMap { $0.isDeclared ? $0 : nil } ?? .data
    return try ConversionPlanner(registry: registry).plan(offering: [declared], goal: .board)
        .execute(.file(url), importOptions: options)
}
