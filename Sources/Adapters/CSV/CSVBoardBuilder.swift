import Foundation

/// Builds a board from CSV rows, one card per row, as a ``CSVMapping`` says.
///
/// Lists are named by the `list` column (`No status` when it is empty) and ordered as the preset's tool
/// shows its statuses, then by first appearance. People named in `assignees` and `reporter` go into the
/// board's people directory once each; priority, estimate, milestone and sprint become custom fields.
/// Columns no field reads are kept, by header name, in each card's `extra["csv"]`. Parent references are
/// resolved after the last row, against ids, keys and titles. A card is done when a `done` column holds a
/// yes-like value or a date, or when its status is a done word (`Done`, `Closed`, `Complete`, `Hecho`…).
///
/// Memory: a card's label ids, members and custom field values, comment authors and unmapped cells are
/// shared with the cards that repeat them (``CSVSharedValues``), and when ``expectCard(_:)`` has been called for
/// every row first, each list's cards are stored in one allocation of the list's size.
struct CSVBoardBuilder {
    private let mapping: CSVMapping
    private var dates = CSVDateReader()
    private var ids = ImportIDs(prefix: "csv")
    private(set) var board: Board
    private(set) var warnings: [AdapterWarning] = []
    private(set) var losses = ImportLosses()

    private var listIndex: [String: Int] = [:]
    private var firstAppearance: [String: Int] = [:]
    private var labelIndex: [String: Int] = [:]
    private var personIndex: [String: String] = [:]
    private var fieldIndex: [String: Int] = [:]
    /// Each option field's option ids by name (by field index), so a cell finds its option in constant time.
    private var optionIDs: [Int: [String: String]] = [:]
    private var cardIDs: Set<String> = []
    /// Where each card is, by the references a parent column may use (id, key, title).
    private var cardsByReference: [String: String] = [:]
    private var parentReferences: [(cardID: String, reference: String)] = []
    private var places: [String: (list: Int, card: Int)] = [:]
    private var rows = 0
    /// How many cards each list will get, by list name, as ``expectCard(_:)`` counted them.
    private var expectedCards: [String: Int] = [:]
    private var sharedIDs = CSVSharedValues<[String]>()
    private var sharedFieldValues = CSVSharedValues<[CustomFieldValue]>()
    private var sharedTexts = CSVSharedValues<String>()
    private var sharedExtras = CSVSharedValues<ExtraValue>()
    private let customFieldColumns: [(index: Int, name: String, kind: CustomField.Kind)]
    private let unmapped: [Int]
    /// Whether rows can name a parent: only then are the references and places above kept (they cost about
    /// 200 bytes a card).
    private let linksParents: Bool
    /// ``CSVMapping/columns`` by ``CSVField/ordinal``: a row looks up two dozen fields, and a dictionary lookup
    /// would hash each field's name.
    private let columnTable: [[Int]]

    /// Starts an empty board named `name` (the first row's `board` column replaces it).
    init(mapping: CSVMapping, name: String) {
        self.mapping = mapping
        board = Board(id: "csv-import", name: name)
        var customFieldColumns: [(Int, String, CustomField.Kind)] = []
        var unmapped: [Int] = []
        for index in mapping.unmappedColumns {
            if mapping.preset == .cardport, let (name, kind) = CSVExporter.customFieldColumn(mapping.header[index]) {
                customFieldColumns.append((index, name, kind))
            } else {
                unmapped.append(index)
            }
        }
        self.customFieldColumns = customFieldColumns
        self.unmapped = unmapped
        columnTable = CSVField.allCases.map { mapping.columns[$0] ?? [] }
        linksParents = !(mapping.columns[.parent] ?? []).isEmpty
    }

    // MARK: - Rows

    /// The columns ``expectCard(_:)`` reads: those naming the list.
    var listColumns: [Int] { columns(.list) }

    /// The columns `field` reads, in order.
    private func columns(_ field: CSVField) -> [Int] {
        columnTable[field.ordinal]
    }

    /// Counts the card a row will add to its list, so that ``add(_:line:)`` can give each list room for all
    /// its cards at once. Optional; only ``listColumns`` of `cells` are read.
    mutating func expectCard(_ cells: [String]) {
        expectedCards[listName(cells), default: 0] += 1
    }

    /// The list a row's card goes into: the first non-empty `list` cell, else `No status`.
    private func listName(_ cells: [String]) -> String {
        value(.list, cells) ?? "No status"
    }

    /// The first non-empty cell of the columns `field` reads, trimmed.
    private func value(_ field: CSVField, _ cells: [String]) -> String? {
        for index in columns(field) where index < cells.count {
            let text = cells[index].trimmingWhitespace
            if !text.isEmpty { return unescaped(text) }
        }
        return nil
    }

    /// Adds the card of one row. `line` is where the row starts, for warnings.
    mutating func add(_ cells: [String], line: Int) {
        rows += 1
        func value(_ field: CSVField) -> String? {
            self.value(field, cells)
        }
        // What `values` needs, taken out of the builder first: a method of the builder called from this nested
        // function would copy the whole builder, its board included, for every multi-valued field of every row.
        let preset = mapping.preset, columnTable = columnTable
        func values(_ field: CSVField) -> [String] {
            let columns = columnTable[field.ordinal]
            if columns.count == 1 {  // most fields have one column: its values, with no array to join them into
                return columns[0] < cells.count ? Self.split(cells[columns[0]], preset: preset) : []
            }
            return columns.flatMap { index in index < cells.count ? Self.split(cells[index], preset: preset) : [] }
        }
        if rows == 1, let name = value(.board) { board.name = name }

        let toolID = value(.id)
        let key = value(.key)
        let title = value(.title) ?? key ?? toolID ?? ""
        if title.isEmpty { losses.record(1, "rows without a title", outcome: "titled \"Untitled\"") }
        var card = Card(id: cardID(for: toolID), title: title.isEmpty ? "Untitled" : title)
        card.notes = value(.description) ?? ""
        if mapping.preset != .cardport, toolID != nil || key != nil || value(.url) != nil {
            card.source = Source(system: mapping.preset.name, id: key ?? toolID, url: value(.url))
        } else if let url = value(.url) {
            card.source = Source(system: "csv", url: url)
        } else if mapping.preset != .cardport {
            // The card says it came from a CSV file, so its notes are known to be text without markup (the
            // Markdown writers escape them); Cardport's own CSV export carries notes that were Markdown.
            card.source = Source(system: "csv")
        }
        var labelIDs = values(.labels).map { labelID($0) }
        if let type = value(.type) { labelIDs.append(labelID("Type: \(type)")) }
        card.labelIDs = sharedIDs.shared(labelIDs)
        card.members = sharedIDs.shared(values(.assignees).map { personID($0) })
        if let reporter = value(.reporter) { card.reporter = personID(reporter) }
        if let text = value(.due) {
            // A date range (Notion's `October 8, 2021 → October 29, 2021`) starts the card on its first date and
            // makes it due on its last; a start column, when the row has one, still names the start.
            let range = Self.dateRange(text)
            if let reading = date(range?.end ?? text, "due", line) { card.due = reading.date; card.dueIsAllDay = reading.isAllDay }
            if let first = range?.start, let reading = date(first, "start", line) {
                card.start = reading.date
                card.startIsAllDay = reading.isAllDay
            }
        }
        if let text = value(.start) {
            if let reading = date(Self.dateRange(text)?.start ?? text, "start", line) {
                card.start = reading.date
                card.startIsAllDay = reading.isAllDay
            }
        }
        if let text = value(.created) { card.created = date(text, "created", line)?.date }
        // Done when a done column says so, or when the status itself is a done word (`Done`, `Closed`, `Hecho`).
        card.done = values(.done).contains { isYes($0) } || value(.list).map { isYes($0, orDate: false) } ?? false
        card.archived = value(.archived).map { isYes($0) } ?? false
        if let priority = value(.priority) { setField(&card, "Priority", .option, priority, line) }
        if let estimate = value(.estimate) { setField(&card, "Estimate", .number, estimate, line) }
        if let milestone = value(.milestone) { setField(&card, "Milestone", .option, milestone, line) }
        let sprints = values(.sprint)
        if !sprints.isEmpty { setField(&card, "Sprint", .text, sprints.joined(separator: ", "), line) }
        for (index, name, kind) in customFieldColumns where index < cells.count {
            let text = cells[index].trimmingWhitespace
            if !text.isEmpty { setField(&card, name, kind, unescaped(text), line) }
        }
        card.customFields = sharedFieldValues.shared(card.customFields)
        for comment in values(.comments) { card.comments.append(self.comment(comment, card: card)) }
        for attachment in values(.attachments) { card.attachments.append(self.attachment(attachment)) }
        if let checklist = columns(.checklist).first, checklist < cells.count {
            card.checklists = checklists(cells[checklist])
        }
        // The values of each unmapped column name, in column order: one value alone, several (a name the header
        // repeats) as an array, gathered first so that a row of many like-named columns is not copied per cell.
        var unmappedValues: [String: [ExtraValue]] = [:]
        for index in unmapped where index < cells.count && !cells[index].isEmpty {
            unmappedValues[mapping.header[index], default: []].append(sharedExtras.shared(.string(cells[index])))
        }
        if !unmappedValues.isEmpty {
            card.extra["csv"] = .object(unmappedValues.mapValues { $0.count == 1 ? $0[0] : .array($0) })
        }

        if linksParents {
            for reference in [toolID, key, title].compactMap({ $0 }) where cardsByReference[reference] == nil {
                cardsByReference[reference] = card.id
            }
            if let parent = value(.parent) { parentReferences.append((card.id, parent)) }
        }

        let status = listName(cells)
        let list: Int
        if let index = listIndex[status] {
            list = index
        } else {
            list = board.lists.count
            listIndex[status] = list
            var newList = BoardList(id: ids.next("list"), name: status)
            newList.cards.reserveCapacity(expectedCards[status] ?? 0)
            board.lists.append(newList)
        }
        if linksParents { places[card.id] = (list, board.lists[list].cards.count) }
        board.lists[list].cards.append(card)
    }

    // MARK: - Finishing

    /// Links parents and children and puts the lists in the tool's order; returns the board.
    mutating func finish() -> Board {
        for (cardID, reference) in parentReferences {
            guard let child = places[cardID] else { continue }
            if let parentID = cardsByReference[reference], parentID != cardID, let parent = places[parentID] {
                board.lists[child.list].cards[child.card].links.append(CardLink(kind: .parent, cardID: parentID))
                board.lists[parent.list].cards[parent.card].links.append(CardLink(kind: .child, cardID: cardID))
            } else {
                board.lists[child.list].cards[child.card].links.append(CardLink(kind: .parent, title: reference))
                losses.record(1, "parent references to rows not in the file", outcome: "kept as a parent link by name")
            }
        }
        let order = mapping.preset.listOrder.map { $0.lowercased() }
        let ranked = board.lists.enumerated().map { offset, list in
            (rank: order.firstIndex(of: list.name.lowercased()) ?? order.count, offset: offset, list: list)
        }
        board.lists = ranked.sorted { ($0.rank, $0.offset) < ($1.rank, $1.offset) }.map(\.list)
        if rows == 0 { warnings.append(AdapterWarning("the file has a header but no rows: the board is empty")) }
        return board
    }

    // MARK: - Cells

    /// The values of a multi-valued cell, split as `preset` says.
    private static func split(_ cell: String, preset: CSVPreset) -> [String] {
        let trimmed = cell.trimmingWhitespace
        guard !trimmed.isEmpty else { return [] }
        let parts: [String]
        switch preset.separator {
        case .none:
            parts = [trimmed]
        case .newline:
            parts = trimmed.split(atASCII: "\n")
        case .comma:
            var text = Substring(trimmed)
            if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
            parts = text.split(atASCII: ",")
        }
        // One array for the values, not one for each step: this runs for every multi-valued cell of every row.
        var values: [String] = []
        values.reserveCapacity(parts.count)
        for part in parts {
            let value = unescaped(part.trimmingWhitespace, preset: preset)
            if !value.isEmpty { values.append(value) }
        }
        return values
    }

    /// A cell Cardport's exporter protected against formula injection, given back its text.
    private func unescaped(_ text: String) -> String {
        Self.unescaped(text, preset: mapping.preset)
    }

    /// A cell Cardport's exporter protected against formula injection, given back its text, for a file of `preset`.
    private static func unescaped(_ text: String, preset: CSVPreset) -> String {
        guard preset == .cardport, text.hasPrefix("'"), let next = text.dropFirst().first,
              CSVExporter.formulaStarts.contains(next)
        else { return text }
        return String(text.dropFirst())
    }

    /// Whether `text` says yes (`true`, `done`, `hecho`…), or, with `orDate`, is a date (`Completed At`).
    private mutating func isYes(_ text: String, orDate: Bool = true) -> Bool {
        Self.yes.contains(text.trimmingWhitespace.lowercased()) || (orDate && dates.read(text) != nil)
    }

    private static let yes: Set<String> = [
        "true", "yes", "y", "1", "x", "✓", "✔", "done", "complete", "completed", "closed", "resolved",
        "sí", "si", "hecho", "terminado", "listo", "cerrado", "finalizado", "verdadero",
    ]

    /// The two ends of a date range written `start → end` (Notion; also `start -> end`), trimmed; nil for one date.
    static func dateRange(_ text: String) -> (start: String, end: String)? {
        guard let arrow = text.range(of: "→") ?? text.range(of: " -> ") else { return nil }
        let start = text[..<arrow.lowerBound].trimmingWhitespace
        let end = text[arrow.upperBound...].trimmingWhitespace
        guard !start.isEmpty, !end.isEmpty else { return nil }
        return (String(start), String(end))
    }

    private mutating func date(_ text: String, _ what: String, _ line: Int) -> CSVDateReader.Reading? {
        if let reading = dates.read(text) { return reading }
        losses.record(1, "\(what) dates that do not read as dates", outcome: "left out")
        warnings.append(AdapterWarning("the \(what) date \"\(text)\" does not read as a date", location: "\(line)"))
        return nil
    }

    private mutating func cardID(for toolID: String?) -> String {
        // Only Cardport's own CSV gives cards their ids; other cards' generated ids cannot collide.
        guard mapping.preset == .cardport else { return ids.next("card") }
        if let toolID, !cardIDs.contains(toolID) {
            cardIDs.insert(toolID)
            return toolID
        }
        var id = ids.next("card")
        while cardIDs.contains(id) { id = ids.next("card") }
        cardIDs.insert(id)
        return id
    }

    private mutating func labelID(_ text: String) -> String {
        var name = text
        var color: String?
        // Trello writes `name (color)`.
        if mapping.preset == .trello, text.hasSuffix(")"), let open = text.lastIndex(of: "(") {
            name = text[..<open].trimmingWhitespace
            color = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        }
        if let index = labelIndex[name] { return board.labels[index].id }
        let label = Label(id: ids.next("label"), name: name, color: color)
        labelIndex[name] = board.labels.count
        board.labels.append(label)
        return label.id
    }

    private mutating func personID(_ text: String) -> String {
        if let id = personIndex[text] { return id }
        var person = Person(id: ids.next("person"), name: text)
        // Trello writes `Full Name (username)`.
        if mapping.preset == .trello, text.hasSuffix(")"), let open = text.lastIndex(of: "(") {
            person.name = text[..<open].trimmingWhitespace
            person.username = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        } else if text.contains("@"), !text.contains(" ") {
            person.email = text
        }
        personIndex[text] = person.id
        board.people.append(person)
        return person.id
    }

    private mutating func setField(_ card: inout Card, _ name: String, _ kind: CustomField.Kind, _ text: String, _ line: Int) {
        let index: Int
        if let found = fieldIndex[name] {
            index = found
        } else {
            index = board.customFields.count
            fieldIndex[name] = index
            board.customFields.append(CustomField(id: ids.next("field"), name: name, kind: kind))
        }
        // The id and kind only: a copy of the whole field would share its options' storage, and the append
        // below would then copy every option so far, once per new option (quadratic in distinct values).
        let fieldID = board.customFields[index].id
        let value: CustomFieldValue.Value
        switch board.customFields[index].kind {
        case .option:
            if let found = optionIDs[index]?[text] {
                value = .option(found)
            } else {
                let option = CustomFieldOption(id: ids.next("option"), name: text)
                optionIDs[index, default: [:]][text] = option.id
                board.customFields[index].options.append(option)
                value = .option(option.id)
            }
        case .number:
            guard Double(text) != nil else {
                losses.record(1, "\(name.lowercased()) values that are not numbers", outcome: "kept as text in the card's extra")
                card.extra[name] = .string(text)
                return
            }
            value = .number(text)
        case .date:
            guard let reading = dates.read(text) else {
                losses.record(1, "\(name) dates that do not read as dates", outcome: "kept as text in the card's extra")
                card.extra[name] = .string(text)
                return
            }
            value = .date(reading.date)
        case .checkbox:
            value = .checkbox(isYes(text))
        case .text:
            value = .text(text)
        }
        card.customFields.append(CustomFieldValue(fieldID: fieldID, value: value))
    }

    /// A comment cell: Jira's `date;author;text`, else the whole cell as text.
    ///
    /// Comment ids are `csv-cmt-1`, `csv-cmt-2`…: a tracker's export has a comment or more on most rows, and an
    /// id of at most 15 bytes is stored inside its `String`, where `csv-comment-123456` would cost every
    /// comment a heap allocation of 80 bytes.
    private mutating func comment(_ cell: String, card: Card) -> Comment {
        let parts = cell.split(atASCII: ";", maxSplits: 2, omittingEmptySubsequences: false)
        if parts.count == 3, let reading = dates.read(parts[0]) {
            return Comment(
                id: ids.next("cmt"), author: sharedTexts.shared(parts[1]), date: reading.date, text: parts[2])
        }
        losses.record(1, "comments without a date", outcome: "dated with the card's creation date")
        return Comment(
            id: ids.next("cmt"), author: "", date: card.created ?? Date(timeIntervalSince1970: 0), text: cell)
    }

    /// An attachment cell: Jira's `date;author;name;url`, else a URL.
    private mutating func attachment(_ cell: String) -> Attachment {
        let parts = cell.split(atASCII: ";", maxSplits: 3, omittingEmptySubsequences: false)
        if parts.count == 4 {
            return Attachment(
                id: ids.next("attachment"), name: parts[2], url: parts[3], date: dates.read(parts[0])?.date)
        }
        let name = cell.split(separator: "/").last.map(String.init) ?? cell
        return Attachment(id: ids.next("attachment"), name: name.removingPercentEncoding ?? name, url: cell)
    }

    /// Cardport's checklist cell: `# Name` starts a checklist, `[x] text` and `[ ] text` are items.
    private mutating func checklists(_ cell: String) -> [Checklist] {
        var checklists: [Checklist] = []
        for line in cell.split(atASCII: "\n") {
            let text = unescaped(line.hasSuffix("\r") ? String(line.dropLast()) : line)
            if text.hasPrefix("# ") {
                checklists.append(Checklist(id: ids.next("checklist"), name: String(text.dropFirst(2))))
                continue
            }
            if checklists.isEmpty { checklists.append(Checklist(id: ids.next("checklist"), name: "Checklist")) }
            let done = text.hasPrefix("[x] ") || text.hasPrefix("[X] ")
            let itemText = text.hasPrefix("[") && text.count >= 4 ? String(text.dropFirst(4)) : text
            checklists[checklists.count - 1].items.append(ChecklistItem(id: ids.next("item"), text: itemText, done: done))
        }
        return checklists
    }
}
