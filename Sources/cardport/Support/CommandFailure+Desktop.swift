import ArgumentParser
import DesktopTransfer

extension CommandFailure {
    /// A desktop error: no display is 69 (`EX_UNAVAILABLE`); an empty selection 66; a refusal or more data than
    /// the limit 65; a timeout or a broken connection 69.
    init(_ error: DesktopTransferError) {
        switch error.code {
        case .noDisplay, .connectionFailed:
            self.init(.unavailable, error.description,
                      hint: "the desktop commands need an X11 display or a Wayland session; set DISPLAY or WAYLAND_DISPLAY")
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

extension CommandFailure {
    /// A Wayland clipboard error: an empty selection or a type it lacks is 66; more data than the limit 65; no
    /// compositor, no clipboard access, a timeout or a broken connection 69.
    init(_ error: WaylandError) {
        switch error.code {
        case .noSuchType:
            self.init(.noInput, error.description, hint: "copy something first")
        case .tooLarge:
            self.init(.dataError, error.description, hint: "the command line cannot raise this limit")
        default:
            self.init(.unavailable, error.description)
        }
    }
}
