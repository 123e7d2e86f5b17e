import Foundation

/// A fresh folder under the temporary directory, removed when the value goes away.
public final class TemporaryFolder: Sendable {
    /// The folder's path.
    public let path: String

    /// Makes the folder.
    public init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("cardport-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The path of `name` in the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// The names in the folder, sorted.
    public var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
}
