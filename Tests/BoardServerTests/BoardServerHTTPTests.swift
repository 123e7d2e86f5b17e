import Boards
import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
@testable import BoardServer

/// The HTTP side: the door (token, cookie, origin, body limit), the page as served, and the API.
@Suite struct BoardServerHTTPTests {
    static let token = "0123456789abcdef0123456789abcdef"

    func server(_ board: Board = TemporaryBoard.standard(), limit: Int = 1 << 20) throws -> (BoardServer, TemporaryBoard) {
        let file = try TemporaryBoard(board)
        let server = try BoardServer(configuration: BoardServerConfiguration(
            boardPath: file.path, token: Self.token, maximumBodyBytes: limit))
        return (server, file)
    }

    var cookie: HTTPFields { [.cookie: "cardport_token=\(Self.token)"] }
    var cookieAndOrigin: HTTPFields {
        [.cookie: "cardport_token=\(Self.token)", .origin: "http://localhost", .contentType: "application/json"]
    }

    @Test func theTokenIsExchangedForAStrictHttpOnlyCookie() async throws {
        let (server, _) = try server()
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .unauthorized)
            }
            try await client.execute(uri: "/?token=ffffffffffffffffffffffffffffffff", method: .get) { response in
                #expect(response.status == .forbidden)
            }
            try await client.execute(uri: "/", method: .get, headers: [.cookie: "cardport_token=nope"]) { response in
                #expect(response.status == .forbidden)
            }
            try await client.execute(uri: "/?token=\(Self.token)", method: .get) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/")
                let setCookie = response.headers[.setCookie] ?? ""
                #expect(setCookie.contains("cardport_token=\(Self.token)"))
                #expect(setCookie.contains("HttpOnly"))
                #expect(setCookie.contains("SameSite=Strict"))
            }
        }
    }

    @Test func thePageShowsEveryListAndCardWithNoInlineScript() async throws {
        var board = TemporaryBoard.standard()
        board.lists[0].cards[1].title = "<script>alert('x')</script> & more"
        let (server, _) = try server(board)
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/", method: .get, headers: cookie) { response in
                #expect(response.status == .ok)
                let html = String(buffer: response.body)
                for id in ["todo", "doing", "done", "old"] { #expect(html.contains("data-list-id=\"\(id)\"")) }
                for id in ["a", "b", "c", "d"] { #expect(html.contains("data-card-id=\"\(id)\"")) }
                #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more"))
                #expect(!html.contains("<script>alert"))
                // One script, by address; nothing inline, and the policy forbids it anyway.
                #expect(html.components(separatedBy: "<script").count == 2)
                #expect(html.contains("<script src=\"/assets/board.js\" defer></script>"))
                let policy = response.headers[.contentSecurityPolicy] ?? ""
                #expect(policy.contains("script-src 'self'"))
                #expect(!policy.contains("unsafe-inline"))
            }
            try await client.execute(uri: "/assets/board.js", method: .get, headers: cookie) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("/api/proposal"))
            }
        }
    }

    @Test func aLongListIsSentAScreenfulAndTheRestOnRequestAtTheShownVersion() async throws {
        var board = TemporaryBoard.standard()
        board.lists[0].cards = (1...250).map { Card(id: "long-\($0)", title: "Card \($0)", archived: $0 == 5) }
        let (server, _) = try server(board)
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/", method: .get, headers: cookie) { response in
                let html = String(buffer: response.body)
                // The first 100 open cards (card 5 is archived), the real count, and where the rest go.
                #expect(html.contains("data-card-id=\"long-101\"") && !html.contains("data-card-id=\"long-102\""))
                #expect(html.contains("data-cards=\"249\""))
                #expect(html.contains("class=\"more\""))
                // A short list is drawn whole, with no sentinel.
                #expect(html.components(separatedBy: "class=\"more\"").count == 2)
            }
            try await client.execute(uri: "/board/cards?list=todo&from=100&count=200&version=1", method: .get, headers: cookie) { response in
                #expect(response.status == .ok)
                let html = String(buffer: response.body)
                #expect(html.hasPrefix("<li class=\"card\"") && html.contains("data-card-id=\"long-102\""))
                #expect(html.components(separatedBy: "<li class=\"card\"").count - 1 == 149)
                #expect(!html.contains("data-card-id=\"long-101\""))
            }
            // Another version than the board's: the count the page has drawn may point elsewhere.
            try await client.execute(uri: "/board/cards?list=todo&from=100&count=200&version=7", method: .get, headers: cookie) { response in
                #expect(response.status == .conflict)
            }
            try await client.execute(uri: "/board/cards?list=nope&from=0&count=10&version=1", method: .get, headers: cookie) { response in
                #expect(response.status == .notFound)
            }
            try await client.execute(uri: "/board/cards?list=todo&from=-1&count=10&version=1", method: .get, headers: cookie) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("from, count and version"))
            }
            try await client.execute(uri: "/board/cards?list=todo&from=0&count=10&version=1", method: .get) { response in
                #expect(response.status == .unauthorized)
            }
        }
    }

    @Test func changesNeedTheBoardsOwnOrigin() async throws {
        let (server, file) = try server()
        let move = #"{"version":1,"cardIDs":["a"],"pointer":{"listID":"doing"}}"#
        try await server.application().test(.router) { client in
            try await client.execute(
                uri: "/api/move", method: .post, headers: [.cookie: "cardport_token=\(Self.token)"],
                body: ByteBuffer(string: move)
            ) { response in
                #expect(response.status == .forbidden)
            }
            var evil = cookieAndOrigin
            evil[.origin] = "http://evil.example"
            try await client.execute(uri: "/api/move", method: .post, headers: evil, body: ByteBuffer(string: move)) { response in
                #expect(response.status == .forbidden)
            }
            #expect(try file.titles("doing") == ["Delta"])
            try await client.execute(uri: "/api/move", method: .post, headers: cookieAndOrigin, body: ByteBuffer(string: move)) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("\"version\":2"))
            }
            #expect(try file.titles("doing") == ["Delta", "Alpha"])
            // The same edit again is based on version 1, which is gone.
            try await client.execute(uri: "/api/move", method: .post, headers: cookieAndOrigin, body: ByteBuffer(string: move)) { response in
                #expect(response.status == .conflict)
            }
        }
    }

    @Test func forbiddenDropsAnswer422AndBodiesOverTheLimit413() async throws {
        let (server, file) = try server(limit: 2048)
        try await server.application().test(.router) { client in
            let archived = #"{"version":1,"cardIDs":["a"],"pointer":{"listID":"old"}}"#
            try await client.execute(uri: "/api/move", method: .post, headers: cookieAndOrigin, body: ByteBuffer(string: archived)) { response in
                #expect(response.status == .unprocessableContent)
                #expect(String(buffer: response.body).contains("archived"))
            }
            let huge = #"{"version":1,"pointer":{"listID":"doing"},"items":[{"type":"text/plain","text":""#
                + String(repeating: "x", count: 4096) + "\"}]}"
            try await client.execute(uri: "/api/drop", method: .post, headers: cookieAndOrigin, body: ByteBuffer(string: huge)) { response in
                #expect(response.status == .contentTooLarge)
            }
        }
        #expect(try file.titles("doing") == ["Delta"])
    }

    @Test func aCardCarriesItsRepresentationsRichestFirst() async throws {
        let (server, _) = try server()
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/api/cards/a/representations", method: .get, headers: cookie) { response in
                #expect(response.status == .ok)
                struct Representation: Decodable { var type: String; var data: String }
                let made = try JSONDecoder().decode([Representation].self, from: Data(response.body.readableBytesView))
                #expect(made.map(\.type) == [
                    "application/vnd.cardport.board+json", "text/html", "text/markdown", "text/uri-list", "text/plain",
                    "DownloadURL",
                ])
                #expect(made[2].data.contains("Alpha"))
                #expect(made[3].data == "http://localhost/cards/a")
                #expect(made[4].data.contains("Alpha"))
                // Dropped on the desktop: the card's page, saved as a file named after the card.
                #expect(made[5].data == "text/html:Alpha.html:http://localhost/cards/a")
                // The JSON is a board holding the card and the label it wears.
                let board = try BoardFormat.decode(Data(made[0].data.utf8))
                #expect(board.lists.flatMap(\.cards).map(\.id) == ["a"])
                #expect(board.labels.map(\.id) == ["red"])
            }
            try await client.execute(uri: "/cards/a?fragment=1", method: .get, headers: cookie) { response in
                #expect(String(buffer: response.body).contains("Alpha"))
            }
        }
    }

    @Test func cardsWhoseIdsNeedEncodingOpenAndLinkToThemselves() async throws {
        var board = TemporaryBoard.standard()
        let ids = ["with space", "café", "a/b", "say \"hi\"", "100%"]
        board.lists[1].cards = ids.map { Card(id: $0, title: "Card \($0)") }
        let (server, _) = try server(board)
        try await server.application().test(.router) { client in
            for id in ids {
                // As the page's script builds it: encodeURIComponent.
                let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
                let encoded = id.addingPercentEncoding(withAllowedCharacters: unreserved)!
                try await client.execute(uri: "/cards/\(encoded)?fragment=1", method: .get, headers: cookie) { response in
                    #expect(response.status == .ok, "card \(id)")
                    #expect(String(buffer: response.body).contains(HTMLText.escape("Card \(id)")))
                }
                try await client.execute(uri: "/cards/\(encoded)", method: .get, headers: cookie) { response in
                    #expect(response.status == .ok, "card \(id)")
                }
                try await client.execute(uri: "/api/cards/\(encoded)/representations", method: .get, headers: cookie) { response in
                    #expect(response.status == .ok, "card \(id)")
                    struct Representation: Decodable { var type: String; var data: String }
                    let made = try JSONDecoder().decode([Representation].self, from: Data(response.body.readableBytesView))
                    // The link names the card as one path segment, which opens it again.
                    #expect(made.first { $0.type == "text/uri-list" }?.data == "http://localhost/cards/\(encoded)")
                }
            }
        }
    }

    @Test func aMalformedRequestIsAnsweredInCardportsWordsNamingTheField() async throws {
        let (server, _) = try server()
        let cases: [(body: String, field: String)] = [
            (#"{"version":"one","cardIDs":["a"],"pointer":{"listID":"doing"}}"#, "`version`"),
            (#"{"version":1,"pointer":{"listID":"doing"}}"#, "`cardIDs`"),
            (#"{"version":1,"cardIDs":["a"],"pointer":{"listID":7}}"#, "`pointer.listID`"),
            (#"{"version":1,"cardIDs":["a", 2],"pointer":{"listID":"doing"}}"#, "`cardIDs[1]`"),
            (#"{"version":1,"#, "not JSON"),
        ]
        try await server.application().test(.router) { client in
            for (body, field) in cases {
                try await client.execute(uri: "/api/move", method: .post, headers: cookieAndOrigin, body: ByteBuffer(string: body)) { response in
                    #expect(response.status == .badRequest)
                    let failure = try JSONDecoder().decode(BoardAPI.Failure.self, from: Data(response.body.readableBytesView))
                    #expect(failure.message.contains(field), "\(failure.message)")
                    for swiftWord in ["DecodingError", "typeMismatch", "keyNotFound", "CodingKeys", "Swift.", "debugDescription"] {
                        #expect(!failure.message.contains(swiftWord), "\(failure.message)")
                    }
                }
            }
        }
    }

    @Test func hostNamesOtherThanTheServedOneAreRefused() {
        let configuration = BoardServerConfiguration(boardPath: "b.json")
        let allowed = configuration.allowedHostNames
        #expect(allowed.contains(AccessGuard<BasicRequestContext>.hostName(of: "127.0.0.1:8080")))
        #expect(allowed.contains(AccessGuard<BasicRequestContext>.hostName(of: "LOCALHOST:1")))
        #expect(allowed.contains(AccessGuard<BasicRequestContext>.hostName(of: "[::1]:8080")))
        #expect(!allowed.contains(AccessGuard<BasicRequestContext>.hostName(of: "attacker.example:8080")))
        #expect(!allowed.contains(AccessGuard<BasicRequestContext>.hostName(of: "")))
    }
}
