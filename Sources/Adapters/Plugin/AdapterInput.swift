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

    /// The file's name (its last path component) for a file, nil for bytes in memory: what recognising its
    /// content may go by beside the bytes (``AdapterRegistry/identify(_:hint:fileName:)``).
    public var fileName: String? {
        if case .file(let url) = self { return url.lastPathComponent }
        return nil
    }

    /// The whole payload as bytes, as ``readAdapterData(maximumBytes:)`` reads it without a limit.
    /// - Throws: ``AdapterError`` with code `unreadableInput` when the file cannot be read, `inputChanged` when
    ///   its size changes while it is read.
    public func readData() throws -> Data {
        try readAdapterData()
    }
}
