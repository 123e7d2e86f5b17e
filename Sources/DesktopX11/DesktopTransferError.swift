/// Why talking to the desktop (the X server, a selection owner, a drag source) failed.
///
/// Errors keep their cause where there is one (``underlying``) and name the selection or target concerned.
public struct DesktopTransferError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, as a value that can grow new cases without breaking callers.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable, CaseIterable {
            case noDisplay
            case connectionFailed
            case connectionClosed
            case noOwner
            case refused
            case timedOut
            case cancelled
            case ownershipFailed
            case tooLarge
            case notAware
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// Every code, so a mapping of them (the command line's exit codes) can check that it misses none.
        package static let allCodes = Value.allCases.map(Code.init)

        /// `DISPLAY` is not set: there is no X server to talk to.
        public static let noDisplay = Code(.noDisplay)
        /// The X server named by `DISPLAY` could not be reached.
        public static let connectionFailed = Code(.connectionFailed)
        /// The connection to the X server broke or was closed while a transfer was under way.
        public static let connectionClosed = Code(.connectionClosed)
        /// Nobody owns the selection (nothing was copied, or the owner exited).
        public static let noOwner = Code(.noOwner)
        /// The owner answered that it cannot convert the selection to the requested target.
        public static let refused = Code(.refused)
        /// The owner did not answer (or stopped sending an `INCR` transfer) within the timeout.
        public static let timedOut = Code(.timedOut)
        /// The transfer was cancelled through its progress.
        public static let cancelled = Code(.cancelled)
        /// Cardport asked to own a selection and the server gave it to someone else.
        public static let ownershipFailed = Code(.ownershipFailed)
        /// The owner offered or sent more bytes than the reader takes; the transfer was stopped there.
        public static let tooLarge = Code(.tooLarge)
        /// A drag was played into a window that takes no XDND drops (no `XdndAware`, directly or on its proxy).
        public static let notAware = Code(.notAware)

        public var description: String { "\(value)" }
    }

    /// What went wrong.
    public var code: Code
    /// A sentence saying what went wrong, naming the selection and target where they apply.
    public var message: String
    /// The selection concerned (`CLIPBOARD`, `PRIMARY`, `XdndSelection`), when one is.
    public var selection: String?
    /// The target (MIME type or atom name) concerned, when one is.
    public var target: String?
    /// The error this one comes from, when there is one.
    public var underlying: (any Error)?

    /// Creates an error.
    public init(code: Code, message: String, selection: String? = nil, target: String? = nil,
                underlying: (any Error)? = nil) {
        self.code = code
        self.message = message
        self.selection = selection
        self.target = target
        self.underlying = underlying
    }

    /// `CLIPBOARD (text/html): message`.
    public var description: String {
        var place = selection ?? ""
        if let target { place += place.isEmpty ? target : " (\(target))" }
        return place.isEmpty ? message : "\(place): \(message)"
    }
}
