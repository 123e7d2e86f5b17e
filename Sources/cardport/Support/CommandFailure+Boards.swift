import ArgumentParser
import BoardDrops
import Boards

extension CommandFailure {
    /// A board or output file error: a file that cannot be read is `noInput` (66), a file that is not a board
    /// or is larger than a board (or an attached file) may be is `dataError` (65), a lock held too long is `temporaryFailure` (75), a save that failed or was refused,
    /// or a file store that is full, is `cannotCreate` (73). The file is unchanged.
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
        case .tooLarge:
            self.init(.dataError, error.description, hint: "the command line cannot raise this limit")
        case .locked:
            self.init(.temporaryFailure, error.description, hint: "run the command again, or wait longer with --wait SECONDS")
        case .storeFull:
            self.init(.cannotCreate, error.description, hint: "remove attachments the board no longer needs, then try again")
        default:
            self.init(.cannotCreate, error.description)
        }
    }

    /// An edit the board refused; the board file is left as it was. A list, card or label the board does not
    /// have, a name several share and a position out of range are the caller's to fix: `usage` (64). The board's
    /// rules (a card limit, an archived list, nothing to undo) are `dataError` (65). An undo or redo whose parts
    /// changed since is `temporaryFailure` (75): look at the board again.
    init(_ error: BoardEditError, file: String? = nil) {
        let code: ExitCode =
            switch error.code {
            case .unknownID, .ambiguousReference, .indexOutOfRange: .usage
            case .changedSince: .temporaryFailure
            default: .dataError
            }
        let place = file.map { "\($0): " } ?? ""
        self.init(
            code, place + "the board refused the edit: " + error.description,
            hint: file.map { "\($0) is unchanged" } ?? "the board file is unchanged")
    }

    /// The failure of an edit the board session did not make, or `nil` when it was applied: a refusal as
    /// ``init(_:file:)``; a conflict with a change saved meanwhile by another program is `temporaryFailure` (75).
    init?(refusing outcome: BoardEditOutcome, file: String) {
        switch outcome.status {
        case .applied: return nil
        case .refused(let error): self.init(error, file: file)
        case .conflict(let error):
            self.init(
                .temporaryFailure,
                "\(file): another program changed the board, and the edit no longer applies: \(error.message)",
                hint: "\(file) is unchanged; look at the board again (`cardport show \(file)`) and repeat the edit")
        }
    }

    /// A board session that could not read or write its files.
    init(_ error: BoardSessionError) {
        if let storage = error.storageError {
            self.init(storage)
        } else if error.code == .invalidHistory {
            self.init(.dataError, error.description)
        } else {
            self.init(.cannotCreate, error.description, hint: "the board file is unchanged")
        }
    }

    /// A board file that is not a board (malformed JSON, another format, a version this build cannot read, a
    /// wrong shape) is `dataError` (65); a board holding a value the format cannot write is `software` (70),
    /// and nothing is written.
    init(_ error: BoardFormatError) {
        switch error.code {
        case .unencodable:
            self.init(.software, error.description, hint: "nothing was written")
        default:
            self.init(.dataError, error.description, hint: "the file must be a Cardport board (`cardport import` makes one)")
        }
    }

    /// A drop the board refused (no such list, an archived or full list, nothing readable offered, the same
    /// place): `dataError` (65), printing the board's reason; the board file is unchanged.
    init(_ error: BoardDropRefusal) {
        self.init(.dataError, "the board refused the drop: \(error)", hint: "the board file is unchanged")
    }

    /// A drop that failed while it was performed: an item that could not be loaded is `noInput` (66), an item
    /// no adapter could read or an edit the board refused is `dataError` (65).
    init(_ error: BoardDropError) {
        switch error.code {
        case .loadFailed:
            self.init(.noInput, error.description)
        default:
            self.init(.dataError, error.description)
        }
    }
}
