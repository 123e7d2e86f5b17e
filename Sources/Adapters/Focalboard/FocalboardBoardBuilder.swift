import Foundation
import StreamingJSON

/// Makes one Cardport board of one Focalboard board and its blocks (see ``FocalboardImporter`` for the mapping).
struct FocalboardBoardBuilder {
    /// The board record (a `board` line, or before version 7 a block of type `board`).
    var board: FocalboardRecord.Block
    /// The board's blocks, in the file's order.
    var blocks: [FocalboardRecord.Block] = []
    /// The user ids of the board's members.
    var memberIDs: [String] = []

    private var losses = ImportLosses()
    private var people: [Person] = []
    private var peopleIDs: Set<String> = []
    /// The first property of each id, made once in `build()` rather than for every card.
    private var propertiesByID: [String: FocalboardRecord.Property] = [:]
    /// The option ids of each property in `propertiesByID`.
    private var optionIDs: [String: Set<String>] = [:]

    init(board: FocalboardRecord.Block) {
        self.board = board
    }

    /// The properties the board declares, whichever version wrote it.
    private var properties: [FocalboardRecord.Property] {
        board.cardProperties ?? board.fields?.cardProperties ?? []
    }

    /// Builds the board; `includeArchived` is not used (Focalboard has no archive), deleted blocks are skipped.
    mutating func build() -> ImportResult {
        let id = board.id ?? "focalboard-board"
        var result = Board(
            id: id, name: board.title ?? "Focalboard board",
            notes: board.description ?? board.fields?.description ?? "")
        if let icon = board.icon ?? board.fields?.icon, !icon.isEmpty { result.extra["focalboard.icon"] = .string(icon) }
        result.extra["focalboard.id"] = .string(id)
        propertiesByID = Dictionary(properties.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        optionIDs = propertiesByID.mapValues { Set(($0.options ?? []).map(\.id)) }

        let live = blocks.filter { ($0.deleteAt ?? 0) == 0 }
        losses.record(blocks.count - live.count, "deleted blocks", outcome: "skipped")
        let views = live.filter { $0.type == "view" }
        let boardView = views.first { $0.fields?.viewType == "board" }
        losses.record(views.count, "views (layouts, filters, sorts)")
        let group = groupProperty(boardView)

        var labels: [Label] = []
        var fields: [CustomField] = []
        for property in properties where property.id != group?.id {
            switch property.type {
            case "multiSelect":
                for option in property.options ?? [] {
                    labels.append(Label(id: option.id, name: option.value ?? "", color: Self.color(option.color)))
                }
            case "select":
                fields.append(CustomField(
                    id: property.id, name: property.name ?? property.id, kind: .option,
                    options: (property.options ?? []).map {
                        CustomFieldOption(id: $0.id, name: $0.value ?? "", color: Self.color($0.color))
                    }))
            case "date": fields.append(CustomField(id: property.id, name: property.name ?? property.id, kind: .date))
            case "checkbox": fields.append(CustomField(id: property.id, name: property.name ?? property.id, kind: .checkbox))
            case "number": fields.append(CustomField(id: property.id, name: property.name ?? property.id, kind: .number))
            case "text", "url", "email", "phone":
                fields.append(CustomField(id: property.id, name: property.name ?? property.id, kind: .text))
            default: break
            }
        }
        result.labels = labels
        result.customFields = fields

        var children: [String: [FocalboardRecord.Block]] = [:]
        for block in live where block.type != "card" && block.type != "view" {
            children[block.parentId ?? "", default: []].append(block)
        }
        var cards: [(card: Card, option: String?)] = []
        var templates = 0
        var repeats = 0
        var cardIDsMade = Set<String>()
        for block in live where block.type == "card" {
            if block.fields?.isTemplate == true {
                templates += 1
                continue
            }
            // The content of a card id goes to the first card of that id, once: a payload that repeats an id
            // gives none of the others a copy. A card without an id has no content (none can name it).
            if let id = block.id, !cardIDsMade.insert(id).inserted { repeats += 1 }
            cards.append(makeCard(block, group: group, content: block.id.flatMap { children.removeValue(forKey: $0) } ?? []))
        }
        losses.record(templates, "card templates")
        losses.record(repeats, "cards that repeat an earlier card's id", outcome: "kept (their content blocks are on the first)")
        let cardIDs = Set(live.compactMap { $0.type == "card" ? $0.id : nil })
        let orphans = live.filter {
            $0.type != "card" && $0.type != "view" && $0.type != "board" && !cardIDs.contains($0.parentId ?? "")
        }
        losses.record(orphans.count, "content blocks outside any card")

        result.lists = makeLists(cards, group: group, order: boardView?.fields?.cardOrder ?? [])
        for member in memberIDs { addPerson(member) }
        result.people = people
        return ImportResult(board: result, losses: losses)
    }

    /// The property the lists follow: the first board view's group-by property, else the first select property.
    private func groupProperty(_ view: FocalboardRecord.Block?) -> FocalboardRecord.Property? {
        if let groupID = view?.fields?.groupById, let property = properties.first(where: { $0.id == groupID }),
           property.type == "select"
        {
            return property
        }
        return properties.first { $0.type == "select" }
    }

    /// One list per option of the grouping property, in the property's order, after a list for cards with no
    /// value (`No Status`) when there are any; one list, `Cards`, when there is no grouping property.
    private func makeLists(
        _ cards: [(card: Card, option: String?)], group: FocalboardRecord.Property?, order: [String]
    ) -> [BoardList] {
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let sorted = cards.enumerated().sorted { lhs, rhs in
            let left = rank[lhs.element.card.id] ?? order.count + lhs.offset
            let right = rank[rhs.element.card.id] ?? order.count + rhs.offset
            return left < right
        }.map(\.element)
        guard let group else {
            return [BoardList(id: "focalboard-cards", name: "Cards", cards: sorted.map(\.card))]
        }
        let options = group.options ?? []
        let known = Set(options.map(\.id))
        var lists: [BoardList] = []
        let unset = sorted.filter { $0.option == nil || !known.contains($0.option!) }
        // Each option's cards in one pass, not one pass over every card per option.
        var cardsByOption: [String: [Card]] = [:]
        for entry in sorted {
            if let option = entry.option, known.contains(option) { cardsByOption[option, default: []].append(entry.card) }
        }
        if !unset.isEmpty {
            lists.append(BoardList(
                id: "focalboard-no-\(group.id)", name: "No \(group.name ?? "value")", cards: unset.map(\.card)))
        }
        for option in options {
            var list = BoardList(
                id: option.id, name: option.value ?? "", cards: cardsByOption[option.id] ?? [])
            if let color = Self.color(option.color) { list.extra["focalboard.color"] = .string(color) }
            lists.append(list)
        }
        return lists
    }

    /// The card of a card block, and the option of the grouping property it has.
    private mutating func makeCard(
        _ block: FocalboardRecord.Block, group: FocalboardRecord.Property?, content: [FocalboardRecord.Block]
    ) -> (card: Card, option: String?) {
        let id = block.id ?? "focalboard-card"
        var card = Card(id: id, title: block.title ?? "", source: Source(system: "focalboard", id: id))
        card.created = block.createAt.map(Self.date)
        if let icon = block.fields?.icon, !icon.isEmpty { card.extra["focalboard.icon"] = .string(icon) }
        var option: String?
        var members: Set<String> = []  // the card's members so far, for the person properties to add to once each
        for (propertyID, value) in (block.fields?.properties ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let property = propertiesByID[propertyID] else {
                losses.record(1, "values of properties the board does not declare")
                continue
            }
            if propertyID == group?.id {
                option = value.values.first
                continue
            }
            apply(value, of: property, to: &card, members: &members)
        }
        addContent(content, order: block.fields?.contentOrder ?? [], to: &card)
        return (card, option)
    }

    /// Sets what a property value says on the card.
    private mutating func apply(
        _ value: FocalboardRecord.PropertyValue, of property: FocalboardRecord.Property, to card: inout Card,
        members: inout Set<String>
    ) {
        let values = value.values.filter { !$0.isEmpty }
        guard let first = values.first else { return }
        switch property.type {
        case "multiSelect":
            let known = optionIDs[property.id] ?? []
            for option in values where known.contains(option) { card.labelIDs.append(option) }
            losses.record(values.filter { !known.contains($0) }.count, "values of options the board does not declare")
        case "select":
            if optionIDs[property.id]?.contains(first) == true {
                card.customFields.append(CustomFieldValue(fieldID: property.id, value: .option(first)))
            } else {
                losses.record(1, "values of options the board does not declare")
            }
        case "person", "multiPerson":
            for person in values {
                addPerson(person)
                if members.insert(person).inserted { card.members.append(person) }
            }
        case "date":
            guard let range = Self.dateRange(first) else {
                losses.record(1, "dates that cannot be read")
                return
            }
            card.customFields.append(CustomFieldValue(fieldID: property.id, value: .date(range.from)))
            if card.due == nil, (property.name ?? "").localizedCaseInsensitiveContains("due") {
                card.due = range.to ?? range.from
                card.dueIsAllDay = !range.includesTime
                if range.to != nil {
                    card.start = range.from
                    card.startIsAllDay = !range.includesTime
                }
            }
        case "checkbox":
            card.customFields.append(CustomFieldValue(fieldID: property.id, value: .checkbox(first == "true")))
        case "number":
            card.customFields.append(CustomFieldValue(fieldID: property.id, value: .number(first)))
        case "text", "url", "email", "phone":
            card.customFields.append(CustomFieldValue(fieldID: property.id, value: .text(first)))
        default:
            losses.record(1, "values of \(property.type ?? "untyped") properties")
        }
    }

    /// Content blocks, in the card's content order: text and headings to the notes, checkboxes to a checklist,
    /// images and attachments to attachments (by file id), comments to comments.
    private mutating func addContent(
        _ content: [FocalboardRecord.Block], order: [FocalboardRecord.ContentOrderItem], to card: inout Card
    ) {
        let ids = order.flatMap { item -> [String] in
            switch item {
            case .id(let id): [id]
            case .row(let ids): ids
            }
        }
        let rank = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let sorted = content.enumerated().sorted { lhs, rhs in
            (rank[lhs.element.id ?? ""] ?? ids.count + lhs.offset) < (rank[rhs.element.id ?? ""] ?? ids.count + rhs.offset)
        }.map(\.element)
        var paragraphs: [String] = []
        var checklist = Checklist(id: "\(card.id)-checklist", name: "Checklist")
        for block in sorted {
            let text = block.title ?? ""
            switch block.type {
            case "text": paragraphs.append(text)
            case "h1": paragraphs.append("# " + text)
            case "h2": paragraphs.append("## " + text)
            case "h3": paragraphs.append("### " + text)
            case "list-item": paragraphs.append("- " + text)
            case "quote": paragraphs.append("> " + text)
            case "divider": paragraphs.append("---")
            case "checkbox":
                checklist.items.append(ChecklistItem(
                    id: block.id ?? "\(checklist.id)-\(checklist.items.count + 1)", text: text,
                    done: block.fields?.value ?? false))
            case "image", "attachment":
                let file = block.fields?.fileId ?? block.fields?.attachmentId ?? ""
                card.attachments.append(Attachment(
                    id: block.id ?? file, name: text.isEmpty ? file : text, url: file,
                    date: block.createAt.map(Self.date)))
                // Counted as a loss by the importer unless the archive carries the file.
            case "comment":
                card.comments.append(Comment(
                    id: block.id ?? "\(card.id)-comment-\(card.comments.count + 1)", author: block.createdBy ?? "",
                    date: Self.date(block.createAt ?? 0), text: text))
                if let author = block.createdBy { addPerson(author) }
            default:
                losses.record(1, "\(block.type ?? "untyped") content blocks")
            }
        }
        card.notes = paragraphs.joined(separator: "\n\n")
        if !checklist.items.isEmpty { card.checklists.append(checklist) }
    }

    private mutating func addPerson(_ id: String) {
        guard !id.isEmpty, peopleIDs.insert(id).inserted else { return }
        people.append(Person(id: id))
    }

    /// A date property's value, JSON text: `{"from":1650000000000,"to":…,"includeTime":true}` (milliseconds).
    static func dateRange(_ text: String) -> (from: Date, to: Date?, includesTime: Bool)? {
        var from: Double?
        var to: Double?
        var includeTime: Bool?
        let read: Void? = try? JSONReader.read(Data(text.utf8), maximumDepth: 16) { reader in
            try reader.forEachMember { reader, key in
                switch key {
                case "from": from = try reader.readOptionalNumber()
                case "to": to = try reader.readOptionalNumber()
                case "includeTime": includeTime = try reader.readOptionalBool()
                default: break
                }
            }
        }
        guard read != nil, let from else { return nil }
        return (date(from), to.map(date), includeTime ?? false)
    }

    /// A Focalboard time (milliseconds since 1970) as a date.
    static func date(_ milliseconds: Double) -> Date {
        Date(timeIntervalSince1970: milliseconds / 1000)
    }

    /// `propColorRed` → `red`; nil for `propColorDefault` and none.
    static func color(_ name: String?) -> String? {
        guard let name, name.hasPrefix("propColor") else { return nil }
        let color = name.dropFirst("propColor".count).lowercased()
        return color.isEmpty || color == "default" ? nil : color
    }
}
