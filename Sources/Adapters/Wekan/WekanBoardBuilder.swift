import Foundation

/// Joins the records of a Wekan export into a board (see ``WekanImporter``).
struct WekanBoardBuilder {
    let export: WekanExport
    let options: ImportOptions
    var board: Board
    var losses = ImportLosses()
    var warnings: [AdapterWarning] = []
    var dates = CSVDateReader()
    var ids = ImportIDs(prefix: "wekan")
    var people: [String: String] = [:]
    var fields: [String: WekanExport.CustomField] = [:]
    /// The Wekan ids of the cards that become cards of the board.
    var placed: Set<String> = []
    // Lookups by id, built once, so that each card costs its own size rather than the export's.
    /// The ids in the export's `labels`.
    private var exportLabelIDs: Set<String> = []
    /// Each field's option ids, by field id.
    private var fieldOptionIDs: [String: Set<String>] = [:]
    /// The first user of each id.
    private var usersByID: [String: WekanExport.User] = [:]
    /// The title of the first card of each id.
    private var cardTitles: [String: String] = [:]

    /// A subtask of a card, from `cards` or `subtaskItems`.
    private struct Subtask {
        var id: String
        var title: String
        /// Whether it is a card of this export's `cards`.
        var onBoard: Bool
    }

    init(export: WekanExport, options: ImportOptions) {
        self.export = export
        self.options = options
        board = Board(
            id: export.id.isEmpty ? "wekan-board" : export.id, name: export.title.isEmpty ? "Wekan board" : export.title,
            notes: export.description)
    }

    /// Puts on `card` the attachments whose bytes the export embeds, when the caller keeps files
    /// (``ImportOptions/carriesFiles``): each with the SHA-256, size and type sniffed from its bytes, the bytes in
    /// `files`, the card's cover when Wekan's `coverId` names it. The names of the others (no bytes, bytes that do
    /// not decode, or a caller that keeps no files) are returned, each counted as a loss.
    private mutating func carry(
        _ attachments: [WekanExport.Attachment], cover: String?, to card: inout Card, files: inout [String: Data]
    ) -> [String] {
        var names: [String] = []
        for attachment in attachments {
            guard options.carriesFiles, !attachment.file.isEmpty,
                let data = Data(base64Encoded: attachment.file, options: .ignoreUnknownCharacters)
            else {
                losses.record(1, "attachments", outcome: attachment.file.isEmpty || !options.carriesFiles
                    ? "not carried (kept by name)" : "not carried (their bytes are not base64)")
                names.append(attachment.name)
                continue
            }
            let digest = SHA256Digest.hex(of: data)
            files[digest] = data
            let id = "wekan-attachment-" + (attachment.id.isEmpty ? digest.prefix(12) : Substring(attachment.id))
            card.attachments.append(Boards.Attachment(
                id: id, name: attachment.name.isEmpty ? "attachment" : attachment.name, url: attachment.name,
                mimeType: ImportResult.sniffedType(of: data), bytes: data.count, digest: digest))
            if let cover, cover == attachment.id { card.cover = CardCover(attachmentID: id) }
        }
        return names
    }

    mutating func build() -> ImportResult {
        var extra: [String: ExtraValue] = [:]
        var usersExtra: [String: ExtraValue] = [:]
        for user in export.users where !user.id.isEmpty && people[user.id] == nil {
            people[user.id] = "wekan-user-" + user.id
            board.people.append(Person(
                id: "wekan-user-" + user.id, name: user.fullName, username: user.username.isEmpty ? nil : user.username))
            if !user.rest.isEmpty { usersExtra[user.id] = .object(user.rest) }
        }
        var labelsExtra: [String: ExtraValue] = [:]
        for label in export.labels where exportLabelIDs.insert(label.id).inserted {
            board.labels.append(Label(id: "wekan-label-" + label.id, name: label.name, color: label.color))
            if !label.rest.isEmpty { labelsExtra[label.id] = .object(label.rest) }
        }
        var fieldsExtra: [String: ExtraValue] = [:]
        for field in export.customFields where fields[field.id] == nil {
            fields[field.id] = field
            fieldOptionIDs[field.id] = Set(field.options.map(\.id))
            board.customFields.append(CustomField(
                id: "wekan-field-" + field.id, name: field.name, kind: Self.kind(of: field.type),
                options: field.options.map { CustomFieldOption(id: "wekan-option-" + $0.id, name: $0.name) }))
            if !field.rest.isEmpty { fieldsExtra[field.id] = .object(field.rest) }
        }
        let swimlanes = export.swimlanes.enumerated()
            .sorted { ($0.element.sort, $0.offset) < ($1.element.sort, $1.offset) }.map(\.element)
        var swimlaneOptions: [String: String] = [:]
        if swimlanes.count > 1 {
            let options = swimlanes.map { CustomFieldOption(id: "wekan-swimlane-" + $0.id, name: $0.title) }
            for swimlane in swimlanes { swimlaneOptions[swimlane.id] = "wekan-swimlane-" + swimlane.id }
            board.customFields.append(CustomField(id: "wekan-field-swimlane", name: "Swimlane", kind: .option, options: options))
        }
        if !swimlanes.isEmpty {
            extra["swimlanes"] = .array(swimlanes.map { swimlane in
                var object = swimlane.rest
                object["id"] = .string(swimlane.id)
                object["title"] = .string(swimlane.title)
                if swimlane.archived { object["archived"] = .bool(true) }
                return .object(object)
            })
        }
        if let color = export.color { extra["color"] = .string(color) }
        if export.archived { extra["archived"] = .bool(true) }
        if !export.settings.isEmpty { extra["settings"] = .object(export.settings) }
        if !export.members.isEmpty { extra["members"] = .array(export.members) }
        if !usersExtra.isEmpty { extra["users"] = .object(usersExtra) }
        if !labelsExtra.isEmpty { extra["labels"] = .object(labelsExtra) }
        if !fieldsExtra.isEmpty { extra["customFields"] = .object(fieldsExtra) }
        if !extra.isEmpty { board.extra["wekan"] = .object(extra) }

        usersByID = Dictionary(export.users.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        cardTitles = Dictionary(export.cards.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        // What names a card or checklist id goes to the first of that id on the board, taken as it is made: a
        // payload that repeats an id gives none of the others a copy.
        var checklists = groupedChecklists()
        let cardIDs = repeatedIDsWarned(export.cards, record: "card")
        var commentsByCard = grouped(
            export.comments, by: \.cardID, among: cardIDs,
            record: "comment", owner: "card", key: "cardId", lost: "comments on cards missing from cards[]")
        var attachmentsByCard: [String: [WekanExport.Attachment]] = [:]
        for attachment in export.attachments { attachmentsByCard[attachment.cardID, default: []].append(attachment) }
        var files: [String: Data] = [:]
        losses.record(export.activityCount, "activity entries", outcome: "not carried")
        losses.record(export.automationCount, "automation rules, triggers and actions", outcome: "not carried")

        var listIndex: [String: Int] = [:]
        for list in export.lists.enumerated().sorted(by: { ($0.element.sort, $0.offset) < ($1.element.sort, $1.offset) }).map(\.element) {
            guard listIndex[list.id] == nil else {
                warnings.append(AdapterWarning(
                    "the list \"\(list.title)\" repeats the id \(list.id) of an earlier list; it was left out, "
                        + "and the cards that name it are in the first", location: list.path + "." + list.idKey))
                losses.record(1, "lists that repeat an earlier list's id", outcome: "left out (their cards are in the first)")
                continue
            }
            if list.archived && !options.includeArchived {
                losses.record(1, "archived lists", outcome: "skipped (archived lists are left out)")
                continue
            }
            listIndex[list.id] = board.lists.count
            var made = BoardList(id: "wekan-list-" + list.id, name: list.title, archived: list.archived, cardLimit: list.wipLimit)
            if !list.rest.isEmpty { made.extra["wekan"] = .object(list.rest) }
            board.lists.append(made)
        }
        let archivedListIDs = Set(export.lists.filter(\.archived).map(\.id))
        let cards = export.cards.enumerated().sorted(by: { ($0.element.sort, $0.offset) < ($1.element.sort, $1.offset) }).map(\.element)
        placed = Set(cards.filter { listIndex[$0.listID] != nil && (!$0.archived || options.includeArchived) }.map(\.id))
        var subtasks = subtasksByParent(cards)
        var linkedElsewhere = Set<String>()
        for card in cards {
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
            var made = makeCard(
                card, checklists: checklists.removeValue(forKey: card.id) ?? [],
                comments: commentsByCard.removeValue(forKey: card.id) ?? [])
            for subtask in subtasks.removeValue(forKey: card.id) ?? [] {
                if placed.contains(subtask.id) {
                    made.links.append(CardLink(kind: .child, cardID: "wekan-card-" + subtask.id))
                } else {
                    made.links.append(CardLink(kind: .child, url: subtask.id, title: subtask.title.isEmpty ? nil : subtask.title))
                    if !subtask.onBoard {
                        linkedElsewhere.insert(subtask.id)
                        losses.record(1, "subtask cards on other boards", outcome: "kept as links only")
                    }
                }
            }
            if let option = swimlaneOptions[card.swimlaneID] {
                made.customFields.append(CustomFieldValue(fieldID: "wekan-field-swimlane", value: .option(option)))
            }
            if let attachments = attachmentsByCard.removeValue(forKey: card.id) {
                var cover: String?
                if case .string(let id)? = card.rest["coverId"] { cover = id }
                let names = carry(attachments, cover: cover, to: &made, files: &files).filter { !$0.isEmpty }
                if !names.isEmpty { Self.merge(["attachments": .array(names.map(ExtraValue.string))], into: &made) }
            }
            board.lists[index].cards.append(made)
        }
        // Subtasks elsewhere whose parent card is left out, or that name no parent.
        let unlinked = Set(export.subtaskItems.map(\.id)).subtracting(cardIDs).subtracting(linkedElsewhere)
        losses.record(unlinked.count, "subtask cards on other boards", outcome: "not carried (their parent card is not)")
        // What is left are the attachments of cards left out (archived, or in no list): neither carried nor counted.
        losses.record(attachmentsByCard.values.reduce(0) { $0 + $1.count }, "attachments",
                      outcome: "not carried (their card is not)")
        var result = ImportResult(board: board, warnings: warnings, losses: losses)
        result.files = files
        return result
    }

    /// The subtasks of each card by the parent's Wekan id: the cards of this board that name it as their parent,
    /// in their order, then the ones only `subtaskItems` has (on other boards).
    private func subtasksByParent(_ cards: [WekanExport.Card]) -> [String: [Subtask]] {
        var result: [String: [Subtask]] = [:]
        var seen = Set<String>()
        for card in cards where !card.parentID.isEmpty && seen.insert(card.id).inserted {
            result[card.parentID, default: []].append(Subtask(id: card.id, title: card.title, onBoard: true))
        }
        let cardIDs = Set(export.cards.map(\.id))
        for card in export.subtaskItems where !card.id.isEmpty && !card.parentID.isEmpty && !cardIDs.contains(card.id) {
            guard seen.insert(card.id).inserted else { continue }
            result[card.parentID, default: []].append(Subtask(id: card.id, title: card.title, onBoard: false))
        }
        return result
    }

    /// `records` grouped by the id of the record each belongs to (`owner`), in the export's order. A record
    /// whose owner is not among `owners` is left out, with a warning at its `key` ("the comment's card … is not
    /// in cards[]") and counted as `lost`.
    private mutating func grouped<Record: WekanRecord>(
        _ records: [Record], by ownerID: KeyPath<Record, String>, among owners: Set<String>,
        record: String, owner: String, key: String, lost: String
    ) -> [String: [Record]] {
        var result: [String: [Record]] = [:]
        for item in records {
            let id = item[keyPath: ownerID]
            guard owners.contains(id) else {
                warnings.append(AdapterWarning(
                    "the \(record)'s \(owner) \(id) is not in \(owner)s[]; it was left out", location: item.path + "." + key))
                losses.record(1, lost)
                continue
            }
            result[id, default: []].append(item)
        }
        return result
    }

    /// The ids of `records`, with a warning at each record whose id an earlier one has: what names that id
    /// goes to the first of them on the board.
    private mutating func repeatedIDsWarned<Record: WekanOwningRecord>(_ records: [Record], record: String) -> Set<String> {
        var ids = Set<String>()
        ids.reserveCapacity(records.count)
        for item in records where !ids.insert(item.id).inserted {
            warnings.append(AdapterWarning(
                "the \(record) \"\(item.title)\" repeats the id \(item.id) of an earlier \(record); what "
                    + "names that id goes to the first of them on the board", location: item.path + "." + item.idKey))
        }
        return ids
    }

    /// The checklists of each card, by `sort`, each with its items by `sort`; the items of a checklist id that
    /// repeats go to the first of them.
    private mutating func groupedChecklists() -> [String: [(checklist: Checklist, extra: [String: ExtraValue])]] {
        var itemsByChecklist = grouped(
            export.checklistItems, by: \.checklistID,
            among: repeatedIDsWarned(export.checklists, record: "checklist"),
            record: "item", owner: "checklist", key: "checklistId",
            lost: "checklist items of checklists missing from checklists[]")
        var result: [String: [(checklist: Checklist, extra: [String: ExtraValue])]] = [:]
        for checklist in export.checklists.enumerated().sorted(by: { ($0.element.sort, $0.offset) < ($1.element.sort, $1.offset) }).map(\.element) {
            let sources = (itemsByChecklist.removeValue(forKey: checklist.id) ?? []).enumerated()
                .sorted { ($0.element.sort, $0.offset) < ($1.element.sort, $1.offset) }.map(\.element)
            let items = sources.map { ChecklistItem(id: "wekan-item-" + $0.id, text: $0.title, done: $0.isFinished) }
            var extra: [String: ExtraValue] = [:]
            if !checklist.rest.isEmpty { extra["checklists"] = .object([checklist.id: .object(checklist.rest)]) }
            let itemsExtra = sources.filter { !$0.rest.isEmpty }.map { ($0.id, ExtraValue.object($0.rest)) }
            if !itemsExtra.isEmpty { extra["checklistItems"] = .object(Dictionary(itemsExtra, uniquingKeysWith: { first, _ in first })) }
            result[checklist.cardID, default: []].append(
                (Checklist(id: "wekan-checklist-" + checklist.id, name: checklist.title, items: items), extra))
        }
        return result
    }

    private mutating func makeCard(
        _ source: WekanExport.Card, checklists: [(checklist: Checklist, extra: [String: ExtraValue])],
        comments: [WekanExport.Comment]
    ) -> Card {
        var card = Card(id: "wekan-card-" + (source.id.isEmpty ? ids.next("card") : source.id), title: source.title)
        card.notes = source.description
        card.archived = source.archived
        card.source = Source(system: "wekan", id: source.id.isEmpty ? nil : source.id)
        for labelID in source.labelIDs {
            if exportLabelIDs.contains(labelID) {
                card.labelIDs.append("wekan-label-" + labelID)
            } else {
                losses.record(1, "card labels missing from labels[]")
            }
        }
        var members: [String] = []
        var seen = Set<String>()
        for user in source.members + source.assignees where seen.insert(user).inserted { members.append(user) }
        card.members = members.map { personID($0) }
        card.reporter = source.userID.map { personID($0) }
        card.checklists = checklists.map { $0.checklist }
        card.created = read(source.createdAt, source.path + ".createdAt")
        card.start = read(source.startAt, source.path + ".startAt")
        card.due = read(source.dueAt, source.path + ".dueAt")
        card.dueComplete = source.dueComplete
        if !source.parentID.isEmpty {
            if placed.contains(source.parentID) {
                card.links.append(CardLink(kind: .parent, cardID: "wekan-card-" + source.parentID))
            } else {
                // On another board, or left out: the link keeps its Wekan id, and its title when the export has it.
                let title = cardTitles[source.parentID]
                card.links.append(CardLink(kind: .parent, url: source.parentID, title: title?.isEmpty == false ? title : nil))
            }
        }
        for value in source.fieldValues {
            guard let field = fields[value.fieldID] else {
                losses.record(1, "custom field values of fields missing from customFields[]")
                continue
            }
            if let converted = convert(value, field: field) {
                card.customFields.append(CustomFieldValue(fieldID: "wekan-field-" + field.id, value: converted))
            } else if value.holdsSomething {
                warnings.append(AdapterWarning(
                    "a value of the \(field.type) field \"\(field.name)\" is not one Cardport reads", location: source.path + ".customFields"))
                losses.record(1, "custom field values Cardport cannot read")
            }
        }
        var commentsExtra: [String: ExtraValue] = [:]
        for comment in comments {
            let id = comment.id.isEmpty ? ids.next("comment") : comment.id
            card.comments.append(Comment(
                id: "wekan-comment-" + id,
                author: displayName(comment.userID),
                date: read(comment.createdAt, comment.path + ".createdAt") ?? card.created ?? Date(timeIntervalSince1970: 0),
                text: comment.text))
            if !comment.rest.isEmpty { commentsExtra[id] = .object(comment.rest) }
        }
        var extra = source.rest
        if let text = source.receivedAt, !text.isEmpty { extra["receivedAt"] = .string(text) }
        if let text = source.endAt, !text.isEmpty { extra["endAt"] = .string(text) }
        if let color = source.color, !color.isEmpty { extra["color"] = .string(color) }
        if !source.swimlaneID.isEmpty { extra["swimlaneId"] = .string(source.swimlaneID) }
        if !commentsExtra.isEmpty { extra["comments"] = .object(commentsExtra) }
        // Gathered in one object and written to the card once: a card of many checklists adds each one's
        // extras to what is already there, in place.
        var wekan: [String: ExtraValue] = [:]
        if case .object(let object)? = card.extra["wekan"] { wekan = object }
        Self.merge(extra, into: &wekan)
        for checklist in checklists { Self.merge(checklist.extra, into: &wekan) }
        if !wekan.isEmpty { card.extra["wekan"] = .object(wekan) }
        return card
    }

    /// Adds `values` to the card's `extra["wekan"]`; objects under the same key are merged.
    private static func merge(_ values: [String: ExtraValue], into card: inout Card) {
        guard !values.isEmpty else { return }
        var extra: [String: ExtraValue] = [:]
        if case .object(let object)? = card.extra["wekan"] { extra = object }
        merge(values, into: &extra)
        card.extra["wekan"] = .object(extra)
    }

    /// Adds `values` to `extra`; objects under the same key are merged, the keys `extra` has keeping their values.
    private static func merge(_ values: [String: ExtraValue], into extra: inout [String: ExtraValue]) {
        for (key, value) in values {
            if case .object(var old)? = extra[key], case .object(let new) = value {
                extra[key] = nil  // so that `old` is the object's only holder and grows in place
                for (name, item) in new where old[name] == nil { old[name] = item }
                extra[key] = .object(old)
            } else {
                extra[key] = value
            }
        }
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
        guard let user = usersByID[userID] else { return userID }
        return user.fullName.isEmpty ? (user.username.isEmpty ? userID : user.username) : user.fullName
    }

    private mutating func convert(_ value: WekanExport.FieldValue, field: WekanExport.CustomField) -> CustomFieldValue.Value? {
        guard !value.unreadable else { return nil }
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
            return fieldOptionIDs[field.id]?.contains(option) == true ? .option("wekan-option-" + option) : .text(option)
        case .text:
            if let text = value.text { return text.isEmpty ? nil : .text(text) }
            if let texts = value.texts {
                let lines = texts.filter { !$0.isEmpty }
                return lines.isEmpty ? nil : .text(lines.joined(separator: "\n"))
            }
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

extension WekanExport.FieldValue {
    /// Whether the card gave the field a value at all (an empty text or list is no value).
    var holdsSomething: Bool {
        unreadable || number != nil || bool != nil || !(text ?? "").isEmpty || !(texts ?? []).allSatisfy(\.isEmpty)
    }
}
