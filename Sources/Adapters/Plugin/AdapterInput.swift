import Foundation

/// The payload an adapter reads: bytes in memory, or a file that need not be copied into memory whole.
public enum AdapterInput: Sendable {
    /// Bytes, with a name for messages (a file name, `<stdin>`, `drop item 2`).
    case data(Data, name: String)
    /// A file on disk.
    case file(URL)

    /// The name errors and warnings use for this input.
    public var name: String {
        switch self {
        case .data(_, let name): name
        case .file(let url): url.path
        }
    }

    /// The whole payload as bytes. Reads the file for ``file(_:)``, never memory-mapping it: a file another
    /// program truncates while it is mapped would crash the reader.
    /// - Throws: ``AdapterError`` with code `unreadableInput` when the file cannot be read, `inputChanged` when
    ///   its size changes while it is read.
    public func readData() throws -> Data {
        switch self {
        case .data(let data, _):
            return data
        case .file(let url):
            return try InputFile.data(url, maximumBytes: .max)
        }
    }
}
