import Adapters
import ArgumentParser

extension CommandFailure {
    /// An adapter error: unreadable input is `noInput` (66), a type no adapter handles is `usage` (64),
    /// a file that changed while it was read is `ioError` (74), anything wrong with the payload is
    /// `dataError` (65). The message keeps the input and place
    /// (`file: line:column: …` or `file: lists[2].name: …`).
    init(_ error: AdapterError) {
        switch error.code {
        case .unreadableInput:
            self.init(.noInput, error.description, hint: "check that the file exists and can be read")
        case .unsupportedType:
            self.init(.usage, error.description, hint: "`cardport adapters` lists the types each adapter reads and writes")
        case .noPlan:
            self.init(
                .dataError, error.description,
                hint: "name the payload's type with --type, or see `cardport adapters` for what can be read")
        case .severalBoards, .boardNotFound:
            self.init(.usage, error.description, hint: "name one board with --board NAME|ID")
        case .limitExceeded:
            self.init(.dataError, error.description)
        case .inputChanged:
            self.init(.ioError, error.description, hint: "read the file again once nothing else writes to it")
        default:
            self.init(.dataError, error.description, hint: "fix the payload at that place, or give --type if it is another format")
        }
    }

    /// A board or output file error: a file that cannot be read is `noInput` (66), a file that is not a board
    /// is `dataError` (65), a lock held too long is `temporaryFailure` (75), a save that failed or was refused
    /// is `cannotCreate` (73). The file is unchanged.
    init(_ error: BoardStorageError) {
        switch error.code {
        case .readFailed:
            self.init(.noInput, error.description)
        case .invalidContents:
            self.init(.dataError, error.description, hint: "the file must be a Cardport board (`cardport import` makes one)")
        case .changedOnDisk:
            self.init(.cannotCreate, error.description, hint: "nothing was written; run the command again")
        case .fileExists:
            self.init(.cannotCreate, error.description, hint: "pass --force to overwrite it")
        case .readOnly:
            self.init(.cannotCreate, error.description, hint: "pass --force to replace it anyway")
        case .notRegularFile:
            self.init(.cannotCreate, error.description, hint: "give the path of a regular file, or - for standard output")
        case .locked:
            self.init(.temporaryFailure, error.description, hint: "run the command again, or wait longer with --wait SECONDS")
        default:
            self.init(.cannotCreate, error.description)
        }
    }

    /// An edit the board refused (a list at its card limit, an empty fragment, a position out of range):
    /// `dataError` (65); the board file is left as it was.
    init(_ error: BoardEditError) {
        self.init(.dataError, "the board refused the edit: " + error.description, hint: "the board file is unchanged")
    }

    /// An edit the board at `file` refused: as ``init(_:)``, naming the file.
    init(_ error: BoardEditError, file: String) {
        self.init(.dataError, "\(file): the board refused the edit: " + error.description, hint: "\(file) is unchanged")
    }
}
