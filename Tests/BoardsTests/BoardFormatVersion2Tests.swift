import Foundation
import Testing

@testable import Boards

/// Version 2 of the native format: the people directory, custom fields, covers, links, done state, all-day
/// dates, time zones, reporters, creation dates, attachment dates and `extra` objects.
@Suite struct BoardFormatVersion2Tests {
    static let when = Date(timeIntervalSince1970: 1_625_936_518.633)

    /// A board that uses every part version 2 added.
    static var fullBoard: Board {
        let card = Card(
            id: "c1", title: "Ship it",
            attachments: [Attachment(id: "a1", name: "shot.png", url: "https://x.test/shot.png", mimeType: "image/png",
                bytes: 12, date: when)],
            due: Date(timeIntervalSince1970: 1_785_456_000), members: ["p1", "Bare Name"],
            done: true, dueIsAllDay: true, startIsAllDay: false, timeZone: "Europe/Berlin", reporter: "p2",
            created: when, cover: CardCover(color: "green", attachmentID: "a1"),
            customFields: [
                CustomFieldValue(fieldID: "f1", value: .number("3.5")),
                CustomFieldValue(fieldID: "f2", value: .option("o2")),
                CustomFieldValue(fieldID: "f3", value: .checkbox(false)),
                CustomFieldValue(fieldID: "f4", value: .date(when)),
                CustomFieldValue(fieldID: "f5", value: .text("sprint \"7\"")),
            ],
            links: [
                CardLink(kind: .blocks, cardID: "c2"),
                CardLink(kind: CardLink.Kind(rawValue: "is cloned by"), url: "PROJ-9", title: "Old copy"),
            ],
            extra: [
                "reactions": .array([.object(["emoji": .string("👍"), "count": .number("2")]), .null]),
                "score": .number("-0.25"), "pinned": .bool(true), "empty": .object([:]), "none": .array([]),
            ])
        return Board(
            id: "b", name: "Board",
            lists: [BoardList(id: "l1", name: "Doing", cards: [card, Card(id: "c2", title: "Next")],
                extra: ["wip": .number("4")])],
            people: [Person(id: "p1", name: "Ada Lovelace", username: "ada", email: "ada@x.test"), Person(id: "p2")],
            customFields: [
                CustomField(id: "f1", name: "Story Points", kind: .number),
                CustomField(id: "f2", name: "Priority", kind: .option, options: [
                    CustomFieldOption(id: "o1", name: "Low"), CustomFieldOption(id: "o2", name: "High", color: "red"),
                ]),
                CustomField(id: "f3", name: "Reviewed", kind: .checkbox),
                CustomField(id: "f4", name: "Released", kind: .date),
                CustomField(id: "f5", name: "Sprint", kind: .text),
            ],
            extra: ["prefs": .object(["background": .string("blue")])])
    }

    @Test func everyVersion2PartRoundTrips() throws {
        let board = Self.fullBoard
        #expect(try BoardFormat.decode(BoardFormat.encode(board)) == board)
    }

    @Test func aBoardIsWrittenAsTheOldestVersionThatHoldsIt() throws {
        let plain = Board(id: "b", name: "B", lists: [BoardList(id: "l", name: "L", cards: [Card(id: "c", title: "t")])])
        #expect(BoardFormat.version(for: plain) == 1)
        #expect(String(decoding: try BoardFormat.encode(plain), as: UTF8.self).contains("\"version\" : 1"))
        #expect(BoardFormat.version(for: Self.fullBoard) == 2)
        var doneOnly = plain
        doneOnly.lists[0].cards[0].done = true
        #expect(String(decoding: try BoardFormat.encode(doneOnly), as: UTF8.self).contains("\"version\" : 2"))
    }

    @Test func aVersion1FileReadsWithTheNewPartsEmpty() throws {
        let file = Data("""
            {"format": "cardport.board", "version": 1, "id": "b", "name": "Old",
             "lists": [{"id": "l", "name": "L", "cards": [{"id": "c", "title": "t", "members": ["Ann"]}]}]}
            """.utf8)
        let board = try BoardFormat.decode(file)
        #expect(board.people.isEmpty && board.customFields.isEmpty && board.extra.isEmpty)
        #expect(board.lists[0].cards[0].done == false)
        #expect(board.displayName(ofPerson: "Ann") == "Ann")
    }

    @Test func peopleResolveByIDNameOrUsername() {
        let board = Self.fullBoard
        #expect(board.displayName(ofPerson: "p1") == "Ada Lovelace")
        #expect(board.person(named: "ada")?.id == "p1")
        #expect(board.displayName(ofPerson: "p2") == "p2")
        #expect(board.person(named: "Bare Name") == nil)
    }

    @Test func aCustomFieldValueNeedsExactlyOneValueAndAKnownType() {
        let twoValues = Data("""
            {"format": "cardport.board", "version": 2, "id": "b", "name": "",
             "lists": [{"id": "l", "name": "", "cards": [{"id": "c", "customFields": [{"field": "f", "text": "a", "checked": true}]}]}]}
            """.utf8)
        #expect(throws: BoardFormatError.self) { try BoardFormat.decode(twoValues) }
        let badType = Data("""
            {"format": "cardport.board", "version": 2, "id": "b", "name": "", "customFields": [{"id": "f", "type": "colour"}]}
            """.utf8)
        do {
            _ = try BoardFormat.decode(badType)
            Issue.record("A custom field of an unknown type was accepted.")
        } catch {
            #expect(error.path == "customFields[0].type")
        }
    }

    @Test func copiesOfACardKeepTheirCoverOnTheirOwnAttachment() throws {
        let card = Self.fullBoard.lists[0].cards[0]
        let copy = card.reidentified { $0 + "-copy" }
        #expect(copy.cover?.attachmentID == "a1-copy")
        #expect(copy.attachments[0].id == "a1-copy")
    }
}
