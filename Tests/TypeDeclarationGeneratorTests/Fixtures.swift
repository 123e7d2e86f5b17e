import Foundation

/// The files under `Fixtures/`, copied into the test bundle.
enum Fixtures {
    /// The URL of a fixture file.
    static func url(_ name: String) throws -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            throw FixtureMissing(name: name)
        }
        return url
    }

    struct FixtureMissing: Error, CustomStringConvertible {
        var name: String
        var description: String { "fixture \(name) is not in the test bundle" }
    }
}
