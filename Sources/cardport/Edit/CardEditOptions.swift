import ArgumentParser
import BoardDrops
import Boards
import Foundation

/// The options of `cardport edit BOARD card CARD`.
struct CardEditOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The card's description (add-card too).", valueName: "text"))
    var description: String?

    @Option(help: ArgumentHelp("+LABEL puts a label on, -LABEL takes it off.", valueName: "±label"))
    var label: [String] = []

    @Option(help: ArgumentHelp("+PERSON adds a member, -PERSON removes one.", valueName: "±person"))
    var member: [String] = []

    @Option(help: ArgumentHelp("The start date, YYYY-MM-DD or ISO 8601 with a time; none clears it.", valueName: "date"))
    var start: String?

    @Option(help: ArgumentHelp("The due date, YYYY-MM-DD or ISO 8601 with a time; none clears it.", valueName: "date"))
    var due: String?

    @Flag(inversion: .prefixedNo, help: "Mark the card done (--no-done: not done).")
    var done: Bool?

    @Option(name: .customLong("add-checklist"), help: ArgumentHelp("Add a checklist.", valueName: "name"))
    var addChecklist: [String] = []

    @Option(name: .customLong("rename-checklist"), help: ArgumentHelp("Rename a checklist.", valueName: "checklist=name"))
    var renameChecklist: [String] = []

    @Option(name: .customLong("remove-checklist"), help: ArgumentHelp("Remove a checklist and its items.", valueName: "checklist"))
    var removeChecklist: [String] = []

    @Option(name: .customLong("add-item"), help: ArgumentHelp("Add an item at the end of a checklist.", valueName: "checklist=text"))
    var addItem: [String] = []

    @Option(help: ArgumentHelp("Tick a checklist item (id or text).", valueName: "item"))
    var tick: [String] = []

    @Option(help: ArgumentHelp("Untick a checklist item.", valueName: "item"))
    var untick: [String] = []

    @Option(name: .customLong("rename-item"), help: ArgumentHelp("Change a checklist item's text.", valueName: "item=text"))
    var renameItem: [String] = []

    @Option(name: .customLong("move-item"), help: ArgumentHelp("Move a checklist item to a position of its checklist.", valueName: "item=n"))
    var moveItem: [String] = []

    @Option(name: .customLong("remove-item"), help: ArgumentHelp("Remove a checklist item.", valueName: "item"))
    var removeItem: [String] = []

    @Option(help: ArgumentHelp("+URL adds a link, -URL removes it.", valueName: "±url"))
    var link: [String] = []

    @Option(help: ArgumentHelp(
        "Attach a file, kept with the board in BOARD.files/ (an image also becomes the cover of a card without one).",
        valueName: "file"))
    var attach: [String] = []

    @Option(name: .customLong("remove-attachment"), help: ArgumentHelp("Remove an attachment (id or name).", valueName: "attachment"))
    var removeAttachment: [String] = []

    @Option(help: ArgumentHelp("The cover colour; none removes the cover.", valueName: "color"))
    var cover: String?

    @Option(help: ArgumentHelp("Add a comment.", valueName: "text"))
    var comment: [String] = []

    @Option(help: ArgumentHelp("Who writes --comment (a person of the board; default: $USER).", valueName: "person"))
    var author: String?

    /// The edits asked of the card named `card`, in the order of the options above.
    func edits(of card: String) throws -> [BoardEdit] {
        var edits: [BoardEdit] = []
        if let description { edits.append(.setDescription(card, text: description)) }
        for value in label {
            let (add, name) = try Self.signed(value, option: "--label")
            edits.append(add ? .addLabel(card, label: name) : .removeLabel(card, label: name))
        }
        for value in member {
            let (add, name) = try Self.signed(value, option: "--member")
            edits.append(add ? .addMember(card, person: name) : .removeMember(card, person: name))
        }
        if let start {
            let (date, allDay) = try Self.date(start, option: "--start")
            edits.append(.setStart(card, date: date, allDay: allDay))
        }
        if let due {
            let (date, allDay) = try Self.date(due, option: "--due")
            edits.append(.setDue(card, date: date, allDay: allDay))
        }
        if let done { edits.append(.setDone(card, done: done)) }
        edits += addChecklist.map { .addChecklist(card, name: $0) }
        for value in renameChecklist {
            let (checklist, name) = try Self.pair(value, option: "--rename-checklist")
            edits.append(.renameChecklist(card, checklist: checklist, name: name))
        }
        edits += removeChecklist.map { .removeChecklist(card, checklist: $0) }
        for value in addItem {
            let (checklist, text) = try Self.pair(value, option: "--add-item")
            edits.append(.addChecklistItem(card, checklist: checklist, text: text))
        }
        edits += tick.map { .tickChecklistItem(card, item: $0, done: true) }
        edits += untick.map { .tickChecklistItem(card, item: $0, done: false) }
        for value in renameItem {
            let (item, text) = try Self.pair(value, option: "--rename-item")
            edits.append(.renameChecklistItem(card, item: item, text: text))
        }
        for value in moveItem {
            let (item, position) = try Self.pair(value, option: "--move-item")
            guard let index = Int(position), index >= 0 else {
                throw CommandFailure(.usage, "--move-item \(value): the position must be a whole number, 0 or more")
            }
            edits.append(.moveChecklistItem(card, item: item, to: index))
        }
        edits += removeItem.map { .removeChecklistItem(card, item: $0) }
        for value in link {
            let (add, url) = try Self.signed(value, option: "--link")
            edits.append(add ? .addLink(card, url: url) : .removeLink(card, url: url))
        }
        edits += attach.map { .attachFile(card, path: $0) }
        edits += removeAttachment.map { .removeAttachment(card, attachment: $0) }
        if let cover { edits.append(.setCover(card, cover: cover == "none" ? nil : CardCover(color: cover))) }
        let writer = author ?? ProcessInfo.processInfo.environment["USER"] ?? "cardport"
        edits += comment.map { .addComment(card, text: $0, author: writer) }
        return edits
    }

    /// `+NAME` or `-NAME`.
    static func signed(_ value: String, option: String) throws -> (add: Bool, name: String) {
        guard let sign = value.first, sign == "+" || sign == "-", value.count > 1 else {
            throw CommandFailure(.usage, "\(option) \(value): start with + to add or - to remove, e.g. \(option) +name")
        }
        return (sign == "+", String(value.dropFirst()))
    }

    /// `NAME=VALUE`, split at the first `=`.
    static func pair(_ value: String, option: String) throws -> (String, String) {
        guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
            throw CommandFailure(.usage, "\(option) \(value): give NAME=VALUE")
        }
        return (String(value[..<equals]), String(value[value.index(after: equals)...]))
    }

    /// A date given as `YYYY-MM-DD` (a whole day), as ISO 8601 with a time, or `none`.
    static func date(_ value: String, option: String) throws -> (Date?, allDay: Bool) {
        if value == "none" { return (nil, false) }
        if let date = BoardDate.date(from: value) { return (date, false) }
        if value.count == 10, let date = BoardDate.date(from: value + "T00:00:00.000Z") { return (date, true) }
        throw CommandFailure(.usage, "\(option) \(value): give a date as YYYY-MM-DD, as 2026-12-01T09:30:00Z, or none")
    }
}
