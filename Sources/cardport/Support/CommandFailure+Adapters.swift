import Adapters
import ArgumentParser
import Markup

extension CommandFailure {
    /// An adapter error: unreadable input is `noInput` (66), a type no adapter handles is `usage` (64),
    /// a file that changed while it was read is `ioError` (74),
    /// an external adapter that fails (hangs, crashes, prints garbage) is `unavailable` (69), anything wrong with the payload is
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
            self.init(.dataError, error.description, hint: Self.fixedLimitHint)
        case .inputChanged:
            self.init(.ioError, error.description, hint: "read the file again once nothing else writes to it")
        case .adapterFailed:
            self.init(
                .unavailable, error.description,
                hint: "fix or remove that external adapter (`cardport adapters` shows where it is installed)")
        default:
            self.init(.dataError, error.description, hint: "fix the payload at that place, or give --type if it is another format")
        }
    }

    /// What a refusal at one of the readers' limits (input size, nesting, an archive's entries and sizes) tells
    /// the user: the command line has no option that raises them.
    static let fixedLimitHint = "the limit is fixed: no command-line option raises it"

    /// A markup error: a file that cannot be read is `noInput` (66); Cardport's own schema not compiling is
    /// `software` (70); anything wrong with the document (not well-formed, empty, over a limit, not valid) is
    /// `dataError` (65).
    init(_ error: MarkupError) {
        switch error.code {
        case .unreadableFile:
            self.init(.noInput, error.description, hint: "check that the file exists and can be read")
        case .invalidSchema:
            self.init(.software, error.description, hint: "this is a fault in Cardport; please report it")
        case .limitExceeded:
            self.init(.dataError, error.description, hint: Self.fixedLimitHint)
        default:
            self.init(.dataError, error.description)
        }
    }
}
