// Fuzzes the Vikunja importer: the bytes as the export archive itself (the zip reader's directory checks and
// limits), and as the data.json of an export (wrapped in a stored zip built here, with VERSION beside it).
import FuzzDriver
import Adapters
import Foundation

func fuzz(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: size)
    let importer = VikunjaImporter()
    var options = ImportOptions()
    options.archiveLimits = ArchiveLimits(maximumEntries: 64, maximumEntryBytes: 4 << 20, maximumTotalBytes: 8 << 20)
    _ = try? importer.importBoards(from: .data(data, name: "fuzz.zip"), as: .vikunjaExport, options: options)
    let export = StoredZip.make([("VERSION", Data("v0.24.1".utf8)), ("data.json", data)])
    _ = try? importer.importBoards(from: .data(export, name: "export.zip"), as: .vikunjaExport, options: options)
    return 0
}

/// The smallest zip writer: stored (uncompressed) entries with their CRC-32, local headers, central directory
/// and end record.
enum StoredZip {
    static func make(_ entries: [(path: String, data: Data)]) -> Data {
        var archive = Data()
        var directory = Data()
        for (path, data) in entries {
            let name = Data(path.utf8)
            let crc = crc32(data)
            let offset = UInt32(archive.count)
            archive += le32(0x0403_4B50) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0)
            archive += le32(crc) + le32(UInt32(data.count)) + le32(UInt32(data.count))
            archive += le16(UInt16(name.count)) + le16(0) + name + data
            directory += le32(0x0201_4B50) + le16(20) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0)
            directory += le32(crc) + le32(UInt32(data.count)) + le32(UInt32(data.count))
            directory += le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0) + le32(0) + le32(offset) + name
        }
        let start = UInt32(archive.count)
        archive += directory
        archive += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
        archive += le32(UInt32(directory.count)) + le32(start) + le16(0)
        return archive
    }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }

    static func le16(_ value: UInt16) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
    static func le32(_ value: UInt32) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))
