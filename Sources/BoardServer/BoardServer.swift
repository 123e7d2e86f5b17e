import Adapters
import Boards
import Foundation
import Hummingbird
import Locking
import Logging
import NIOCore
import ServiceLifecycle

/// `cardport serve`: a board in the browser, over HTTP on Hummingbird.
///
/// The server renders the page, answers the page's questions while a drag is under way (the proposal at
/// the pointer), performs drops through the board's `BoardDropTarget`, saves each edit before it
/// answers, and tells every open page about changes (server-sent events). `AccessGuard` keeps other sites
/// and other users out. See the README's "The board in a browser".
public struct BoardServer: Sendable {
    /// How the board is served.
    public let configuration: BoardServerConfiguration
    /// The board being served.
    public let board: ServedBoard
    let assets: Assets

    /// Loads the board and the page's assets.
    /// - Parameters:
    ///   - configuration: the board file, address, token and limits to serve with.
    ///   - registry: the adapters drops from elsewhere go through; the built-in ones unless given (a command line
    ///     adds the external adapters it found).
    ///   - layout: how the page lays the board out; lists side by side unless given.
    ///   - makeTarget: the rules the board's drags are played through (see ``ServedBoard/init(path:registry:layout:makeTarget:)``).
    /// - Throws: ``BoardServerError`` when the board cannot be loaded.
    public init(
        configuration: BoardServerConfiguration, registry: AdapterRegistry = .standard(), layout: ServedLayout = .board,
        makeTarget: @escaping @Sendable (BoardDocument, AdapterRegistry) -> ServedTarget = ServedTarget.standard
    ) throws(BoardServerError) {
        self.configuration = configuration
        self.board = try ServedBoard(path: configuration.boardPath, registry: registry, layout: layout, makeTarget: makeTarget)
        self.assets = Assets.load()
    }

    /// The first address to open: the served host and port, with the token.
    public static func url(host: String, port: Int, token: String) -> String {
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(shown):\(port)/?token=\(token)"
    }

    /// The application: routes behind the access guard, listening where the configuration says, within the
    /// configuration's ``BoardServerConfiguration/limits``. `onReady` receives the port once the server
    /// listens (the chosen one when the configuration says 0).
    public func application(
        logger: Logger = Logger(label: "cardport.serve", factory: { StreamLogHandler.standardError(label: $0) }),
        onReady: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        var logger = logger
        logger.logLevel = .warning
        let watcher = DiskWatcher(board: board, interval: configuration.watchIntervalMilliseconds)
        let limits = configuration.limits
        let registry = ConnectionRegistry(maximum: limits.effectiveMaximumConnections)
        return Application(
            router: router(),
            server: GuardedHTTP1Channel.builder(registry: registry, limits: limits),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: "cardport",
                backlog: 1024),
            services: [watcher],
            onServerRunning: { [logger] channel in
                // Running out of descriptors, and a connection that fails while it is set up, never stop the
                // listening: the first handler sees accept() fail, the second one a connection's setup.
                do {
                    try await channel.eventLoop.submit {
                        let pipeline = channel.pipeline.syncOperations
                        try pipeline.addHandler(
                            AcceptBackoff(registry: registry, onExhausted: Self.reportExhausted), position: .first)
                        let accept = try pipeline.context(name: AcceptedConnectionErrors.acceptHandlerName).handler
                        try pipeline.addHandler(AcceptedConnectionErrors(), position: .after(accept))
                    }.get()
                } catch {
                    logger.error("cannot guard the listener: \(error)")
                }
                await onReady(channel.localAddress?.port ?? 0)
            },
            logger: logger)
    }

    /// Serves until SIGTERM or SIGINT; every change answered is already saved when it returns. Stopping waits
    /// at most ``ConnectionLimits/shutdownGrace`` for answers under way, then ends the process.
    public func run(onReady: @escaping @Sendable (Int) async -> Void) async throws {
        var logger = Logger(label: "cardport.serve", factory: { StreamLogHandler.standardError(label: $0) })
        logger.logLevel = .warning
        let grace = configuration.limits.shutdownGrace
        let deadline = ShutdownDeadline(grace: grace) {
            let line = "cardport: serve: answers still under way after \(grace.components.seconds) s; stopping anyway\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        // Graceful shutdown reaches services last to first: the deadline is armed before the server drains.
        let group = ServiceGroup(
            services: [application(logger: logger, onReady: onReady), deadline],
            gracefulShutdownSignals: [.sigterm, .sigint], cancellationSignals: [], logger: logger)
        try await group.run()
    }

    /// Says once in a while that the process ran out of file descriptors (or memory) accepting a connection.
    @Sendable static func reportExhausted(_ code: Int32) {
        let now = ContinuousClock.now
        let due = lastExhaustedReport.withLock { last -> Bool in
            if let last, now - last < .seconds(10) { return false }
            last = now
            return true
        }
        guard due else { return }
        let reason = code == EMFILE || code == ENFILE ? "out of file descriptors" : "out of memory for sockets"
        let line = "cardport: serve: \(reason) accepting a connection; closing the longest idle connections "
            + "(raise `ulimit -n`, or lower --max-connections)\n"
        ServerLog.standardError.write(line)
    }

    static let lastExhaustedReport = Locked<ContinuousClock.Instant?>(nil)

    // MARK: - Responses

    /// Headers every answer carries: a Content-Security-Policy that allows the page's own stylesheet,
    /// script and requests and nothing inline, no framing, no sniffing, no referrer, no caching.
    static func secure(_ headers: inout HTTPFields) {
        headers[.contentSecurityPolicy] =
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        headers[.xContentTypeOptions] = "nosniff"
        headers[HTTPFields.Element.Name("Referrer-Policy")!] = "no-referrer"
        headers[.cacheControl] = "no-store"
    }

    static func response(_ status: HTTPResponse.Status, type: String, body: String) -> Response {
        var headers: HTTPFields = [.contentType: type]
        secure(&headers)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// A file of the board's store, served so that a browser never runs it: its sniffed type with no sniffing
    /// of its own (`nosniff`), a sandbox, and shown in the page only when it is a raster image (a cover, a
    /// thumbnail); anything else, SVG included, is a download under its original name.
    static func fileResponse(_ attachment: Attachment, data: Data) -> Response {
        let type = attachment.mimeType ?? "application/octet-stream"
        var headers: HTTPFields = [.contentType: type]
        secure(&headers)
        headers[.contentSecurityPolicy] = "default-src 'none'; sandbox"
        let shown = attachment.showsAsImage
        let encoded = attachment.name.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "file"
        headers[.contentDisposition] = (shown ? "inline" : "attachment") + "; filename*=UTF-8''" + encoded
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func htmlResponse(_ status: HTTPResponse.Status, _ html: String) -> Response {
        response(status, type: "text/html; charset=utf-8", body: html)
    }

    static func jsonResponse<T: Encodable>(_ value: T, status: HTTPResponse.Status = .ok) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return response(status, type: "application/json", body: String(decoding: data, as: UTF8.self))
    }
}
