/// How `cardport serve` serves a board: where it listens, the access token, and request limits.
public struct BoardServerConfiguration: Sendable {
    /// The board file served.
    public var boardPath: String
    /// The address to listen on; loopback by default.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// The secret a browser must present, in the first URL (`?token=`) and then in a cookie.
    public var token: String
    /// The largest request body accepted, in bytes (a dropped file included); larger ones get 413.
    public var maximumBodyBytes: Int
    /// How often the board file is checked for changes made by others, in milliseconds.
    public var watchIntervalMilliseconds: Int
    /// Timeouts, the cap on open connections, and how long stopping may take.
    public var limits: ConnectionLimits

    /// Creates a configuration; the token is a fresh random 128-bit value unless given.
    public init(
        boardPath: String, host: String = "127.0.0.1", port: Int = 8080, token: String = AccessToken.random(),
        maximumBodyBytes: Int = 32 << 20, watchIntervalMilliseconds: Int = 250,
        limits: ConnectionLimits = ConnectionLimits()
    ) {
        self.boardPath = boardPath
        self.host = host
        self.port = port
        self.token = token
        self.maximumBodyBytes = maximumBodyBytes
        self.watchIntervalMilliseconds = watchIntervalMilliseconds
        self.limits = limits
    }

    /// Whether ``host`` is a loopback address (no other machine can reach the board).
    public var isLoopback: Bool {
        ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host) || host.hasPrefix("127.")
    }

    /// The host names a request's `Host` header may carry: the loopback names, and the served host.
    /// Anything else is a page on some other name pointing at this port (DNS rebinding) and is refused.
    var allowedHostNames: Set<String> {
        var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
        names.insert(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host.lowercased())
        return names
    }
}
