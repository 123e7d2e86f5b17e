import Foundation
import PropertyBased

@testable import Adapters

/// Random boards with everything a card can carry, in text markup can hold: printable ASCII (quotes,
/// ampersands, angle brackets), tab, line feed and carriage return, accented Latin, Hebrew, CJK and emoji;
/// leading, trailing and repeated whitespace; empty strings; nil and empty optionals; dates with millisecond
/// precision from 1900 to 2100.
enum MarkupBoardGen {
    static let text = Gen.oneOf(
        Gen.character(in: " "..."~").eraseToAnySequence(),
        Gen.character(in: "\t"..."\n").eraseToAnySequence(),
        Gen.character(in: "\r"..."\r").eraseToAnySequence(),
        Gen.character(in: "\u{C0}"..."\u{17F}").eraseToAnySequence(),
        Gen.character(in: "\u{5D0}"..."\u{5EA}").eraseToAnySequence(),
        Gen.character(in: "\u{4E00}"..."\u{4FFF}").eraseToAnySequence(),
        Gen.character(in: "\u{1F600}"..."\u{1F64F}").eraseToAnySequence()
    ).string(of: 0...12)

    static let id = Gen.letterOrNumber.string(of: 1...8)

    static let moment = Gen.int64(in: -2_208_988_800_000...4_102_444_800_000).map {
        Date(timeIntervalSince1970: Double($0) / 1000)
    }

    static let label = zip(id, text, Gen.element(of: ["green", "sky_dark", "red", ""]).optional)
        .map { Label(id: $0, name: $1, color: $2 ?? nil) }

    static let item = zip(id, text, Gen.bool).map { ChecklistItem(id: $0, text: $1, done: $2) }

    static let checklist = zip(id, text, item.array(of: 0...3)).map { Checklist(id: $0, name: $1, items: $2) }

    static let comment = zip(id, text, moment, text).map { Comment(id: $0, author: $1, date: $2, text: $3) }

    static let url = Gen.element(of: [
        "https://example.com/a?b=1&c=<2>", "javascript:alert(1)", "mailto:ada@example.org", "", "file:///etc/passwd",
    ]).map { $0 ?? "" }

    static let attachment = zip(id, text, url, text.optional, Gen.int(in: 0...Int(Int32.max)).optional)
        .map { Attachment(id: $0, name: $1, url: $2, mimeType: $3, bytes: $4) }

    static let source = zip(text, text.optional, url.optional).map { Source(system: $0, id: $1, url: $2) }

    static let card = zip(
        zip(id, text, text, Gen.bool, id.array(of: 0...3)),
        zip(checklist.array(of: 0...2), comment.array(of: 0...2), attachment.array(of: 0...2)),
        zip(moment.optional, moment.optional, Gen.bool, text.array(of: 0...2), source.optional)
    ).map { head, parts, rest in
        Card(
            id: head.0, title: head.1, notes: head.2, archived: head.3, labelIDs: head.4,
            checklists: parts.0, comments: parts.1, attachments: parts.2,
            due: rest.0, start: rest.1, dueComplete: rest.2, members: rest.3, source: rest.4)
    }

    static let list = zip(id, text, Gen.bool, card.array(of: 0...4), Gen.int(in: 0...20).optional)
        .map { BoardList(id: $0, name: $1, archived: $2, cards: $3, cardLimit: $4) }

    static let board = zip(id, text, text, label.array(of: 0...4), list.array(of: 0...4))
        .map { Board(id: $0, name: $1, notes: $2, labels: $3, lists: $4) }

    // MARK: - Version 2 parts (formats that carry the whole model: board XML, the HTML page)

    /// `extra` objects: empty, or a string, a whole number and a nested object holding a flag, an array and null.
    static let extra = zip(text, Gen.int(in: -99_999...99_999), Gen.bool, text.array(of: 0...2), Gen.bool).map {
        string, number, flag, strings, isEmpty -> [String: ExtraValue] in
        isEmpty ? [:] : [
            "text": .string(string), "count": .number(String(number)),
            "nested": .object(["flag": .bool(flag), "items": .array(strings.map(ExtraValue.string)), "none": .null]),
        ]
    }

    static let person = zip(id, text, text.optional, text.optional)
        .map { Person(id: $0, name: $1, username: $2, email: $3) }

    static let option = zip(id, text, Gen.element(of: ["green", "red", ""]).optional)
        .map { CustomFieldOption(id: $0, name: $1, color: $2 ?? nil) }

    static let customField = zip(id, text, Gen.element(of: CustomField.Kind.allCases), option.array(of: 0...2))
        .map { CustomField(id: $0, name: $1, kind: $2 ?? .text, options: $3) }

    /// One value of each kind a field can hold, of which a card takes some.
    static let fieldValues = zip(id, text, Gen.int(in: -1_000_000...1_000_000), moment, Gen.bool).map {
        field, string, number, when, flag in
        [
            CustomFieldValue(fieldID: field, value: .text(string)),
            CustomFieldValue(fieldID: field + "n", value: .number(String(number))),
            CustomFieldValue(fieldID: field + "d", value: .date(when)),
            CustomFieldValue(fieldID: field + "c", value: .checkbox(flag)),
            CustomFieldValue(fieldID: field + "o", value: .option(string)),
        ]
    }

    static let link = zip(text, id.optional, url.optional, text.optional)
        .map { CardLink(kind: CardLink.Kind(rawValue: $0), cardID: $1, url: $2, title: $3) }

    static let cover = zip(text.optional, id.optional, url.optional)
        .map { CardCover(color: $0, attachmentID: $1, imageURL: $2) }

    /// Cards with every version 2 part: done state, all-day dates, time zone, reporter, creation date, cover,
    /// links, custom field values, attachment dates and `extra` values.
    static let fullCard = zip(
        card,
        zip(Gen.bool, Gen.bool, Gen.bool, text.optional, id.optional),
        zip(moment.optional, cover.optional, link.array(of: 0...2), fieldValues, Gen.int(in: 0...5)),
        zip(extra, moment.optional)
    ).map { base, flags, parts, rest in
        var card = base
        card.done = flags.0
        card.dueIsAllDay = flags.1
        card.startIsAllDay = flags.2
        card.timeZone = flags.3
        card.reporter = flags.4
        card.created = parts.0
        card.cover = parts.1
        card.links = parts.2
        card.customFields = Array(parts.3.prefix(parts.4))
        card.extra = rest.0
        if !card.attachments.isEmpty { card.attachments[0].date = rest.1 }
        return card
    }

    static let fullList = zip(id, text, Gen.bool, fullCard.array(of: 0...3), extra)
        .map { BoardList(id: $0, name: $1, archived: $2, cards: $3, extra: $4) }

    /// Boards with every part of the model, version 2 parts included.
    static let fullBoard = zip(
        zip(id, text, text, label.array(of: 0...3)),
        zip(fullList.array(of: 0...3), person.array(of: 0...3), customField.array(of: 0...2), extra)
    ).map { head, rest in
        Board(
            id: head.0, name: head.1, notes: head.2, labels: head.3, lists: rest.0, people: rest.1,
            customFields: rest.2, extra: rest.3)
    }
}

/// A board with every part used, hand-written: the round trips' fixed example.
enum RichBoard {
    static let board: Board = {
        let due = Date(timeIntervalSince1970: 1_718_323_200.123)
        return Board(
            id: "b1", name: "Launch <2.0> & \"friends\"", notes: "Line one\n  indented\r\nand CRLF",
            labels: [Label(id: "l1", name: "Urgent", color: "red"), Label(id: "l2", name: "", color: nil)],
            lists: [
                BoardList(id: "list-a", name: "To do", cards: [
                    Card(
                        id: "c1", title: "<script>alert(1)</script>", notes: "  leading and trailing  ",
                        labelIDs: ["l1", "l2", "missing"],
                        checklists: [Checklist(id: "k1", name: "Steps", items: [
                            ChecklistItem(id: "i1", text: "first", done: true),
                            ChecklistItem(id: "i2", text: "second 'quoted'", done: false),
                        ])],
                        comments: [Comment(id: "m1", author: "Ada", date: due, text: "Looks <b>good</b>\nto me")],
                        attachments: [
                            Attachment(id: "a1", name: "Spec", url: "https://example.com/spec?x=1&y=2", mimeType: "text/html", bytes: 42),
                            Attachment(id: "a2", name: "Evil", url: "javascript:alert(document.cookie)"),
                        ],
                        due: due, start: Date(timeIntervalSince1970: 1_717_200_000), dueComplete: true,
                        members: ["ada", "grace hopper"],
                        source: Source(system: "trello", id: "Qm4v8xYz", url: "https://trello.com/c/Qm4v8xYz")),
                    Card(id: "c2", title: ""),
                ], cardLimit: 5),
                BoardList(id: "list-b", name: "", archived: true, cards: [
                    Card(id: "c3", title: "Archived card", archived: true, source: Source(system: "html")),
                ]),
            ])
    }()
}
