import Foundation

/// Writes a large Trello board export, the same bytes for the same counts, shaped as the real exports in
/// Tests/AdaptersTests/Fixtures/trello are at the top level and in its actions (`memberCreator`, `data.card`). Its
/// cards are leaner than Trello's: they carry the keys Cardport reads and a few it skips (`idBoard`, `idShort`,
/// `dateLastActivity`, `idChecklists`), but no `badges`, `cover`, `limits` or previews, so a real export of as many
/// cards is larger, mostly in keys the import skips.
struct TrelloExportGenerator {
    var cards = 100_000
    var actions = 50_000
    var lists = 60
    var checklists = 5_000
    var members = 25

    private var state: UInt64 = 0x1234_5678_9ABC_DEF0

    init(cards: Int, actions: Int) {
        self.cards = cards
        self.actions = actions
    }

    private mutating func random(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    private func id(_ kind: UInt64, _ index: Int) -> String {
        let text = String(kind << 40 | UInt64(index), radix: 16)
        return "5f" + String(repeating: "0", count: 22 - text.count) + text
    }

    private static let words = [
        "plan", "review", "ship", "design", "écrire", "テスト", "budget", "venue", "sponsor", "draft", "call",
        "email", "😀", "fix", "release", "notes", "meeting", "Überblick", "research", "catering",
    ]

    private mutating func phrase(_ count: Int) -> String {
        (0..<count).map { _ in Self.words[random(Self.words.count)] }.joined(separator: " ")
    }

    private func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static let colors = ["green", "yellow", "orange", "red", "purple", "blue", "sky", "lime", "pink", "black"]

    /// Writes the export to `url`.
    mutating func write(to url: URL) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var buffer = ""
        func flush(_ force: Bool = false) throws {
            if force || buffer.utf8.count > 1 << 20 {
                try handle.write(contentsOf: Data(buffer.utf8))
                buffer = ""
            }
        }
        let board = id(1, 0)
        buffer += ##"{"id":"\##(board)","name":"Generated board","desc":"A board of \##(cards) cards.","descData":null,"closed":false,"idOrganization":null,"pinned":false,"starred":false,"url":"https://trello.com/b/AbCdEfGh/generated","prefs":{"permissionLevel":"private","voting":"disabled","comments":"members","background":"blue","backgroundColor":"#0079BF","calendarFeedEnabled":false},"shortLink":"AbCdEfGh","labelNames":{"green":"","yellow":"","orange":"","red":"","purple":"","blue":""},"dateLastActivity":"2024-05-01T10:00:00.000Z","##
        buffer += #""actions":["#
        for index in 0..<actions {
            let card = random(cards)
            let member = random(members)
            let isComment = index % 5 < 2
            let seconds = 1_700_000_000 - index * 60
            let date = ISO8601DateFormatter.string(
                from: Date(timeIntervalSince1970: Double(seconds) + 0.123), timeZone: .gmt,
                formatOptions: [.withInternetDateTime, .withFractionalSeconds])
            if index > 0 { buffer += "," }
            let cardRef = #""card":{"id":"\#(id(3, card))","idShort":\#(card + 1),"shortLink":"Ab\#(card)"}"#
            let data = isComment
                ? #"{"text":\#(quoted(phrase(8))),\#(cardRef)}"#
                : #"{\#(cardRef),"old":{"pos":\#(card * 8192)}}"#
            buffer += #"{"id":"\#(id(4, index))","idMemberCreator":"\#(id(5, member))","data":\#(data),"type":"\#(isComment ? "commentCard" : "updateCard")","date":"\#(date)","memberCreator":{"id":"\#(id(5, member))","fullName":"Member \#(member)","initials":"M\#(member)","username":"member\#(member)"}}"#
            try flush()
        }
        buffer += #"],"cards":["#
        for index in 0..<cards {
            if index > 0 { buffer += "," }
            let list = index % lists
            let label = random(Self.colors.count)
            let hasChecklist = index < checklists
            let due = random(4) == 0 ? #""2024-0\#(1 + random(9))-1\#(random(10))T12:00:00.000Z""# : "null"
            let labels = random(4) == 0
                ? #"{"id":"\#(id(7, label))","idBoard":"\#(board)","name":"Label \#(label)","color":"\#(Self.colors[label])"}"#
                : ""
            buffer += #"{"id":"\#(id(3, index))","closed":\#(random(20) == 0),"dueComplete":false,"dateLastActivity":"2024-04-0\#(1 + random(9))T08:00:00.000Z","desc":\#(quoted(phrase(random(8)))),"due":\#(due),"idBoard":"\#(board)","idChecklists":[\#(hasChecklist ? "\"\(id(6, index))\"" : "")],"idLabels":["\#(id(7, label))"],"idList":"\#(id(2, list))","idMembers":["\#(id(5, random(members)))"],"idShort":\#(index + 1),"labels":[\#(labels)],"name":\#(quoted(phrase(4))),"pos":\#(random(1_000_000)).5,"start":null,"url":"https://trello.com/c/Ab\#(index)/\#(index + 1)-card","attachments":[]}"#
            try flush()
        }
        buffer += #"],"labels":["#
        buffer += Self.colors.indices.map { #"{"id":"\#(id(7, $0))","idBoard":"\#(board)","name":"Label \#($0)","color":"\#(Self.colors[$0])"}"# }
            .joined(separator: ",")
        buffer += #"],"lists":["#
        buffer += (0..<lists).map {
            #"{"id":"\#(id(2, $0))","name":"List \#($0)","closed":\#($0 % 15 == 14),"idBoard":"\#(board)","pos":\#(($0 + 1) * 65535),"subscribed":false,"softLimit":null,"limits":{"cards":{"openPerList":{"status":"ok","disableAt":5000,"warnAt":4000}}},"creationMethod":null}"#
        }.joined(separator: ",")
        buffer += #"],"members":["#
        buffer += (0..<members).map {
            #"{"id":"\#(id(5, $0))","activityBlocked":false,"avatarHash":null,"bio":"","confirmed":true,"fullName":"Member \#($0)","initials":"M\#($0)","memberType":"normal","nonPublic":{},"nonPublicAvailable":true,"products":[],"url":"https://trello.com/member\#($0)","username":"member\#($0)","status":"disconnected"}"#
        }.joined(separator: ",")
        buffer += #"],"checklists":["#
        for index in 0..<checklists {
            if index > 0 { buffer += "," }
            let items = (0..<4).map { item in
                #"{"id":"\#(id(8, index * 4 + item))","name":\#(quoted(phrase(3))),"pos":\#((4 - item) * 16384),"idChecklist":"\#(id(6, index))","state":"\#(random(2) == 0 ? "complete" : "incomplete")"}"#
            }.joined(separator: ",")
            buffer += #"{"id":"\#(id(6, index))","name":"Checklist","idBoard":"\#(board)","idCard":"\#(id(3, index))","pos":16384,"checkItems":[\#(items)]}"#
            try flush()
        }
        buffer += #"],"customFields":[],"memberships":[],"pluginData":[]}"# + "\n"
        try flush(true)
    }
}
