import Adapters
import Foundation
import PropertyBased
import Testing

@Suite struct TrelloBadInputTests {
    @Test func malformedJSONSaysLineAndColumn() throws {
        let error = try #require(trelloImportError(Data("{\"id\": \"b\",\n  \"name\": }".utf8)))
        #expect(error.code == .malformedInput)
        #expect(error.location == "2:11")
        #expect(error.input == "board.json")
        #expect(error.message.contains("name"))
    }

    @Test func anErrorDeepInALargeFileIsPlacedAsInTheSameBytesInMemory() throws {
        // A file is read into a buffer whose pages are given back as the reader passes them; the error near the
        // end of a 10 MB export must still name its true line and column.
        var text = "{\"id\": \"b\", \"name\": \"Big\", \"lists\": [], \"cards\": [\n"
        var index = 0
        while text.utf8.count < 10 << 20 {
            text += "  {\"id\": \"c\(index)\", \"name\": \"Carte naïve \(index)\", \"desc\": \"déjà vu\"},\n"
            index += 1
        }
        text += "  {\"id\": \"last\", \"name\": \"bad \\q escape\"}]}"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromBytes = try #require(trelloImportError(Data(text.utf8)))
        let fromFile = try #require(throws: AdapterError.self) {
            try TrelloImporter().importBoard(from: .file(url), as: .trelloBoardExport, options: ImportOptions())
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(fromBytes.location?.hasPrefix("\(lines):") == true)
        #expect(fromFile.location == fromBytes.location)
        #expect(fromFile.code == .malformedInput)
        #expect(fromFile.message == fromBytes.message)
    }

    @Test func aTruncatedExportIsMalformedNotACrash() throws {
        let data = try trelloFixture("simple-project-board.json")
        let error = try #require(trelloImportError(data.prefix(data.count / 2)))
        #expect(error.code == .malformedInput)
        #expect(error.location != nil)
    }

    @Test func jsonThatIsNotATrelloExportNamesTheMissingKeys() throws {
        let error = try #require(trelloImportError(Data(#"{"id": "x", "title": "Not Trello", "items": []}"#.utf8)))
        #expect(error.code == .unexpectedContent)
        #expect(error.message.contains("\"name\""))
        #expect(error.message.contains("\"lists\""))
        #expect(error.message.contains("\"cards\""))
        #expect(!error.message.contains("\"id\""))
    }

    @Test func aCardportBoardIsNotATrelloExport() throws {
        let native = try BoardFormat.encode(Board(id: "b", name: "Native"))
        let error = try #require(trelloImportError(native))
        #expect(error.code == .unexpectedContent)
        #expect(error.message.contains("\"cards\""))
    }

    @Test func aTopLevelArrayIsNotATrelloExport() throws {
        let error = try #require(trelloImportError(Data("[1, 2, 3]".utf8)))
        #expect(error.code == .unexpectedContent)
        #expect(error.message.contains("an array"))
    }

    @Test func aKnownKeyOfTheWrongTypeNamesItsPath() throws {
        let error = try #require(trelloImportError(Data(#"{"id": "b", "name": "B", "lists": [{"id": 7}], "cards": []}"#.utf8)))
        #expect(error.code == .unexpectedContent)
        #expect(error.message.contains("lists[0].id"))
    }

    @Test func anEmptyFileIsAClearError() throws {
        let error = try #require(trelloImportError(Data()))
        #expect(error.code == .malformedInput)
        #expect(error.message.contains("empty"))
    }

    @Test func whitespaceOnlyIsAClearError() throws {
        let error = try #require(trelloImportError(Data("  \n ".utf8)))
        #expect(error.code == .malformedInput)
        #expect(error.location == "2:2")
    }

    @Test func invalidUTF8InAValueReadIsAnError() throws {
        var data = Data(#"{"id": "b", "name": "#.utf8)
        data.append(contentsOf: [0x22, 0x41, 0xFF, 0x42, 0x22])
        data.append(contentsOf: Data(#", "lists": [], "cards": []}"#.utf8))
        let error = try #require(trelloImportError(data))
        #expect(error.code == .malformedInput)
        #expect(error.message.contains("UTF-8"))
        #expect(error.location == "1:23")
    }

    @Test func invalidUTF8InASkippedValueIsAnErrorToo() throws {
        var data = Data(#"{"id": "b", "name": "B", "lists": [], "cards": [], "prefs": {"x": "#.utf8)
        data.append(contentsOf: [0x22, 0xC0, 0xAF, 0x22, 0x7D, 0x7D])  // a string holding an overlong "/"
        let error = try #require(trelloImportError(data))
        #expect(error.code == .malformedInput)
        #expect(error.message.contains("UTF-8"))
    }

    @Test func nestingTenThousandDeepIsALimitNotACrash() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let text = #"{"id": "b", "name": "B", "lists": [], "cards": [], "prefs": "# + deep + "}"
        let error = try #require(trelloImportError(Data(text.utf8)))
        #expect(error.code == .limitExceeded)
        #expect(error.message.contains("512"))
    }

    @Test func objectsNestedTenThousandDeepAreALimitNotACrash() throws {
        let deep = String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        let error = try #require(trelloImportError(Data(deep.utf8)))
        #expect(error.code == .limitExceeded)
    }

    @Test func theDepthLimitFollowsTheOptions() throws {
        let data = try trelloFixture("simple-project-board.json")
        let error = try #require(trelloImportError(data, options: ImportOptions(maximumDepth: 3)))
        #expect(error.code == .limitExceeded)
        #expect(trelloImportError(data, options: ImportOptions(maximumDepth: 12)) == nil)
    }

    @Test func inputOverTheSizeLimitIsRefused() throws {
        let data = try trelloFixture("simple-project-board.json")
        let error = try #require(trelloImportError(data, options: ImportOptions(maximumInputBytes: 1000)))
        #expect(error.code == .limitExceeded)
    }

    @Test func aMissingFileIsUnreadable() throws {
        let url = URL(fileURLWithPath: "/nonexistent/board.json")
        #expect {
            try TrelloImporter().importBoard(from: .file(url), as: .json, options: ImportOptions())
        } throws: { error in
            (error as? AdapterError)?.code == .unreadableInput && (error as? AdapterError)?.input == url.path
        }
    }

    @Test func anEmptyFileOnDiskIsAClearError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString).json")
        try Data().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            try TrelloImporter().importBoard(from: .file(url), as: .json, options: ImportOptions())
        } throws: { error in
            let error = error as? AdapterError
            return error?.code == .malformedInput && error?.input == url.path && error?.message.contains("empty") == true
        }
    }

    @Test func aDirectoryIsUnreadable() {
        let url = FileManager.default.temporaryDirectory
        #expect {
            try TrelloImporter().importBoard(from: .file(url), as: .json, options: ImportOptions())
        } throws: { error in
            (error as? AdapterError)?.code == .unreadableInput
        }
    }

    @Test func malformedJSONInAFileSaysLineAndColumn() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json")
        try Data("{\n\n   \"id\": nope}".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            try TrelloImporter().importBoard(from: .file(url), as: .json, options: ImportOptions())
        } throws: { error in
            (error as? AdapterError)?.location == "3:10" && (error as? AdapterError)?.input == url.path
        }
    }

    @Test func aChecklistOfAnAbsentCardIsAWarningWithItsPath() throws {
        let result = try importTrello("""
            {"id": "b", "name": "B", "lists": [{"id": "l", "pos": 1}], "cards": [{"id": "c", "idList": "l"}],
             "checklists": [{"id": "k1", "idCard": "c", "name": "Kept"}, {"id": "k2", "idCard": "gone", "name": "Lost"}]}
            """)
        #expect(result.board.lists.first?.cards.first?.checklists.map(\.name) == ["Kept"])
        #expect(result.warnings.map(\.location) == ["checklists[1].idCard"])
        #expect(result.warnings.first?.message.contains("Lost") == true)
    }

    @Test func aCardOfAnAbsentListIsAWarningWithItsPath() throws {
        let result = try importTrello("""
            {"id": "b", "name": "B", "lists": [{"id": "l", "pos": 1}],
             "cards": [{"id": "c1", "idList": "l", "name": "Here"}, {"id": "c2", "idList": "nowhere", "name": "Lost"}]}
            """)
        #expect(result.board.lists.flatMap(\.cards).map(\.title) == ["Here"])
        #expect(result.warnings.map(\.location) == ["cards[1].idList"])
    }

    @Test func brokenLinksOfCommentsLabelsMembersAndDatesAreWarnings() throws {
        let result = try importTrello("""
            {"id": "b", "name": "B", "labels": [], "members": [], "lists": [{"id": "l", "pos": 1}],
             "cards": [{"id": "c", "idList": "l", "idLabels": ["x"], "idMembers": ["m"], "due": "next week"}],
             "actions": [{"id": "a", "type": "commentCard", "date": "2024-01-01T00:00:00.000Z",
                          "data": {"text": "hi", "card": {"id": "gone"}}}]}
            """)
        #expect(Set(result.warnings.compactMap(\.location)) == [
            "actions[0].data.card.id", "cards[0].idLabels", "cards[0].idMembers", "cards[0].due",
        ])
        let card = try #require(result.board.lists.first?.cards.first)
        #expect(card.labelIDs.isEmpty)
        #expect(card.members == ["m"])
        #expect(card.due == nil)
    }

    /// Two cards with one id (a damaged or hand-made export): what names the id goes to the first card on the
    /// board, once, so a round trip writes each checklist and comment once; the second card keeps its own labels
    /// and is named in a warning.
    @Test func cardsThatShareAnIDGiveWhatNamesItToTheFirstAndAreWarned() throws {
        let result = try importTrello("""
            {"id": "b", "name": "B", "labels": [{"id": "red-label", "color": "red"}],
             "members": [{"id": "mia", "fullName": "Mia"}], "lists": [{"id": "l", "pos": 1}],
             "cards": [{"id": "c", "idList": "l", "pos": 2, "name": "Second", "idLabels": ["red-label", "gone"]},
                       {"id": "c", "idList": "l", "pos": 1, "name": "First", "idLabels": ["red-label"], "idMembers": ["mia"]},
                       {"id": "d", "idList": "l", "pos": 3, "name": "Third"}],
             "checklists": [{"id": "k", "idCard": "c", "name": "Steps"}],
             "actions": [{"id": "a1", "type": "commentCard", "date": "2024-01-02T00:00:00.000Z", "idMemberCreator": "mia",
                          "data": {"text": "hi", "card": {"id": "c"}}},
                         {"id": "a2", "type": "createCard", "date": "2024-01-01T00:00:00.000Z", "idMemberCreator": "mia",
                          "data": {"card": {"id": "c"}}}]}
            """)
        let cards = try #require(result.board.lists.first?.cards)
        #expect(cards.map(\.title) == ["First", "Second", "Third"])
        #expect(cards.map { $0.comments.map(\.text) } == [["hi"], [], []])
        #expect(cards.map { $0.checklists.map(\.name) } == [["Steps"], [], []])
        #expect(cards.map(\.reporter) == ["mia", nil, nil])
        #expect(cards.map(\.labelIDs) == [["red-label"], ["red-label"], []])
        #expect(cards.map(\.members) == [["mia"], [], []])
        #expect(Set(result.warnings.compactMap(\.location)) == ["cards[0].idLabels", "cards[1].id"])
    }

    /// Two lists with one id: the cards that name it are in the first list on the board, once, and the second
    /// list is there, empty, and named in a warning.
    @Test func listsThatShareAnIDGiveTheirCardsToTheFirst() throws {
        let result = try importTrello("""
            {"id": "b", "name": "B", "lists": [{"id": "l", "pos": 2, "name": "Later"}, {"id": "l", "pos": 1, "name": "Sooner"}],
             "cards": [{"id": "c1", "idList": "l", "name": "One"}, {"id": "c2", "idList": "l", "name": "Two"}]}
            """)
        #expect(result.board.lists.map(\.name) == ["Sooner", "Later"])
        #expect(result.board.lists.map { $0.cards.map(\.title) } == [["One", "Two"], []])
        #expect(result.warnings.compactMap(\.location) == ["lists[1].id"])
    }
}

/// Damaged copies of a real export: whatever the damage, the importer returns a board or an AdapterError
/// that says where, and never anything else.
@Suite struct TrelloDamagedInputTests {
    static let damage = zip(
        Gen.int(in: 0...116_760).array(of: 1...4),
        Gen.element(of: Array("{}[]\",:\\0e-.tfn \u{80}\u{FF}".utf8)).array(of: 1...4))

    @Test func damagedBytesGiveABoardOrAnErrorWithItsPlace() async throws {
        let original = try trelloFixture("simple-project-board.json")
        await propertyCheck(count: 300, input: Self.damage) { positions, bytes in
            var data = original
            for (position, byte) in zip(positions, bytes) where position < data.count {
                data[data.startIndex + position] = byte ?? 0
            }
            do {
                _ = try importTrello(data)
            } catch let error as AdapterError {
                #expect(error.location != nil)
            }
        }
    }

    @Test func everyTruncationIsAnErrorWithItsPlace() async throws {
        let original = try trelloFixture("productivity-workflow.json")
        await propertyCheck(count: 200, input: Gen.int(in: 0...(original.count - 2))) { length in
            #expect(throws: AdapterError.self) { try importTrello(original.prefix(length)) }
        }
    }
}
