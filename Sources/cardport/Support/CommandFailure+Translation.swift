import Adapters
import ArgumentParser
import BoardDrops
import BoardServer
import Boards
import DesktopTransfer
import Foundation
import ItemProviders
import Markup
import UniformTypes

extension CommandFailure {
    /// The one mapping from an error to what the command prints and its exit code. Every error type of
    /// Cardport's modules is named here with a mapping of its own (no library error falls to the argument
    /// parser's generic exit 1); the table is in the README's "Exit codes" paragraph.
    ///
    /// Returns `nil` for the argument parser's own errors (a validation error, `--help`, an exit code, a parse
    /// error), which the parser reports itself. A file error from Foundation is 66 when reading, 73 when writing; any other
    /// error is a fault in Cardport: 70.
    init?(translating error: any Error) {
        switch error {
        case let failure as CommandFailure: self = failure
        case is ExitCode, is CleanExit, is ValidationError: return nil
        case _ where String(reflecting: type(of: error)).hasPrefix("ArgumentParser."): return nil
        case let error as TypeRegistryError: self.init(error)
        case let error as AdapterError: self.init(error)
        case let error as MarkupError: self.init(error)
        case let error as BoardStorageError: self.init(error)
        case let error as BoardEditError: self.init(error)
        case let error as BoardSessionError: self.init(error)
        case let error as BoardFormatError: self.init(error)
        case let error as BoardDropRefusal: self.init(error)
        case let error as BoardDropError: self.init(error)
        case let error as BoardServerError: self.init(error)
        case let error as ItemProviderError: self.init(error)
        case let error as TransferError: self.init(error)
        case let error as URLDecodingError: self.init(.dataError, error.description)
        case let error as StringDecodingError: self.init(.dataError, error.description)
        case let error as ItemCoercionError: self.init(.dataError, error.description)
        case let error as DesktopTransferError: self.init(error)
        case let error as CocoaError: self.init(error)
        default: self.init(.software, "internal error: \(error)", hint: "this is a fault in Cardport; please report it")
        }
    }

    /// A file error from Foundation: a read is `noInput` (66), a write `cannotCreate` (73), anything else `ioError`
    /// (74). The message is Cardport's: the file and the system's reason (`permission denied`), never
    /// Foundation's `Error Domain=NSCocoaErrorDomain …` text.
    init(_ error: CocoaError) {
        let code: ExitCode = switch error.code.rawValue {
        case 256..<512: .noInput
        case 512..<1024: .cannotCreate
        default: .ioError
        }
        let file = error.filePath ?? error.url?.path
        let action = code == .cannotCreate ? "cannot be written" : "cannot be read"
        self.init(code, (file.map { "\($0): " } ?? "") + "\(action): " + Self.reason(error))
    }

    /// The system's reason under a Foundation file error (its POSIX error), else words for its code.
    private static func reason(_ error: CocoaError) -> String {
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return InputPath.reason(Int32(underlying.code))
        }
        return switch error.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: "no such file"
        case .fileReadNoPermission, .fileWriteNoPermission: "permission denied"
        case .fileReadTooLarge: "it is too large"
        case .fileReadUnknownStringEncoding, .fileReadInapplicableStringEncoding: "its text encoding is not known"
        case .fileWriteOutOfSpace: "no space left on the device"
        case .fileWriteVolumeReadOnly: "the file system is read-only"
        case .fileWriteFileExists: "a file exists there"
        default: "a file system error (Foundation code \(error.code.rawValue))"
        }
    }
}
