import Foundation
import ZIPFoundation

/// Builds zip archives in memory for the archive tests, hostile ones included (the writer lets any path and
/// links through; the reader must refuse them).
enum ZipTestArchive {
    /// One entry to write.
    struct Entry {
        var path: String
        var data: Data
        var type: ZIPFoundation.Entry.EntryType = .file
        var compressed = true

        static func file(_ path: String, _ text: String, compressed: Bool = true) -> Entry {
            Entry(path: path, data: Data(text.utf8), compressed: compressed)
        }
    }

    /// The bytes of an archive holding `entries`, in order.
    static func make(_ entries: [Entry]) throws -> Data {
        let archive = try Archive(accessMode: .create)
        for entry in entries {
            let data = entry.data
            try archive.addEntry(
                with: entry.path, type: entry.type, uncompressedSize: Int64(data.count),
                compressionMethod: entry.compressed ? .deflate : .none
            ) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return try require(archive.data)
    }

    /// `data` with every little-endian 32-bit uncompressed size of the entries' headers set to `size`: in each
    /// local header (`PK\3\4`, offset 22) and central directory header (`PK\1\2`, offset 24).
    static func declaringUncompressedSize(_ size: UInt32, in data: Data) -> Data {
        var bytes = [UInt8](data)
        let value = withUnsafeBytes(of: size.littleEndian, Array.init)
        var index = 0
        while index + 30 < bytes.count {
            if bytes[index] == 0x50, bytes[index + 1] == 0x4B {
                if bytes[index + 2] == 3, bytes[index + 3] == 4 {
                    bytes.replaceSubrange(index + 22..<index + 26, with: value)
                } else if bytes[index + 2] == 1, bytes[index + 3] == 2 {
                    bytes.replaceSubrange(index + 24..<index + 28, with: value)
                }
            }
            index += 1
        }
        return Data(bytes)
    }
}

/// `#require` outside a test function: nil becomes an error.
private func require<Value>(_ value: Value?) throws -> Value {
    guard let value else { throw CocoaError(.fileWriteUnknown) }
    return value
}
