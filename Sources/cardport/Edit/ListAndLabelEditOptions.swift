import ArgumentParser
import BoardDrops

/// The options of `cardport edit BOARD list LIST` and `… label LABEL`.
struct ListAndLabelEditOptions: ParsableArguments {
    @Option(name: .customLong("move-to"), help: ArgumentHelp("list: move it to this position among the lists (0 is first).", valueName: "n"))
    var moveTo: Int?

    @Option(help: ArgumentHelp("list: the card limit; none removes it.", valueName: "n"))
    var limit: String?

    @Option(help: ArgumentHelp("label, add-label: the colour; none clears it.", valueName: "color"))
    var color: String?

    func listEdits(of list: String) throws -> [BoardEdit] {
        var edits: [BoardEdit] = []
        if let moveTo { edits.append(.moveList(list, to: moveTo)) }
        if let limit {
            if limit == "none" {
                edits.append(.setCardLimit(list, limit: nil))
            } else if let value = Int(limit), value >= 0 {
                edits.append(.setCardLimit(list, limit: value))
            } else {
                throw CommandFailure(.usage, "--limit \(limit): give a whole number, 0 or more, or none")
            }
        }
        return edits
    }

    func labelEdits(of label: String) -> [BoardEdit] {
        var edits: [BoardEdit] = []
        if let color { edits.append(.recolorLabel(label, color: color == "none" ? nil : color)) }
        return edits
    }
}
