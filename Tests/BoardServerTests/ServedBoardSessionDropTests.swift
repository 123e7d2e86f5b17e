import BoardDrops
import Boards
import Foundation
import Testing
@testable import BoardServer

/// Merges and drops of items from elsewhere on the plain board, asked of and made through the board session: the
/// refusals are the session's own (its message and its code), and each drop that is made is one step of the
/// board's history.
@Suite struct ServedBoardSessionDropTests {
    func ask(_ served: ServedBoard, _ drag: BoardAPI.Drag, _ pointer: BoardAPI.Pointer) async throws -> BoardAPI.Proposal {
        try await served.perform { try served.proposal(.init(version: served.version, drag: drag, pointer: pointer)) }
    }

    func bytes(_ file: TemporaryBoard) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: file.path)) }

    static let archivedMessage = "The list 'Old' is archived: restore it before adding cards to it."

    @Test func aMergeIntoACardOfAnArchivedListIsRefusedWithTheSessionsReason() async throws {
        let file = try TemporaryBoard()
        let before = try bytes(file)
        let served = try ServedBoard(path: file.path)
        let pointer = BoardAPI.Pointer(listID: "old", cardID: "z", fraction: 0.5, merge: true)
        let hover = try await ask(served, .init(cardIDs: ["a"]), pointer)
        #expect(hover.operation == "forbidden" && hover.reason == Self.archivedMessage)
        let error = await #expect(throws: BoardServerError.self) {
            try await served.perform { try served.move(.init(version: 1, cardIDs: ["a"], pointer: pointer)) }
        }
        #expect(error?.status == 422)
        #expect(error?.reason == "archivedList")
        #expect(error?.message == Self.archivedMessage)
        #expect(try bytes(file) == before)
        #expect(served.version == 1)
        #expect(try BoardSession(path: file.path).history().isEmpty)
    }

    @Test func aCardMergedIntoItselfIsNotDropped() async throws {
        let file = try TemporaryBoard()
        let before = try bytes(file)
        let served = try ServedBoard(path: file.path)
        let pointer = BoardAPI.Pointer(listID: "todo", cardID: "a", fraction: 0.5, merge: true)
        #expect(try await ask(served, .init(cardIDs: ["a"]), pointer).operation == "cancel")
        let error = await #expect(throws: BoardServerError.self) {
            try await served.perform { try served.move(.init(version: 1, cardIDs: ["a"], pointer: pointer)) }
        }
        #expect(error?.status == 422 && error?.reason == "sameCard")
        #expect(try bytes(file) == before)
    }

    @Test func textDroppedOnAnArchivedOrAFullListIsRefusedWithTheSessionsReason() async throws {
        let file = try TemporaryBoard()
        let before = try bytes(file)
        let served = try ServedBoard(path: file.path)
        let text = BoardAPI.UploadedItem(type: "text/plain", text: "One\nTwo\nThree\n")
        // While hovering: one card per item, as the session would take it, and the type the page is to upload.
        let hover = try await ask(served, .init(items: [.init(types: ["text/plain"])]), .init(listID: "old"))
        #expect(hover.operation == "forbidden" && hover.reason == Self.archivedMessage && hover.load == ["text/plain"])
        let archived = await #expect(throws: BoardServerError.self) {
            try await served.perform { try served.drop(.init(version: 1, pointer: .init(listID: "old"), items: [text])) }
        }
        #expect(archived?.status == 422 && archived?.reason == "archivedList" && archived?.message == Self.archivedMessage)
        // "Done" takes at most 2 open cards: the one item is welcome while hovering, its three cards are not.
        #expect(try await ask(served, .init(items: [.init(types: ["text/plain"])]), .init(listID: "done")).operation == "copy")
        let full = await #expect(throws: BoardServerError.self) {
            try await served.perform { try served.drop(.init(version: 1, pointer: .init(listID: "done"), items: [text])) }
        }
        #expect(full?.status == 422 && full?.reason == "cardLimitReached")
        #expect(full?.message == "The list 'Done' holds 0 open cards and allows 2; 3 more do not fit.")
        #expect(try bytes(file) == before)
        #expect(served.version == 1)
        #expect(try BoardSession(path: file.path).history().isEmpty)
    }

    @Test func aMergeIsOneUndoableStep() async throws {
        let file = try TemporaryBoard()
        let before = try bytes(file)
        let served = try ServedBoard(path: file.path)
        let result = try await served.perform {
            try served.move(.init(
                version: 1, cardIDs: ["c"], pointer: .init(listID: "doing", cardID: "d", fraction: 0.5, merge: true)))
        }
        #expect(result.operation == "copy" && result.version == 2)
        #expect(result.undoName == "Merge into card")
        #expect(try file.titles("todo") == ["Alpha", "Bravo", "Charlie"])
        let delta = try #require(try file.onDisk().lists[1].cards.first)
        #expect(delta.checklists.first?.items.map(\.text) == ["Charlie"])
        #expect(try BoardSession(path: file.path).history().map(\.name) == ["Merge into card"])
        _ = try await served.perform { try served.undo(from: 2) }
        #expect(try bytes(file) == before)
    }

    @Test func aTextDropIsOneUndoableStepAtTheLine() async throws {
        let file = try TemporaryBoard()
        let before = try bytes(file)
        let served = try ServedBoard(path: file.path)
        let pointer = BoardAPI.Pointer(listID: "doing", cardID: "d", fraction: 0.2)
        let hover = try await ask(served, .init(items: [.init(types: ["text/plain", "text/html"])]), pointer)
        #expect(hover.operation == "copy" && hover.intent == "insert" && hover.beforeCardID == "d")
        #expect(hover.load == ["text/html"])
        let result = try await served.perform {
            try served.drop(.init(version: 1, pointer: pointer, items: [.init(type: "text/plain", text: "Echo\nFoxtrot\n")]))
        }
        #expect(result.operation == "copy" && result.undoName == "Add 2 cards")
        #expect(try file.titles("doing") == ["Echo", "Foxtrot", "Delta"])
        #expect(try BoardSession(path: file.path).history().map(\.name) == ["Add 2 cards"])
        _ = try await served.perform { try served.undo(from: 2) }
        #expect(try bytes(file) == before)
    }

    @Test func textDroppedOntoACardWithAltIsMergedIntoIt() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        let pointer = BoardAPI.Pointer(listID: "doing", cardID: "d", fraction: 0.5, merge: true)
        let hover = try await ask(served, .init(items: [.init(types: ["text/uri-list"])]), pointer)
        #expect(hover.operation == "copy" && hover.intent == "onto" && hover.ontoCardID == "d" && hover.highlight == "row")
        let result = try await served.perform {
            try served.drop(.init(version: 1, pointer: pointer, items: [.init(type: "text/uri-list", text: "https://example.com/spec\n")]))
        }
        #expect(result.undoName == "Merge into card")
        let doing = try #require(try file.onDisk().lists.first { $0.id == "doing" })
        #expect(doing.cards.map(\.title) == ["Delta"])
        #expect(doing.cards[0].attachments.map(\.url) == ["https://example.com/spec"])
    }

    @Test func anItemNoAdapterReadsIsNotHandled() async throws {
        let file = try TemporaryBoard()
        let before = try bytes(file)
        let served = try ServedBoard(path: file.path)
        let hover = try await ask(served, .init(items: [.init(types: ["text/plain"]), .init(types: ["image/png"])]), .init(listID: "doing"))
        #expect(hover.operation == "cancel" && hover.load == ["text/plain", ""])
        let error = await #expect(throws: BoardServerError.self) {
            try await served.perform {
                try served.drop(.init(version: 1, pointer: .init(listID: "doing"), items: [
                    .init(type: "text/plain", text: "Echo"), .init(type: "image/png", text: "not a picture"),
                ]))
            }
        }
        #expect(error?.status == 422 && error?.reason == "unreadableItem")
        #expect(try bytes(file) == before)
    }
}
