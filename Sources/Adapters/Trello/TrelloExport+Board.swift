import Foundation

// Joining the records of an export into a board: order by `pos`, links by id, warnings for broken links.

extension TrelloExport {
    /// The id of a label known only from `labelNames` (`labelNames-green`), until a card's label takes its place;
    /// also the id of a label Trello's API named by colour alone, before labels had ids (`{"color", "name"}`).
    static func standInLabelID(color: String) -> String {
        "labelNames-" + color
    }

    /// The board this export describes, and what could not be carried.
    ///
    /// Lists sort by `pos`, cards by `pos` within their list, checklists by `pos` within their card and items by
    /// `pos` within their checklist; equal `pos` values sort by id, so the result never depends on array order.
    ///
    /// The export is consumed: its checklists and actions are let go once they are grouped by card, before the
    /// cards are made, so a large export's records and its board are not all held at once.
    consuming func board(options: ImportOptions) -> (Board, [AdapterWarning]) {
        var warnings: [AdapterWarning] = []
        var labels: [Boards.Label] = []
        var labelIDs = Set<String>()
        for label in self.labels {
            // A label without an id (Trello's API before labels had ids) is known by its colour.
            let id = label.id.isEmpty ? Self.standInLabelID(color: label.color ?? "") : label.id
            if labelIDs.insert(id).inserted { labels.append(Boards.Label(id: id, name: label.name, color: label.color)) }
        }
        // Older exports name some labels only in `labelNames` (colour → name).
        var named = Set(labels.lazy.compactMap { label in label.color.map { LabelKey(color: $0, name: label.name) } })
        for (color, name) in labelNames where named.insert(LabelKey(color: color, name: name)).inserted {
            let id = Self.standInLabelID(color: color)
            if labelIDs.insert(id).inserted { labels.append(Boards.Label(id: id, name: name, color: color)) }
        }
        // Where each label id stands in `labels`, kept beside `labelIDs` as cards add labels.
        var labelPositions = Dictionary(labels.indices.map { (labels[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        let fieldPositions = Dictionary(grouping: customFields.indices, by: { customFields[$0].id })

        let listsByID = Dictionary(lists.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let allCardIDs = Self.repeatedIDsWarned(cards, warnings: &warnings)
        _ = Self.repeatedIDsWarned(lists, warnings: &warnings)
        var checklistsByCard = Self.grouped(take(&checklists), cardIDs: allCardIDs, warnings: &warnings)
        var commentsByCard = Self.grouped(take(&comments), cardIDs: allCardIDs, warnings: &warnings)
        // The oldest creation of each card (actions are newest first; a copied card may be made more than once).
        var creationsByCard: [String: Comment] = [:]
        for creation in take(&creations).reversed() where creationsByCard[creation.idCard] == nil {
            creationsByCard[creation.idCard] = creation
        }

        // Indices, not copies: sorting large records moves their many references around.
        var cardsByList: [String: [Int]] = [:]
        for (index, card) in cards.enumerated() {
            guard let list = listsByID[card.idList] else {
                warnings.append(AdapterWarning(
                    "The card \"\(card.name)\" (\(card.id)) is in the list \(card.idList), which is not in lists[]; "
                        + "the card was left out.",
                    location: "cards[\(card.index)].idList", loss: Loss.cardsOfMissingLists))
                continue
            }
            if !options.includeArchived, card.closed || list.closed { continue }
            cardsByList[card.idList, default: []].append(index)
        }

        // What names an id goes to the first list or card of that id on the board, and is taken as it is made:
        // records are let go as their card is made, and ids a payload repeats give no card or list a copy each.
        func records<Value>(_ byCard: inout [String: Value], of card: TrelloExport.Card) -> Value? {
            byCard.removeValue(forKey: card.id)
        }

        let boardPeople = people
        let personIDs = Set(boardPeople.map(\.id))
        var boardLists: [BoardList] = []
        let listOrder = lists.indices.sorted { Self.precedes(lists[$0].pos, lists[$1].pos, lists[$0].id, lists[$1].id) }
        for list in listOrder.map({ lists[$0] }) where options.includeArchived || !list.closed {
            var boardList = BoardList(id: list.id, name: list.name, archived: list.closed, cardLimit: list.softLimit)
            let cardOrder = (cardsByList.removeValue(forKey: list.id) ?? []).sorted {
                Self.precedes(cards[$0].pos, cards[$1].pos, cards[$0].id, cards[$1].id)
            }
            boardList.cards.reserveCapacity(cardOrder.count)
            for card in cardOrder.lazy.map({ cards[$0] }) {
                var made = self.card(
                    card, checklists: records(&checklistsByCard, of: card) ?? [],
                    comments: records(&commentsByCard, of: card) ?? [],
                    personIDs: personIDs, fieldPositions: fieldPositions, labels: &labels, labelIDs: &labelIDs,
                    labelPositions: &labelPositions, warnings: &warnings)
                if let creation = records(&creationsByCard, of: card), let date = BoardDate.date(from: creation.date) {
                    made.created = date
                    if !creation.idMemberCreator.isEmpty { made.reporter = reference(to: creation, personIDs: personIDs) }
                }
                boardList.cards.append(made)
            }
            boardLists.append(boardList)
        }
        let board = Board(
            id: id, name: name, notes: desc, labels: labels, lists: boardLists, people: boardPeople,
            customFields: customFields.map(Self.customField))
        return (board, warnings)
    }

    /// The board's people: its members and the comment authors it does not list, each once, sorted by name
    /// then id (Trello's own order is not meaningful, and a sorted directory makes round trips stable).
    var people: [Person] {
        var seen = Set<String>()
        let all = (members + commentAuthors).sorted { ($0.fullName, $0.id) < ($1.fullName, $1.id) }
        return all.compactMap { member in
            // A member without a name or username (Trello's trace of a deleted account) stays a bare id.
            guard !member.id.isEmpty, !(member.fullName.isEmpty && member.username.isEmpty),
                  seen.insert(member.id).inserted
            else { return nil }
            return Person(id: member.id, name: member.fullName, username: member.username.isEmpty ? nil : member.username)
        }
    }

    /// Trello's field types as Cardport's kinds: `list` is an option field.
    private static func customField(_ field: CustomField) -> Boards.CustomField {
        let kind: Boards.CustomField.Kind = switch field.type {
        case "number": .number
        case "date": .date
        case "checkbox": .checkbox
        case "list": .option
        default: .text
        }
        return Boards.CustomField(
            id: field.id, name: field.name, kind: kind,
            options: field.options.map { CustomFieldOption(id: $0.id, name: $0.text, color: $0.color == "none" ? nil : $0.color) })
    }

    /// A card's custom field values, in the board's field order; values of fields the board does not define,
    /// and values that do not read as their kind, are counted in `dropped`.
    ///
    /// `fieldPositions` holds each field id's places in `customFields`, so a card costs its own items, not the
    /// board's count of fields.
    private func customFieldValues(
        _ card: TrelloExport.Card, fieldPositions: [String: [Int]], dropped: inout Int
    ) -> [CustomFieldValue] {
        // The first item of each field, as a search from the front would find it.
        var firstItems: [String: CustomFieldItem] = [:]
        var positions: [Int] = []
        for item in card.customFieldItems {
            guard let places = fieldPositions[item.idCustomField] else {
                dropped += 1
                continue
            }
            if firstItems[item.idCustomField] == nil {
                firstItems[item.idCustomField] = item
                positions += places
            }
        }
        var values: [CustomFieldValue] = []
        for field in positions.sorted().lazy.map({ customFields[$0] }) {
            guard let item = firstItems[field.id] else { continue }
            let value: CustomFieldValue.Value?
            if let option = item.idValue {
                value = .option(option)
            } else {
                switch item.kind {
                case "text": value = .text(item.text)
                case "number": value = .number(item.text)
                case "checked": value = .checkbox(item.text == "true")
                case "date": value = BoardDate.date(from: item.text).map(CustomFieldValue.Value.date)
                default: value = nil
                }
            }
            if let value { values.append(CustomFieldValue(fieldID: field.id, value: value)) } else { dropped += 1 }
        }
        return values
    }

    /// Order by `pos`, then by id, so equal positions sort the same whatever the array order.
    private static func precedes(
        _ firstPos: Double, _ secondPos: Double, _ firstID: @autoclosure () -> String,
        _ secondID: @autoclosure () -> String
    ) -> Bool {
        firstPos != secondPos ? firstPos < secondPos : firstID() < secondID()
    }

    private func card(
        _ card: TrelloExport.Card, checklists: [Checklist], comments: [Comment], personIDs: Set<String>,
        fieldPositions: [String: [Int]], labels: inout [Boards.Label],
        labelIDs: inout Set<String>, labelPositions: inout [String: Int], warnings: inout [AdapterWarning]
    ) -> Boards.Card {
        let location = "cards[\(card.index)]"
        var cardLabelIDs: [String] = []
        // The card's own labels by id, the first of each, made once the card names a label the board lacks.
        var ownLabels: [String: TrelloExport.Label]?
        for labelID in card.idLabels {
            if !labelIDs.contains(labelID) {
                // Cards carry their labels in full too: a label missing from the board's list is taken from there.
                if ownLabels == nil {
                    ownLabels = Dictionary(card.labels.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                }
                guard let label = ownLabels?[labelID] else {
                    warnings.append(AdapterWarning(
                        "The card \"\(card.name)\" has the label \(labelID), which is not in labels[]; "
                            + "the label was left off the card.",
                        location: location + ".idLabels", loss: Loss.labels))
                    continue
                }
                // Older exports have no labels[]: the same label is in `labelNames` too, which made a stand-in
                // for it; the card's label takes the stand-in's place rather than showing twice.
                // The stand-in is found by its id, not by a search of all the labels so far.
                if let standIn = labelPositions[Self.standInLabelID(color: label.color ?? "")],
                   labels[standIn].name == label.name, labels[standIn].color == label.color
                {
                    labelIDs.remove(labels[standIn].id)
                    labelPositions[labels[standIn].id] = nil
                    labelPositions[label.id] = standIn
                    labels[standIn].id = label.id
                } else {
                    labelPositions[label.id] = labels.count
                    labels.append(Boards.Label(id: label.id, name: label.name, color: label.color))
                }
                labelIDs.insert(label.id)
            }
            cardLabelIDs.append(labelID)
        }
        // Before labels had ids, Trello's API gave a card's labels as `{"color", "name"}` with no `idLabels`: each is
        // the board's label of its colour.
        if card.idLabels.isEmpty {
            var onCard = Set<String>()
            for label in card.labels where label.id.isEmpty {
                let id = Self.standInLabelID(color: label.color ?? "")
                if labelIDs.insert(id).inserted {
                    labelPositions[id] = labels.count
                    labels.append(Boards.Label(id: id, name: label.name, color: label.color))
                }
                if onCard.insert(id).inserted { cardLabelIDs.append(id) }
            }
        }
        var members: [String] = []
        // A member in the board's people is named by id; a member without a name or username by that (empty) name.
        for memberID in card.idMembers {
            if personIDs.contains(memberID) {
                members.append(memberID)
            } else if let name = memberNames[memberID] {
                members.append(name)
            } else {
                members.append(memberID)
                warnings.append(AdapterWarning(
                    "The card \"\(card.name)\" has the member \(memberID), who is not in members[]; "
                        + "the member is kept by id.",
                    location: location + ".idMembers"))
            }
        }
        // Most cards name only labels and members the board has, as they are: the record's arrays then go to the
        // card as they are, shared rather than copied, so the board does not hold a second array of each.
        if cardLabelIDs == card.idLabels { cardLabelIDs = card.idLabels }
        if members == card.idMembers { members = card.idMembers }
        var made = Boards.Card(
            id: card.id, title: card.name, notes: card.desc, archived: card.closed, labelIDs: cardLabelIDs,
            checklists: checklists.sorted { Self.precedes($0.pos, $1.pos, $0.id, $1.id) }.map {
                Self.checklist($0, states: card.checkItemStates)
            },
            comments: comments.map { comment in
                Boards.Comment(
                    id: comment.id, author: reference(to: comment, personIDs: personIDs),
                    date: BoardDate.date(from: comment.date) ?? Date(timeIntervalSince1970: 0), text: comment.text)
            },
            attachments: card.attachments.map {
                Boards.Attachment(id: $0.id, name: $0.name, url: $0.url, mimeType: $0.mimeType, bytes: $0.bytes)
            },
            due: date(card.due, "due", of: card, warnings: &warnings),
            start: date(card.start, "start", of: card, warnings: &warnings),
            dueComplete: card.dueComplete, members: members,
            source: Source(system: "trello", id: card.id, url: card.url))
        if let cover = card.cover, cover.color != nil || cover.idAttachment != nil || cover.idUploadedBackground != nil {
            made.cover = CardCover(color: cover.color, attachmentID: cover.idAttachment)
        } else if let attachment = card.idAttachmentCover {
            made.cover = CardCover(attachmentID: attachment)
        }
        if let cover = card.cover {
            var kept: [String: ExtraValue] = [:]
            kept["size"] = cover.size.map(ExtraValue.string)
            kept["brightness"] = cover.brightness.map(ExtraValue.string)
            kept["idUploadedBackground"] = cover.idUploadedBackground.map(ExtraValue.string)
            if !kept.isEmpty { made.extra["trelloCover"] = .object(kept) }
        }
        var dropped = 0
        made.customFields = customFieldValues(card, fieldPositions: fieldPositions, dropped: &dropped)
        if dropped > 0 {
            warnings.append(AdapterWarning(
                "The card \"\(card.name)\" has \(dropped) custom field value\(dropped == 1 ? "" : "s") of fields the board "
                    + "does not define or that do not read as their type; they were left out.",
                location: "cards[\(card.index)].customFieldItems", loss: Loss.fieldValues))
        }
        return made
    }

    /// Who made an action: the person's id when the board's people hold them, else their name or bare id.
    private func reference(to action: Comment, personIDs: Set<String>) -> String {
        personIDs.contains(action.idMemberCreator)
            ? action.idMemberCreator
            : action.author ?? memberNames[action.idMemberCreator] ?? action.idMemberCreator
    }

    /// A checklist, its items done when their own `state` or the card's `checkItemStates` say so.
    private static func checklist(_ checklist: Checklist, states: [String: Bool]) -> Boards.Checklist {
        Boards.Checklist(
            id: checklist.id, name: checklist.name,
            items: checklist.items.sorted { precedes($0.pos, $1.pos, $0.id, $1.id) }.map {
                ChecklistItem(id: $0.id, text: $0.name, done: $0.complete || states[$0.id] == true)
            })
    }

    private func date(
        _ text: String?, _ key: String, of card: TrelloExport.Card, warnings: inout [AdapterWarning]
    ) -> Date? {
        guard let text else { return nil }
        guard let date = BoardDate.date(from: text) else {
            warnings.append(AdapterWarning(
                "The card \"\(card.name)\" has the \(key) date \"\(text)\", which is not an ISO 8601 date; "
                    + "it was left out.",
                location: "cards[\(card.index)].\(key)", loss: Loss.dates))
            return nil
        }
        return date
    }

    /// The ids of `records`, with a warning at each record whose id an earlier one has: what names that id
    /// (cards of a list; checklists, comments and the creation of a card) goes to the first of them on the board.
    private static func repeatedIDsWarned<Record: TrelloRecord>(
        _ records: [Record], warnings: inout [AdapterWarning]
    ) -> Set<String> {
        var ids = Set<String>()
        ids.reserveCapacity(records.count)
        for record in records where !ids.insert(record.id).inserted {
            warnings.append(AdapterWarning(
                "The \(Record.noun) \"\(record.name)\" repeats the id \(record.id) of an earlier \(Record.noun); "
                    + "what names that id goes to the first of them on the board.",
                location: "\(Record.noun)s[\(record.index)].id"))
        }
        return ids
    }

    /// `checklists` by card.
    private static func grouped(
        _ checklists: consuming [Checklist], cardIDs: Set<String>, warnings: inout [AdapterWarning]
    ) -> [String: [Checklist]] {
        var grouped: [String: [Checklist]] = [:]
        for checklist in checklists {
            guard cardIDs.contains(checklist.idCard) else {
                warnings.append(AdapterWarning(
                    "The checklist \"\(checklist.name)\" (\(checklist.id)) belongs to the card \(checklist.idCard), "
                        + "which is not in cards[]; the checklist was left out.",
                    location: "checklists[\(checklist.index)].idCard", loss: Loss.checklists))
                continue
            }
            grouped[checklist.idCard, default: []].append(checklist)
        }
        return grouped
    }

    /// Comments by card, oldest first. Trello lists actions newest first, so of two comments made in the
    /// same millisecond the one later in `actions` is the older.
    private static func grouped(
        _ comments: consuming [Comment], cardIDs: Set<String>, warnings: inout [AdapterWarning]
    ) -> [String: [Comment]] {
        var grouped: [String: [(date: Date, comment: Comment)]] = [:]
        for comment in comments {
            guard cardIDs.contains(comment.idCard) else {
                warnings.append(AdapterWarning(
                    "The comment \(comment.id) is on the card \(comment.idCard), which is not in cards[]; "
                        + "the comment was left out.",
                    location: "actions[\(comment.index)].data.card.id", loss: Loss.comments))
                continue
            }
            guard let date = BoardDate.date(from: comment.date) else {
                warnings.append(AdapterWarning(
                    "The comment \(comment.id) has the date \"\(comment.date)\", which is not an ISO 8601 date; "
                        + "the comment was left out.",
                    location: "actions[\(comment.index)].date", loss: Loss.comments))
                continue
            }
            grouped[comment.idCard, default: []].append((date, comment))
        }
        return grouped.mapValues { comments in
            comments.sorted { ($0.date, $1.comment.index) < ($1.date, $0.comment.index) }.map(\.comment)
        }
    }
}

/// The records in `array`, leaving it empty: handed on, they are let go as soon as their taker is done with them.
private func take<Element>(_ array: inout [Element]) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &array)
    return taken
}

/// A label's colour and name, to ask in constant time whether `labelNames` repeats a label the board has.
private struct LabelKey: Hashable {
    let color: String
    let name: String
}

/// A list or card of an export, as far as a warning about its repeated id names it.
private protocol TrelloRecord {
    /// What the record is, and the name of its array in the export without the `s` (`card`).
    static var noun: String { get }
    var index: Int { get }
    var id: String { get }
    var name: String { get }
}

extension TrelloExport.List: TrelloRecord {
    static var noun: String { "list" }
}

extension TrelloExport.Card: TrelloRecord {
    static var noun: String { "card" }
}
