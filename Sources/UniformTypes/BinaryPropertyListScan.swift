import Foundation

/// A look at a binary property list's object table before Foundation reads it.
///
/// On Linux, Foundation crashes the process (a null dereference while bridging) when a binary property list
/// holds a set object (marker `0xCn`), which the format allows but no type declaration uses. The scan finds
/// such objects so that the file is refused with an error instead. It reads only the trailer and the offset
/// table; anything it cannot make sense of is left for Foundation to reject.
enum BinaryPropertyListScan {
    /// Whether `data` is a binary property list whose object table holds a set.
    static func containsSet(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist".utf8)) else { return false }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        guard (1...8).contains(offsetSize),
              let count = bigEndian(bytes, at: trailer + 8, size: 8),
              let tableStart = bigEndian(bytes, at: trailer + 24, size: 8),
              count <= UInt64(bytes.count), tableStart <= UInt64(trailer)
        else { return false }
        for index in 0..<Int(count) {
            let entry = Int(tableStart) + index * offsetSize
            guard entry + offsetSize <= trailer, let offset = bigEndian(bytes, at: entry, size: offsetSize) else {
                return false
            }
            if offset < UInt64(trailer), bytes[Int(offset)] & 0xF0 == 0xC0 { return true }
        }
        return false
    }

    /// The unsigned big-endian integer of `size` bytes at `start`, or nil when it does not fit in `bytes`.
    private static func bigEndian(_ bytes: [UInt8], at start: Int, size: Int) -> UInt64? {
        guard start >= 0, start + size <= bytes.count else { return nil }
        return bytes[start..<start + size].reduce(0) { $0 << 8 | UInt64($1) }
    }
}
