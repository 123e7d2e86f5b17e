import ArgumentParser
import BoardServer

extension CommandFailure {
    /// A web board failure met outside a request (while serving, the page gets the HTTP status instead):
    /// a malformed or oversized request is `usage` (64) or `dataError` (65); a list or card not on the board
    /// and a drop the board refuses are `dataError` (65); an edit on a stale board is `temporaryFailure` (75);
    /// a save that failed is `cannotCreate` (73).
    init(_ error: BoardServerError) {
        switch error.code {
        case .badRequest:
            self.init(.usage, error.description)
        case .stale:
            self.init(.temporaryFailure, error.description, hint: "reload the board and try again")
        case .saveFailed:
            self.init(.cannotCreate, error.description, hint: "the board file is unchanged")
        default:
            self.init(.dataError, error.description)
        }
    }
}
