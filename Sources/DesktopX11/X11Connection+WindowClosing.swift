import Foundation

extension X11Connection {
    /// How a visible window of Cardport's stopped being there for its user.
    package enum WindowClosing: Sendable, Equatable {
        /// The user closed it through the window manager (`WM_DELETE_WINDOW`); the window still exists.
        case closeRequested
        /// Another client destroyed it (the window is gone).
        case destroyed
    }

    /// Runs `handler` on the event thread when the user asks the window manager to close `window`
    /// (`WM_DELETE_WINDOW`, which ``createVisibleWindow(title:x:y:width:height:eventMask:)`` announces) or when the
    /// window is destroyed. A window Cardport destroys itself reports `destroyed` too: remove the handler (with the
    /// returned token) first when that is not news.
    @discardableResult
    package func whenWindowCloses(_ window: UInt32, _ handler: @escaping @Sendable (WindowClosing) -> Void) -> UInt64 {
        let protocols = atom("WM_PROTOCOLS"), delete = atom("WM_DELETE_WINDOW")
        return addHandler(for: window) { event in
            switch event {
            case .clientMessage(_, let type, let data) where type == protocols && data.first == delete:
                handler(.closeRequested)
            case .destroyed:
                handler(.destroyed)
            default:
                return
            }
        }
    }
}
