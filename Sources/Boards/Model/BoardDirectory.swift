/// A board's labels, people, custom fields and cards by id, built once for a pass over the whole board (a writer,
/// a page, a listing), so that each card's references cost a lookup rather than a search of everything the
/// board holds.
///
/// Every answer is the one the board's own search gives: the first label, field, option or card of an id in
/// the board's order, and ``person(named:)`` as ``Board/person(named:)`` resolves it (the person whose id is the
/// reference, else the first whose name or username is). A value: it describes the board it was made from and
/// does not follow later edits.
package struct BoardDirectory: Sendable {
    private var labels: [String: Label] = [:]
    private var fields: [String: CustomField] = [:]
    private var optionNames: [String: [String: String]] = [:]
    private var peopleByID: [String: Person] = [:]
    private var peopleByName: [String: Person] = [:]
    private var cardTitles: [String: String] = [:]

    /// The directory of `board`; `cards: false` leaves out the card titles (``cardTitle(id:)`` answers nil).
    package init(_ board: Board, cards: Bool = true) {
        for label in board.labels where labels[label.id] == nil { labels[label.id] = label }
        for field in board.customFields where fields[field.id] == nil {
            fields[field.id] = field
            var names: [String: String] = [:]
            for option in field.options where names[option.id] == nil { names[option.id] = option.name }
            optionNames[field.id] = names
        }
        for person in board.people {
            if peopleByID[person.id] == nil { peopleByID[person.id] = person }
            if peopleByName[person.name] == nil { peopleByName[person.name] = person }
            if let username = person.username, peopleByName[username] == nil { peopleByName[username] = person }
        }
        if cards {
            for list in board.lists {
                for card in list.cards where cardTitles[card.id] == nil { cardTitles[card.id] = card.title }
            }
        }
    }

    /// The first label whose id is `id`.
    package func label(id: String) -> Label? {
        labels[id]
    }

    /// The first custom field whose id is `id`.
    package func customField(id: String) -> CustomField? {
        fields[id]
    }

    /// The name of the first option `option` of the first field `field`.
    package func optionName(field: String, option: String) -> String? {
        optionNames[field]?[option]
    }

    /// The person a card or comment names, as ``Board/person(named:)`` finds them.
    package func person(named reference: String) -> Person? {
        peopleByID[reference] ?? peopleByName[reference]
    }

    /// The text to show for a person a card or comment names, as ``Board/displayName(ofPerson:)`` gives it.
    package func displayName(ofPerson reference: String) -> String {
        person(named: reference)?.displayName ?? reference
    }

    /// The title of the first card whose id is `id`, in list order.
    package func cardTitle(id: String) -> String? {
        cardTitles[id]
    }
}
