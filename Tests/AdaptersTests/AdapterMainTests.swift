import AdapterKit
import Adapters
import CardportTestSupport
import Foundation
import Testing

/// AdapterKit: a Swift importer run as an external adapter program speaks the protocol Cardport reads.
@Suite struct AdapterMainTests {
    @Test func readPrintsTheBoardAsNativeJSON() throws {
        let outcome = AdapterMain.run(
            TodoTxtAdapter(), arguments: ["read", "org.todotxt.todo-txt"], input: Data("x Buy milk +home\nCall Bob +home\n".utf8))
        #expect(outcome.status == 0)
        let board = try NativeBoardAdapter().importBoard(
            from: .data(outcome.output, name: "out"), as: .cardportBoard, options: ImportOptions()).board
        #expect(board.lists.flatMap(\.cards).map(\.title).sorted() == ["Buy milk", "Call Bob"])
        #expect(board.lists.flatMap(\.cards).first { $0.title == "Buy milk" }?.done == true)
    }

    @Test func badDataIsExit65WithTheErrorAndItsPlaceAsJSON() throws {
        let outcome = AdapterMain.run(
            NativeBoardAdapter(), arguments: ["read", "app.cardport.board"], input: Data("{\n  \"format\": 3,".utf8))
        #expect(outcome.status == 65)
        let text = String(decoding: outcome.errorOutput, as: UTF8.self)
        #expect(text.hasPrefix(#"{"error":{"message":"#))
        #expect(text.contains(#""line":2"#))
    }

    @Test func aCommandLineWithoutADeclaredTypeIsExit64() {
        let outcome = AdapterMain.run(TodoTxtAdapter(), arguments: ["read"], input: Data())
        #expect(outcome.status == 64)
    }

    @Test func anExternalAdapterReadsWhatAnAdapterKitProgramPrints() throws {
        // The same protocol both ways: the program's output is what `ExternalAdapter` parses.
        let outcome = AdapterMain.run(
            TodoTxtAdapter(), arguments: ["read", "org.todotxt.todo-txt"], input: Data("(A) Ship it\n".utf8))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapterkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("todo"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try outcome.output.write(to: folder.appendingPathComponent("todo/board.json"))
        try Data(#"{"name": "replay", "executable": "run", "reads": ["org.todotxt.todo-txt"]}"#.utf8)
            .write(to: folder.appendingPathComponent("todo/adapter.json"))
        try writeExecutable("#!/bin/sh\ncat >/dev/null\ncat \"$(dirname \"$0\")/board.json\"\n", to: folder.appendingPathComponent("todo/run").path)
        let adapter = try #require(ExternalAdapterDiscovery(folders: [folder]).adapters.first)
        let board = try adapter.importBoard(
            from: .data(Data("(A) Ship it\n".utf8), name: "todo.txt"), as: try #require(UTType("org.todotxt.todo-txt")),
            options: ImportOptions()).board
        #expect(board.lists.flatMap(\.cards).map(\.title) == ["Ship it"])
    }
}
