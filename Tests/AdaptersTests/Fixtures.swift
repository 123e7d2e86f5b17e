import Foundation
import Testing

/// The URL of a file in `Fixtures/`.
func fixtureURL(_ name: String) throws -> URL {
    try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
}

/// Reads a file from `Fixtures/`.
func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: fixtureURL(name))
}
