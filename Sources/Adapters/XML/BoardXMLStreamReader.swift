import Markup

/// Builds a board from a streamed Cardport board XML parse (see ``XMLEventStream``): walks the board, its
/// `labels`, `people`, `custom-fields`, `lists`, `list` and `cards` elements event by event, and has each
/// `label`, `person`, `field`, `extra`, `card` and `name` or `notes` element collected whole (an
/// ``XMLSubtree``, refilled for each) for ``BoardXMLReader``, so no tree is built, not even a card's.
///
/// Reads what a walk over the whole tree reads: the first `name`, `notes`, `labels`, `people`,
/// `custom-fields` and `lists` child of the board and its `extra` children, the first `name` and `cards` child
/// of a list and its `extra` children; anything else is skipped. Of several mistakes it
/// reports the one such a walk meets first: the document element's, else the first in the first `labels`,
/// else the first in the `lists`, in document order. One per parse, used on the parse's thread.
final class BoardXMLStreamReader: XMLSubtreeSink {
    /// What an open, streamed element is to the reader.
    private enum Place {
        case board, labels, people, customFields, lists, list, cards, skipped
    }

    /// What the element being collected will be read as.
    private enum Collected {
        case boardName, boardNotes, label, person, field, boardExtra, listName, listExtra, card
    }

    private let reader: BoardXMLReader
    private var places: [Place] = []
    private var collecting: Collected?
    private var board = Board(id: "", name: "")
    /// The list being read; nil outside a list.
    private var list: BoardList?
    /// The board children already met: only the first of each kind is read.
    private var seenName = false, seenNotes = false, seenLabels = false, seenLists = false, seenPeople = false
    private var seenCustomFields = false
    /// The list children already met.
    private var seenListName = false, seenCards = false
    /// The first mistake in the document element, in the first `labels`, and in the `lists` (``BoardXMLReader``
    /// throws ``AdapterError`` only).
    private var boardError: (any Error)?
    private var labelError: (any Error)?
    private var listError: (any Error)?

    /// A reader whose errors name `input`.
    init(input: String) {
        reader = BoardXMLReader(input: input)
    }

    /// The board read, once the parse has finished without error.
    /// - Throws: ``AdapterError``: the first mistake, as the type's summary says.
    func finish() throws -> Board {
        if let error = boardError ?? labelError ?? listError { throw error }
        return board
    }

    func startElement(_ element: MarkupElement) -> Bool {
        let place: Place
        switch places.last {
        case nil:
            do {
                board = try reader.board(element)
                place = .board
            } catch {
                boardError = error
                place = .skipped
            }
        case .board? where labelError == nil:
            switch element.name {
            case "name" where !seenName:
                seenName = true
                return collect(.boardName)
            case "notes" where !seenNotes:
                seenNotes = true
                return collect(.boardNotes)
            case "labels" where !seenLabels:
                seenLabels = true
                place = .labels
            case "people" where !seenPeople:
                seenPeople = true
                place = .people
            case "custom-fields" where !seenCustomFields:
                seenCustomFields = true
                place = .customFields
            case "lists" where !seenLists:
                seenLists = true
                place = .lists
            case "extra":
                return collect(.boardExtra)
            default:
                place = .skipped
            }
        case .labels? where element.name == "label" && labelError == nil:
            return collect(.label)
        case .people? where element.name == "person" && labelError == nil:
            return collect(.person)
        case .customFields? where element.name == "field" && labelError == nil:
            return collect(.field)
        case .lists? where element.name == "list" && listError == nil:
            do {
                list = try reader.list(element)
                seenListName = false
                seenCards = false
                place = .list
            } catch {
                listError = error
                place = .skipped
            }
        case .list? where listError == nil:
            switch element.name {
            case "name" where !seenListName:
                seenListName = true
                return collect(.listName)
            case "cards" where !seenCards:
                seenCards = true
                place = .cards
            case "extra":
                return collect(.listExtra)
            default:
                place = .skipped
            }
        case .cards? where element.name == "card" && listError == nil:
            return collect(.card)
        default:
            place = .skipped
        }
        places.append(place)
        return false
    }

    func endElement() {
        guard places.popLast() == .list, let list else { return }
        if listError == nil { board.lists.append(list) }
        self.list = nil
    }

    func collected(_ subtree: XMLSubtree) {
        defer { collecting = nil }
        let element = subtree.root
        switch collecting {
        case .boardName?:
            board.name = element.text
        case .boardNotes?:
            board.notes = element.text
        case .label?:
            guard labelError == nil else { return }
            do { board.labels.append(try reader.label(element)) } catch { labelError = error }
        case .person?:
            guard labelError == nil else { return }
            do { board.people.append(try reader.person(element)) } catch { labelError = error }
        case .field?:
            guard labelError == nil else { return }
            do { board.customFields.append(try reader.customField(element)) } catch { labelError = error }
        case .boardExtra?:
            guard labelError == nil else { return }
            do {
                let (key, value) = try reader.extra(element)
                board.extra[key] = value
            } catch { labelError = error }
        case .listName?:
            list?.name = element.text
        case .listExtra?:
            guard listError == nil else { return }
            do {
                let (key, value) = try reader.extra(element)
                list?.extra[key] = value
            } catch { listError = error }
        case .card?:
            guard listError == nil else { return }
            do { list?.cards.append(try reader.card(element)) } catch { listError = error }
        case nil:
            break
        }
    }

    private func collect(_ what: Collected) -> Bool {
        collecting = what
        return true
    }
}
