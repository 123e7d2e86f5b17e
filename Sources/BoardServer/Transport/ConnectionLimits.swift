#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long the server waits for a client and how many clients it keeps: the limits that keep idle or slow
/// sockets from taking the server down.
///
/// - A new connection must send a complete request head (request line and headers) within
///   ``headerTimeout``; so must every later request, counted from its first byte.
/// - A kept-alive connection may wait for its next request for ``idleTimeout``. A request body must keep
///   arriving: a pause longer than ``idleTimeout`` closes the connection, as does an answer the client stops
///   reading for as long. An answer being streamed (the page's live updates) is not idle.
/// - A request's body must arrive whole within ``bodyTimeout`` of its head, however steadily it trickles in.
/// - At most ``maximumConnections`` connections are open at once. A new connection over the cap is still
///   answered: the connection that has been idle longest is closed to make room (then one still sending its
///   request, then the oldest being answered).
/// - When the process runs out of file descriptors anyway (`EMFILE`), the server closes its longest idle
///   connections and pauses accepting for a moment; it never stops listening.
/// - After SIGTERM or SIGINT, answers under way get ``shutdownGrace`` to finish; then the process exits
///   whatever is still open. Every edit answered was saved before its answer.
public struct ConnectionLimits: Sendable, Hashable {
    /// How long a connection may wait between requests, or pause in sending a body or reading an answer.
    public var idleTimeout: Duration
    /// How long a client has to send a request's head, from the connection's start or the request's first byte.
    public var headerTimeout: Duration
    /// How long a client has to send a request's whole body, from the end of its head.
    public var bodyTimeout: Duration
    /// The most connections open at once; see ``defaultMaximumConnections()``.
    public var maximumConnections: Int
    /// How long stopping waits for answers under way before the process exits anyway.
    public var shutdownGrace: Duration

    /// Creates limits: 30 seconds idle, 10 seconds for a request head, 5 minutes for a request body (the
    /// default 32 MiB upload at about 110 KiB/s), a cap derived from the file-descriptor limit, and 3 seconds to
    /// stop.
    public init(
        idleTimeout: Duration = .seconds(30), headerTimeout: Duration = .seconds(10),
        bodyTimeout: Duration = .seconds(300),
        maximumConnections: Int = ConnectionLimits.defaultMaximumConnections(), shutdownGrace: Duration = .seconds(3)
    ) {
        self.idleTimeout = idleTimeout
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.maximumConnections = maximumConnections
        self.shutdownGrace = shutdownGrace
    }

    /// The file descriptors the server keeps for itself beyond connections: the board file and its lock and
    /// temporary file while saving, dropped files being read, standard streams, the event loops.
    public static let reservedDescriptors = 64

    /// The process's soft limit on open files (`ulimit -n`).
    public static func openFileLimit() -> Int {
        var limit = rlimit()
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 1024 }
        // RLIM_INFINITY is all ones: above the bound too.
        return Int(min(UInt64(limit.rlim_cur), 1 << 20))
    }

    /// The most connections the file-descriptor limit leaves room for: three quarters of what is left after
    /// ``reservedDescriptors`` (720 under `ulimit -n 1024`), at least 8.
    public static func ceiling(openFileLimit: Int = ConnectionLimits.openFileLimit()) -> Int {
        max(8, (openFileLimit - reservedDescriptors) * 3 / 4)
    }

    /// The default cap: 1,024 connections, or fewer when the file-descriptor limit leaves less room
    /// (``ceiling(openFileLimit:)``).
    public static func defaultMaximumConnections() -> Int {
        min(1024, ceiling())
    }

    /// The cap in force: ``maximumConnections``, lowered to what the file-descriptor limit leaves room for.
    public var effectiveMaximumConnections: Int {
        max(1, min(maximumConnections, Self.ceiling()))
    }
}
