import ArgumentParser
import BoardDrops
import Boards
import Foundation

/// `cardport edit BOARD card|list|label|board|add-card|add-list|add-label …`: every edit of the board session,
/// from a script, each invocation one undo step.
struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Edit a board's cards, lists, labels or name; each invocation is one undo step.",
        discussion: """
            The second argument says what is edited: a card, a list, a label or the board, or what is added. A \
            card is named by id or exact title, a list and a label by id or exact name, a person by id, username \
            or name; a name several share is an error listing them (exit 64). Positions (--at, --move-to) count \
            from 0 in the list or board as it is now. The options of one invocation are made together as one \
            undo step (`cardport undo` takes it back), on the board as it is on disk under the folder's lock: an \
            edit another program saved meanwhile is kept, and an edit it made impossible exits 75. A refusal (an \
            archived list, a card limit, nothing to undo) exits 65 and writes nothing.

            Examples:
              cardport edit board.json card "Fix login" --due 2026-12-01 --label +bug --done
              cardport edit board.json card c12 --add-checklist Steps --add-item "Steps=Write the test" --tick "Old item"
              cardport edit board.json list Doing --rename "In progress" --limit 5
              cardport edit board.json add-card "To Do" "Write the report" --at 0
              cardport edit board.json label bug --color red
              cardport edit board.json board --rename "Team board"
            """)

    /// What the command edits.
    enum Subject: String, ExpressibleByArgument, CaseIterable {
        case card, list, label, board
        case addCard = "add-card", addList = "add-list", addLabel = "add-label"
    }

    @Argument(help: ArgumentHelp("The board file.", valueName: "board"))
    var board: String

    @Argument(help: ArgumentHelp("What to edit: card, list, label, board, add-card, add-list or add-label.", valueName: "subject"))
    var subject: Subject

    @Argument(help: ArgumentHelp(
        "The card, list or label (id or name); for add-card the list and the new card's title; for add-list and add-label the new name.",
        valueName: "name"))
    var names: [String] = []

    @Option(help: ArgumentHelp("A new title (card) or name (list, label, board).", valueName: "name"))
    var rename: String?

    @Option(help: ArgumentHelp("add-card, add-list: the position, 0 is first (default last).", valueName: "n"))
    var at: Int?

    @Flag(help: "card, list: archive it (it keeps its place; an archived list takes no new cards).")
    var archive = false

    @Flag(help: "card, list: restore it from the archive.")
    var restore = false

    @Flag(help: "card: delete it; label: delete it, taking it off every card.")
    var delete = false

    @OptionGroup(title: "Card options") var card: CardEditOptions
    @OptionGroup(title: "List and label options") var other: ListAndLabelEditOptions

    @Flag(help: "Print the outcome as JSON instead of text.")
    var json = false

    @Flag(help: "Write the board even if it is read-only.")
    var force = false

    @OptionGroup var lockWait: LockWaitOptions

    func validate() throws {
        let expected = subject == .addCard ? 2 : subject == .board ? 0 : 1
        guard names.count == expected else {
            throw ValidationError(
                expected == 0 ? "edit board takes no name; give --rename."
                    : "edit \(subject.rawValue) takes \(expected == 1 ? "one name" : "a list and a title"), not \(names.count).")
        }
        if subject != .card, try !card.edits(of: "").isEmpty || card.description != nil && subject != .addCard {
            throw ValidationError("the card options (--due, --label, …) go with `edit BOARD card CARD`.")
        }
        if subject != .list, try !other.listEdits(of: "").isEmpty {
            throw ValidationError("--move-to and --limit go with `edit BOARD list LIST`.")
        }
        if ![.label, .addLabel].contains(subject), other.color != nil {
            throw ValidationError("--color goes with `edit BOARD label LABEL` or add-label.")
        }
        if (archive || restore) && ![.card, .list].contains(subject) {
            throw ValidationError("--archive and --restore go with a card or a list.")
        }
        if delete && ![.card, .label].contains(subject) {
            throw ValidationError("--delete goes with a card or a label.")
        }
        if at != nil && ![.addCard, .addList].contains(subject) {
            throw ValidationError("--at goes with add-card or add-list.")
        }
        if rename != nil && subject.isAddition {
            throw ValidationError("--rename edits an existing \(subject.noun); name the new one as the argument.")
        }
    }

    func run() throws {
        try CommandFailure.reporting {
            let edits = try self.edits()
            guard !edits.isEmpty else {
                throw CommandFailure(.usage, "edit \(subject.rawValue): no change given", hint: "`cardport help edit` lists the options")
            }
            let session = try BoardSession(path: board, wait: lockWait.duration, force: force)
            let outcome = try session.apply(edits, named: edits.count > 1 ? "Edit \(subject.noun)" : nil)
            try EditReport(board: board, outcome: outcome).print(json: json)
        }
    }

    /// The edits the options ask for, in the order they are made (a rename last, so the others find the old name).
    func edits() throws -> [BoardEdit] {
        switch subject {
        case .card:
            let name = names[0]
            var edits = try card.edits(of: name)
            if archive { edits.append(.archiveCard(name)) }
            if restore { edits.append(.restoreCard(name)) }
            if delete { return edits + [.deleteCards([name])] }
            return edits + (rename.map { [.renameCard(name, title: $0)] } ?? [])
        case .addCard:
            return [.createCard(title: names[1], list: names[0], at: at, notes: card.description ?? "")]
        case .list:
            var edits = try other.listEdits(of: names[0])
            if archive { edits.append(.archiveList(names[0])) }
            if restore { edits.append(.restoreList(names[0])) }
            return edits + (rename.map { [.renameList(names[0], name: $0)] } ?? [])
        case .addList: return [.createList(name: names[0], at: at)]
        case .label:
            if delete { return [.deleteLabel(names[0])] }
            return other.labelEdits(of: names[0]) + (rename.map { [.renameLabel(names[0], name: $0)] } ?? [])
        case .addLabel: return [.createLabel(name: names[0], color: other.color.flatMap { $0 == "none" ? nil : $0 })]
        case .board: return rename.map { [.renameBoard($0)] } ?? []
        }
    }
}

extension EditCommand.Subject {
    var isAddition: Bool { [.addCard, .addList, .addLabel].contains(self) }

    var noun: String {
        switch self {
        case .card, .addCard: "card"
        case .list, .addList: "list"
        case .label, .addLabel: "label"
        case .board: "board"
        }
    }
}
