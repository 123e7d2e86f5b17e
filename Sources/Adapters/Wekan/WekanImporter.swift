import Foundation
import StreamingJSON

/// Reads a Wekan board export (`_format: "wekan-board-1.0.0"`) as a board.
///
/// - lists → lists, by `sort`; a WIP limit that is enabled becomes the list's card limit;
/// - cards → cards, by `sort` within their list: title, description (Markdown) as notes, labels (Wekan's colour
///   names kept as they are), members and assignees as members and the creator (`userId`) as reporter (people
///   from `users`, by Wekan id, with username and full name), start and due dates, `dueComplete`, created date,
///   archived as archived, custom field values as custom fields (a dropdown as an option field), the parent card
///   of a subtask as a `parent` link, comments; `receivedAt`, `endAt` and the card colour go in the card's
///   `extra["wekan"]`;
/// - swimlanes: Cardport's boards have none, so when a board has more than one, a card's swimlane becomes the
///   value of an option field `Swimlane`; the swimlanes are kept in the board's `extra["wekan"]` either way;
/// - checklists and their items, by `sort`, with their finished state.
///
/// Activities, automation rules, attachments (the export embeds their bytes) and records that point at
/// something absent are counted in ``ImportLosses``. Stateless and `Sendable`.
public struct WekanImporter: BoardImporter {
    /// `wekan`.
    public var name: String { "wekan" }
    /// `com.wekan.board-export`.
    public var readableTypes: [UTType] { [.wekanBoardExport] }

    /// Creates the importer.
    public init() {}

    /// Reads `input` as a Wekan board export.
    /// - Throws: ``AdapterError``: `malformedInput` for bad JSON (with line, column and JSON path),
    ///   `unexpectedContent` naming the JSON path or the missing keys when it is not a Wekan export,
    ///   `limitExceeded` for input larger or deeper than `options` allow.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let data = try input.readAdapterData(maximumBytes: options.maximumInputBytes)
        let export: WekanExport
        do {
            export = try JSONReader.read(data, maximumDepth: options.maximumDepth) { reader in
                let kind = try reader.peek()
                guard kind == .object else {
                    throw AdapterError(
                        code: .unexpectedContent,
                        message: "the JSON is \(kind), not a Wekan board export (an object with lists and cards)",
                        input: input.name, location: "(top level)")
                }
                return try WekanExport(reading: &reader)
            }
        } catch let error as JSONReaderError {
            throw TrelloImporter.adapterError(error, input: input.name)
        }
        let missing = WekanExport.requiredKeys.filter { !export.topLevelKeys.contains($0) }
        guard missing.isEmpty else {
            throw AdapterError(
                code: .unexpectedContent,
                message: "the JSON is not a Wekan board export: the top-level "
                    + (missing.count == 1 ? "key " : "keys ") + missing.map { "\"\($0)\"" }.joined(separator: ", ")
                    + (missing.count == 1 ? " is" : " are") + " missing",
                input: input.name, location: "(top level)")
        }
        var warnings: [AdapterWarning] = []
        if let format = export.format, format != WekanFormat.formatIdentifier {
            warnings.append(AdapterWarning(
                "the export's format is \"\(format)\", not \"\(WekanFormat.formatIdentifier)\"; read as that",
                location: "_format"))
        }
        var builder = WekanBoardBuilder(export: export, options: options)
        var result = builder.build()
        result.warnings.insert(contentsOf: warnings, at: 0)
        return result
    }
}

/// Joins the records of a Wekan export into a board (see ``WekanImporter``).
private struct WekanBoardBuilder {
    let export: WekanExport
    let options: ImportOptions
    var board: Board
    var losses = ImportLosses()
    var warnings: [AdapterWarning] = []
    var dates = CSVDateReader()
    var ids = ImportIDs(prefix: "wekan")
    var people: [String: String] = [:]
    var fields: [String: WekanExport.CustomField] = [:]

    init(export: WekanExport, options: ImportOptions) {
        self.export = export
        self.options = options
        board = Board(
            id: export.id.isEmpty ? "wekan-board" : export.id, name: export.title.isEmpty ? "Wekan board" : export.title,
            notes: export.description)
    }

    mutating func build() -> ImportResult {
        for user in export.users where !user.id.isEmpty && people[user.id] == nil {
            people[user.id] = "wekan-user-" + user.id
            board.people.append(Person(
                id: "wekan-user-" + user.id, name: user.fullName, username: user.username.isEmpty ? nil : user.username))
        }
        var labelIDs = Set<String>()
        for label in export.labels where labelIDs.insert(label.id).inserted {
            board.labels.append(Label(id: "wekan-label-" + label.id, name: label.name, color: label.color))
        }
        for field in export.customFields where fields[field.id] == nil {
            fields[field.id] = field
            board.customFields.append(CustomField(
                id: "wekan-field-" + field.id, name: field.name, kind: Self.kind(of: field.type),
                options: field.options.map { CustomFieldOption(id: "wekan-option-" + $0.id, name: $0.name) }))
        }
        let swimlanes = export.swimlanes.enumerated()
            .sorted { ($0.element.sort, $0.offset) < ($1.element.sort, $1.offset) }.map(\.element)
        var swimlaneOptions: [String: String] = [:]
        if swimlanes.count > 1 {
            let options = swimlanes.map { CustomFieldOption(id: "wekan-swimlane-" + $0.id, name: $0.title) }
            for swimlane in swimlanes { swimlaneOptions[swimlane.id] = "wekan-swimlane-" + swimlane.id }
            board.customFields.append(CustomField(id: "wekan-field-swimlane", name: "Swimlane", kind: .option, options: options))
        }
        var extra: [String: ExtraValue] = [:]
        if !swimlanes.isEmpty {
            extra["swimlanes"] = .array(swimlanes.map { swimlane in
                var object: [String: ExtraValue] = ["id": .string(swimlane.id), "title": .string(swimlane.title)]
                if swimlane.archived { object["archived"] = .bool(true) }
                return .object(object)
            })
        }
        if let color = export.color { extra["color"] = .string(color) }
        if export.archived { extra["archived"] = .bool(true) }
        if !extra.isEmpty { board.extra["wekan"] = .object(extra) }

        let checklists = groupedChecklists()
        var commentsByCard: [String: [WekanExport.Comment]] = [:]
        let cardIDs = Set(export.cards.map(\.id))
        for comment in export.comments {
            guard cardIDs.contains(comment.cardID) else {
                warnings.append(AdapterWarning("the comment's card \(comment.cardID) is not in cards[]; it was left out", location: comment.path + ".cardId"))
                losses.record(1, "comments on cards missing from cards[]")
                continue
            }
            commentsByCard[comment.cardID, default: []].append(comment)
        }
        var attachmentsByCard: [String: [String]] = [:]
        for attachment in export.attachments { attachmentsByCard[attachment.cardID, default: []].append(attachment.name) }
        losses.record(export.attachments.count, "attachments", outcome: "not carried (the export embeds their bytes)")
        losses.record(export.activityCount, "activity entries", outcome: "not carried")
        losses.record(export.automationCount, "automation rules, triggers and actions", outcome: "not carried")

        var listIndex: [String: Int] = [:]
        for list in export.lists.enumerated().sorted(by: { ($0.element.sort, $0.offset) < ($1.element.sort, $1.offset) }).map(\.element) {
            guard listIndex[list.id] == nil else { continue }
            if list.archived && !options.includeArchived {
                losses.record(1, "archived lists", outcome: "skipped (archived lists are left out)")
                continue
            }
            listIndex[list.id] = board.lists.count
            board.lists.append(BoardList(id: "wekan-list-" + list.id, name: list.title, archived: list.archived, cardLimit: list.wipLimit))
        }
        let archivedListIDs = Set(export.lists.filter(\.archived).map(\.id))
        for card in export.cards.enumerated().sorted(by: { ($0.element.sort, $0.offset) < ($1.element.sort, $1.offset) }).map(\.element) {
            guard let index = listIndex[card.listID] else {
                if archivedListIDs.contains(card.listID) {
                    losses.record(1, "cards of archived lists", outcome: "skipped (archived lists are left out)")
                } else {
                    warnings.append(AdapterWarning(
                        "the card \"\(card.title)\" is in the list \(card.listID), which is not in lists[]; it was left out",
                        location: card.path + ".listId"))
                    losses.record(1, "cards of lists missing from lists[]")
                }
                continue
            }
            if card.archived && !options.includeArchived {
                losses.record(1, "archived cards", outcome: "skipped (archived cards are left out)")
                continue
            }
            var made = makeCard(card, checklists: checklists[card.id] ?? [], comments: commentsByCard[card.id] ?? [], cardIDs: cardIDs)
            if let option = swimlaneOptions[card.swimlaneID] {
                made.customFields.append(CustomFieldValue(fieldID: "wekan-field-swimlane", value: .option(option)))
            }
            if let names = attachmentsByCard[card.id]?.filter({ !$0.isEmpty }), !names.isEmpty {
                var extra: [String: ExtraValue] = [:]
                if case .object(let object)? = made.extra["wekan"] { extra = object }
                extra["attachments"] = .array(names.map(ExtraValue.string))
                made.extra["wekan"] = .object(extra)
            }
            board.lists[index].cards.append(made)
        }
        return ImportResult(board: board, warnings: warnings, losses: losses)
    }

    /// The checklists of each card, by `sort`, each with its items by `sort`.
    private mutating func groupedChecklists() -> [String: [Checklist]] {
        var itemsByChecklist: [String: [WekanExport.ChecklistItem]] = [:]
        let checklistIDs = Set(export.checklists.map(\.id))
        for item in export.checklistItems {
            guard checklistIDs.contains(item.checklistID) else {
                warnings.append(AdapterWarning("the item's checklist \(item.checklistID) is not in checklists[]; it was left out", location: item.path + ".checklistId"))
                losses.record(1, "checklist items of checklists missing from checklists[]")
                continue
            }
            itemsByChecklist[item.checklistID, default: []].append(item)
        }
        var result: [String: [Checklist]] = [:]
        for checklist in export.checklists.enumerated().sorted(by: { ($0.element.sort, $0.offset) < ($1.element.sort, $1.offset) }).map(\.element) {
            let items = (itemsByChecklist[checklist.id] ?? []).enumerated()
                .sorted { ($0.element.sort, $0.offset) < ($1.element.sort, $1.offset) }
                .map { ChecklistItem(id: "wekan-item-" + $0.element.id, text: $0.element.title, done: $0.element.isFinished) }
            result[checklist.cardID, default: []].append(Checklist(id: "wekan-checklist-" + checklist.id, name: checklist.title, items: items))
        }
        return result
    }

    private mutating func makeCard(
        _ source: WekanExport.Card, checklists: [Checklist], comments: [WekanExport.Comment], cardIDs: Set<String>
    ) -> Card {
        var card = Card(id: "wekan-card-" + (source.id.isEmpty ? ids.next("card") : source.id), title: source.title)
        card.notes = source.description
        card.archived = source.archived
        card.source = Source(system: "wekan", id: source.id.isEmpty ? nil : source.id)
        for labelID in source.labelIDs {
            if export.labels.contains(where: { $0.id == labelID }) {
                card.labelIDs.append("wekan-label-" + labelID)
            } else {
                losses.record(1, "card labels missing from labels[]")
            }
        }
        var members: [String] = []
        for user in source.members + source.assignees where !members.contains(user) { members.append(user) }
        card.members = members.map { personID($0) }
        card.reporter = source.userID.map { personID($0) }
        card.checklists = checklists
        card.created = read(source.createdAt, source.path + ".createdAt")
        card.start = read(source.startAt, source.path + ".startAt")
        card.due = read(source.dueAt, source.path + ".dueAt")
        card.dueComplete = source.dueComplete
        if !source.parentID.isEmpty {
            if cardIDs.contains(source.parentID) {
                card.links.append(CardLink(kind: .parent, cardID: "wekan-card-" + source.parentID))
            } else {
                losses.record(1, "links to parent cards on other boards")
            }
        }
        for value in source.fieldValues {
            guard let field = fields[value.fieldID] else {
                losses.record(1, "custom field values of fields missing from customFields[]")
                continue
            }
            if let converted = convert(value, field: field) {
                card.customFields.append(CustomFieldValue(fieldID: "wekan-field-" + field.id, value: converted))
            }
        }
        for comment in comments {
            card.comments.append(Comment(
                id: "wekan-comment-" + (comment.id.isEmpty ? ids.next("comment") : comment.id),
                author: displayName(comment.userID),
                date: read(comment.createdAt, comment.path + ".createdAt") ?? card.created ?? Date(timeIntervalSince1970: 0),
                text: comment.text))
        }
        var extra: [String: ExtraValue] = [:]
        if let text = source.receivedAt, !text.isEmpty { extra["receivedAt"] = .string(text) }
        if let text = source.endAt, !text.isEmpty { extra["endAt"] = .string(text) }
        if let color = source.color, !color.isEmpty { extra["color"] = .string(color) }
        if !source.swimlaneID.isEmpty { extra["swimlaneId"] = .string(source.swimlaneID) }
        if !extra.isEmpty { card.extra["wekan"] = .object(extra) }
        return card
    }

    private mutating func read(_ text: String?, _ location: String) -> Date? {
        guard let text, !text.isEmpty else { return nil }
        if let reading = dates.read(text) { return reading.date }
        warnings.append(AdapterWarning("the date \"\(text)\" is not one Cardport reads", location: location))
        losses.record(1, "dates Cardport cannot read", outcome: "not carried")
        return nil
    }

    private mutating func personID(_ userID: String) -> String {
        if let id = people[userID] { return id }
        let id = "wekan-user-" + userID
        people[userID] = id
        board.people.append(Person(id: id))
        return id
    }

    private func displayName(_ userID: String) -> String {
        guard let user = export.users.first(where: { $0.id == userID }) else { return userID }
        return user.fullName.isEmpty ? (user.username.isEmpty ? userID : user.username) : user.fullName
    }

    private mutating func convert(_ value: WekanExport.FieldValue, field: WekanExport.CustomField) -> CustomFieldValue.Value? {
        switch Self.kind(of: field.type) {
        case .number:
            if let number = value.number { return .number(Self.numberText(number)) }
            return value.text.flatMap { Double($0) }.map { .number(Self.numberText($0)) }
        case .checkbox:
            return value.bool.map(CustomFieldValue.Value.checkbox)
        case .date:
            return value.text.flatMap { dates.read($0)?.date }.map(CustomFieldValue.Value.date)
        case .option:
            guard let option = value.text, !option.isEmpty else { return nil }
            return field.options.contains { $0.id == option } ? .option("wekan-option-" + option) : .text(option)
        case .text:
            if let text = value.text { return text.isEmpty ? nil : .text(text) }
            if let number = value.number { return .text(Self.numberText(number)) }
            return value.bool.map { .text($0 ? "true" : "false") }
        }
    }

    /// Wekan's field types as Cardport's kinds: `dropdown` is an option field, `currency` a number.
    private static func kind(of type: String) -> CustomField.Kind {
        switch type {
        case "number", "currency": .number
        case "date": .date
        case "checkbox": .checkbox
        case "dropdown": .option
        default: .text
        }
    }

    private static func numberText(_ number: Double) -> String {
        if let whole = Int64(exactly: number) { return String(whole) }
        return String(number)
    }
}
