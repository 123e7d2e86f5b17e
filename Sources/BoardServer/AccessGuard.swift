import Foundation
import Hummingbird

/// The server's door, as Jupyter guards its local server: every request is checked before any route sees it.
///
/// In order:
/// 1. The `Host` header must name the served host or a loopback name (any port): a page on another name
///    that resolves here (DNS rebinding) gets 403.
/// 2. The request must carry the token: `?token=` in the URL (the first visit: answered with a redirect
///    that drops it from the address bar and sets an HttpOnly, SameSite=Strict cookie holding it) or that
///    cookie. No token: 401. A wrong one: 403.
/// 3. A request that changes something (not GET or HEAD) must carry an `Origin` that is this server
///    (`http://` and the `Host` it was sent to): a form or script on another site gets 403.
struct AccessGuard<Context: RequestContext>: RouterMiddleware {
    /// The cookie holding the token.
    static var cookieName: String { "cardport_token" }

    let configuration: BoardServerConfiguration

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let authority = request.head.authority ?? ""
        guard configuration.allowedHostNames.contains(Self.hostName(of: authority)) else {
            return BoardServer.htmlResponse(
                .forbidden, BoardPage.message("Host not allowed", "This board is not served under that name."))
        }
        if let given = request.uri.queryParameters.get("token") {
            guard AccessToken.matches(given, configuration.token) else {
                return BoardServer.htmlResponse(.forbidden, BoardPage.message("Wrong token", "The token in the address is not this board's."))
            }
            var response = Response(status: .seeOther, headers: [.location: request.uri.path.isEmpty ? "/" : request.uri.path])
            response.setCookie(Cookie(
                name: Self.cookieName, value: configuration.token, path: "/", httpOnly: true, sameSite: .strict))
            BoardServer.secure(&response.headers)
            return response
        }
        guard let cookie = request.cookies[Self.cookieName]?.value else {
            return BoardServer.htmlResponse(
                .unauthorized, BoardPage.message("Token needed", "Open the address `cardport serve` printed, with its token."))
        }
        guard AccessToken.matches(cookie, configuration.token) else {
            return BoardServer.htmlResponse(.forbidden, BoardPage.message("Wrong token", "This browser's token is not this board's."))
        }
        if request.method != .get && request.method != .head {
            guard let origin = request.headers[.origin], origin == "http://\(authority)" else {
                return BoardServer.htmlResponse(.forbidden, BoardPage.message("Origin not allowed", "Changes come from the board's own page only."))
            }
        }
        return try await next(request, context)
    }

    /// The host name of an authority (`host:port`, `[::1]:port`), lowercased, without the port.
    static func hostName(of authority: String) -> String {
        let lowered = authority.lowercased()
        if lowered.hasPrefix("["), let end = lowered.firstIndex(of: "]") {
            return String(lowered[...end])
        }
        return String(lowered.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }
}

/// Logs each request to standard error: method, path (without its query, where the token may be), status
/// and time taken.
struct RequestLog<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        let response: Response
        do {
            response = try await next(request, context)
        } catch {
            let status = (error as? HTTPResponseError)?.status.code ?? 500
            log(request, status: status, since: start)
            throw error
        }
        log(request, status: response.status.code, since: start)
        return response
    }

    func log(_ request: Request, status: Int, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        let line = "\(request.method) \(request.uri.path) \(status) \(String(format: "%.1f", milliseconds)) ms\n"
        ServerLog.standardError.write(line)
    }
}
