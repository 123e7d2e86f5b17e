import Foundation

/// One expected output of the samples: a file of a payload's folder under the expected-outputs folder.
public struct SampleOutput: Hashable, Sendable {
    /// The payload's file name (`trello-simple-project-board.json`), which is also its folder's name.
    public var payload: String
    /// The output's file name inside that folder: `<exporter name>.<extension>`, or `warnings.txt`.
    public var fileName: String
    /// The bytes written.
    public var data: Data

    /// The path relative to the expected-outputs folder: `<payload>/<fileName>`.
    public var relativePath: String { payload + "/" + fileName }

    /// Creates an output.
    public init(payload: String, fileName: String, data: Data) {
        self.payload = payload
        self.fileName = fileName
        self.data = data
    }
}
