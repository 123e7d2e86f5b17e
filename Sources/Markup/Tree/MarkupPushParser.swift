internal import CLibXML2
#if canImport(Glibc)
import Glibc
#endif

/// A push parser that takes input in chunks: the XML parser builds a tree, the HTML parser hands its events to
/// a sink (which may build a tree).
protocol MarkupPushParser: AnyObject {
    /// What a finished parse gives: the document element for XML, nothing for the HTML events.
    associatedtype Output
    /// Hands the next chunk over; `isLast` on the final one (which may be empty).
    func feed(_ bytes: UnsafeBufferPointer<UInt8>, isLast: Bool) throws
    /// The parse's result, once the last chunk has been fed.
    func finish() throws -> Output
}

/// The size of the chunks handed to libxml2's push parsers.
let markupChunkSize = 64 * 1024

extension MarkupPushParser {
    /// Feeds bytes in chunks and returns the parse's result. Contiguous input is read in place.
    @discardableResult
    func parse(_ bytes: some Collection<UInt8>) throws -> Output {
        func feedAll(_ buffer: UnsafeBufferPointer<UInt8>) throws {
            var offset = 0
            repeat {
                let end = min(offset + markupChunkSize, buffer.count)
                try feed(UnsafeBufferPointer(rebasing: buffer[offset..<end]), isLast: end == buffer.count)
                offset = end
            } while offset < buffer.count
        }
        let readInPlace: Void? = try bytes.withContiguousStorageIfAvailable { try feedAll($0) }
        if readInPlace == nil {
            try Array(bytes).withUnsafeBufferPointer { try feedAll($0) }
        }
        return try finish()
    }

    /// Reads a file in chunks and returns the parse's result.
    /// - Throws: ``MarkupError`` naming the file: `unreadableFile` when it cannot be opened or read.
    @discardableResult
    func parse(fileAtPath path: String) throws -> Output {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw MarkupError(code: .unreadableFile, message: "cannot open the file: \(String(cString: strerror(errno)))", file: path)
        }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: markupChunkSize)
        while true {
            var filled = 0
            while filled < buffer.count {
                let count = buffer.withUnsafeMutableBytes { raw in
                    read(descriptor, raw.baseAddress! + filled, raw.count - filled)
                }
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else {
                    throw MarkupError(code: .unreadableFile, message: "cannot read the file: \(String(cString: strerror(errno)))", file: path)
                }
                if count == 0 { break }
                filled += count
            }
            let isLast = filled < buffer.count
            try buffer.withUnsafeBufferPointer { chunk in
                try feed(UnsafeBufferPointer(rebasing: chunk[0..<filled]), isLast: isLast)
            }
            if isLast { break }
        }
        return try finish()
    }
}

/// The column libxml2 is at, for errors raised from inside a callback; 0 when unknown.
func currentColumn(_ context: UnsafeMutableRawPointer?) -> Int {
    guard let context else { return 0 }
    let parserContext = context.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let input = parserContext.pointee.input else { return 0 }
    return Int(input.pointee.col)
}
