import ArgumentParser
import ItemProviders

extension CommandFailure {
    /// A load from an item provider: nothing offered under the asked type is `noInput` (66); data that does not
    /// become the asked value is `dataError` (65); a load that timed out or was cancelled is `temporaryFailure`
    /// (75), as trying again may work; an error with no precise code is `software` (70).
    init(_ error: ItemProviderError) {
        switch error.code {
        case .itemUnavailable:
            self.init(.noInput, error.description)
        case .unexpectedValueClass, .unavailableCoercion:
            self.init(.dataError, error.description)
        case .timedOut, .cancelled:
            self.init(.temporaryFailure, error.description, hint: "run the command again")
        default:
            self.init(.software, error.description, hint: "this is a fault in Cardport; please report it")
        }
    }

    /// A transferable value that could not be made from what was offered: `dataError` (65), whether no
    /// representation matched or the matching one did not import.
    init(_ error: TransferError) {
        self.init(.dataError, error.description)
    }
}
