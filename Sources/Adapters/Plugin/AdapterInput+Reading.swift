import Foundation

extension AdapterInput {
    /// The whole payload as bytes, refused when larger than `maximumBytes`; errors are ``AdapterError``s.
    ///
    /// A regular file is read with `read(2)` into one buffer the `Data` owns, never mapped: a file another program
    /// truncates while it is mapped would kill the process, where a read reports `inputChanged`. A pipe or a
    /// device is read to its end in chunks, refused as soon as it passes the limit.
    /// - Throws: ``AdapterError`` with code `unreadableInput` when the file cannot be read, `limitExceeded` when
    ///   the payload is larger than `maximumBytes`, `inputChanged` when a file's size changes while it is read.
    public func readAdapterData(maximumBytes: Int = .max) throws(AdapterError) -> Data {
        if case .file(let url) = self,
           let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int,
           size > maximumBytes
        {
            throw tooLarge(size, maximumBytes)
        }
        let data: Data
        do {
            switch self {
            case .data(let bytes, _): data = bytes
            case .file(let url): data = try InputFile.data(url, maximumBytes: maximumBytes)
            }
        } catch let error as AdapterError {
            throw error
        } catch {
            throw AdapterError(code: .unreadableInput, message: "cannot read the input: \(error)", input: name, cause: error)
        }
        guard data.count <= maximumBytes else { throw tooLarge(data.count, maximumBytes) }
        return data
    }

    /// Whether the payload holds anything but white space (and a byte-order mark), judged on its first 64 KiB;
    /// a file that cannot be read counts as holding something. Reads at most 64 KiB.
    package var hasContent: Bool {
        let prefix: Data
        switch self {
        case .data(let bytes, _): prefix = bytes.prefix(65_536)
        case .file(let url):
            guard let handle = try? FileHandle(forReadingFrom: url) else { return true }
            defer { try? handle.close() }
            do {
                prefix = try handle.read(upToCount: 65_536) ?? Data()
            } catch {
                return true
            }
        }
        // Space, tab, line feed, carriage return, NUL (UTF-16's high bytes) and the bytes of the BOMs.
        let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0x00, 0xEF, 0xBB, 0xBF, 0xFE, 0xFF]
        return prefix.contains { !blank.contains($0) }
    }

    private func tooLarge(_ size: Int, _ maximum: Int) -> AdapterError {
        AdapterError(
            code: .limitExceeded,
            message: "the input is \(size) bytes, more than the limit of \(maximum) bytes",
            input: name)
    }
}
