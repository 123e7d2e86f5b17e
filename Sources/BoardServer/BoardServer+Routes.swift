import Foundation
import Hummingbird
import NIOCore
import ServiceLifecycle

extension BoardServer {
    /// The routes, behind the request log and the access guard.
    func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: RequestLog())
        router.add(middleware: AccessGuard(configuration: configuration))
        let board = self.board
        let assets = self.assets
        let limit = configuration.maximumBodyBytes

        router.get("/") { _, _ in
            Self.htmlResponse(.ok, BoardPage.page(board.snapshot()))
        }
        router.get("/fragment") { _, _ in
            Self.htmlResponse(.ok, BoardPage.boardFragment(board.snapshot()))
        }
        router.get("/board/cards") { request, _ in
            Self.moreCards(request, board: board.snapshot())
        }
        router.get("/assets/board.css") { _, _ in
            Self.response(.ok, type: "text/css; charset=utf-8", body: assets.stylesheet)
        }
        router.get("/assets/board.js") { _, _ in
            Self.response(.ok, type: "text/javascript; charset=utf-8", body: assets.script)
        }
        router.get("/cards/:id") { request, context in
            let id = Self.cardID(context)
            let snapshot = board.snapshot()
            guard let path = snapshot.board.indexPath(ofCard: id) else {
                return Self.htmlResponse(.notFound, BoardPage.message("No such card", "The board has no card \(id)."))
            }
            let list = snapshot.board.lists[path.section]
            let card = list.cards[path.item]
            if request.uri.queryParameters.get("fragment") != nil {
                return Self.htmlResponse(.ok, BoardPage.cardEditor(card, in: list, board: snapshot.board))
            }
            return Self.htmlResponse(.ok, BoardPage.cardPage(card, in: list, board: snapshot.board))
        }
        router.get("/files/:digest") { _, context in
            do throws(BoardServerError) {
                let (attachment, data) = try board.storedFile(digest: context.parameters.get("digest") ?? "")
                return Self.fileResponse(attachment, data: data)
            } catch {
                return Self.failure(error, version: board.version)
            }
        }
        router.get("/api/cards/:id/representations") { request, context in
            let id = Self.cardID(context)
            let link = "http://\(request.head.authority ?? "127.0.0.1")/cards/\(Self.pathSegment(id))"
            guard let made = CardRepresentations.make(
                cardID: id, on: board.snapshot().board, link: link, registry: board.registry)
            else {
                return Self.failure(BoardServerError(.notFound, "No card \(id) on the board."), version: board.version)
            }
            return Self.jsonResponse(made)
        }
        router.get("/api/events") { _, _ in
            let stream = board.events.subscribe(currentVersion: board.version)
            var headers: HTTPFields = [.contentType: "text/event-stream"]
            Self.secure(&headers)
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                // The stream ends when the page goes away or the server stops, so stopping never waits on it.
                try await withGracefulShutdownHandler {
                    for await event in stream { try await writer.write(ByteBuffer(string: event)) }
                } onGracefulShutdown: {
                    board.events.finish()
                }
                try await writer.finish(nil)
            })
        }
        router.post("/api/proposal") { request, _ in
            try await Self.answer(request, limit: limit, board: board) { (body: BoardAPI.ProposalRequest) throws(BoardServerError) in
                try board.proposal(body)
            }
        }
        router.post("/api/lift") { request, _ in
            try await Self.answer(request, limit: limit, board: board) { (body: BoardAPI.LiftRequest) throws(BoardServerError) in
                try board.lift(body)
            }
        }
        router.post("/api/lists") { request, _ in
            try await Self.answer(request, limit: limit, board: board) { (body: BoardAPI.AddListRequest) throws(BoardServerError) in
                try board.addList(body)
            }
        }
        router.post("/api/cards") { request, _ in
            try await Self.answer(request, limit: limit, board: board) { (body: BoardAPI.AddCardRequest) throws(BoardServerError) in
                try board.addCard(body)
            }
        }
        router.post("/api/move") { request, _ in
            try await Self.answer(request, limit: limit, board: board) { (body: BoardAPI.MoveRequest) throws(BoardServerError) in
                try board.move(body)
            }
        }
        router.post("/api/markdown") { request, _ in
            try await Self.answer(request, limit: limit, board: board) { (body: BoardAPI.MarkdownRequest) throws(BoardServerError) in
                BoardAPI.MarkdownHTML(html: MarkdownPreview.html(body.text))
            }
        }
        router.post("/api/edit") { request, _ in
            try await Self.answer(request, limit: limit, board: board) { (body: BoardAPI.EditRequest) throws(BoardServerError) in
                try board.edit(body)
            }
        }
        router.post("/api/drop") { request, _ in
            try await Self.answer(request, limit: limit, board: board) { (body: BoardAPI.DropRequest) throws(BoardServerError) in
                try board.drop(body)
            }
        }
        router.post("/api/undo") { request, _ in
            try await Self.answer(request, limit: limit, board: board) { (body: BoardAPI.HistoryRequest) throws(BoardServerError) in
                try board.undo(from: body.version)
            }
        }
        router.post("/api/redo") { request, _ in
            try await Self.answer(request, limit: limit, board: board) { (body: BoardAPI.HistoryRequest) throws(BoardServerError) in
                try board.redo(from: body.version)
            }
        }
        return router
    }

    /// Reads a JSON request body (at most `limit` bytes), runs `body` on the board's queue, and answers with
    /// its result as JSON, or with the error's status and message.
    static func answer<Input: Decodable & Sendable, Output: Encodable & Sendable>(
        _ request: Request, limit: Int, board: ServedBoard,
        _ body: @escaping @Sendable (Input) throws(BoardServerError) -> Output
    ) async throws -> Response {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            return failure(BoardServerError(.tooLarge, "The request is over the limit of \(limit) bytes."), version: board.version)
        }
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: limit)
        } catch {
            return failure(BoardServerError(.tooLarge, "The request is over the limit of \(limit) bytes."), version: board.version)
        }
        let input: Input
        do {
            input = try JSONDecoder().decode(Input.self, from: Data(buffer.readableBytesView))
        } catch {
            return failure(
                BoardServerError(.badRequest, RequestProblem.describe(error), underlying: error), version: board.version)
        }
        do {
            let output = try await board.perform { () throws(BoardServerError) in try body(input) }
            return jsonResponse(output)
        } catch {
            return failure(error, version: board.version)
        }
    }

    /// `GET /board/cards?list=ID&from=N&count=C&version=V`: the open cards `from` to `from + count` of a list
    /// drawn a screenful at a time, as HTML the page adds after the cards it shows. Refused with 409 when the
    /// board is no longer at the version the page shows (the page's count of drawn cards would point elsewhere),
    /// 404 for a list the board does not have, 400 for a missing or malformed number.
    static func moreCards(_ request: Request, board snapshot: ServedBoard.Snapshot) -> Response {
        let query = request.uri.queryParameters
        let number = { (name: String) -> Int? in query.get(name).flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil } }
        guard let listID = query.get("list"), let from = number("from"), let count = number("count"),
              let version = number("version")
        else {
            return failure(BoardServerError(
                .badRequest, "GET /board/cards needs list, and from, count and version as whole numbers."),
                version: snapshot.version)
        }
        guard version == snapshot.version else {
            return failure(BoardServerError(
                .stale, "The board is at version \(snapshot.version), not \(version)."), version: snapshot.version)
        }
        guard let html = BoardPage.cards(snapshot, listID: listID, from: from, count: min(count, BoardPage.mostCards)) else {
            return failure(BoardServerError(.notFound, "The board has no list \(listID)."), version: snapshot.version)
        }
        return htmlResponse(.ok, html)
    }

    /// The `:id` of a route, percent-decoded: the page encodes ids (a space, `é`, `/`, `"`) in the URLs it
    /// builds, and the router hands the path segment over as it came.
    static func cardID(_ context: some RequestContext) -> String {
        let raw = context.parameters.get("id") ?? ""
        return raw.removingPercentEncoding ?? raw
    }

    /// `id` percent-encoded as one path segment: everything but unreserved characters (RFC 3986), so a `/`,
    /// `?`, `#`, `%` or space in an id stays inside the segment.
    static func pathSegment(_ id: String) -> String {
        id.addingPercentEncoding(withAllowedCharacters: unreserved) ?? id
    }

    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func failure(_ error: BoardServerError, version: Int) -> Response {
        jsonResponse(
            BoardAPI.Failure(error: "\(error.code)", message: error.message, version: version, reason: error.reason),
            status: HTTPResponse.Status(code: error.status))
    }
}
