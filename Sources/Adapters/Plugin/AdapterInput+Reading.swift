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

    private func tooLarge(_ size: Int, _ maximum: Int) -> AdapterError {
        AdapterError(
            code: .limitExceeded,
            message: "the input is \(size) bytes, more than the limit of \(maximum) bytes",
            input: name)
    }
}
