import ArgumentParser
import DesktopTransfer

extension CommandFailure {
    /// A desktop error: no display is 69 (`EX_UNAVAILABLE`); an empty selection 66; a refusal or more data than
    /// the limit 65; a timeout or a broken connection 69.
    init(_ error: DesktopTransferError) {
        switch error.code {
        case .noDisplay, .connectionFailed:
            self.init(.unavailable, error.description,
                      hint: "the desktop commands need an X11 display; set DISPLAY (Wayland is not supported yet)")
        case .noOwner:
            self.init(.noInput, error.description, hint: "copy something first")
        case .refused:
            self.init(.dataError, error.description)
        case .tooLarge:
            self.init(.dataError, error.description, hint: "the command line cannot raise this limit")
        default:
            self.init(.unavailable, error.description)
        }
    }
}
